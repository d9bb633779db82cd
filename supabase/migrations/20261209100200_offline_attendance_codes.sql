-- The trainer's attendance code without a network (issue 44 item 3, decision 1070). The code on the trainer's screen
-- came from the database every 45 seconds (slot_code): with the room's connection down the screen had nothing to
-- show, and the learners nothing to sign with. Each slot now has a secret (32 random bytes) that its trainer's screen
-- fetches while online and keeps on the device; the screen derives the code of each 45-second step,
-- HMAC-SHA256(secret, '<slot id>:<step>') read as six characters of the codes' alphabet (common/attendance-code.ts),
-- and the database derives the same to check it: a step's code is accepted for 90 seconds (its step and the next), as
-- the issued codes are, and only within the slot's window. The issued rotating codes keep working unchanged.

create table private.slot_offline_secrets (
  slot_id bigint primary key references public.session_slots (id) on delete cascade,
  secret bytea not null check (length(secret) = 32),
  created_at timestamptz not null default now()
);
comment on table private.slot_offline_secrets is
  'Each slot''s secret from which its trainer''s screen derives the attendance code offline (decision 1070).';
revoke all on private.slot_offline_secrets from public, anon, authenticated;

-- HMAC-SHA256 (RFC 2104) with the built-in sha256(): no extension needed, the same on PGlite and PostgreSQL.
create function private.hmac_sha256(p_key bytea, p_message bytea) returns bytea
language plpgsql immutable strict set search_path = '' as $$
declare
  k bytea := p_key;
  inner_pad bytea;
  outer_pad bytea;
begin
  if length(k) > 64 then
    k := sha256(k);
  end if;
  k := k || decode(repeat('00', 64 - length(k)), 'hex');
  inner_pad := k;
  outer_pad := k;
  for i in 0..63 loop
    inner_pad := set_byte(inner_pad, i, get_byte(k, i) # 54);
    outer_pad := set_byte(outer_pad, i, get_byte(k, i) # 92);
  end loop;
  return sha256(outer_pad || sha256(inner_pad || p_message));
end
$$;

-- The code of one 45-second step of a slot: the HMAC's first 30 bits, five a character (common/attendance-code.ts).
create function private.offline_slot_code(p_secret bytea, p_slot bigint, p_step bigint) returns text
language plpgsql immutable strict set search_path = '' as $$
declare
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  mac bytea := private.hmac_sha256(p_secret, convert_to(p_slot || ':' || p_step, 'UTF8'));
  n bigint := (get_byte(mac, 0)::bigint << 24) + (get_byte(mac, 1) << 16) + (get_byte(mac, 2) << 8) + get_byte(mac, 3);
  code text := '';
begin
  for i in 0..5 loop
    code := code || substr(alphabet, ((n >> (27 - 5 * i)) & 31)::integer + 1, 1);
  end loop;
  return code;
end
$$;

-- Whether `p_code` was the slot's offline code at `p_at`: shown during its step, accepted until the end of the next
-- (90 s), give or take `p_tolerance` (the device clocks of decision 1017).
create function private.offline_code_matches(p_slot bigint, p_code text, p_at timestamptz, p_tolerance interval)
returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from private.slot_offline_secrets k,
           generate_series(floor((extract(epoch from p_at - p_tolerance) - 45) / 45)::bigint,
                           floor(extract(epoch from p_at + p_tolerance) / 45)::bigint) step
     where k.slot_id = p_slot and private.offline_slot_code(k.secret, p_slot, step) = p_code)
$$;

-- The slot's secret for its trainer (or staff), made on first need, with the slot's window: the screen keeps it and
-- derives the codes offline. Others: 42501, as slot_code.
create function public.slot_offline_secret(p_slot bigint)
returns table (secret text, starts_at timestamptz, ends_at timestamptz, step_seconds integer)
language plpgsql volatile security definer set search_path = '' as $$
declare
  sl public.session_slots;
  k bytea;
begin
  select * into sl from public.session_slots where id = p_slot;
  if not found or not (public.is_session_trainer(sl.session_id) or public.is_admin()) then
    raise exception 'Cette demi-journée n''est pas l''une de vos sessions' using errcode = '42501';
  end if;
  insert into private.slot_offline_secrets (slot_id, secret)
  values (p_slot, decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'))
  on conflict (slot_id) do nothing;
  select s.secret into k from private.slot_offline_secrets s where s.slot_id = p_slot;
  return query select encode(k, 'hex'), sl.starts_at, sl.ends_at, 45;
end
$$;

-- public.sign_attendance as in 20261206100000, also accepting the offline code of one of the learner's slots open now.
create or replace function public.sign_attendance(
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
    -- Not a code the database issued: the code a trainer's screen derived offline (decision 1070), for one of the
    -- learner's own slots open now.
    if enrolment_id is null then
      select s.* into sl
        from public.session_slots s
        join public.enrollments e on e.session_id = s.session_id
       where e.user_id = auth.uid() and e.status in ('confirmed', 'completed')
         and now() between s.starts_at - interval '15 minutes' and s.ends_at
         and private.offline_code_matches(s.id, wanted, now(), interval '0 seconds')
       order by s.starts_at limit 1;
      if found then
        select e.id into enrolment_id from public.enrollments e
         where e.session_id = sl.session_id and e.user_id = auth.uid() and e.status in ('confirmed', 'completed');
      end if;
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


-- public.sign_attendance_offline as in 20261208100000, also accepting the offline code at the signing time.
create or replace function public.sign_attendance_offline(
  p_slot bigint,
  p_code text,
  p_signed_at timestamptz,
  p_sent_at timestamptz,
  p_ref uuid,
  p_signature text default null,
  p_latitude double precision default null,
  p_longitude double precision default null,
  p_device text default null
) returns table (slot_id bigint, status text, recorded_at timestamptz, signed_at timestamptz, flags text[])
language plpgsql volatile security definer set search_path = '' as $$
declare
  wanted text := upper(trim(coalesce(p_code, '')));
  sl public.session_slots;
  sess public.course_sessions;
  enrolment_id bigint;
  signed timestamptz;
  tolerance interval := make_interval(secs => private.positive_setting('attendance.offline_clock_tolerance_s', 30));
  grace interval := make_interval(hours => private.positive_setting('attendance.offline_grace_hours', 24));
  raised text[] := '{}';
  distance integer;
  existing public.attendance;
  done public.attendance;
begin
  if auth.uid() is null then
    raise exception 'Connectez-vous pour émarger' using errcode = '42501';
  end if;
  if p_ref is null or p_signed_at is null or p_sent_at is null then
    raise exception 'Émargement hors ligne incomplet : rouvrez la page d''émargement.' using errcode = 'PA422';
  end if;
  -- The same signature sent again (the answer was lost on the way): its row, nothing new.
  select * into done from public.attendance a where a.user_id = auth.uid() and a.offline_ref = p_ref;
  if found then
    if done.slot_id <> p_slot then
      raise exception 'Émargement hors ligne incomplet : rouvrez la page d''émargement.' using errcode = 'PA422';
    end if;
    return query select done.slot_id, done.status, done.recorded_at, done.signed_at, done.flags;
    return;
  end if;
  perform private.take_attendance_attempt(auth.uid());

  select * into sl from public.session_slots s where s.id = p_slot;
  if found then
    select e.id into enrolment_id from public.enrollments e
     where e.session_id = sl.session_id and e.user_id = auth.uid() and e.status in ('confirmed', 'completed');
  end if;
  if enrolment_id is null then
    raise exception 'Cette demi-journée n''est pas l''une de vos sessions' using errcode = 'PA403';
  end if;

  -- The device's clock, set right: the time it signed, moved by how far its clock was from ours when it sent.
  -- A sending time later than ours (a clock running fast) or earlier (slow) shifts the signing time alike.
  if p_signed_at > p_sent_at + tolerance then
    raise exception 'Heure de signature postérieure à l''envoi : l''émargement est refusé.' using errcode = 'PA422';
  end if;
  signed := p_signed_at + (now() - p_sent_at);
  if signed < sl.starts_at - interval '15 minutes' or signed > sl.ends_at + tolerance then
    raise exception 'Signature faite hors de la demi-journée : l''émargement est refusé.' using errcode = 'PA102',
      hint = 'On émarge pendant la demi-journée (dès 15 minutes avant son début), avec le code affiché à ce moment-là.';
  end if;
  if wanted !~ '^[0-9A-HJKMNP-TV-Z]{6}$' or not (exists (
    select 1 from private.slot_codes c
     where c.slot_id = sl.id and c.code = wanted
       and signed between c.shown_from - tolerance and c.accepted_until + tolerance)
    or private.offline_code_matches(sl.id, wanted, signed, tolerance)) then
    raise exception 'Ce code n''était pas celui de cette demi-journée à l''heure de votre signature : l''émargement est refusé.'
      using errcode = 'PA422';
  end if;
  if now() > sl.ends_at + grace then
    raise exception 'Signature reçue trop tard : un émargement fait hors ligne doit arriver dans les % heures qui suivent la fin de la demi-journée. Demandez au cabinet de corriger votre présence.',
      extract(epoch from grace)::integer / 3600 using errcode = 'PA102';
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

  select * into existing from public.attendance a where a.slot_id = sl.id and a.enrollment_id = enrolment_id for update;
  if found and not (existing.method = 'trainer' and existing.status = 'absent') then
    raise exception 'Vous avez déjà émargé pour cette demi-journée' using errcode = 'PA103';
  end if;

  select * into sess from public.course_sessions where id = sl.session_id;
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

  if now() - signed > interval '2 minutes' then
    raised := raised || 'sent_late'::text;
  end if;

  if existing.id is not null then
    -- The trainer saw no signature and wrote « absent »: the signature made in the room replaces it, kept for staff.
    insert into public.attendance_corrections (slot_id, enrollment_id, old_status, new_status, reason, corrected_by)
    values (sl.id, enrolment_id, existing.status,
            case when signed > sl.starts_at + interval '15 minutes' then 'late' else 'present' end,
            'Émargement fait hors ligne pendant la demi-journée, reçu après la mention « absent » du formateur',
            auth.uid());
    delete from public.attendance a where a.id = existing.id;
  end if;
  insert into public.attendance (slot_id, enrollment_id, user_id, status, method, signature, place, latitude, longitude,
                                 recorded_by, device_id, distance_m, flags, signed_at, device_signed_at, offline_ref)
  values (sl.id, enrolment_id, auth.uid(),
          case when signed > sl.starts_at + interval '15 minutes' then 'late' else 'present' end,
          case when p_signature is null then 'tap' else 'signature' end,
          p_signature, sess.city, p_latitude, p_longitude, auth.uid(), p_device, distance, raised,
          signed, p_signed_at, p_ref)
  returning * into done;
  return query select done.slot_id, done.status, done.recorded_at, done.signed_at, done.flags;
end
$$;

revoke all on function private.hmac_sha256(bytea, bytea), private.offline_slot_code(bytea, bigint, bigint),
  private.offline_code_matches(bigint, text, timestamptz, interval) from public, anon, authenticated;
revoke all on function public.slot_offline_secret(bigint) from public, anon;
grant execute on function public.slot_offline_secret(bigint) to authenticated;
