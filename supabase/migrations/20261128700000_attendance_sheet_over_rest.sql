-- The attendance-sheet Edge Function runs in Deno (supabase/functions/attendance-sheet) and reaches the database
-- through the REST API with the service key, as the enrolment functions do (20261127300000). This entry point
-- checks the right as the caller whose claims the function read from the verified JWT (staff, or the session's
-- trainer), then reads everything the sheet prints in one statement. Only service_role may call it.

create function public.function_attendance_sheet(p_caller jsonb, p_session bigint) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  sheet jsonb;
begin
  perform set_config('request.jwt.claims', p_caller::text, true);
  if not (public.is_admin() or public.is_session_trainer(p_session)) then
    raise exception 'attendance sheet reserved to staff and the session''s trainer' using errcode = '42501';
  end if;
  select jsonb_build_object(
    'session', jsonb_build_object(
      'id', s.id, 'formation_title', f.title,
      'starts_on', to_char(s.starts_on, 'YYYY-MM-DD'), 'ends_on', to_char(s.ends_on, 'YYYY-MM-DD'),
      'city', s.city, 'venue', s.venue, 'trainer_name', coalesce(nullif(p.full_name, ''), '—')),
    'slots', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', sl.id, 'starts_at', sl.starts_at, 'ends_at', sl.ends_at, 'time_zone', sl.time_zone,
               'trainer_signed_at', sl.trainer_signed_at, 'trainer_signature', sl.trainer_signature)
             order by sl.starts_at)
        from public.session_slots sl where sl.session_id = s.id), '[]'::jsonb),
    'learners', coalesce((
      select jsonb_agg(jsonb_build_object(
               'enrollment_id', a.enrollment_id, 'learner_name', a.learner_name,
               'planned_minutes', a.planned_minutes, 'attended_minutes', a.attended_minutes))
        from private.attendance_summary(s.id) a), '[]'::jsonb),
    'marks', coalesce((
      select jsonb_agg(jsonb_build_object(
               'slot_id', m.slot_id, 'enrollment_id', m.enrollment_id, 'status', m.status, 'method', m.method,
               'signature', m.signature, 'recorded_at', m.recorded_at))
        from public.attendance m join public.session_slots sl on sl.id = m.slot_id where sl.session_id = s.id),
      '[]'::jsonb))
    into sheet
    from public.course_sessions s
    join public.formations f on f.id = s.formation_id
    left join public.profiles p on p.id = coalesce(s.trainer_id, f.trainer_id)
   where s.id = p_session;
  return sheet;
end
$$;

revoke all on function public.function_attendance_sheet(jsonb, bigint) from public, anon, authenticated;
grant execute on function public.function_attendance_sheet(jsonb, bigint) to service_role;
