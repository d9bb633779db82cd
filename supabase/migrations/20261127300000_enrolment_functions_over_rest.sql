-- The enrolment Edge Functions (enrol, join-waitlist, cancel, leave-waitlist) run in Deno (supabase/functions) and
-- reach the database the way Supabase Edge Functions do: through the REST API with the service role key, never by
-- a direct connection. These entry points take the caller's claims, which the function read from the JWT the
-- platform verified (verify_jwt), and run the private functions as that caller, so `auth.uid()`, `is_admin()` and
-- the audit trail see the learner, not the service. Only `service_role` may call them: a learner cannot skip the
-- function's checks by calling the RPC.

create function public.function_take_enrolment_change(p_caller jsonb) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform set_config('request.jwt.claims', p_caller::text, true);
  perform private.take_enrolment_change((p_caller ->> 'sub')::uuid);
end
$$;

create function public.function_enrol(p_caller jsonb, p_session bigint, p_method text)
returns table (enrollment_id bigint, status text, hold_expires_at timestamptz, payment_reference text,
               amount numeric, currency text)
language plpgsql security definer set search_path = '' as $$
begin
  perform set_config('request.jwt.claims', p_caller::text, true);
  return query select * from private.enrol((p_caller ->> 'sub')::uuid, p_session, p_method);
end
$$;

create function public.function_join_waitlist(p_caller jsonb, p_session bigint, p_method text) returns integer
language plpgsql security definer set search_path = '' as $$
begin
  perform set_config('request.jwt.claims', p_caller::text, true);
  return private.join_waitlist((p_caller ->> 'sub')::uuid, p_session, p_method);
end
$$;

create function public.function_cancel_enrollment(p_caller jsonb, p_enrollment bigint, p_reason text)
returns table (status text, refund_amount numeric, refund_currency text, refund_due_on date,
               free_cancellation_until date)
language plpgsql security definer set search_path = '' as $$
begin
  perform set_config('request.jwt.claims', p_caller::text, true);
  return query select * from private.cancel_enrollment((p_caller ->> 'sub')::uuid, p_enrollment, p_reason);
end
$$;

create function public.function_leave_waitlist(p_caller jsonb, p_session bigint) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform set_config('request.jwt.claims', p_caller::text, true);
  perform private.leave_waitlist((p_caller ->> 'sub')::uuid, p_session);
end
$$;

revoke all on function public.function_take_enrolment_change(jsonb), public.function_enrol(jsonb, bigint, text),
  public.function_join_waitlist(jsonb, bigint, text), public.function_cancel_enrollment(jsonb, bigint, text),
  public.function_leave_waitlist(jsonb, bigint) from public, anon, authenticated;
grant execute on function public.function_take_enrolment_change(jsonb), public.function_enrol(jsonb, bigint, text),
  public.function_join_waitlist(jsonb, bigint, text), public.function_cancel_enrollment(jsonb, bigint, text),
  public.function_leave_waitlist(jsonb, bigint) to service_role;
