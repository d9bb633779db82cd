-- Jobs on the platform (decision 0955): the `process-jobs` Edge Function runs the kinds it knows (e-mail delivery,
-- enquiry e-mails) from private.jobs, the Node runner keeps the others. The function reaches the queue the way every
-- Edge Function reaches the database: through the REST API with the service role key. Only service_role may call
-- these entry points; each kind is claimed by one runner only (claim by kind), and a job by one worker at a time.

-- Claims up to p_limit due jobs of the given kinds, as the Node runner does (server/src/jobs/job-queue.ts): a job is
-- due when pending and run_at has come, or running with its lock expired (its worker died). `for update skip locked`:
-- two concurrent claims never get the same job.
create function public.function_claim_jobs(p_kinds text[], p_limit integer default 1, p_lock_seconds integer default 300)
returns table (id bigint, kind text, payload jsonb, attempts integer, max_attempts integer)
language sql security definer set search_path = '' as $$
  update private.jobs j
     set state = 'running', attempts = j.attempts + 1,
         locked_until = now() + make_interval(secs => greatest(10, least(coalesce(p_lock_seconds, 300), 86400)))
   where j.id in (
     select c.id from private.jobs c
      where c.run_at <= now() and (c.state = 'pending' or (c.state = 'running' and c.locked_until < now()))
        and c.kind = any(p_kinds)
      order by c.run_at, c.id
      limit greatest(1, least(coalesce(p_limit, 1), 50))
      for update skip locked)
  returning j.id, j.kind, j.payload, j.attempts, j.max_attempts;
$$;

-- Records the outcome of a claimed job. Success (p_error null): the e-mails the job rendered (p_mails, an array of
-- { "message": {to, subject, text, html, link?}, "dedupe_key": "…" }) are queued as mail.send jobs and the job is
-- marked done in the same transaction, so they are queued exactly once. Failure: retried after 30 s, 2 min, 8 min…
-- (at most one hour), or failed for good after max_attempts with the last error kept. Returns the job's new state
-- (null when the job is not running any more: its lock expired and another worker took it).
create function public.function_finish_job(p_id bigint, p_error text default null, p_mails jsonb default '[]'::jsonb)
returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_job private.jobs;
  v_mail jsonb;
begin
  select * into v_job from private.jobs where id = p_id and state = 'running' for update;
  if not found then
    return null;
  end if;
  if p_error is null then
    for v_mail in select value from jsonb_array_elements(coalesce(p_mails, '[]'::jsonb)) loop
      perform private.enqueue_job('mail.send', v_mail -> 'message', now(), v_mail ->> 'dedupe_key');
    end loop;
    update private.jobs set state = 'done', finished_at = now(), locked_until = null, last_error = null
     where id = p_id;
    return 'done';
  elsif v_job.attempts >= v_job.max_attempts then
    update private.jobs set state = 'failed', finished_at = now(), locked_until = null, last_error = left(p_error, 2000)
     where id = p_id;
    return 'failed';
  else
    update private.jobs
       set state = 'pending', locked_until = null, last_error = left(p_error, 2000),
           run_at = now() + make_interval(secs => least(3600, 30 * power(4, greatest(0, v_job.attempts - 1))))
     where id = p_id;
    return 'pending';
  end if;
end
$$;

revoke all on function public.function_claim_jobs(text[], integer, integer), public.function_finish_job(bigint, text, jsonb)
  from public, anon, authenticated;
grant execute on function public.function_claim_jobs(text[], integer, integer), public.function_finish_job(bigint, text, jsonb)
  to service_role;

-- On a hosted project (pg_cron and pg_net available), process-jobs runs every minute, as Supabase documents it
-- (guides/functions/schedule-functions): the project's URL and the service role key are read from Vault at each run,
-- under the names `project_url` and `service_role_key` (README, hosted path). Where the extensions are absent (PGlite,
-- a plain PostgreSQL) nothing is scheduled and the local server triggers the function on its own timer.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net with schema extensions;
    perform cron.schedule(
      'process-jobs',
      '* * * * *',
      $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/process-jobs',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
        ),
        body := jsonb_build_object('scheduled_at', now()),
        timeout_milliseconds := 55000
      ) as request_id;
      $job$
    );
  end if;
end
$$;
