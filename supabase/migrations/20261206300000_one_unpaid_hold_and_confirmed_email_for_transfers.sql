-- Seat squatting's residue (issue 42 item 8, decision 0992): a free account could hold unpaid seats — a bank
-- transfer's for 5 days — in as many sessions as it liked. Now, in the database that takes the seats:
--   * an account holds at most one unpaid seat at a time (a pending enrolment of a dated session whose hold is not
--     over), whatever the payment method: PA411, answered 409 `unpaid_hold_elsewhere` by the enrol function;
--   * a bank-transfer hold needs a confirmed e-mail address (auth.users.email_confirmed_at): PA412, answered 403
--     `email_not_confirmed`; joining a waitlist to be promoted to a transfer hold needs it too.
-- A waiting learner who holds another unpaid seat keeps their place in the queue but is passed over for a freed seat
-- until that hold is paid, released or lapses: a promotion never gives an account a second hold, and never fails the
-- transaction of whoever freed the seat.

-- The account's unpaid hold that still keeps a seat, other than in `p_formation` (null: none).
create function private.unpaid_hold_elsewhere(p_user uuid, p_formation bigint) returns bigint
language sql stable security definer set search_path = '' as $$
  select e.id from public.enrollments e
   where e.user_id = p_user and e.status = 'pending' and e.session_id is not null and e.hold_expires_at > now()
     and e.formation_id is distinct from p_formation
   order by e.hold_expires_at, e.id
   limit 1
$$;

create function private.email_confirmed(p_user uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from auth.users u where u.id = p_user and u.email_confirmed_at is not null)
$$;

-- A transfer hold, or a waiting place that leads to one, needs a confirmed address.
create function private.check_transfer_allowed(p_user uuid, p_method text) returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if p_method = 'virement' and not private.email_confirmed(p_user) then
    raise exception 'Confirmez votre adresse e-mail avant de réserver une place par virement : ouvrez le lien de confirmation que nous vous avons envoyé, puis réessayez. Vous pouvez aussi régler tout de suite en ligne, sans réservation.'
      using errcode = 'PA412';
  end if;
end
$$;

-- Refuses a new hold of `p_user` in a session of `p_formation`. Taken under a lock per account, held until the
-- enrolment's transaction ends, so two enrolments sent at once cannot both pass: the second waits and sees the first.
create function private.check_new_hold(p_user uuid, p_formation bigint, p_method text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  held bigint;
  title text;
begin
  perform pg_advisory_xact_lock(hashtextextended('unpaid_hold:' || p_user::text, 0));
  held := private.unpaid_hold_elsewhere(p_user, p_formation);
  if held is not null then
    select f.title into title from public.enrollments e join public.formations f on f.id = e.formation_id
     where e.id = held;
    raise exception 'Vous avez déjà une inscription en attente de paiement (« % ») : réglez-la ou libérez la place dans « Mes formations » avant de réserver une autre session.',
      title using errcode = 'PA411', detail = held::text;
  end if;
  perform private.check_transfer_allowed(p_user, p_method);
end
$$;

-- private.enrol as in 20261124002100, with the check before the seat is taken.
create or replace function private.enrol(p_user uuid, p_session bigint, p_method text)
returns table (enrollment_id bigint, status text, hold_expires_at timestamptz, payment_reference text,
               amount numeric, currency text)
language plpgsql security definer set search_path = '' as $$
declare
  session public.course_sessions;
  created public.enrollments;
begin
  session := private.check_session_open(p_session, p_method);
  perform private.check_new_hold(p_user, session.formation_id, p_method);
  -- Overdue holds give their seats (to the waitlist first) before anyone new is counted.
  perform private.expire_overdue_holds(p_session);
  insert into public.enrollments (formation_id, session_id, user_id, payment_method, status)
    values (session.formation_id, session.id, p_user, p_method, 'pending')
    returning * into created;
  update public.session_waitlist w set status = 'left'
    where w.session_id = p_session and w.user_id = p_user and w.status = 'waiting';
  return query select created.id, created.status, created.hold_expires_at, created.payment_reference,
    created.payment_amount, created.payment_currency;
end
$$;

-- private.join_waitlist as in 20261124002100, refusing a waiting place that would become a transfer hold without a
-- confirmed address (the button's default method is the transfer).
create or replace function private.join_waitlist(p_user uuid, p_session bigint, p_method text) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  session public.course_sessions;
  mine public.session_waitlist;
begin
  session := private.check_session_open(p_session, coalesce(p_method, 'virement'));
  perform private.check_transfer_allowed(p_user, coalesce(p_method, 'virement'));
  perform private.expire_overdue_holds(p_session);
  select * into session from public.course_sessions s where s.id = p_session for update;
  if session.seats_left > 0 then
    raise exception 'Il reste des places dans cette session : inscrivez-vous directement.' using errcode = 'PA004';
  end if;
  if exists (select 1 from public.enrollments e where e.user_id = p_user and e.formation_id = session.formation_id
             and e.status in ('pending', 'confirmed')) then
    raise exception 'Vous êtes déjà inscrit à cette formation.' using errcode = '23505';
  end if;
  insert into public.session_waitlist (session_id, user_id, payment_method)
    values (p_session, p_user, coalesce(p_method, 'virement'))
    on conflict (session_id, user_id) where status = 'waiting' do nothing;
  select * into mine from public.session_waitlist w
    where w.session_id = p_session and w.user_id = p_user and w.status = 'waiting';
  return (select count(*)::integer from public.session_waitlist o
          where o.session_id = p_session and o.status = 'waiting' and (o.created_at, o.id) <= (mine.created_at, mine.id));
end
$$;

-- private.promote_waitlist as in 20261124002100: the first waiting learner who may take a hold now gets the seat;
-- one holding another unpaid seat (or, for a transfer, without a confirmed address) keeps their place for later.
create or replace function private.promote_waitlist(p_session bigint) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  session public.course_sessions;
  waiting public.session_waitlist;
  promoted_id bigint;
  promoted integer := 0;
begin
  loop
    select * into session from public.course_sessions s where s.id = p_session for update;
    exit when not found or session.status not in ('open', 'full') or session.starts_on <= current_date
      or session.seats_left <= 0;
    select * into waiting from public.session_waitlist w
      where w.session_id = p_session and w.status = 'waiting'
        and private.unpaid_hold_elsewhere(w.user_id, session.formation_id) is null
        and (w.payment_method <> 'virement' or private.email_confirmed(w.user_id))
      order by w.created_at, w.id limit 1 for update;
    exit when not found;
    if exists (select 1 from public.enrollments e where e.user_id = waiting.user_id
               and e.formation_id = session.formation_id and e.status in ('pending', 'confirmed')) then
      update public.session_waitlist set status = 'left' where id = waiting.id;
      continue;
    end if;
    insert into public.enrollments (formation_id, session_id, user_id, payment_method, status)
      values (session.formation_id, session.id, waiting.user_id, waiting.payment_method, 'pending')
      returning id into promoted_id;
    update public.session_waitlist set status = 'promoted', enrollment_id = promoted_id where id = waiting.id;
    perform private.enqueue_job('sessions.promoted', jsonb_build_object('enrollment_id', promoted_id), now(),
      'sessions.promoted:' || promoted_id);
    promoted := promoted + 1;
  end loop;
  return promoted;
end
$$;

-- When a learner's hold ends (paid, released, lapsed), the queues they were passed over in may now promote them.
create function private.promote_where_waiting() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  waited bigint;
begin
  for waited in
    select w.session_id from public.session_waitlist w join public.course_sessions s on s.id = w.session_id
     where w.user_id = new.user_id and w.status = 'waiting' and s.seats_left > 0
     order by w.session_id
  loop
    perform private.promote_waitlist(waited);
  end loop;
  return null;
end
$$;

create trigger enrollments_hold_ended_promote_elsewhere after update of status on public.enrollments
  for each row when (old.status = 'pending' and new.status <> 'pending')
  execute function private.promote_where_waiting();

revoke all on function private.promote_where_waiting() from public;
revoke all on function private.unpaid_hold_elsewhere(uuid, bigint), private.email_confirmed(uuid),
  private.check_transfer_allowed(uuid, text), private.check_new_hold(uuid, bigint, text) from public;
