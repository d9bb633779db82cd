-- Dates written out in the messages the database still wrote with numbers (issue 48 item 5, review 2026-12-06 finding
-- 18, decisions 1089 and 1117): the promotion code's validity, the quote's expiry, the agreement's and the transfer's
-- refusals, the session in the past, the enrollment that cannot be completed yet, and the session line of the
-- training certificates (« le 6 décembre 2026, Abidjan », « du 6 au 8 mai 2030, Dakar »), never « 06/12/2026 ».
-- Each function is as in the migration named above it, only its dates changed. (The duplicate's note and the
-- learner's refusal past the free-cancellation day: 20261210170000.)

-- « le 6 décembre 2026 », « du 6 au 8 mai 2030 », « du 30 avril au 2 mai 2030 », « du 28 décembre 2026 au 2 janvier
-- 2027 »: common/format.ts formatDateRange for the lines the database writes.
create function private.french_dates(p_from date, p_to date) returns text
language sql immutable set search_path = '' as $$
  select case
    when p_to is null or p_to = p_from then 'le ' || private.french_date(p_from)
    when extract(year from p_from) = extract(year from p_to) and extract(month from p_from) = extract(month from p_to)
      then 'du ' || split_part(private.french_date(p_from), U&'\00A0', 1) || ' au ' || private.french_date(p_to)
    when extract(year from p_from) = extract(year from p_to)
      then 'du ' || regexp_replace(private.french_date(p_from), ' \d+$', '') || ' au ' || private.french_date(p_to)
    else 'du ' || private.french_date(p_from) || ' au ' || private.french_date(p_to)
  end;
$$;
revoke all on function private.french_dates(date, date) from public;

-- private.refuse_session_in_the_past as in 20261126300000_staff_safe_actions, its dates written out.
create or replace function private.refuse_session_in_the_past() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if auth.uid() is null or new.ends_on >= current_date or new.status = 'cancelled' then
    return new;
  end if;
  if tg_op = 'INSERT'
     or new.ends_on is distinct from old.ends_on
     or new.starts_on is distinct from old.starts_on
     or (old.status in ('planned', 'cancelled') and new.status in ('open', 'full')) then
    raise exception 'La date de fin (%) est passée : une session ne peut pas être créée ni rouverte dans le passé',
      private.french_date(new.ends_on::date)
      using errcode = '23514', hint = 'Choisissez une date de fin à partir d''aujourd''hui.';
  end if;
  return new;
end
$$;

-- private.issue_completion_certificates as in 20261126510000_completion_certificates, its dates written out.
create or replace function private.issue_completion_certificates(p_session bigint) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  issued integer;
begin
  if not exists (select 1 from public.session_slots where session_id = p_session)
     or exists (select 1 from public.session_slots sl where sl.session_id = p_session
                and sl.trainer_signed_at is null and sl.ends_at > now()) then
    return 0;
  end if;
  insert into public.completion_certificates (number, enrollment_id, user_id, session_id, learner_name, formation_title,
    objectives, session_label, planned_minutes, attended_minutes)
  select 'PR' || substr(public.new_certificate_number(), 3), summary.enrollment_id, summary.user_id, p_session,
    summary.learner_name, f.title, f.description,
    private.french_dates(s.starts_on, s.ends_on)
      || ', ' || s.city,
    summary.planned_minutes, summary.attended_minutes
  from private.attendance_summary(p_session) summary
  join public.course_sessions s on s.id = p_session
  join public.formations f on f.id = s.formation_id
  on conflict (enrollment_id) do nothing;
  get diagnostics issued = row_count;
  return issued;
end
$$;

-- private.quotes_guard as in 20261206500000_quotes, its dates written out.
create or replace function private.quotes_guard() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'DELETE' then
    if old.status <> 'draft' then
      raise exception 'Un devis envoyé ne se supprime pas.' using errcode = 'PQ409';
    end if;
    return old;
  end if;
  if old.status <> 'draft' and (
       new.currency, new.client_company, new.client_registration, new.client_address, new.client_contact_name,
       new.client_email, new.valid_until, new.conditions, new.supersedes_id, new.version
     ) is distinct from (
       old.currency, old.client_company, old.client_registration, old.client_address, old.client_contact_name,
       old.client_email, old.valid_until, old.conditions, old.supersedes_id, old.version
     ) then
    raise exception 'Ce devis a été envoyé : il ne change plus. Faites-en une nouvelle version.' using errcode = 'PQ409';
  end if;
  if new.status is distinct from old.status and not (
       (old.status = 'draft' and new.status = 'sent')
    or (old.status = 'sent' and new.status = 'viewed')
    or (old.status in ('sent', 'viewed') and new.status in ('accepted', 'declined', 'expired', 'superseded'))
    or (old.status = 'expired' and new.status = 'superseded')
    or (old.status = 'declined' and new.status = 'superseded')
  ) then
    raise exception 'Un devis ne passe pas de l''état « % » à « % ».', old.status, new.status using errcode = 'PQ409';
  end if;
  if new.status = 'accepted' and old.status <> 'accepted' and new.valid_until < current_date then
    raise exception 'Ce devis a expiré le % : il ne peut plus être accepté.', private.french_date(new.valid_until::date)
      using errcode = 'PQ410';
  end if;
  new.updated_at := now();
  return new;
end
$$;

-- private.answer_quote as in 20261206500000_quotes, its dates written out.
create or replace function private.answer_quote(p_token_hash text, p_decision text, p_name text, p_role text, p_address text,
                                     p_user_agent text)
returns text
language plpgsql security definer set search_path = '' as $$
declare
  q public.quotes;
begin
  if p_decision not in ('accepted', 'declined') then
    raise exception 'Répondez « accepter » ou « refuser ».' using errcode = 'PQ422';
  end if;
  if char_length(btrim(coalesce(p_name, ''))) not between 1 and 120
     or char_length(btrim(coalesce(p_role, ''))) not between 1 and 120 then
    raise exception 'Indiquez votre nom et votre fonction.' using errcode = 'PQ422';
  end if;
  select * into q from public.quotes where token_hash = p_token_hash for update;
  if not found then
    raise exception 'Lien de devis inconnu.' using errcode = 'PQ404';
  end if;
  if q.status in ('accepted', 'declined') then
    raise exception 'Ce devis a déjà reçu une réponse.' using errcode = 'PQ409';
  end if;
  if q.status = 'superseded' then
    raise exception 'Ce devis a été remplacé par une nouvelle version.' using errcode = 'PQ411';
  end if;
  if q.status = 'expired' or q.valid_until < current_date then
    perform private.expire_quote(q.id);
    raise exception 'Ce devis a expiré le % : il ne peut plus être accepté.', private.french_date(q.valid_until::date)
      using errcode = 'PQ410';
  end if;
  update public.quotes
     set status = p_decision, responded_at = now(), response_name = btrim(p_name), response_role = btrim(p_role),
         response_address = left(p_address, 64), response_user_agent = left(p_user_agent, 400),
         viewed_at = coalesce(viewed_at, now())
   where id = q.id;
  return p_decision;
end
$$;

-- private.hold_agreement_seats as in 20261206800100_training_agreement_functions, its dates written out.
create or replace function private.hold_agreement_seats(p_agreement bigint, p_sign integer) returns void
language plpgsql security definer set search_path = '' as $$
declare
  g record;
begin
  perform set_config('agreements.holding', 'on', true);
  for g in select * from public.agreement_sessions where agreement_id = p_agreement order by session_id loop
    if p_sign > 0 then
      begin
        perform private.move_seats(g.session_id, g.seats);
      exception when sqlstate 'PA001' then
        raise exception 'La session du % n''a plus assez de places pour les % places de la convention.',
          (select private.french_date(s.starts_on::date) from public.course_sessions s where s.id = g.session_id),
          g.seats using errcode = 'PA001';
      end;
      update public.agreement_sessions set seats_held = g.seats where id = g.id;
    elsif g.seats_held > 0 then
      perform private.move_seats(g.session_id, -g.seats_held);
      update public.agreement_sessions set seats_held = 0 where id = g.id;
      perform private.promote_waitlist(g.session_id);
    end if;
  end loop;
  perform set_config('agreements.holding', '', true);
end
$$;

-- private.check_promo as in 20261207000000_pricing, its dates written out.
create or replace function private.check_promo(p_code text, p_session bigint, p_user uuid, p_on date) returns public.promo_codes
language plpgsql stable security definer set search_path = '' as $$
declare
  promo public.promo_codes;
  s public.course_sessions;
begin
  select * into promo from public.promo_codes c where c.code = upper(btrim(p_code)) and c.active;
  if not found then
    raise exception 'Le code promo « % » n''existe pas.', upper(btrim(p_code)) using errcode = 'PA460';
  end if;
  if promo.valid_from is not null and p_on < promo.valid_from then
    raise exception 'Le code promo « % » est valable à partir du %.', promo.code, private.french_date(promo.valid_from::date)
      using errcode = 'PA461';
  end if;
  if promo.valid_until is not null and p_on > promo.valid_until then
    raise exception 'Le code promo « % » a expiré le %.', promo.code, private.french_date(promo.valid_until::date)
      using errcode = 'PA461';
  end if;
  if promo.max_uses is not null and promo.uses >= promo.max_uses then
    raise exception 'Le code promo « % » a atteint son nombre maximal d''utilisations.', promo.code
      using errcode = 'PA462';
  end if;
  if p_user is not null and (select count(*) from public.promo_code_uses u
                              where u.promo_code_id = promo.id and u.user_id = p_user) >= promo.max_uses_per_account then
    raise exception 'Vous avez déjà utilisé le code promo « % ».', promo.code using errcode = 'PA463';
  end if;
  select * into s from public.course_sessions cs where cs.id = p_session;
  if (cardinality(promo.formation_ids) > 0 or cardinality(promo.session_ids) > 0)
     and not (s.formation_id = any (promo.formation_ids) or s.id = any (promo.session_ids)) then
    raise exception 'Le code promo « % » ne s''applique pas à cette formation.', promo.code using errcode = 'PA464';
  end if;
  return promo;
end
$$;

-- public.check_enrollment_transition as in 20261207100100_enrollment_transfers, its date written out. It runs as the
-- caller (staff through the API), who cannot reach schema private: private.french_date's expression is written inline.
create or replace function public.check_enrollment_transition() returns trigger
language plpgsql as $$
declare
  last_day date;
begin
  if new.status is distinct from old.status and not (
       (old.status = 'pending' and new.status in ('confirmed', 'cancelled'))
    or (old.status = 'confirmed' and new.status in ('completed', 'cancelled'))
  ) then
    raise exception 'Transition de statut impossible : % → %', old.status, new.status
      using errcode = '23514', hint = 'pending → confirmed → completed, ou cancelled avant la fin';
  end if;
  if new.formation_id is distinct from old.formation_id
     or (new.user_id is distinct from old.user_id
         and coalesce(current_setting('enrollments.transfer', true), '') <> 'on')
     or new.payment_amount is distinct from old.payment_amount or new.payment_currency is distinct from old.payment_currency then
    raise exception 'Seul le statut d''une inscription peut changer' using errcode = '42501';
  end if;
  if new.status = 'completed' and old.status <> 'completed' and new.session_id is not null then
    select s.ends_on into last_day from public.course_sessions s where s.id = new.session_id;
    if last_day > current_date then
      raise exception 'Formation pas encore terminée : la session se termine le %', (case when extract(day from last_day) = 1 then '1er' else extract(day from last_day)::int::text end
         || U&'\00A0' || (array['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre',
                              'octobre', 'novembre', 'décembre'])[extract(month from last_day)::int]
         || ' ' || extract(year from last_day)::int::text)
        using errcode = '23514', hint = 'Une attestation ne peut pas être datée d''avant la fin de la session';
    end if;
  end if;
  return new;
end
$$;

-- private.transfer_enrollment as in 20261207100100_enrollment_transfers, its dates written out.
create or replace function private.transfer_enrollment(p_enrollment bigint, p_to_session bigint, p_to_user uuid)
returns public.enrollments
language plpgsql security definer set search_path = '' as $$
declare
  seat public.enrollments;
  from_session public.course_sessions;
  to_session public.course_sessions;
  moved public.enrollments;
  new_session bigint;
  new_user uuid;
  reminder_at timestamptz;
begin
  select * into seat from public.enrollments e where e.id = p_enrollment for update;
  if not found then
    raise exception 'Inscription introuvable.' using errcode = 'PT404';
  end if;
  if seat.status not in ('pending', 'confirmed') or seat.session_id is null then
    raise exception 'Seule une inscription en cours à une session datée peut changer de session ou de stagiaire.'
      using errcode = 'PT409';
  end if;
  new_session := coalesce(p_to_session, seat.session_id);
  new_user := coalesce(p_to_user, seat.user_id);
  if new_session = seat.session_id and new_user = seat.user_id then
    raise exception 'Rien ne change : c''est déjà cette session et ce stagiaire.' using errcode = 'PT422';
  end if;
  -- Both session rows locked in id order: two transfers between the same sessions cannot deadlock.
  perform 1 from public.course_sessions s where s.id in (seat.session_id, new_session) order by s.id for update;
  select * into from_session from public.course_sessions s where s.id = seat.session_id;
  if from_session.starts_on <= current_date then
    raise exception 'La session a commencé le % : son stagiaire ne change plus.', private.french_date(from_session.starts_on::date)
      using errcode = 'PT409';
  end if;
  if seat.status = 'pending' and (seat.hold_expires_at is null or seat.hold_expires_at <= now()) then
    raise exception 'Le délai de paiement de cette place est dépassé : elle va être libérée.' using errcode = 'PT409';
  end if;
  if new_session <> seat.session_id then
    select * into to_session from public.course_sessions s where s.id = new_session;
    if not found or to_session.formation_id <> seat.formation_id or to_session.status not in ('open', 'full')
       or to_session.starts_on <= current_date then
      raise exception 'Choisissez une autre session de la même formation, à venir et ouverte aux inscriptions.'
        using errcode = 'PT422';
    end if;
    perform private.expire_overdue_holds(new_session);
  end if;
  if new_user <> seat.user_id then
    if exists (select 1 from public.enrollments e where e.user_id = new_user and e.formation_id = seat.formation_id
               and e.status in ('pending', 'confirmed') and e.id <> seat.id) then
      raise exception 'Cette personne est déjà inscrite à cette formation.' using errcode = '23505';
    end if;
    if seat.status = 'pending' then
      perform private.check_new_hold(new_user, seat.formation_id, coalesce(seat.payment_method, 'mobile'));
    end if;
  end if;

  perform set_config('enrollments.transfer', 'on', true);
  if new_session <> seat.session_id then
    -- The seat leaves one session and takes one in the other (past capacity: PA001, and everything is undone).
    perform private.move_seats(new_session, 1);
    perform private.move_seats(seat.session_id, -1);
  end if;
  update public.enrollments e set session_id = new_session, user_id = new_user where e.id = seat.id
  returning * into moved;
  perform set_config('enrollments.transfer', '', true);

  -- The convocation and the 48-hour reminder follow the seat (new dedupe keys: the old ones were used).
  if moved.status = 'confirmed' then
    delete from private.jobs j
     where j.kind = 'sessions.reminder' and j.state = 'pending' and j.payload ->> 'enrollment_id' = moved.id::text;
    perform private.enqueue_job('sessions.convocation', jsonb_build_object('enrollment_id', moved.id), now(),
      'sessions.convocation:' || moved.id || ':' || new_session || ':' || new_user);
    select (s.starts_on::timestamp + time '08:00') at time zone 'UTC' - interval '48 hours' into reminder_at
      from public.course_sessions s where s.id = new_session;
    if reminder_at > now() then
      perform private.enqueue_job('sessions.reminder', jsonb_build_object('enrollment_id', moved.id), reminder_at,
        'sessions.reminder:' || moved.id || ':' || new_session || ':' || new_user);
    end if;
  end if;
  -- A payment link of the old account stops working when the seat changes hands.
  if new_user <> seat.user_id then
    update public.payment_links l set status = 'revoked', revoked_at = now()
     where l.enrollment_id = seat.id and l.status = 'active';
  end if;
  if new_session <> seat.session_id then
    perform private.promote_waitlist(seat.session_id);
  end if;
  return moved;
end
$$;

-- private.move_enrollment as in 20261207100100_enrollment_transfers, its dates written out.
create or replace function private.move_enrollment(p_caller uuid, p_enrollment bigint, p_to_session bigint, p_mails jsonb)
returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  seat public.enrollments;
  starts date;
  staff boolean := private.is_staff(p_caller);
  last_free date;
  transfer bigint;
begin
  select e.* into seat from public.enrollments e where e.id = p_enrollment;
  if not found or (seat.user_id <> p_caller and not staff) then
    raise exception 'Inscription introuvable.' using errcode = 'PT404';
  end if;
  select s.starts_on into starts from public.course_sessions s where s.id = seat.session_id;
  if not staff then
    perform private.take_enrolment_change(p_caller);
    last_free := private.free_cancellation_until(starts);
    if last_free is not null and current_date > last_free then
      raise exception 'Le changement de session était possible jusqu''au % (% jours avant le début). Écrivez-nous : notre équipe peut encore vous déplacer avant le début de la session.',
        private.french_date(last_free::date), (select free_cancellation_days from public.cancellation_policy())
        using errcode = 'PT410';
    end if;
    if exists (select 1 from public.course_sessions s where s.id = p_to_session
               and (to_jsonb(s) ->> 'organisation_id') is not null) then
      raise exception 'Choisissez une autre session de la même formation, à venir et ouverte aux inscriptions.'
        using errcode = 'PT422';
    end if;
  end if;
  perform private.transfer_enrollment(p_enrollment, p_to_session, null);
  insert into public.enrollment_transfers (enrollment_id, kind, from_session_id, to_session_id, from_user_id,
                                           to_user_id, actor, done_at)
  values (seat.id, 'move', seat.session_id, p_to_session, seat.user_id, seat.user_id,
          case when seat.user_id = p_caller then 'learner' else 'staff' end, now())
  returning id into transfer;
  perform private.queue_transfer_mails(transfer, p_mails);
  return transfer;
end
$$;

-- private.refuse_late_transfer as in 20261208500200_transfer_hold_before_the_session, its dates written out.
create or replace function private.refuse_late_transfer() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  starts date;
begin
  if new.channel <> 'virement' then
    return new;
  end if;
  select s.starts_on into starts
    from public.enrollments e join public.course_sessions s on s.id = e.session_id
   where e.id = new.enrollment_id;
  if starts is not null and starts < current_date + 7 then
    raise exception 'Le virement n''est plus proposé pour cette session : elle commence le % et un virement met plusieurs jours à nous parvenir. Payez par carte ou par Mobile Money.',
      private.french_date(starts::date) using errcode = 'PA469';
  end if;
  return new;
end
$$;
