-- The payment re-check, the sandbox gateway's notification and the retention of unclaimed CVs run in the process-jobs
-- Edge Function too (decision 0977). What their Node handlers did in SQL becomes the two functions below, which both
-- runners call. service_role only.

-- The next round of a payment's re-check (job payments.recheck), p_minutes from now, once per round (dedupe key).
create function public.function_schedule_payment_recheck(p_payment bigint, p_round integer, p_minutes integer)
returns void
language plpgsql security definer set search_path = '' as $$
begin
  if p_round is null or p_round < 2 or p_minutes is null or p_minutes < 1 or p_minutes > 24 * 60 then
    raise exception 'a re-check is planned for round 2 or later, 1 to 1440 minutes ahead' using errcode = '22023';
  end if;
  perform private.enqueue_job('payments.recheck', jsonb_build_object('payment_id', p_payment, 'round', p_round),
    now() + make_interval(mins => p_minutes), 'payments.recheck:' || p_payment || ':' || p_round);
end
$$;

-- A CV of the `cv` bucket still stored that no application refers to (job cv.unclaimed): the caller then erases it
-- through the Storage API, which removes the row and the file (hosted Storage refuses deleting its rows by SQL).
create function public.function_cv_unclaimed(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from storage.objects o where o.bucket_id = 'cv' and o.name = p_name)
     and not exists (select 1 from public.enquiries e where e.details ->> 'cv_path' = p_name);
$$;

revoke all on function public.function_schedule_payment_recheck(bigint, integer, integer),
  public.function_cv_unclaimed(text) from public, anon, authenticated;
grant execute on function public.function_schedule_payment_recheck(bigint, integer, integer),
  public.function_cv_unclaimed(text) to service_role;
