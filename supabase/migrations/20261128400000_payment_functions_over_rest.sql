-- The learner's pay flow (create-payment, payment-status, payment-webhook) runs in Deno (supabase/functions) and
-- reaches the database through the REST API with the service role key, as the enrolment functions do (decision 0950,
-- 20261127300000). What the Node server did in SQL becomes the entry points below, executable by service_role only.
-- The change of a payment's status is one SQL function, private.record_payment_status, that the Deno functions and
-- the Node re-check job both call: one path by which a gateway's (or an admin's) word reaches the database.

-- An attempt moves to a status, once, with its payment event.
create function private.set_payment_status(p_payment bigint, p_status text, p_source text, p_note text,
  p_changed_by uuid) returns void
language sql security definer set search_path = '' as $$
  update public.payments set status = p_status where id = p_payment;
  insert into public.payment_events (payment_id, status, source, note, changed_by)
  values (p_payment, p_status, p_source, p_note, p_changed_by);
$$;

-- Moves an attempt to p_status under a row lock, once: two notifications for the same transaction are applied one
-- after the other and the second finds nothing to change (one payment event per real change). Only a pending attempt
-- moves. A success confirms the enrolment, issues its invoice and queues the receipt (job payments.receipt, which
-- renders the e-mail), all in this transaction; a second paid attempt is set apart (cancelled) for a refund; a success
-- for an enrolment already cancelled records the refund owed instead. p_fee: the gateway's fee, kept once.
create function private.record_payment_status(p_payment bigint, p_status text, p_source text,
  p_note text default null, p_changed_by uuid default null, p_fee numeric default null)
returns table (changed boolean, payment_status text)
language plpgsql security definer set search_path = '' as $$
declare
  attempt public.payments;
  seat_status text;
  invoice public.invoices;
begin
  if p_status not in ('succeeded', 'failed', 'cancelled') then
    raise exception 'status % cannot be recorded', p_status using errcode = '22023';
  end if;
  select * into attempt from public.payments p where p.id = p_payment for update;
  if not found then
    raise exception 'payment % does not exist', p_payment using errcode = 'P0002';
  end if;
  if p_status = 'succeeded' and p_fee is not null then
    update public.payments p set gateway_fee = p_fee where p.id = p_payment and p.gateway_fee is null;
  end if;
  if attempt.status = p_status or attempt.status <> 'pending' then
    return query select false, attempt.status;
    return;
  end if;
  if p_status <> 'succeeded' then
    perform private.set_payment_status(attempt.id, p_status, p_source, p_note, p_changed_by);
    return query select true, p_status;
    return;
  end if;

  select e.status into seat_status from public.enrollments e where e.id = attempt.enrollment_id for update;
  if exists (select 1 from public.payments p where p.enrollment_id = attempt.enrollment_id and p.status = 'succeeded')
  then
    -- A second attempt paid too (two tabs): kept apart from the paid one so that the admin refunds it.
    perform private.set_payment_status(attempt.id, 'cancelled', p_source,
      'Doublon : l''inscription était déjà payée, à rembourser.', p_changed_by);
    return query select true, 'cancelled'::text;
    return;
  end if;
  perform private.set_payment_status(attempt.id, 'succeeded', p_source, p_note, p_changed_by);
  if seat_status = 'cancelled' then
    -- Paid after the seat was released (hold expired, cancelled): no seat, the money is owed back.
    insert into public.refunds (enrollment_id, payment_id, user_id, amount, currency)
    values (attempt.enrollment_id, attempt.id, attempt.user_id, attempt.amount, attempt.currency)
    on conflict (enrollment_id) do nothing;
    return query select true, 'succeeded'::text;
    return;
  end if;
  if seat_status = 'pending' then
    update public.enrollments e set status = 'confirmed' where e.id = attempt.enrollment_id;
  end if;
  select * into invoice from private.issue_invoice(attempt.id);
  if coalesce(invoice.customer_email, '') <> '' then
    perform private.enqueue_job('payments.receipt', jsonb_build_object('payment_id', attempt.id), now(),
      'payments.receipt-job:' || attempt.enrollment_id);
  end if;
  return query select true, 'succeeded'::text;
end
$$;

revoke all on function private.set_payment_status(bigint, text, text, text, uuid),
  private.record_payment_status(bigint, text, text, text, uuid, numeric) from public;

-- Entry points of the payment Edge Functions. Only the service role (the functions) may call them.

create function public.function_record_payment_status(p_payment bigint, p_status text, p_source text,
  p_note text default null, p_changed_by uuid default null, p_fee numeric default null)
returns table (changed boolean, payment_status text)
language sql security definer set search_path = '' as $$
  select * from private.record_payment_status(p_payment, p_status, p_source, p_note, p_changed_by, p_fee);
$$;

-- Counts one payment attempt of the caller (decision 0862): over the per-minute limit, PA429.
create function public.function_take_payment_attempt(p_caller jsonb) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform private.take_payment_attempt((p_caller ->> 'sub')::uuid);
end
$$;

-- The caller's hold has run out: the seat is released now (only the caller's own pending enrolment).
create function public.function_expire_hold(p_caller jsonb, p_enrollment bigint) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if exists (select 1 from public.enrollments e
              where e.id = p_enrollment and e.user_id = (p_caller ->> 'sub')::uuid and e.status = 'pending') then
    perform private.expire_hold(p_enrollment);
  end if;
end
$$;

-- Opens an attempt on the caller's own pending enrolment, its amount and currency copied from the enrolment (never
-- from the client), with its 'creation' event; the enrolment's method follows the channel and its hold is fitted to
-- it (decision 0861). A bank transfer is one attempt per enrolment (its reference is the enrolment's) whose details
-- leave by e-mail (job payments.bank-details). Answers what the gateway needs to open the transaction.
create function public.function_open_payment(p_caller jsonb, p_enrollment bigint, p_provider text, p_channel text,
  p_method text, p_phone text)
returns table (payment_id bigint, amount numeric, currency text, reference text, formation_title text,
               customer_email text, customer_name text, customer_city text)
language plpgsql security definer set search_path = '' as $$
declare
  caller uuid := (p_caller ->> 'sub')::uuid;
  seat public.enrollments;
  attempt bigint;
begin
  select * into seat from public.enrollments e
   where e.id = p_enrollment and e.user_id = caller and e.status = 'pending' for update;
  if not found then
    raise exception 'Cette inscription n''attend pas de paiement.' using errcode = 'PA404';
  end if;
  if p_provider = 'virement' then
    insert into public.payments (enrollment_id, user_id, provider, channel, amount, currency, provider_reference)
    values (seat.id, caller, 'virement', 'virement', seat.payment_amount, seat.payment_currency, seat.payment_reference)
    on conflict (provider, provider_reference) do nothing
    returning id into attempt;
    if attempt is null then
      select p.id into attempt from public.payments p
       where p.provider = 'virement' and p.provider_reference = seat.payment_reference;
    else
      insert into public.payment_events (payment_id, status, source, changed_by)
      values (attempt, 'pending', 'creation', caller);
      update public.enrollments e set payment_method = 'virement' where e.id = seat.id;
      perform private.fit_hold_to_method(seat.id, 'virement');
    end if;
    perform private.enqueue_job('payments.bank-details', jsonb_build_object('payment_id', attempt), now(),
      'payments.bank-details-job:' || seat.id);
  else
    insert into public.payments (enrollment_id, user_id, provider, channel, amount, currency, phone)
    values (seat.id, caller, p_provider, p_channel, seat.payment_amount, seat.payment_currency, p_phone)
    returning id into attempt;
    insert into public.payment_events (payment_id, status, source, changed_by)
    values (attempt, 'pending', 'creation', caller);
    update public.enrollments e set payment_method = p_method where e.id = seat.id;
    perform private.fit_hold_to_method(seat.id, p_method);
  end if;
  return query
    select attempt, seat.payment_amount, seat.payment_currency::text, seat.payment_reference, f.title::text,
           u.email::text, pr.full_name::text, s.city::text
      from public.formations f
      left join auth.users u on u.id = caller
      left join public.profiles pr on pr.id = caller
      left join public.course_sessions s on s.id = seat.session_id
     where f.id = seat.formation_id;
end
$$;

-- The gateway opened the transaction: its reference is kept, and the gateway is asked again after p_recheck_minutes
-- if no notification settled it (job payments.recheck, decision 0855).
create function public.function_payment_checkout_opened(p_payment bigint, p_reference text, p_recheck_minutes integer)
returns void
language plpgsql security definer set search_path = '' as $$
begin
  update public.payments p set provider_reference = p_reference where p.id = p_payment;
  perform private.enqueue_job('payments.recheck', jsonb_build_object('payment_id', p_payment, 'round', 1),
    now() + make_interval(mins => p_recheck_minutes), 'payments.recheck:' || p_payment || ':1');
end
$$;

-- The gateway did not open the transaction: the attempt failed.
create function public.function_payment_checkout_failed(p_payment bigint) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform private.set_payment_status(p_payment, 'failed', 'provider', 'La passerelle n''a pas ouvert la transaction.',
    null);
end
$$;

-- The sandbox gateway's books (a real gateway keeps them on its side): a transaction opened, and read back.
create function public.function_sandbox_open(p_id text, p_merchant_reference text, p_channel text, p_amount numeric,
  p_currency text, p_phone text, p_return_url text, p_notify_url text) returns void
language sql security definer set search_path = '' as $$
  insert into private.sandbox_transactions (id, merchant_reference, channel, amount, currency, phone, return_url,
    notify_url)
  values (p_id, p_merchant_reference, p_channel, p_amount, p_currency, p_phone, p_return_url, p_notify_url);
$$;

create function public.function_sandbox_transaction(p_id text)
returns table (id text, channel text, amount numeric, currency text, phone text, status text, return_url text,
               notify_url text)
language sql stable security definer set search_path = '' as $$
  select t.id, t.channel, t.amount, t.currency, t.phone, t.status, t.return_url, t.notify_url
    from private.sandbox_transactions t where t.id = p_id;
$$;

revoke all on function public.function_record_payment_status(bigint, text, text, text, uuid, numeric),
  public.function_take_payment_attempt(jsonb), public.function_expire_hold(jsonb, bigint),
  public.function_open_payment(jsonb, bigint, text, text, text, text),
  public.function_payment_checkout_opened(bigint, text, integer), public.function_payment_checkout_failed(bigint),
  public.function_sandbox_open(text, text, text, numeric, text, text, text, text),
  public.function_sandbox_transaction(text) from public, anon, authenticated;
grant execute on function public.function_record_payment_status(bigint, text, text, text, uuid, numeric),
  public.function_take_payment_attempt(jsonb), public.function_expire_hold(jsonb, bigint),
  public.function_open_payment(jsonb, bigint, text, text, text, text),
  public.function_payment_checkout_opened(bigint, text, integer), public.function_payment_checkout_failed(bigint),
  public.function_sandbox_open(text, text, text, numeric, text, text, text, text),
  public.function_sandbox_transaction(text) to service_role;
