-- Staff cancellations say why, and the people concerned are told (issue 48 item 1, review 2026-12-06 findings 14,
-- 28 and 29; decision 1040).
--
-- 1. A session cancelled by a signed-in user needs a reason (`course_sessions.cancellation_reason`, written in the
--    same update as `status`), else 422 in French (PT422: the REST layer answers the status a function chooses). The
--    reason goes to the cancelled enrollments' history (« Session annulée : … »), to the learners' e-mails and texts,
--    and to the waiting list's e-mail.
-- 2. Staff cancelling someone else's enrollment give a reason too: with the status (`status_reason`) over REST, or
--    `reason` to the cancel function (PA422, answered 422). A lapsed hold released by the job or by anyone's request,
--    the learner's own cancellation and the database's own cascades need none.
-- 3. A learner (and the session's trainer) still read the session of their enrollment once it is cancelled, so
--    « Mes formations » keeps its dates with « Session annulée » (finding 28).
-- 4. The hold-lapsed e-mail names the deadline that passed: the enrollment forgets its hold once cancelled, so the job
--    carries it (finding 29).
-- 5. A payment received twice is told to the learner by e-mail when it is set apart for a refund.

-- ─── 1. The reason a session is cancelled ──────────────────────────────────────────────────────────────────────
alter table public.course_sessions
  add column cancellation_reason text check (char_length(cancellation_reason) <= 500);

comment on column public.course_sessions.cancellation_reason is
  'Why the session was cancelled, given by staff with the cancellation (required from a signed-in user); told to its learners.';

grant update (cancellation_reason) on public.course_sessions to authenticated;
-- Read with the session's other columns: null until cancelled, and a cancelled session is read only by staff, its
-- learners and its trainer (section 3), who are told the reason anyway.
grant select (cancellation_reason) on public.course_sessions to anon, authenticated;

create function private.check_session_cancellation() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'cancelled' and old.status is distinct from 'cancelled' then
    new.cancellation_reason := nullif(btrim(new.cancellation_reason), '');
    if new.cancellation_reason is null and auth.uid() is not null then
      raise exception 'Indiquez le motif de l''annulation de la session : il est enregistré et envoyé aux inscrits.'
        using errcode = 'PT422',
          hint = 'Choisissez un motif (nombre d''inscrits insuffisant, formateur indisponible…) ou écrivez-le.';
    end if;
  else
    -- The reason belongs to the cancellation: never written otherwise, never rewritten afterwards.
    new.cancellation_reason := old.cancellation_reason;
  end if;
  return new;
end
$$;

create trigger course_sessions_check_cancellation before update on public.course_sessions
  for each row execute function private.check_session_cancellation();

-- private.after_session_change as in 20261124002100: the cancelled enrollments carry the session's reason.
create or replace function private.after_session_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    update public.session_waitlist set status = 'left' where session_id = new.id and status = 'waiting';
    update public.enrollments
       set status = 'cancelled',
           status_reason = left('Session annulée' || coalesce(' : ' || new.cancellation_reason, ''), 500)
     where session_id = new.id and status in ('pending', 'confirmed');
  elsif new.seats_left > old.seats_left then
    perform private.promote_waitlist(new.id);
  end if;
  return null;
end
$$;

-- The waiting list's e-mail names the reason too (private.queue_waitlist_mails as in 20261126150000).
create or replace function private.queue_waitlist_mails() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  session_reason text;
begin
  if tg_op = 'INSERT' then
    if new.status = 'waiting' then
      perform private.enqueue_job('mail.waitlist-joined', jsonb_build_object('waitlist_id', new.id), now(),
        'mail.waitlist-joined:' || new.id);
    end if;
  elsif old.status = 'waiting' and new.status = 'left'
        and exists (select 1 from public.course_sessions s where s.id = new.session_id and s.status = 'cancelled') then
    select s.cancellation_reason into session_reason from public.course_sessions s where s.id = new.session_id;
    perform private.enqueue_job('mail.waitlist-session-cancelled',
      jsonb_build_object('waitlist_id', new.id, 'reason', session_reason), now(),
      'mail.waitlist-session-cancelled:' || new.id);
  end if;
  return null;
end
$$;

-- ─── 2. Staff cancelling an enrollment say why ─────────────────────────────────────────────────────────────────
-- private.check_status_reason as in 20261126300000, plus: a signed-in user who is not the learner cancels a seat with
-- a reason (the status_reason of the same update, or the cancel function's), unless the hold had already lapsed.
create or replace function private.check_status_reason() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status is not distinct from old.status then
    new.status_reason := old.status_reason;
    return new;
  end if;
  if new.status_reason is not distinct from old.status_reason then
    new.status_reason := null;
  end if;
  new.status_reason := nullif(trim(new.status_reason), '');
  if old.status = 'pending' and new.status = 'confirmed' and new.status_reason is null
     and not exists (select 1 from public.payments p where p.enrollment_id = new.id and p.status = 'succeeded') then
    raise exception 'Confirmer une inscription sans paiement demande une raison'
      using errcode = '23514',
        hint = 'Enregistrez le paiement (« Virement reçu ») ou indiquez pourquoi la place est confirmée sans paiement : aucune facture ne sera émise.';
  end if;
  if new.status = 'cancelled' and old.status in ('pending', 'confirmed') and new.status_reason is null
     and auth.uid() is not null and auth.uid() is distinct from new.user_id
     and nullif(trim(coalesce(current_setting('enrollments.change_reason', true), '')), '') is null
     and not (old.status = 'pending' and old.hold_expires_at is not null and old.hold_expires_at <= now()) then
    raise exception 'Indiquez le motif de l''annulation : il est enregistré et envoyé par e-mail à l''apprenant.'
      using errcode = 'PT422',
        hint = 'Choisissez un motif (demande de l''apprenant, paiement non reçu…) ou écrivez-le.';
  end if;
  return new;
end
$$;

-- private.cancel_enrollment as in 20261208500000: staff cancelling another person's seat must give the reason
-- (PA422) instead of the former « Annulée par notre équipe ».
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
  return query select 'cancelled'::text, refund.amount, refund.currency,
    (refund.created_at::date + (select refund_days from public.cancellation_policy())),
    last_free_day;
end
$$;

-- private.queue_cancellation_mail as in 20261126150000: a cancelled session's e-mail carries the session's reason, and
-- a lapsed hold's carries the deadline that passed (the enrollment no longer holds it).
create or replace function private.queue_cancellation_mail() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  row_data jsonb := to_jsonb(new);
  actor uuid := auth.uid();
  session_row record;
  cause text;
  reason text;
begin
  reason := coalesce(nullif(trim(row_data ->> 'status_reason'), ''),
                     nullif(trim(current_setting('enrollments.change_reason', true)), ''),
                     nullif(trim(current_setting('app.cancellation_reason', true)), ''));
  select s.status, s.cancellation_reason into session_row from public.course_sessions s where s.id = new.session_id;
  if session_row.status = 'cancelled' then
    cause := 'session_cancelled';
    reason := session_row.cancellation_reason;
  elsif actor = new.user_id then
    cause := 'learner';
  elsif old.status = 'pending' and old.hold_expires_at is not null and old.hold_expires_at <= now() then
    cause := 'hold_lapsed';
  else
    cause := 'staff';
  end if;
  perform private.enqueue_job('mail.enrollment-cancelled',
    jsonb_build_object('enrollment_id', new.id, 'cause', cause, 'reason', reason,
                       'hold_expired_at', case when cause = 'hold_lapsed' then old.hold_expires_at end),
    now(), 'mail.enrollment-cancelled:' || new.id);
  return null;
end
$$;

-- ─── 3. The session of one's own cancelled enrollment stays readable ───────────────────────────────────────────
-- public.can_read_intra_session (20261206800100) answers « the organisation, the session's trainer, its learners or
-- staff »: the same people may read the session once cancelled, to keep its dates beside « Session annulée ».
create policy "course sessions: a cancelled session is read by its learners and trainer" on public.course_sessions
  for select to authenticated
  using (status = 'cancelled' and public.can_read_intra_session(id, organisation_id));

-- ─── 5. A payment received twice is told ───────────────────────────────────────────────────────────────────────
create function private.queue_duplicate_payment_mail() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.enqueue_job('mail.payment-duplicate', jsonb_build_object('refund_id', new.id), now(),
    'mail.payment-duplicate:' || new.id);
  return null;
end
$$;

create trigger refunds_queue_duplicate_mail after insert on public.refunds
  for each row when (new.reason = 'duplicate') execute function private.queue_duplicate_payment_mail();

-- What that e-mail says (service role): the learner, the formation, the amount, how it was paid, by when it is back.
create function public.function_duplicate_payment_mail_facts(p_refund bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('email', u.email, 'full_name', pr.full_name, 'formation_title', f.title,
                            'amount', r.amount::text, 'currency', r.currency, 'status', r.status,
                            'expected_on', to_char(r.expected_on, 'YYYY-MM-DD'), 'provider', p.provider,
                            'channel', p.channel, 'payment_reference', e.payment_reference)
    from public.refunds r
    join public.payments p on p.id = r.payment_id
    join public.enrollments e on e.id = r.enrollment_id
    join public.formations f on f.id = e.formation_id
    join auth.users u on u.id = r.user_id
    left join public.profiles pr on pr.id = r.user_id
   where r.id = p_refund and r.reason = 'duplicate' and u.email is not null;
$$;

revoke all on function private.check_session_cancellation(), private.queue_duplicate_payment_mail()
  from public;
revoke all on function public.function_duplicate_payment_mail_facts(bigint) from public, anon, authenticated;
grant execute on function public.function_duplicate_payment_mail_facts(bigint) to service_role;
