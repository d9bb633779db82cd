-- reconcile-transfer and refund-payment run in Deno (decision 0954): an admin's actions on payments, through these
-- entry points that only service_role may execute. Each checks that the caller (the claims the function read from
-- the verified JWT) is an admin, refusing anyone else with PA403, and records the admin as the one who acted.

create function private.caller_admin(p_caller jsonb) returns uuid
language plpgsql stable security definer set search_path = '' as $$
declare
  caller uuid := (p_caller ->> 'sub')::uuid;
begin
  if caller is null or not exists (select 1 from public.profiles p where p.id = caller and p.role = 'admin') then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  return caller;
end
$$;

revoke all on function private.caller_admin(jsonb) from public;

-- A bank transfer received: the same path as a gateway's success (source 'admin'). Answers 'done', 'not_found' (no
-- such transfer) or 'not_pending' (already reconciled or cancelled).
create function public.function_reconcile_transfer(p_caller jsonb, p_payment bigint, p_note text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  admin uuid := private.caller_admin(p_caller);
  attempt public.payments;
begin
  select * into attempt from public.payments p where p.id = p_payment for update;
  if not found or attempt.provider <> 'virement' then
    return 'not_found';
  end if;
  if attempt.status <> 'pending' then
    return 'not_pending';
  end if;
  perform private.record_payment_status(p_payment, 'succeeded', 'admin', coalesce(nullif(p_note, ''), 'Virement reçu'),
    admin, null);
  return 'done';
end
$$;

-- A refund owed, with the attempt it gives back (the gateway and its transaction).
create function public.function_refund_to_pay(p_caller jsonb, p_refund bigint)
returns table (id bigint, status text, amount numeric, currency text, provider text, provider_reference text)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.caller_admin(p_caller);
  return query
    select r.id, r.status, r.amount, r.currency::text, p.provider, p.provider_reference
      from public.refunds r join public.payments p on p.id = r.payment_id
     where r.id = p_refund;
end
$$;

-- The refund was paid (through the gateway's API or by hand): `refunded`, once, with the reference and who did it.
create function public.function_mark_refunded(p_caller jsonb, p_refund bigint, p_reference text) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  admin uuid := private.caller_admin(p_caller);
begin
  update public.refunds r
     set status = 'refunded', refunded_at = now(), provider_refund_id = p_reference, refunded_by = admin
   where r.id = p_refund and r.status = 'due';
  return found;
end
$$;

revoke all on function public.function_reconcile_transfer(jsonb, bigint, text),
  public.function_refund_to_pay(jsonb, bigint), public.function_mark_refunded(jsonb, bigint, text)
  from public, anon, authenticated;
grant execute on function public.function_reconcile_transfer(jsonb, bigint, text),
  public.function_refund_to_pay(jsonb, bigint), public.function_mark_refunded(jsonb, bigint, text) to service_role;
