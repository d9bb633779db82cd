-- The convocation and the session's change e-mails carry the session's invitation (issue 44 item 4, decision 1020):
-- what the .ics says about one session, read by the mail jobs (service role) as the calendar feed reads it.
create function public.function_session_calendar_facts(p_session bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'session_id', s.id,
    'title', f.title,
    'starts_on', s.starts_on,
    'ends_on', s.ends_on,
    'day_starts', coalesce(to_char(min(sl.starts_at at time zone sl.time_zone)::time, 'HH24:MI'), '09:00'),
    'day_ends', coalesce(to_char(max(sl.ends_at at time zone sl.time_zone)::time, 'HH24:MI'), '17:00'),
    'time_zone', coalesce(min(sl.time_zone), private.city_time_zone(s.city)),
    'format', s.format,
    'city', s.city,
    'venue', s.venue,
    'sequence', s.calendar_sequence,
    'cancelled', s.status = 'cancelled'
  )
  from public.course_sessions s
  join public.formations f on f.id = s.formation_id
  left join public.session_slots sl
    on sl.session_id = s.id and (sl.starts_at at time zone sl.time_zone)::date = s.starts_on
  where s.id = p_session
  group by s.id, f.title
$$;

revoke all on function public.function_session_calendar_facts(bigint) from public, anon, authenticated;
grant execute on function public.function_session_calendar_facts(bigint) to service_role;
