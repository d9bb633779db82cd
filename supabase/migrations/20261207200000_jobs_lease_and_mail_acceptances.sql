-- Issue 47 item 5 (the reliability study's F2 and F3, decision 1006).
--
-- F2: the lease of a claimed job is the server's JOBS_LEASE_MS wherever jobs are claimed. process-jobs passes it as
-- p_lock_seconds (it claimed with a fixed 120 s before); the floor drops from 10 s to 1 s, the setting's own minimum.
-- A worker renews the lease of the jobs it holds while it works on them (function_extend_jobs), so a short lease
-- means "a dead instance's jobs are taken again soon", never "a live instance's job is taken while it runs".
create or replace function public.function_claim_jobs(p_kinds text[], p_limit integer default 1, p_lock_seconds integer default 300)
returns table (id bigint, kind text, payload jsonb, attempts integer, max_attempts integer)
language sql security definer set search_path = '' as $$
  update private.jobs j
     set state = 'running', attempts = j.attempts + 1,
         locked_until = now() + make_interval(secs => greatest(1, least(coalesce(p_lock_seconds, 300), 86400)))
   where j.id in (
     select c.id from private.jobs c
      where c.run_at <= now() and (c.state = 'pending' or (c.state = 'running' and c.locked_until < now()))
        and c.kind = any(p_kinds)
      order by c.run_at, c.id
      limit greatest(1, least(coalesce(p_limit, 1), 50))
      for update skip locked)
  returning j.id, j.kind, j.payload, j.attempts, j.max_attempts;
$$;

-- Renews the lease of jobs still running (this worker holds them): returns how many were renewed.
create function public.function_extend_jobs(p_ids bigint[], p_lock_seconds integer)
returns integer
language sql security definer set search_path = '' as $$
  with renewed as (
    update private.jobs
       set locked_until = now() + make_interval(secs => greatest(1, least(coalesce(p_lock_seconds, 300), 86400)))
     where id = any(p_ids) and state = 'running'
    returning 1)
  select count(*)::integer from renewed;
$$;

-- Hands back claimed jobs a worker will not run (it is stopping): pending again at once, the attempt not counted.
create function public.function_release_jobs(p_ids bigint[])
returns integer
language sql security definer set search_path = '' as $$
  with released as (
    update private.jobs
       set state = 'pending', locked_until = null, attempts = greatest(0, attempts - 1)
     where id = any(p_ids) and state = 'running'
    returning 1)
  select count(*)::integer from released;
$$;

revoke all on function public.function_extend_jobs(bigint[], integer), public.function_release_jobs(bigint[])
  from public, anon, authenticated;
grant execute on function public.function_extend_jobs(bigint[], integer), public.function_release_jobs(bigint[])
  to service_role;

-- F3: the local e-mail API (server/src/mail/email-api.ts, the one process-jobs posts to unless EMAIL_API_URL names a
-- provider) records each Idempotency-Key it has accepted, in the database every instance shares, as Resend keeps its
-- keys: a job run again after a kill, a lease or a lost answer gets the first answer back and nothing is sent again.
create table private.email_acceptances (
  idempotency_key text primary key check (char_length(idempotency_key) between 1 and 100),
  message_id text not null,
  accepted_at timestamptz not null default now()
);
create index email_acceptances_accepted_at on private.email_acceptances (accepted_at);
revoke all on private.email_acceptances from public, anon, authenticated;
