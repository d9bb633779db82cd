-- A seat paid in instalments, cancelled: the truth about what is owed back (issue 48, decision 1088).
--
-- The refunds table holds one cancellation refund per seat (decisions 1003, 1029): the trigger took « one of » the
-- seat's paid attempts, whichever the insert met first. It now takes the first payment received (lowest id), so the
-- staff cancellation dialog can say which payment « Remboursements à effectuer » will list and which instalments are
-- to be paid back by hand. The learner's own cancellation answers the whole amount received, every instalment.

-- private.record_refund_on_cancellation as in 20261208500000, on the first payment received.
create or replace function private.record_refund_on_cancellation() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.refunds (enrollment_id, payment_id, user_id, amount, currency)
  select new.id, p.id, p.user_id, p.amount, p.currency
    from public.payments p
   where p.enrollment_id = new.id and p.status = 'succeeded'
   order by p.id
   limit 1
  on conflict (enrollment_id) where reason = 'cancellation' do nothing;
  return new;
end
$$;

-- private.cancel_enrollment as in 20261208710000: the refund it reports is every payment received for the seat.
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
      to_char(last_free_day, 'DD/MM/YYYY'), (select free_cancellation_days from public.cancellation_policy())
      using errcode = 'PA410';
  end if;
  perform set_config('enrollments.change_reason', coalesce(given, 'Annulée par l''apprenant'), true);
  update public.enrollments set status = 'cancelled' where id = p_enrollment;
  perform set_config('enrollments.change_reason', '', true);
  select * into refund from public.refunds r where r.enrollment_id = p_enrollment and r.reason = 'cancellation';
  -- Owed back: every payment received for the seat (each paid instalment), not only the one the refund row holds.
  if refund.id is not null then
    select sum(p.amount) into refund.amount from public.payments p
     where p.enrollment_id = p_enrollment and p.status = 'succeeded' and p.currency = refund.currency;
  end if;
  return query select 'cancelled'::text, refund.amount, refund.currency,
    (refund.created_at::date + (select refund_days from public.cancellation_policy())),
    last_free_day;
end
$$;
