-- Issue 42, items 2, 7 and 8 (attendance). Decisions 0985–0987.
--
-- 1. A signature is an image of the signature pad's size (300 × 120), read from its PNG header (IHDR), not trusted
--    from its byte length: a 41 KB 1-bit PNG can announce 16000 × 16000 and cost gigabytes to decode. Anything wider
--    than 600 or taller than 240 is refused where it enters (sign_attendance, sign_slot) and by a CHECK on the rows.
-- 2. The code on the trainer's screen rotates every 45 seconds; a code is accepted during its own window and the next
--    one (90 s at most), and only while the trainer's screen keeps asking for it.
-- 3. A signature records the device that sent it (an id kept in the learner's browser) and its distance from the
--    venue; a signature far from the venue, without a position when the venue has coordinates, without a device, or
--    from a device another learner already signed the slot with is FLAGGED: kept, counted, and shown to staff and to
--    the trainer, who correct it if need be.
-- 4. The code check answers the same for an unknown, an expired and another session's code (an empty result), and
--    counts every attempt per account: `attendance.code_attempts_per_hour` (default 20), then 429.

-- ─── 1. Signatures: the PNG's own dimensions ───────────────────────────────────────────────────────────────
-- Width and height announced by a PNG data URL's IHDR chunk, or no row when it is not a PNG data URL.
create function private.png_size(p_data_url text) returns table (width bigint, height bigint)
language plpgsql immutable set search_path = '' as $$
declare
  body text;
  head bytea;
begin
  if p_data_url is null or left(p_data_url, 22) <> 'data:image/png;base64,' then
    return;
  end if;
  body := substr(p_data_url, 23, 32);
  if char_length(body) < 32 or body !~ '^[A-Za-z0-9+/]{32}$' then
    return;
  end if;
  head := decode(body, 'base64');
  -- 8-byte signature, then the first chunk: length (4), type "IHDR" (4), width (4), height (4), big-endian.
  if substr(head, 1, 8) <> '\x89504e470d0a1a0a'::bytea or substr(head, 13, 4) <> '\x49484452'::bytea then
    return;
  end if;
  width := (get_byte(head, 16)::bigint << 24) + (get_byte(head, 17) << 16) + (get_byte(head, 18) << 8) + get_byte(head, 19);
  height := (get_byte(head, 20)::bigint << 24) + (get_byte(head, 21) << 16) + (get_byte(head, 22) << 8) + get_byte(head, 23);
  return next;
end
$$;

-- A signature the documents may embed: none, or a PNG data URL of at most 120,000 characters, base64 throughout,
-- whose IHDR announces at most 600 × 240 (the pad's 300 × 120, twice).
create function private.signature_fits(p_data_url text) returns boolean
language sql immutable set search_path = '' as $$
  select p_data_url is null or (
    char_length(p_data_url) <= 120000
    and substr(p_data_url, 23) ~ '^[A-Za-z0-9+/]*={0,2}$'
    and exists (select 1 from private.png_size(p_data_url) s
                 where s.width between 1 and 600 and s.height between 1 and 240))
$$;
-- Pure functions of their argument; every role writing a row runs them through the CHECKs below.
grant execute on function private.png_size(text), private.signature_fits(text) to public;

-- An image already stored that breaks the rule is dropped (the row, its status and method stay): no document will
-- ever decode it. Then the rule holds for every row (and the documents check again before embedding).
update public.attendance set signature = null where not private.signature_fits(signature);
update public.session_slots set trainer_signature = null where not private.signature_fits(trainer_signature);
alter table public.attendance
  add constraint attendance_signature_fits check (private.signature_fits(signature));
alter table public.session_slots
  add constraint session_slots_trainer_signature_fits check (private.signature_fits(trainer_signature));

-- ─── 2. Rotating codes ──────────────────────────────────────────────────────────────────────────────────────
-- `code` is the code on screen, accepted until `code_expires_at` (issued + 90 s) and replaced from `code_rotates_at`
-- (issued + 45 s); the one it replaced stays accepted until `previous_code_expires_at`.
alter table public.session_slots
  add column code_rotates_at timestamptz,
  add column previous_code text check (previous_code ~ '^[0-9A-HJKMNP-TV-Z]{6}$'),
  add column previous_code_expires_at timestamptz;
create index session_slots_previous_code_idx on public.session_slots (previous_code) where previous_code is not null;
-- Codes issued under the old rule (15 minutes) stop now.
update public.session_slots set code = null, code_expires_at = null where code is not null;

drop function public.slot_code(bigint);
create function public.slot_code(p_slot bigint)
returns table (code text, expires_at timestamptz, rotates_at timestamptz)
language plpgsql volatile security definer set search_path = '' as $$
declare
  sl public.session_slots;
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  fresh text;
begin
  select * into sl from public.session_slots where id = p_slot for update;
  if not found or not (public.is_session_trainer(sl.session_id) or public.is_admin()) then
    raise exception 'Cette demi-journée n''est pas l''une de vos sessions' using errcode = '42501';
  end if;
  if sl.code is null or sl.code_rotates_at is null or sl.code_rotates_at <= now() then
    loop
      fresh := '';
      for i in 1..6 loop
        fresh := fresh || substr(alphabet, get_byte(uuid_send(gen_random_uuid()), i) % 32 + 1, 1);
      end loop;
      exit when not exists (select 1 from public.session_slots s where s.code = fresh or s.previous_code = fresh);
    end loop;
    update public.session_slots s
       set previous_code = case when sl.code_expires_at > now() then sl.code end,
           previous_code_expires_at = case when sl.code_expires_at > now() then sl.code_expires_at end,
           code = fresh, code_rotates_at = now() + interval '45 seconds', code_expires_at = now() + interval '90 seconds'
     where s.id = p_slot
    returning s.code, s.code_expires_at, s.code_rotates_at into sl.code, sl.code_expires_at, sl.code_rotates_at;
  end if;
  return query select sl.code, sl.code_expires_at, sl.code_rotates_at;
end
$$;

-- ─── 3. Device and place ────────────────────────────────────────────────────────────────────────────────────
alter table public.course_sessions
  add column venue_latitude double precision check (venue_latitude between -90 and 90),
  add column venue_longitude double precision check (venue_longitude between -180 and 180),
  add constraint course_sessions_venue_position_check check ((venue_latitude is null) = (venue_longitude is null));
comment on column public.course_sessions.venue_latitude is
  'Where the venue is (WGS 84): a learner''s signature is compared with it; null: positions are not compared.';
grant select (venue_latitude, venue_longitude) on public.course_sessions to anon, authenticated;
grant insert (venue_latitude, venue_longitude), update (venue_latitude, venue_longitude)
  on public.course_sessions to authenticated;

alter table public.attendance
  add column device_id text check (device_id ~ '^[A-Za-z0-9_-]{16,64}$'),
  add column distance_m integer check (distance_m >= 0),
  add column flags text[] not null default '{}'
    check (flags <@ array['far_from_venue', 'no_position', 'no_device', 'shared_device']::text[]);
comment on column public.attendance.flags is
  'Why a learner''s own signature needs a look: far_from_venue, no_position (the venue has coordinates), no_device, shared_device (another learner signed the slot from the same device).';
create index attendance_slot_device_idx on public.attendance (slot_id, device_id) where device_id is not null;
-- The device id itself stays in the database: staff see the flag, not the id.
grant select (flags, distance_m) on public.attendance to authenticated;

-- Metres between two points (haversine, on a 6,371 km sphere).
create function private.distance_m(lat1 double precision, lon1 double precision, lat2 double precision,
                                   lon2 double precision) returns integer
language sql immutable set search_path = '' as $$
  select round(2 * 6371000 * asin(least(1, sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2)
    + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lon2 - lon1) / 2), 2)))))::integer
$$;
revoke all on function private.distance_m(double precision, double precision, double precision, double precision)
  from public;

-- ─── 4. Attempts per account ─────────────────────────────────────────────────────────────────────────────────
-- The actions counted are named by the functions that count them; the list is no longer closed here.
alter table private.account_actions drop constraint account_actions_action_check;
alter table private.account_actions add constraint account_actions_action_check check (action ~ '^[a-z][a-z_]{0,39}$');

create function private.take_attendance_attempt(p_user uuid) returns void
language sql security definer set search_path = '' as $$
  select private.take_action(p_user, 'attendance_code',
    private.positive_setting('attendance.code_attempts_per_hour', 20), interval '1 hour', 'PT429',
    'Trop de codes d''émargement essayés en une heure : réessayez plus tard, ou demandez au formateur de vous relever.')
$$;
revoke all on function private.take_attendance_attempt(uuid) from public;

-- ─── The learner signs ────────────────────────────────────────────────────────────────────────────────────────
-- An unknown code, an expired one and one of a session the caller is not a learner of all answer the same: no row.
-- Only a learner holding a live code of their own session learns more (closed, already signed, a refused image).
-- Every attempt that answers (a signature or no row) is counted; refusals after that roll their count back, and need
-- a live code of one's own session anyway.
drop function public.sign_attendance(text, text, double precision, double precision);
create function public.sign_attendance(
  p_code text,
  p_signature text default null,
  p_latitude double precision default null,
  p_longitude double precision default null,
  p_device text default null
) returns table (slot_id bigint, status text, recorded_at timestamptz, flags text[])
language plpgsql volatile security definer set search_path = '' as $$
declare
  wanted text := upper(trim(coalesce(p_code, '')));
  sl public.session_slots;
  sess public.course_sessions;
  enrolment_id bigint;
  raised text[] := '{}';
  distance integer;
  done public.attendance;
begin
  if auth.uid() is null then
    raise exception 'Connectez-vous pour émarger' using errcode = '42501';
  end if;
  perform private.take_attendance_attempt(auth.uid());
  if wanted ~ '^[0-9A-HJKMNP-TV-Z]{6}$' then
    select * into sl from public.session_slots s
     where (s.code = wanted and s.code_expires_at > now())
        or (s.previous_code = wanted and s.previous_code_expires_at > now())
     order by s.id limit 1;
    if found then
      select e.id into enrolment_id from public.enrollments e
       where e.session_id = sl.session_id and e.user_id = auth.uid() and e.status in ('confirmed', 'completed');
    end if;
  end if;
  if enrolment_id is null then
    return;
  end if;
  select * into sess from public.course_sessions where id = sl.session_id;
  if now() < sl.starts_at - interval '15 minutes' or now() > sl.ends_at then
    raise exception 'L''émargement de cette demi-journée est fermé' using errcode = 'PA102',
      hint = 'On émarge pendant la demi-journée (dès 15 minutes avant son début).';
  end if;
  if sl.trainer_signed_at is not null then
    raise exception 'Le formateur a déjà clos cette demi-journée' using errcode = 'PA102';
  end if;
  if p_signature is not null and not private.signature_fits(p_signature) then
    raise exception 'Signature refusée : elle doit être un dessin PNG de 600 × 240 pixels au plus, fait dans le cadre de signature.'
      using errcode = '22023';
  end if;
  if (p_latitude is null) <> (p_longitude is null) or p_latitude not between -90 and 90 or p_longitude not between -180 and 180 then
    raise exception 'Position invalide' using errcode = '22023';
  end if;
  if p_device is not null and p_device !~ '^[A-Za-z0-9_-]{16,64}$' then
    raise exception 'Appareil non reconnu : rechargez la page d''émargement.' using errcode = '22023';
  end if;
  if exists (select 1 from public.attendance a where a.slot_id = sl.id and a.enrollment_id = enrolment_id) then
    raise exception 'Vous avez déjà émargé pour cette demi-journée' using errcode = 'PA103';
  end if;

  if sess.venue_latitude is not null then
    if p_latitude is null then
      raised := raised || 'no_position'::text;
    else
      distance := private.distance_m(sess.venue_latitude, sess.venue_longitude, p_latitude, p_longitude);
      if distance > private.positive_setting('attendance.max_distance_m', 1000) then
        raised := raised || 'far_from_venue'::text;
      end if;
    end if;
  end if;
  if p_device is null then
    raised := raised || 'no_device'::text;
  elsif exists (select 1 from public.attendance a
                 where a.slot_id = sl.id and a.device_id = p_device and a.user_id <> auth.uid()) then
    raised := raised || 'shared_device'::text;
    update public.attendance a set flags = a.flags || 'shared_device'::text
     where a.slot_id = sl.id and a.device_id = p_device and not ('shared_device' = any (a.flags));
  end if;

  insert into public.attendance (slot_id, enrollment_id, user_id, status, method, signature, place, latitude, longitude,
                                 recorded_by, device_id, distance_m, flags)
  values (sl.id, enrolment_id, auth.uid(),
          case when now() > sl.starts_at + interval '15 minutes' then 'late' else 'present' end,
          case when p_signature is null then 'tap' else 'signature' end,
          p_signature, sess.city, p_latitude, p_longitude, auth.uid(), p_device, distance, raised)
  returning * into done;
  return query select done.slot_id, done.status, done.recorded_at, done.flags;
end
$$;

-- The trainer's signature obeys the same image rule; closing the slot ends both codes.
create or replace function public.sign_slot(p_slot bigint, p_signature text) returns timestamptz
language plpgsql volatile security definer set search_path = '' as $$
declare
  sl public.session_slots;
  signed timestamptz := now();
begin
  select * into sl from public.session_slots where id = p_slot for update;
  if not found or not public.is_session_trainer(sl.session_id) then
    raise exception 'Cette demi-journée n''est pas l''une de vos sessions' using errcode = '42501';
  end if;
  if sl.trainer_signed_at is not null then
    raise exception 'Vous avez déjà signé cette demi-journée' using errcode = 'PA103';
  end if;
  if now() < sl.starts_at or now() > sl.ends_at + interval '4 hours' then
    raise exception 'On signe une demi-journée pendant celle-ci ou dans les 4 heures qui suivent' using errcode = 'PA102';
  end if;
  if p_signature is null or not private.signature_fits(p_signature) then
    raise exception 'Dessinez votre signature dans le cadre (un dessin PNG de 600 × 240 pixels au plus).' using errcode = '22023';
  end if;
  insert into public.attendance (slot_id, enrollment_id, user_id, status, method, reason, recorded_by)
  select p_slot, e.id, e.user_id, 'absent', 'trainer', 'Non émargé à la clôture', auth.uid()
  from public.enrollments e
  where e.session_id = sl.session_id and e.status in ('confirmed', 'completed')
  on conflict (slot_id, enrollment_id) do nothing;
  update public.session_slots
    set trainer_signed_at = signed, trainer_signed_by = auth.uid(), trainer_signature = p_signature, code = null,
        code_expires_at = null, code_rotates_at = null, previous_code = null, previous_code_expires_at = null
    where id = p_slot;
  return signed;
end
$$;

revoke execute on function public.slot_code(bigint),
  public.sign_attendance(text, text, double precision, double precision, text) from public, anon;
grant execute on function public.slot_code(bigint),
  public.sign_attendance(text, text, double precision, double precision, text) to authenticated, service_role;
