-- Issue 49 item 1 (decision 1092): process-jobs is the only code that runs jobs, in production and in every test. The
-- local `/_dev/jobs/run?as_of=…&dedupe_key=…` (a test or a developer running one planned job early, e.g. the reminder
-- sent two days before a session) goes through it too, so its claim takes the one job with that dedupe key if it is
-- planned by `p_as_of`. Without a dedupe key the claim is the usual one (due now): no call runs every future job early.
drop function public.function_claim_jobs(text[], integer, integer, text);

create function public.function_claim_jobs(
  p_kinds text[], p_limit integer, p_lock_seconds integer, p_worker text,
  p_as_of timestamptz default null, p_dedupe_key text default null)
returns table (id bigint, kind text, payload jsonb, attempts integer, max_attempts integer)
language sql security definer set search_path = '' as $$
  update private.jobs j
     set state = 'running', attempts = j.attempts + 1, claimed_by = p_worker,
         locked_until = now() + make_interval(secs => greatest(1, least(coalesce(p_lock_seconds, 300), 86400)))
   where j.id in (
     select c.id from private.jobs c
      where c.run_at <= (case when p_dedupe_key is null then now() else coalesce(p_as_of, now()) end)
        and (c.state = 'pending' or (c.state = 'running' and c.locked_until < now()))
        and c.kind = any(p_kinds)
        and (p_dedupe_key is null or c.dedupe_key = p_dedupe_key)
      order by c.run_at, c.id
      limit greatest(1, least(coalesce(p_limit, 1), 50))
      for update skip locked)
  returning j.id, j.kind, j.payload, j.attempts, j.max_attempts;
$$;

revoke all on function public.function_claim_jobs(text[], integer, integer, text, timestamptz, text)
  from public, anon, authenticated;
grant execute on function public.function_claim_jobs(text[], integer, integer, text, timestamptz, text) to service_role;
