-- The sandbox gateway's hosted page (sandbox-checkout) runs in Deno: the tester's choice is recorded through this
-- entry point, executable by service_role only (decision 0954). A pending transaction takes the outcome once and its
-- signed notification is queued (job payments.sandbox-notify) in the same transaction; a settled one stays as it is.
create function public.function_sandbox_choose(p_id text, p_outcome text) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  target text;
begin
  if p_outcome not in ('succeeded', 'failed') then
    raise exception 'outcome % is not a final one', p_outcome using errcode = '22023';
  end if;
  update private.sandbox_transactions t set status = p_outcome, updated_at = now()
   where t.id = p_id and t.status = 'pending'
  returning t.notify_url into target;
  if target is null then
    return false;
  end if;
  perform private.enqueue_job('payments.sandbox-notify', jsonb_build_object('transaction_id', p_id, 'notify_url', target));
  return true;
end
$$;

revoke all on function public.function_sandbox_choose(text, text) from public, anon, authenticated;
grant execute on function public.function_sandbox_choose(text, text) to service_role;
