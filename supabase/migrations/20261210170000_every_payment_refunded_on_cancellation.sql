-- Every payment received for a cancelled seat is owed back through « Remboursements à effectuer » (issue 48 item 1,
-- review 2026-12-06 blocker 1 and finding 15, decision 1116; follows decision 1088).
--
-- Until now the refunds table held one cancellation refund per seat, on its first payment: the later instalments of
-- a plan were paid back « by hand », listed nowhere, and the learner's cancellation e-mail named the first payment
-- only. Now:
-- - refunds.reason 'further_payment': each further payment received for a cancelled seat (a later instalment, or a
--   payment that arrived after the seat was released), one per payment, listed in « Remboursements à effectuer » like
--   the first, with its own method, wallet and reference, and its own credit note against its own invoice;
-- - the cancellation trigger records the first payment as before ('cancellation', one per seat: the index the payment
--   path's `on conflict` relies on is unchanged) and every further one; a payment already owed back as a duplicate is
--   not counted again;
-- - the learner's cancellation answer and the cancellation e-mails' facts (function_enrollment_mail_facts) sum every
--   refund of the seat and say how many payments it covers;
-- - the dates the functions redefined here write are in words (private.french_date, decision 1089): the duplicate's
--   note, the learner's refusal past the free-cancellation day.

alter table public.refunds drop constraint refunds_reason_check;
alter table public.refunds add constraint refunds_reason_check
  check (reason in ('cancellation', 'further_payment', 'duplicate'));
create unique index refunds_one_per_further_payment on public.refunds (payment_id) where reason = 'further_payment';
comment on column public.refunds.reason is
  'cancellation: the paid enrollment was cancelled (one per enrollment, its first payment); further_payment: each further payment received for the cancelled enrollment (one per payment: a later instalment, a payment after the release); duplicate: a second payment of the same seat or instalment (one per payment, no credit note: it was never invoiced).';

-- private.record_refund_on_cancellation as in 20261209150000: the first payment received as the seat's cancellation
-- refund, and every further one as its own refund, each payment once (a duplicate already owed back is left alone).
create or replace function private.record_refund_on_cancellation() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.refunds (enrollment_id, payment_id, user_id, amount, currency)
  select new.id, p.id, p.user_id, p.amount, p.currency
    from public.payments p
   where p.enrollment_id = new.id and p.status = 'succeeded'
     and not exists (select 1 from public.refunds r where r.payment_id = p.id)
   order by p.id
   limit 1
  on conflict (enrollment_id) where reason = 'cancellation' do nothing;
  insert into public.refunds (enrollment_id, payment_id, user_id, amount, currency, reason)
  select new.id, p.id, p.user_id, p.amount, p.currency, 'further_payment'
    from public.payments p
   where p.enrollment_id = new.id and p.status = 'succeeded'
     and not exists (select 1 from public.refunds r where r.payment_id = p.id)
   order by p.id
  on conflict (payment_id) where reason = 'further_payment' do nothing;
  return new;
end
$$;

-- private.issue_credit_note as in 20261208500000: the credit note cancels the invoice of the payment given back (one
-- invoice per instalment), the seat's first invoice when that payment has none of its own.
create or replace function private.issue_credit_note(p_refund_id bigint) returns public.credit_notes
language plpgsql security definer set search_path = '' as $$
declare
  refund public.refunds;
  invoice public.invoices;
  issued public.credit_notes;
  this_year integer := extract(year from now())::integer;
  next_number integer;
begin
  select * into refund from public.refunds where id = p_refund_id and status = 'refunded';
  if not found then
    raise exception 'Aucun remboursement effectué n''a l''identifiant %', p_refund_id using errcode = 'P0002';
  end if;
  if refund.reason = 'duplicate' then
    return null;
  end if;
  select * into issued from public.credit_notes where refund_id = refund.id;
  if found then
    return issued;
  end if;
  select * into invoice from public.invoices i where i.payment_id = refund.payment_id;
  if not found then
    select * into invoice from public.invoices i where i.enrollment_id = refund.enrollment_id order by i.id limit 1;
  end if;
  if not found then
    return null;
  end if;
  insert into private.credit_note_counters as c (year, last_number) values (this_year, 1)
    on conflict (year) do update set last_number = c.last_number + 1
    returning last_number into next_number;
  insert into public.credit_notes (number, year, sequence, refund_id, invoice_id, enrollment_id, user_id, customer_name,
                                   customer_email, customer_company, formation_title, amount, currency)
  values ('AV-' || this_year || '-' || lpad(next_number::text, 6, '0'), this_year, next_number, refund.id, invoice.id,
          refund.enrollment_id, invoice.user_id, invoice.customer_name, invoice.customer_email, invoice.customer_company,
          invoice.formation_title, refund.amount, refund.currency)
  returning * into issued;
  return issued;
end
$$;

-- private.record_payment_status as in 20261207000100, with the duplicate made a refund owed (and its date told in the
-- attempt's note), and a gateway's success believed for an attempt cancelled or failed on our side.
create or replace function private.record_payment_status(p_payment bigint, p_status text, p_source text,
  p_note text default null, p_changed_by uuid default null, p_fee numeric default null)
returns table (changed boolean, payment_status text)
language plpgsql security definer set search_path = '' as $$
declare
  attempt public.payments;
  seat_status text;
  invoice public.invoices;
  part public.enrollment_instalments;
  owed public.refunds;
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
  -- The money arrived after all (a request validated on the phone once cancelled here, a late success): believed,
  -- unless this attempt is already a duplicate set apart for a refund.
  if p_status = 'succeeded' and p_source = 'provider' and attempt.status in ('cancelled', 'failed')
     and not exists (select 1 from public.refunds r where r.payment_id = attempt.id) then
    attempt.status := 'pending';
  end if;
  if attempt.status = p_status or attempt.status <> 'pending' then
    return query select false, attempt.status;
    return;
  end if;
  select * into part from public.enrollment_instalments i where i.id = attempt.instalment_id;
  if p_status <> 'succeeded' then
    perform private.set_payment_status(attempt.id, p_status, p_source, p_note, p_changed_by);
    if p_status = 'failed' and part.number > 1 and part.status = 'due' then
      update public.enrollment_instalments set status = 'failed' where id = part.id;
      perform private.enqueue_job('mail.send', private.instalment_mail(part.id, 'overdue'), now(),
        'mail:pricing.instalment-failed:' || part.id);
    end if;
    return query select true, p_status;
    return;
  end if;

  select e.status into seat_status from public.enrollments e where e.id = attempt.enrollment_id for update;
  if exists (select 1 from public.payments p where p.enrollment_id = attempt.enrollment_id and p.status = 'succeeded'
               and p.id <> attempt.id and p.instalment_id is not distinct from attempt.instalment_id)
  then
    -- A second attempt paid too: kept apart from the paid one, and owed back (« Remboursements à effectuer »).
    insert into public.refunds (enrollment_id, payment_id, user_id, amount, currency, reason)
    values (attempt.enrollment_id, attempt.id, attempt.user_id, attempt.amount, attempt.currency, 'duplicate')
    on conflict (payment_id) where reason = 'duplicate' do nothing
    returning * into owed;
    perform private.set_payment_status(attempt.id, 'cancelled', p_source,
      'Reçu en double : l''inscription était déjà payée, à rembourser avant le '
        || private.french_date(coalesce(owed.expected_on, current_date + 14)) || '.', p_changed_by);
    return query select true, 'cancelled'::text;
    return;
  end if;
  perform private.set_payment_status(attempt.id, 'succeeded', p_source, p_note, p_changed_by);
  if seat_status = 'cancelled' then
    -- Paid after the seat was released (hold expired, cancelled): no seat, the money is owed back.
    -- The seat's first refund if it has none yet, a further payment owed back otherwise (never dropped).
    if exists (select 1 from public.refunds r where r.enrollment_id = attempt.enrollment_id
                                              and r.reason = 'cancellation') then
      insert into public.refunds (enrollment_id, payment_id, user_id, amount, currency, reason)
      values (attempt.enrollment_id, attempt.id, attempt.user_id, attempt.amount, attempt.currency, 'further_payment')
      on conflict (payment_id) where reason = 'further_payment' do nothing;
    else
      insert into public.refunds (enrollment_id, payment_id, user_id, amount, currency)
      values (attempt.enrollment_id, attempt.id, attempt.user_id, attempt.amount, attempt.currency)
      on conflict (enrollment_id) where reason = 'cancellation' do nothing;
    end if;
    return query select true, 'succeeded'::text;
    return;
  end if;
  if seat_status = 'pending' then
    update public.enrollments e set status = 'confirmed' where e.id = attempt.enrollment_id;
  end if;
  if part.id is not null then
    perform private.instalment_paid(part.id);
    if part.number = 1 then
      perform private.schedule_instalment_mails(attempt.enrollment_id);
    end if;
  end if;
  select * into invoice from private.issue_invoice(attempt.id);
  if coalesce(invoice.customer_email, '') <> '' then
    perform private.enqueue_job('payments.receipt', jsonb_build_object('payment_id', attempt.id), now(),
      'payments.receipt-job:' || attempt.enrollment_id || coalesce(':' || part.number, ''));
  end if;
  return query select true, 'succeeded'::text;
end
$$;

-- private.cancel_enrollment as in 20261209150000: the refund it reports is every refund the cancellation recorded
-- (not a duplicate's), and the last free day is written out.

create or replace function private.cancel_enrollment(p_user uuid, p_enrollment bigint, p_reason text)
returns table (status text, refund_amount numeric, refund_currency text, refund_due_on date,
               free_cancellation_until date)
language plpgsql security definer set search_path = '' as $$
declare
  target record;
  staff boolean := public.is_admin();
  last_free_day date;
  refund public.refunds;
  given text := nullif(btrim(left(coalesce(p_reason, ''), 500)), '');
begin
  select e.id, e.user_id, e.status, s.starts_on
    into target
    from public.enrollments e left join public.course_sessions s on s.id = e.session_id
   where e.id = p_enrollment
     for update of e;
  if not found or (target.user_id <> p_user and not staff) then
    raise exception 'Inscription introuvable.' using errcode = 'PA404';
  end if;
  if not staff then
    perform private.take_enrolment_change(p_user);
  end if;
  if target.status not in ('pending', 'confirmed') then
    raise exception 'Cette inscription est déjà annulée ou terminée : il n''y a rien à annuler.' using errcode = 'PA409';
  end if;
  if target.user_id <> p_user and given is null then
    raise exception 'Indiquez le motif de l''annulation : il est enregistré et envoyé par e-mail à l''apprenant.'
      using errcode = 'PA422';
  end if;
  last_free_day := private.free_cancellation_until(target.starts_on);
  if not staff and target.status = 'confirmed' and last_free_day is not null and current_date > last_free_day then
    raise exception 'L''annulation gratuite était possible jusqu''au % (% jours avant le début de la session). Passé ce délai, la formation reste due : vous pouvez vous faire remplacer par un collègue en nous écrivant.',
      private.french_date(last_free_day), (select free_cancellation_days from public.cancellation_policy())
      using errcode = 'PA410';
  end if;
  perform set_config('enrollments.change_reason', coalesce(given, 'Annulée par l''apprenant'), true);
  update public.enrollments set status = 'cancelled' where id = p_enrollment;
  perform set_config('enrollments.change_reason', '', true);
  select * into refund from public.refunds r where r.enrollment_id = p_enrollment and r.reason = 'cancellation';
  -- Owed back: every refund the cancellation recorded (the first payment and each further one), in its currency; a
  -- duplicate is owed back on its own and is not counted twice.
  if refund.id is not null then
    select sum(r.amount) into refund.amount from public.refunds r
     where r.enrollment_id = p_enrollment and r.reason in ('cancellation', 'further_payment')
       and r.currency = refund.currency;
  end if;
  return query select 'cancelled'::text, refund.amount, refund.currency,
    (refund.created_at::date + (select refund_days from public.cancellation_policy())),
    last_free_day;
end
$$;

-- public.function_enrollment_mail_facts as in 20261209100000, its refund the whole amount owed back for the seat (the
-- first payment and each further one, in the currency of the first) and how many payments that is.
create or replace function public.function_enrollment_mail_facts(p_enrollment bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
           'user_id', u.id, 'email', nullif(trim(u.email), ''), 'full_name', p.full_name, 'country', p.country,
           'status', e.status,
           'title', f.title, 'description', f.description, 'duration', f.duration, 'formation_id', f.id,
           'session_id', s.id, 'starts_on', to_char(s.starts_on, 'YYYY-MM-DD'),
           'ends_on', to_char(s.ends_on, 'YYYY-MM-DD'), 'format', s.format, 'city', s.city, 'venue', s.venue,
           'session_status', s.status, 'payment_reference', e.payment_reference, 'hold_expires_at', e.hold_expires_at,
           'amount', coalesce(e.payment_amount, f.price)::text,
           'currency', coalesce(e.payment_currency, f.price_currency),
           'refund', (select jsonb_build_object('amount', sum(r.amount)::text, 'currency', min(r.currency),
                                                'status', case when bool_and(r.status = 'refunded') then 'refunded'
                                                               else 'due' end,
                                                'created_at', min(r.created_at), 'payments', count(*))
                        from public.refunds r
                       where r.enrollment_id = e.id and r.reason in ('cancellation', 'further_payment')
                         and r.currency = (select c.currency from public.refunds c
                                            where c.enrollment_id = e.id and c.reason = 'cancellation')
                      having count(*) > 0),
           'other_sessions', private.other_open_sessions(f.id, s.id))
    from public.enrollments e
    join public.course_sessions s on s.id = e.session_id
    join public.formations f on f.id = e.formation_id
    join auth.users u on u.id = e.user_id
    left join public.profiles p on p.id = e.user_id
   where e.id = p_enrollment;
$$;
