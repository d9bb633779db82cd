-- Issue 47 item 6 (decision 1006): an instance stopping on SIGTERM hands back the jobs it claimed, so another runs them
-- at once rather than after JOBS_LEASE_MS. process-jobs names its instance (INSTANCE_ID, given by the server) in its
-- claims; the 3-argument claim stays for callers that name none (a hosted project's pg_cron call).
alter table private.jobs add column claimed_by text;

create function public.function_claim_jobs(p_kinds text[], p_limit integer, p_lock_seconds integer, p_worker text)
returns table (id bigint, kind text, payload jsonb, attempts integer, max_attempts integer)
language sql security definer set search_path = '' as $$
  update private.jobs j
     set state = 'running', attempts = j.attempts + 1, claimed_by = p_worker,
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

revoke all on function public.function_claim_jobs(text[], integer, integer, text) from public, anon, authenticated;
grant execute on function public.function_claim_jobs(text[], integer, integer, text) to service_role;
