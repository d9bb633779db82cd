-- The 15-minute call, booked (issue 44 item 5, decision 1021): consultants per office with their working hours in
-- the office's time zone, a buffer between calls, a minimum notice and days off; free slots computed from them; a
-- visitor books one through book_call (anon, rate-limited like the other public forms), and reschedules or cancels
-- it with a token link kept as a SHA-256. No consultant is ever booked twice: each booking locks its consultant's row
-- and checks the buffer, and a unique index on (consultant, start) of live bookings holds on both engines.

create table public.call_consultants (
  id bigint generated always as identity primary key,
  user_id uuid unique references auth.users (id) on delete set null,
  full_name text not null check (char_length(trim(full_name)) between 1 and 120),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  office text not null check (office in ('Montréal', 'Abidjan', 'Dakar')),
  time_zone text generated always as (
    case office when 'Montréal' then 'America/Toronto' when 'Dakar' then 'Africa/Dakar' else 'Africa/Abidjan' end
  ) stored,
  -- Where the call happens: the consultant's video room, else their phone.
  video_url text check (video_url is null or video_url ~ '^https://'),
  phone text check (phone is null or phone ~ '^\+[1-9][0-9]{7,14}$'),
  buffer_minutes integer not null default 15 check (buffer_minutes between 0 and 120),
  notice_hours integer not null default 12 check (notice_hours between 0 and 336),
  active boolean not null default true,
  created_at timestamptz not null default now()
);

-- One span of working hours per weekday (ISO: 1 Monday … 7 Sunday), in the consultant's office time zone.
create table public.call_working_hours (
  consultant_id bigint not null references public.call_consultants (id) on delete cascade,
  weekday smallint not null check (weekday between 1 and 7),
  starts_at time not null,
  ends_at time not null,
  primary key (consultant_id, weekday),
  check (ends_at >= starts_at + interval '15 minutes')
);

create table public.call_days_off (
  consultant_id bigint not null references public.call_consultants (id) on delete cascade,
  day date not null,
  primary key (consultant_id, day)
);

create table public.call_bookings (
  id bigint generated always as identity primary key,
  consultant_id bigint not null references public.call_consultants (id),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  full_name text not null check (char_length(trim(full_name)) between 1 and 120),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  phone text not null check (phone ~ '^\+[1-9][0-9]{7,14}$'),
  subject text not null check (char_length(trim(subject)) between 1 and 1000),
  visitor_time_zone text not null default 'Africa/Abidjan' check (char_length(visitor_time_zone) <= 64),
  sms_reminder boolean not null default false,
  status text not null default 'booked' check (status in ('booked', 'cancelled')),
  cancelled_by text check (cancelled_by in ('visitor', 'staff')),
  cancelled_at timestamptz,
  manage_token_hash text not null unique,
  -- The invitation's SEQUENCE: raised by a new time or a cancellation, so calendars update the same event.
  sequence integer not null default 0,
  created_at timestamptz not null default now(),
  check (ends_at = starts_at + interval '15 minutes')
);

-- The database's own refusal of a double booking (PGlite has no btree_gist for an exclusion constraint): one live
-- booking per consultant and start; the buffer between neighbouring calls is checked under the consultant's lock.
create unique index call_bookings_one_per_consultant_slot on public.call_bookings (consultant_id, starts_at)
  where status = 'booked';
create index call_bookings_starts_idx on public.call_bookings (starts_at);

alter table public.call_consultants enable row level security;
alter table public.call_working_hours enable row level security;
alter table public.call_days_off enable row level security;
alter table public.call_bookings enable row level security;

-- Staff (admins) see and set everything; visitors go through the functions below only.
create policy call_consultants_staff on public.call_consultants for all to authenticated
  using (public.is_admin()) with check (public.is_admin());
create policy call_working_hours_staff on public.call_working_hours for all to authenticated
  using (public.is_admin()) with check (public.is_admin());
create policy call_days_off_staff on public.call_days_off for all to authenticated
  using (public.is_admin()) with check (public.is_admin());
create policy call_bookings_staff_read on public.call_bookings for select to authenticated using (public.is_admin());

revoke all on public.call_consultants, public.call_working_hours, public.call_days_off, public.call_bookings
  from public, anon, authenticated;
-- Staff set the availability (hours, buffer, notice, days off, where the call happens); adding a consultant, whose
-- e-mail is no client-writable column, goes through add_call_consultant.
grant select on public.call_consultants to authenticated;
grant select, delete on public.call_working_hours, public.call_days_off to authenticated;
grant update (full_name, video_url, phone, buffer_minutes, notice_hours, active) on public.call_consultants
  to authenticated;
grant insert (consultant_id, weekday, starts_at, ends_at), update (starts_at, ends_at)
  on public.call_working_hours to authenticated;
grant insert (consultant_id, day) on public.call_days_off to authenticated;
grant select on public.call_bookings to authenticated;
grant select, insert, update, delete on public.call_consultants, public.call_working_hours, public.call_days_off,
  public.call_bookings to service_role;

-- Every free slot of the active consultants (of one office, or all): on the grid of each day's working hours (one
-- call plus the buffer), not on a day off, at least the notice ahead, and clear of every live booking by the buffer.
create function private.call_free_slots(p_office text, p_from timestamptz, p_days integer, p_consultant bigint default null)
returns table (consultant_id bigint, starts_at timestamptz)
language sql stable security definer set search_path = '' as $$
  with c as (
    select * from public.call_consultants k
    where k.active and (p_office is null or k.office = p_office) and (p_consultant is null or k.id = p_consultant)
  ),
  days as (
    select c.id, c.time_zone, c.buffer_minutes, c.notice_hours, d::date as day
    from c, generate_series((greatest(p_from, now()) at time zone c.time_zone)::date,
                            (greatest(p_from, now()) at time zone c.time_zone)::date + least(greatest(p_days, 1), 62),
                            interval '1 day') d
  ),
  grid as (
    select days.id, g as starts_at, days.buffer_minutes, days.notice_hours
    from days
    join public.call_working_hours h on h.consultant_id = days.id and h.weekday = extract(isodow from days.day)
    cross join lateral generate_series((days.day + h.starts_at) at time zone days.time_zone,
                                       ((days.day + h.ends_at) at time zone days.time_zone) - interval '15 minutes',
                                       make_interval(mins => 15 + days.buffer_minutes)) g
    where not exists (select 1 from public.call_days_off o where o.consultant_id = days.id and o.day = days.day)
  )
  select grid.id, grid.starts_at
  from grid
  where grid.starts_at >= greatest(p_from, now() + make_interval(hours => grid.notice_hours))
    and grid.starts_at < greatest(p_from, now()) + make_interval(days => least(greatest(p_days, 1), 62))
    and not exists (
      select 1 from public.call_bookings b
      where b.consultant_id = grid.id and b.status = 'booked'
        and b.starts_at < grid.starts_at + make_interval(mins => 15 + grid.buffer_minutes)
        and b.ends_at + make_interval(mins => grid.buffer_minutes) > grid.starts_at)
$$;

-- The slots a visitor may pick (anon): one row per start at which at least one consultant of the office is free.
create function public.call_slots(p_office text, p_from timestamptz default null, p_days integer default 14)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select distinct s.starts_at, s.starts_at + interval '15 minutes'
  from private.call_free_slots(p_office, coalesce(p_from, now()), p_days) s
  order by 1
$$;

create function private.call_token_hash(p_token text) returns text
language sql immutable set search_path = '' as $$
  select encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
$$;

-- The e-mails and reminders of a booking, as jobs: confirmation (or new time), a reminder a day before (or two hours
-- before when booked later than that), the cancellation. The manage link's token rides in the payload: the e-mails
-- carry it, and only its hash is kept on the booking.
create function private.queue_call_jobs(p_booking public.call_bookings, p_kind text, p_token text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_remind timestamptz;
begin
  perform private.enqueue_job(p_kind, jsonb_build_object('booking_id', p_booking.id, 'token', p_token,
    'sequence', p_booking.sequence), now(), p_kind || ':' || p_booking.id || ':' || p_booking.sequence);
  if p_kind <> 'calls.cancelled' then
    v_remind := case when p_booking.starts_at - interval '24 hours' > now() + interval '1 hour'
                     then p_booking.starts_at - interval '24 hours' else p_booking.starts_at - interval '2 hours' end;
    if v_remind > now() then
      perform private.enqueue_job('calls.reminder', jsonb_build_object('booking_id', p_booking.id, 'token', p_token,
        'sequence', p_booking.sequence), v_remind, 'calls.reminder:' || p_booking.id || ':' || p_booking.sequence);
    end if;
  end if;
end
$$;

-- Takes the slot with a free consultant of the office (the one with the fewest calls that day first), under that
-- consultant's row lock, so two visitors asking for the same slot at once get it once: the second is given another
-- consultant if one is free, else refused (PA409).
create function private.take_call_slot(p_office text, p_starts_at timestamptz)
returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  v_candidate bigint;
begin
  for v_candidate in
    select s.consultant_id
    from private.call_free_slots(p_office, p_starts_at - interval '1 day', 3) s
    where s.starts_at = p_starts_at
    order by (select count(*) from public.call_bookings b where b.consultant_id = s.consultant_id
              and b.status = 'booked' and b.starts_at::date = p_starts_at::date), s.consultant_id
  loop
    perform 1 from public.call_consultants k where k.id = v_candidate for update;
    -- Rechecked under the lock: a booking committed meanwhile by another visitor is seen now.
    if exists (select 1 from private.call_free_slots(null, p_starts_at - interval '1 day', 3, v_candidate) s
               where s.starts_at = p_starts_at) then
      return v_candidate;
    end if;
  end loop;
  return null;
end
$$;

create function private.check_call_visitor(p_full_name text, p_email text, p_phone text, p_subject text)
returns void
language plpgsql immutable set search_path = '' as $$
begin
  if char_length(trim(coalesce(p_full_name, ''))) not between 1 and 120 then
    raise exception 'Indiquez votre nom (120 caractères au plus).' using errcode = 'PA422';
  end if;
  if coalesce(p_email, '') !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(p_email) > 254 then
    raise exception 'Cette adresse e-mail n''est pas valide.' using errcode = 'PA422';
  end if;
  if coalesce(p_phone, '') !~ '^\+[1-9][0-9]{7,14}$' then
    raise exception 'Ce numéro de téléphone n''est pas valide : écrivez-le au format international (+225…).'
      using errcode = 'PA422';
  end if;
  if char_length(trim(coalesce(p_subject, ''))) not between 1 and 1000 then
    raise exception 'Dites-nous en quelques mots le sujet de l''échange (1 000 caractères au plus).'
      using errcode = 'PA422';
  end if;
end
$$;

-- A visitor books a slot (anon): answers the booking's id, its time and the manage token, shown once.
create function public.book_call(p_office text, p_starts_at timestamptz, p_full_name text, p_email text,
                                 p_phone text, p_subject text, p_time_zone text default null,
                                 p_sms_reminder boolean default false)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_consultant bigint;
  v_token text := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
  v_booking public.call_bookings;
begin
  perform private.check_call_visitor(p_full_name, p_email, p_phone, p_subject);
  if p_office is null or p_office not in ('Montréal', 'Abidjan', 'Dakar') then
    raise exception 'Choisissez un bureau : Montréal, Abidjan ou Dakar.' using errcode = 'PA422';
  end if;
  v_consultant := private.take_call_slot(p_office, p_starts_at);
  if v_consultant is null then
    raise exception 'Ce créneau vient d''être réservé ou n''est plus disponible : choisissez-en un autre.'
      using errcode = 'PA409';
  end if;
  begin
    insert into public.call_bookings (consultant_id, starts_at, ends_at, full_name, email, phone, subject,
                                      visitor_time_zone, sms_reminder, manage_token_hash)
    values (v_consultant, p_starts_at, p_starts_at + interval '15 minutes', trim(p_full_name), trim(p_email), p_phone,
            trim(p_subject), coalesce(nullif(trim(p_time_zone), ''), 'Africa/Abidjan'), coalesce(p_sms_reminder, false),
            private.call_token_hash(v_token))
    returning * into v_booking;
  exception when unique_violation then
    raise exception 'Ce créneau vient d''être réservé ou n''est plus disponible : choisissez-en un autre.'
      using errcode = 'PA409';
  end;
  perform private.queue_call_jobs(v_booking, 'calls.booked', v_token);
  return jsonb_build_object('id', v_booking.id, 'starts_at', v_booking.starts_at, 'ends_at', v_booking.ends_at,
                            'token', v_token);
end
$$;

-- What the manage link shows (anon, by token): the time, the office, the state. Null: unknown token.
create function public.call_booking_by_token(p_token text) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('starts_at', b.starts_at, 'ends_at', b.ends_at, 'status', b.status,
    'office', k.office, 'consultant', k.full_name, 'full_name', b.full_name, 'subject', b.subject)
  from public.call_bookings b join public.call_consultants k on k.id = b.consultant_id
  where b.manage_token_hash = private.call_token_hash(coalesce(p_token, ''))
$$;

create function public.cancel_call(p_token text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_booking public.call_bookings;
begin
  update public.call_bookings
     set status = 'cancelled', cancelled_by = 'visitor', cancelled_at = now(), sequence = sequence + 1
   where manage_token_hash = private.call_token_hash(coalesce(p_token, '')) and status = 'booked'
  returning * into v_booking;
  if v_booking.id is null then
    raise exception 'Ce rendez-vous est introuvable ou déjà annulé.' using errcode = 'PA404';
  end if;
  perform private.queue_call_jobs(v_booking, 'calls.cancelled', p_token);
end
$$;

-- A new time for the same booking (same event, SEQUENCE raised); the consultant may change if theirs is busy then.
create function public.reschedule_call(p_token text, p_starts_at timestamptz) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_booking public.call_bookings;
  v_consultant bigint;
  v_office text;
begin
  select b.* into v_booking from public.call_bookings b
   where b.manage_token_hash = private.call_token_hash(coalesce(p_token, '')) and b.status = 'booked' for update;
  if v_booking.id is null then
    raise exception 'Ce rendez-vous est introuvable ou déjà annulé.' using errcode = 'PA404';
  end if;
  select k.office into v_office from public.call_consultants k where k.id = v_booking.consultant_id;
  -- The booking's own slot does not count against itself: it is released first, in this transaction.
  update public.call_bookings set status = 'cancelled' where id = v_booking.id;
  v_consultant := private.take_call_slot(v_office, p_starts_at);
  if v_consultant is null then
    raise exception 'Ce créneau vient d''être réservé ou n''est plus disponible : choisissez-en un autre.'
      using errcode = 'PA409';
  end if;
  update public.call_bookings
     set status = 'booked', consultant_id = v_consultant, starts_at = p_starts_at,
         ends_at = p_starts_at + interval '15 minutes', sequence = sequence + 1
   where id = v_booking.id
  returning * into v_booking;
  perform private.queue_call_jobs(v_booking, 'calls.booked', p_token);
  return jsonb_build_object('id', v_booking.id, 'starts_at', v_booking.starts_at, 'ends_at', v_booking.ends_at);
end
$$;

-- Staff cancel a booking from the back office: both are told, the event cancelled.
create function public.staff_cancel_call(p_booking bigint) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_booking public.call_bookings;
begin
  if not public.is_admin() then
    raise exception 'Réservé à l''équipe du cabinet.' using errcode = 'PA403';
  end if;
  update public.call_bookings
     set status = 'cancelled', cancelled_by = 'staff', cancelled_at = now(), sequence = sequence + 1
   where id = p_booking and status = 'booked'
  returning * into v_booking;
  if v_booking.id is null then
    raise exception 'Ce rendez-vous est introuvable ou déjà annulé.' using errcode = 'PA404';
  end if;
  perform private.queue_call_jobs(v_booking, 'calls.cancelled', null);
end
$$;

-- Staff add a consultant (Monday to Friday, 9 h to 17 h to start with).
create function public.add_call_consultant(p_full_name text, p_email text, p_office text) returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  v_id bigint;
begin
  if not public.is_admin() then
    raise exception 'Réservé à l''équipe du cabinet.' using errcode = 'PA403';
  end if;
  insert into public.call_consultants (full_name, email, office) values (trim(p_full_name), trim(p_email), p_office)
  returning id into v_id;
  insert into public.call_working_hours (consultant_id, weekday, starts_at, ends_at)
  select v_id, d, time '09:00', time '17:00' from generate_series(1, 5) d;
  return v_id;
end
$$;

-- What the jobs' e-mails say (service role): the booking, its consultant, and whether it is still as queued.
create function public.function_call_mail_facts(p_booking bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('id', b.id, 'starts_at', b.starts_at, 'ends_at', b.ends_at, 'status', b.status,
    'sequence', b.sequence, 'full_name', b.full_name, 'email', b.email, 'phone', b.phone, 'subject', b.subject,
    'visitor_time_zone', b.visitor_time_zone, 'sms_reminder', b.sms_reminder, 'cancelled_by', b.cancelled_by,
    'consultant_name', k.full_name, 'consultant_email', k.email, 'office', k.office, 'time_zone', k.time_zone,
    'video_url', k.video_url, 'consultant_phone', k.phone)
  from public.call_bookings b join public.call_consultants k on k.id = b.consultant_id
  where b.id = p_booking
$$;

revoke all on function private.call_free_slots(text, timestamptz, integer, bigint),
  private.call_token_hash(text), private.queue_call_jobs(public.call_bookings, text, text),
  private.take_call_slot(text, timestamptz), private.check_call_visitor(text, text, text, text),
  public.call_slots(text, timestamptz, integer),
  public.book_call(text, timestamptz, text, text, text, text, text, boolean), public.call_booking_by_token(text),
  public.cancel_call(text), public.reschedule_call(text, timestamptz), public.staff_cancel_call(bigint),
  public.function_call_mail_facts(bigint), public.add_call_consultant(text, text, text)
  from public, anon, authenticated;
grant execute on function public.call_slots(text, timestamptz, integer),
  public.book_call(text, timestamptz, text, text, text, text, text, boolean), public.call_booking_by_token(text),
  public.cancel_call(text), public.reschedule_call(text, timestamptz) to anon, authenticated;
grant execute on function public.staff_cancel_call(bigint), public.add_call_consultant(text, text, text)
  to authenticated;
grant execute on function public.function_call_mail_facts(bigint) to service_role;

-- One consultant per office to start with (staff set the real ones in the back office): Monday to Friday, 9 h to
-- 17 h in the office's zone, 15 minutes between calls, 12 hours' notice.
with added as (
  insert into public.call_consultants (full_name, email, office, video_url, phone) values
    ('Claire Tremblay', 'claire.tremblay@pontatlantique-conseil.example', 'Montréal',
     'https://meet.pontatlantique-conseil.example/claire-tremblay', '+15145550101'),
    ('Awa Koné', 'awa.kone@pontatlantique-conseil.example', 'Abidjan',
     'https://meet.pontatlantique-conseil.example/awa-kone', '+2252720000001'),
    ('Moussa Diop', 'moussa.diop@pontatlantique-conseil.example', 'Dakar',
     'https://meet.pontatlantique-conseil.example/moussa-diop', '+221338000001')
  returning id
)
insert into public.call_working_hours (consultant_id, weekday, starts_at, ends_at)
select added.id, d, time '09:00', time '17:00' from added, generate_series(1, 5) d;
