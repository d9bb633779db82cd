-- Issue 44 item 3: attendance that survives a dropped connection. Decision 1017.
--
-- 1. Every code the trainer's screen shows is kept (private.slot_codes: the slot, the code, from when it was shown and
--    until when it was accepted), so a signature that arrives later can be checked against the code that was on the
--    screen at the time the learner says they signed.
-- 2. sign_attendance_offline: the learner's phone signed without a network; it sends the slot it signed, the code it
--    scanned, the device's time of signing and the device's time of sending (so the device clock's offset is measured
--    and taken out), and a reference of its own (a UUID) that makes a second send of the same signature harmless.
--    Accepted only if the signing time (server clock) lies within the slot's window, the code was shown for THAT slot
--    at that time, and it arrives within the grace (`attendance.offline_grace_hours`, default 24 h after the slot's
--    end). The row keeps both times: `signed_at` (when it was signed) and `recorded_at` (when it arrived).
-- 3. A trainer's « absent » (typed, or written at the closure) made while the signature was on its way is replaced by
--    the signature, and the change is kept in attendance_corrections for staff.

-- ─── 1. The codes shown, kept ──────────────────────────────────────────────────────────────────────────────
create table private.slot_codes (
  slot_id bigint not null references public.session_slots (id) on delete cascade,
  code text not null check (code ~ '^[0-9A-HJKMNP-TV-Z]{6}$'),
  shown_from timestamptz not null,
  accepted_until timestamptz not null,
  primary key (slot_id, shown_from)
);
create index slot_codes_code_idx on private.slot_codes (code);
comment on table private.slot_codes is
  'Every attendance code a trainer''s screen showed: a signature made offline is checked against the code on screen at its signing time.';
revoke all on private.slot_codes from public, anon, authenticated;

-- The codes live now are kept too (issued 90 s before they expire).
insert into private.slot_codes (slot_id, code, shown_from, accepted_until)
select id, code, code_expires_at - interval '90 seconds', code_expires_at from public.session_slots
 where code is not null and code_expires_at is not null
on conflict do nothing;

create or replace function public.slot_code(p_slot bigint)
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
    insert into private.slot_codes (slot_id, code, shown_from, accepted_until)
    values (p_slot, fresh, now(), now() + interval '90 seconds')
    on conflict do nothing;
  end if;
  return query select sl.code, sl.code_expires_at, sl.code_rotates_at;
end
$$;

-- ─── 2. Both times on the row ──────────────────────────────────────────────────────────────────────────────
alter table public.attendance
  add column signed_at timestamptz,
  add column device_signed_at timestamptz,
  add column offline_ref uuid;
comment on column public.attendance.signed_at is
  'When a signature made offline was signed (the device''s time, its clock offset taken out); recorded_at is when it arrived. Null for a signature sent at once.';
comment on column public.attendance.device_signed_at is 'The signing time exactly as the device sent it.';
create unique index attendance_offline_ref_idx on public.attendance (user_id, offline_ref) where offline_ref is not null;
grant select (signed_at) on public.attendance to authenticated;
-- A signature that arrived more than two minutes after it was made is shown to the trainer and staff (« reçue après
-- coup ») with the other flags: the code was on screen then, the rest is for a person to look at.
alter table public.attendance drop constraint attendance_flags_check;
alter table public.attendance add constraint attendance_flags_check
  check (flags <@ array['far_from_venue', 'no_position', 'no_device', 'shared_device', 'sent_late']::text[]);

-- ─── 3. The learner's offline signature ────────────────────────────────────────────────────────────────────
create function public.sign_attendance_offline(
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
  if wanted !~ '^[0-9A-HJKMNP-TV-Z]{6}$' or not exists (
    select 1 from private.slot_codes c
     where c.slot_id = sl.id and c.code = wanted
       and signed between c.shown_from - tolerance and c.accepted_until + tolerance) then
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

revoke execute on function public.sign_attendance_offline(bigint, text, timestamptz, timestamptz, uuid, text,
  double precision, double precision, text) from public, anon;
grant execute on function public.sign_attendance_offline(bigint, text, timestamptz, timestamptz, uuid, text,
  double precision, double precision, text) to authenticated, service_role;
