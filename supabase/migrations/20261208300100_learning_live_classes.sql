-- Live classes of the online learning (issue 45 item 2, decision 1024).
--
-- A session's live classes are its half-days (public.session_slots) held online: every half-day of an « En ligne »
-- session, and those staff or the session's trainers mark online (public.live_classes) in a « Hybride » one. The
-- video-call link is the session's (session_learning.live_url, decision 1012) and reaches a learner only through
-- join_live_class, from 15 minutes before the class to its end; joining through the site records the learner present
-- at that online half-day (late after its first 15 minutes), with the method « online », unless something was already
-- recorded (a signature, the trainer's or staff's mark stay as they are).

create table public.live_classes (
  slot_id bigint primary key references public.session_slots (id) on delete cascade,
  session_id bigint not null references public.course_sessions (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index live_classes_session_idx on public.live_classes (session_id);

-- The row's session is its slot's.
create function private.live_class_session() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  select sl.session_id into new.session_id from public.session_slots sl where sl.id = new.slot_id;
  if new.session_id is null then
    raise exception 'Demi-journée introuvable' using errcode = 'PA404';
  end if;
  return new;
end
$$;
create trigger live_classes_session before insert on public.live_classes
  for each row execute function private.live_class_session();

alter table public.live_classes enable row level security;
create policy "live classes: staff, trainers and learners read" on public.live_classes
  for select to authenticated
  using (public.is_admin() or public.is_session_trainer(session_id) or public.is_session_learner(session_id));
create policy "live classes: staff and trainers add" on public.live_classes
  for insert to authenticated
  with check (exists (select 1 from public.session_slots sl where sl.id = slot_id
                       and (public.is_admin() or public.is_session_trainer(sl.session_id))));
create policy "live classes: staff and trainers remove" on public.live_classes
  for delete to authenticated using (public.is_admin() or public.is_session_trainer(session_id));
revoke all on public.live_classes from anon, authenticated;
grant select, delete on public.live_classes to authenticated;
grant insert (slot_id) on public.live_classes to authenticated;
grant select, insert, update, delete on public.live_classes to service_role;

alter table public.attendance drop constraint attendance_method_check;
alter table public.attendance add constraint attendance_method_check
  check (method in ('signature', 'tap', 'trainer', 'staff', 'online'));

-- Whether a half-day is held online.
create function private.slot_is_online(p_slot bigint) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.live_classes lc where lc.slot_id = p_slot)
    or exists (select 1 from public.session_slots sl join public.course_sessions s on s.id = sl.session_id
                where sl.id = p_slot and s.format = 'En ligne')
$$;

-- The live classes of the caller's enrollment: each online half-day with its times (UTC; the page shows them in the
-- learner's zone), whether the link is open now, whether the learner joined; never the link itself.
create function public.learning_live_classes(p_enrollment bigint) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v public.enrollments;
begin
  v := private.learning_enrollment(p_enrollment);
  return jsonb_build_object(
    'has_link', exists (select 1 from public.session_learning sl where sl.session_id = v.session_id and sl.live_url is not null),
    'classes', (select coalesce(jsonb_agg(jsonb_build_object(
        'slot_id', sl.id, 'starts_at', sl.starts_at, 'ends_at', sl.ends_at, 'time_zone', sl.time_zone,
        'state', case when now() < sl.starts_at - interval '15 minutes' then 'upcoming'
                      when now() <= sl.ends_at then 'open' else 'over' end,
        'attended', exists (select 1 from public.attendance a where a.slot_id = sl.id and a.enrollment_id = v.id
                             and a.status in ('present', 'late')))
        order by sl.starts_at), '[]'::jsonb)
      from public.session_slots sl where sl.session_id = v.session_id and private.slot_is_online(sl.id)));
end
$$;

-- The learner joins a live class: answers the video-call link, and records their presence at the online half-day.
create function public.join_live_class(p_enrollment bigint, p_slot bigint) returns text
language plpgsql security definer set search_path = '' as $$
declare
  v public.enrollments;
  sl public.session_slots;
  v_url text;
begin
  v := private.learning_enrollment(p_enrollment);
  if v.user_id <> auth.uid() then
    raise exception 'Seul l''apprenant rejoint sa classe' using errcode = 'PA403';
  end if;
  select * into sl from public.session_slots s where s.id = p_slot and s.session_id = v.session_id;
  if not found or not private.slot_is_online(sl.id) then
    raise exception 'Classe virtuelle introuvable' using errcode = 'PA404';
  end if;
  if now() < sl.starts_at - interval '15 minutes' then
    raise exception 'Le lien de la classe s''ouvre 15 minutes avant son début' using errcode = 'PA409';
  end if;
  if now() > sl.ends_at then
    raise exception 'Cette classe virtuelle est terminée' using errcode = 'PA409';
  end if;
  select s.live_url into v_url from public.session_learning s where s.session_id = v.session_id;
  if v_url is null then
    raise exception 'Le lien de la classe n''est pas encore donné : votre formateur le communiquera' using errcode = 'PA409';
  end if;
  insert into public.attendance (slot_id, enrollment_id, user_id, status, method, recorded_by)
  values (sl.id, v.id, v.user_id, case when now() > sl.starts_at + interval '15 minutes' then 'late' else 'present' end,
          'online', v.user_id)
  on conflict (slot_id, enrollment_id) do nothing;
  return v_url;
end
$$;

revoke all on function public.learning_live_classes(bigint), public.join_live_class(bigint, bigint) from public, anon;
grant execute on function public.learning_live_classes(bigint), public.join_live_class(bigint, bigint)
  to authenticated, service_role;
revoke all on function private.live_class_session(), private.slot_is_online(bigint) from public, anon, authenticated;

-- The link itself is no longer readable through REST by the session's learners (decision 1012 granted every column):
-- they get it from join_live_class only, around the class. Staff and the session's trainers read it here.
revoke select on public.session_learning from authenticated;
grant select (session_id, unlock_mode, updated_at) on public.session_learning to authenticated;

create function public.session_live_url(p_session bigint) returns text
language plpgsql stable security definer set search_path = '' as $$
begin
  if not (public.is_admin() or public.is_session_trainer(p_session)) then
    raise exception 'Réservé à l''équipe du cabinet et aux formateurs de la session' using errcode = 'PA403';
  end if;
  return (select sl.live_url from public.session_learning sl where sl.session_id = p_session);
end
$$;
revoke all on function public.session_live_url(bigint) from public, anon;
grant execute on function public.session_live_url(bigint) to authenticated, service_role;

-- Staff and the session's trainers give (or remove, null) the link: written here, since the column is not theirs to
-- read back through REST either (an upsert would read it).
create function public.set_session_live_url(p_session bigint, p_url text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not (public.is_admin() or public.is_session_trainer(p_session)) then
    raise exception 'Réservé à l''équipe du cabinet et aux formateurs de la session' using errcode = 'PA403';
  end if;
  if nullif(trim(p_url), '') is not null and (trim(p_url) !~ '^https://' or char_length(trim(p_url)) > 2000) then
    raise exception 'Le lien de la classe doit commencer par https://' using errcode = 'PA422';
  end if;
  insert into public.session_learning (session_id, live_url) values (p_session, nullif(trim(p_url), ''))
  on conflict (session_id) do update set live_url = excluded.live_url;
end
$$;
revoke all on function public.set_session_live_url(bigint, text) from public, anon;
grant execute on function public.set_session_live_url(bigint, text) to authenticated, service_role;
