-- A trainee moved to another session of the same formation, or replaced by a colleague, instead of cancelling
-- (issue 43 item 8, decision 1005). One enrollment keeps its row — its reference, payments and invoice — and changes
-- its session or its account in one transaction under row locks: the seat counters move with it (never past
-- capacity), the waitlist of the session it left is promoted, the convocation and reminder follow it.
-- private.transfer_enrollment is the shared step, without any check of who asks: the agreements' trainees (helper A)
-- reuse it for a named trainee of a company agreement.

-- ─── The history of transfers ───────────────────────────────────────────────────────────────────────────────
create table public.enrollment_transfers (
  id bigint generated always as identity primary key,
  enrollment_id bigint not null references public.enrollments (id) on delete cascade,
  kind text not null check (kind in ('move', 'replace')),
  from_session_id bigint references public.course_sessions (id) on delete set null,
  to_session_id bigint references public.course_sessions (id) on delete set null,
  from_user_id uuid references auth.users (id) on delete set null,
  to_user_id uuid references auth.users (id) on delete set null,
  -- A replacement waiting for the colleague's account (`invited`), done, or dropped (the seat was cancelled meanwhile).
  status text not null default 'done' check (status in ('invited', 'done', 'dropped')),
  to_email text check (char_length(to_email) <= 254),
  actor text not null check (actor in ('learner', 'staff', 'training_manager')),
  reason text check (char_length(reason) <= 500),
  -- The e-mails of an invited replacement, queued when it is done (composed by the function).
  mails jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  done_at timestamptz
);
create index enrollment_transfers_enrollment on public.enrollment_transfers (enrollment_id);
create unique index enrollment_transfers_one_invited on public.enrollment_transfers (enrollment_id)
  where status = 'invited';
create index enrollment_transfers_invited_email on public.enrollment_transfers (to_email) where status = 'invited';

alter table public.enrollment_transfers enable row level security;
create policy "enrollment transfers: the people concerned, admins all" on public.enrollment_transfers
  for select to authenticated using (
    public.is_admin() or from_user_id = auth.uid() or to_user_id = auth.uid());
revoke all on public.enrollment_transfers from anon, authenticated;
grant select (id, enrollment_id, kind, from_session_id, to_session_id, status, to_email, actor, reason, created_at,
              done_at)
  on public.enrollment_transfers to authenticated;
grant select, insert, update, delete on public.enrollment_transfers to service_role;

-- ─── The guards let a transfer through, and nothing else ───────────────────────────────────────────────────
-- `enrollments.transfer` is set (transaction-local) by private.transfer_enrollment only; the API roles cannot set it
-- (one request, one transaction, no SQL of their own). Bodies as in 20261124002000 and 20261124002100.
create or replace function private.prepare_enrollment() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  session public.course_sessions;
begin
  if tg_op = 'INSERT' then
    new.payment_reference := private.next_payment_reference();
    if new.session_id is not null then
      select * into session from public.course_sessions s where s.id = new.session_id;
      if not found then
        raise exception 'Session introuvable' using errcode = '23503';
      end if;
      if session.formation_id <> new.formation_id then
        raise exception 'Cette session n''est pas une session de cette formation' using errcode = '23514';
      end if;
      if new.status in ('pending', 'confirmed') and session.status not in ('open', 'full') then
        raise exception 'Les inscriptions à cette session ne sont pas ouvertes' using errcode = 'PA002';
      end if;
      if new.status = 'pending' and new.hold_expires_at is null then
        new.hold_expires_at := now() + private.hold_interval(new.payment_method);
      end if;
    end if;
  elsif new.payment_reference is distinct from old.payment_reference
     or (new.session_id is distinct from old.session_id
         and coalesce(current_setting('enrollments.transfer', true), '') <> 'on') then
    raise exception 'La session et la référence de paiement d''une inscription ne changent pas' using errcode = '42501';
  end if;
  if new.status <> 'pending' then
    new.hold_expires_at := null;
  end if;
  return new;
end
$$;

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
      raise exception 'Formation pas encore terminée : la session se termine le %', to_char(last_day, 'DD/MM/YYYY')
        using errcode = '23514', hint = 'Une attestation ne peut pas être datée d''avant la fin de la session';
    end if;
  end if;
  return new;
end
$$;

-- ─── The shared step ────────────────────────────────────────────────────────────────────────────────────────
-- Moves enrollment p_enrollment to session p_to_session (null: same session) and/or account p_to_user (null: same
-- account), without checking who asks (the callers do). Errors: PT404 unknown, PT409 not movable (cancelled,
-- completed, started), PT422 the target is not a session of the formation open to enrollment or has started,
-- PA001 the target session is full (from the seat counter), 23505 the new account already holds this formation,
-- PA411/PA412 an unpaid hold the new account may not take (decision 0992).
create function private.transfer_enrollment(p_enrollment bigint, p_to_session bigint, p_to_user uuid)
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
    raise exception 'La session a commencé le % : son stagiaire ne change plus.', to_char(from_session.starts_on, 'DD/MM/YYYY')
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

-- ─── Who may do it ─────────────────────────────────────────────────────────────────────────────────────────
create function private.is_staff(p_user uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.profiles p where p.id = p_user and p.role = 'admin')
$$;

-- A training manager of an organisation the trainee (p_trainee) is an active member of.
create function private.manages_trainee(p_manager uuid, p_trainee uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.organisation_members m
      join public.organisation_members t on t.organisation_id = m.organisation_id
     where m.user_id = p_manager and m.role = 'training_manager' and m.status = 'active'
       and t.user_id = p_trainee and t.status = 'active')
$$;

-- The learner moves their own seat until the last day of free cancellation (the terms of decision 0860: 15 days before
-- the first day); staff move any seat until the session starts. The amount paid is carried over as it is.
create function private.move_enrollment(p_caller uuid, p_enrollment bigint, p_to_session bigint, p_mails jsonb)
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
        to_char(last_free, 'DD/MM/YYYY'), (select free_cancellation_days from public.cancellation_policy())
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

-- Staff, or a training manager of the trainee's organisation, give the seat to someone else, named by e-mail, until
-- the session starts. An account with that address takes the seat now; without one, the replacement waits (`invited`)
-- and is done when an account with that address is created (the seat is held for them meanwhile).
create function private.replace_trainee(p_caller uuid, p_enrollment bigint, p_email text, p_reason text,
  p_mails jsonb)
returns table (transfer_id bigint, transfer_status text)
language plpgsql security definer set search_path = '' as $$
declare
  seat public.enrollments;
  staff boolean := private.is_staff(p_caller);
  manager boolean;
  v_email text := lower(btrim(coalesce(p_email, '')));
  colleague uuid;
  transfer bigint;
begin
  select e.* into seat from public.enrollments e where e.id = p_enrollment for update;
  manager := found and not staff and private.manages_trainee(p_caller, seat.user_id);
  if seat.id is null or not (staff or manager) then
    raise exception 'Inscription introuvable.' using errcode = 'PT404';
  end if;
  if char_length(v_email) > 254 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Indiquez l''adresse e-mail de la personne qui remplace le stagiaire.' using errcode = 'PT422';
  end if;
  if seat.status not in ('pending', 'confirmed') or seat.session_id is null then
    raise exception 'Seule une inscription en cours à une session datée peut changer de stagiaire.' using errcode = 'PT409';
  end if;
  if exists (select 1 from public.course_sessions s where s.id = seat.session_id and s.starts_on <= current_date) then
    raise exception 'La session a commencé : son stagiaire ne change plus.' using errcode = 'PT409';
  end if;
  select u.id into colleague from auth.users u where lower(u.email) = v_email;
  if colleague = seat.user_id then
    raise exception 'Cette adresse est celle du stagiaire actuel.' using errcode = 'PT422';
  end if;
  if manager and colleague is not null and not private.manages_trainee(p_caller, colleague) then
    raise exception 'Cette personne n''est pas membre de votre entreprise : invitez-la d''abord dans votre espace entreprise.'
      using errcode = 'PT422';
  end if;
  update public.enrollment_transfers t set status = 'dropped'
   where t.enrollment_id = seat.id and t.status = 'invited';
  insert into public.enrollment_transfers (enrollment_id, kind, from_session_id, to_session_id, from_user_id, to_email,
                                           status, actor, reason, mails)
  values (seat.id, 'replace', seat.session_id, seat.session_id, seat.user_id, v_email,
          'invited', case when staff then 'staff' else 'training_manager' end,
          nullif(btrim(left(coalesce(p_reason, ''), 500)), ''), coalesce(p_mails, '[]'::jsonb))
  returning id into transfer;
  if colleague is not null then
    perform private.complete_replacement(transfer, colleague);
    return query select transfer, 'done'::text;
  else
    perform private.queue_transfer_mails(transfer,
      (select coalesce(jsonb_agg(m.value), '[]'::jsonb) from jsonb_array_elements(coalesce(p_mails, '[]'::jsonb)) m
        where m.value ->> 'when' = 'invited'));
    return query select transfer, 'invited'::text;
  end if;
end
$$;

-- Gives the seat to the colleague's account and queues the e-mails of a done replacement.
create function private.complete_replacement(p_transfer bigint, p_colleague uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  t public.enrollment_transfers;
begin
  select * into t from public.enrollment_transfers where id = p_transfer and status = 'invited' for update;
  if not found then
    return;
  end if;
  perform private.transfer_enrollment(t.enrollment_id, null, p_colleague);
  update public.enrollment_transfers set status = 'done', to_user_id = p_colleague, done_at = now() where id = t.id;
  perform private.queue_transfer_mails(t.id,
    (select coalesce(jsonb_agg(m.value), '[]'::jsonb) from jsonb_array_elements(t.mails) m
      where coalesce(m.value ->> 'when', 'done') = 'done'));
end
$$;

-- An account created (or its address confirmed) with the address of an invited replacement takes the seat; a seat
-- that can no longer change hands drops the replacement instead of failing the sign-up.
create function private.complete_replacements_of_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  waiting bigint;
begin
  for waiting in
    select t.id from public.enrollment_transfers t
     where t.status = 'invited' and t.to_email = lower(new.email) order by t.id
  loop
    begin
      perform private.complete_replacement(waiting, new.id);
    exception when others then
      update public.enrollment_transfers set status = 'dropped' where id = waiting;
    end;
  end loop;
  return null;
end
$$;

-- Named to fire after on_auth_user_created (name order): the enrollment needs the profile it creates.
create trigger on_auth_user_takes_replacements after insert or update of email on auth.users
  for each row when (new.email is not null) execute function private.complete_replacements_of_user();

-- The e-mails of a transfer: `{ "for": "trainee" | "previous" | "colleague", "message": {subject, text, html} }`,
-- addressed here (the trainee and the previous trainee by their account, the colleague by the address given).
create function private.queue_transfer_mails(p_transfer bigint, p_mails jsonb) returns void
language plpgsql security definer set search_path = '' as $$
declare
  t public.enrollment_transfers;
  mail jsonb;
  recipient text;
  n integer := 0;
begin
  select * into t from public.enrollment_transfers where id = p_transfer;
  for mail in select value from jsonb_array_elements(coalesce(p_mails, '[]'::jsonb)) loop
    n := n + 1;
    recipient := case mail ->> 'for'
      when 'trainee' then (select u.email::text from auth.users u where u.id = coalesce(t.to_user_id, t.from_user_id))
      when 'previous' then (select u.email::text from auth.users u where u.id = t.from_user_id)
      when 'colleague' then t.to_email
      else null end;
    continue when recipient is null or jsonb_typeof(mail -> 'message') <> 'object';
    perform private.enqueue_job('mail.send', (mail -> 'message') || jsonb_build_object('to', recipient), now(),
      'mail:enrollment-transfer:' || t.id || ':' || coalesce(mail ->> 'when', 'done') || ':' || n);
  end loop;
end
$$;

-- What the e-mails of a transfer say (the function composes them before calling): the formation, the trainee, both
-- sessions. Null for an unknown enrollment or session.
create function private.transfer_facts(p_enrollment bigint, p_to_session bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
           'formation_title', f.title,
           'trainee_name', coalesce(nullif(btrim(p.full_name), ''), u.email::text),
           'amount', e.payment_amount, 'currency', e.payment_currency, 'status', e.status,
           'from', jsonb_build_object('starts_on', to_char(s.starts_on, 'YYYY-MM-DD'),
                                      'ends_on', to_char(s.ends_on, 'YYYY-MM-DD'), 'city', s.city),
           'to', (select jsonb_build_object('starts_on', to_char(n.starts_on, 'YYYY-MM-DD'),
                                            'ends_on', to_char(n.ends_on, 'YYYY-MM-DD'), 'city', n.city)
                    from public.course_sessions n where n.id = p_to_session))
    from public.enrollments e
    join public.formations f on f.id = e.formation_id
    join public.course_sessions s on s.id = e.session_id
    left join auth.users u on u.id = e.user_id
    left join public.profiles p on p.id = e.user_id
   where e.id = p_enrollment
$$;

revoke all on function private.transfer_enrollment(bigint, bigint, uuid), private.is_staff(uuid),
  private.manages_trainee(uuid, uuid), private.move_enrollment(uuid, bigint, bigint, jsonb),
  private.replace_trainee(uuid, bigint, text, text, jsonb), private.complete_replacement(bigint, uuid),
  private.complete_replacements_of_user(), private.queue_transfer_mails(bigint, jsonb),
  private.transfer_facts(bigint, bigint) from public;

-- ─── Entry points of the Edge Functions (service role only) ───────────────────────────────────────────────
create function public.function_move_enrollment(p_caller uuid, p_enrollment bigint, p_to_session bigint,
  p_mails jsonb) returns bigint
language sql security definer set search_path = '' as $$
  select private.move_enrollment(p_caller, p_enrollment, p_to_session, p_mails)
$$;

create function public.function_replace_trainee(p_caller uuid, p_enrollment bigint, p_email text, p_reason text,
  p_mails jsonb) returns jsonb
language sql security definer set search_path = '' as $$
  select jsonb_build_object('transfer_id', r.transfer_id, 'status', r.transfer_status)
    from private.replace_trainee(p_caller, p_enrollment, p_email, p_reason, p_mails) r
$$;

-- The facts for the e-mails, only for someone who may act on the enrollment (its learner, staff, a manager).
create function public.function_transfer_facts(p_caller uuid, p_enrollment bigint, p_to_session bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select private.transfer_facts(e.id, p_to_session)
    from public.enrollments e
   where e.id = p_enrollment
     and (e.user_id = p_caller or private.is_staff(p_caller) or private.manages_trainee(p_caller, e.user_id))
$$;

revoke all on function public.function_move_enrollment(uuid, bigint, bigint, jsonb),
  public.function_replace_trainee(uuid, bigint, text, text, jsonb),
  public.function_transfer_facts(uuid, bigint, bigint) from public, anon, authenticated;
grant execute on function public.function_move_enrollment(uuid, bigint, bigint, jsonb),
  public.function_replace_trainee(uuid, bigint, text, text, jsonb),
  public.function_transfer_facts(uuid, bigint, bigint) to service_role;
