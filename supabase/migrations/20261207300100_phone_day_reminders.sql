-- The two phone-only reminders of issue 44 item 1 (decision 1008): the day before the session (D-1) and, on each of
-- its days, the attendance code's reminder (sign with the code shown in the room). No e-mail carries them: the 48 h
-- reminder and the convocation already are the record. Queued when a seat is confirmed, and again when the session's
-- dates change; the dedupe keys name the date, so a moved session gets its reminders at the new dates and the job of
-- an old date finds the session elsewhere and sends nothing (messaging/day-jobs.ts checks it when it runs).

create function private.schedule_phone_day_reminders(p_enrollment bigint, p_starts_on date, p_ends_on date)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_day date;
  v_at timestamptz;
begin
  -- D-1 at 08:00 UTC the day before (the sessions' 08:00 start, Abidjan and Dakar time; 04:00 in Montréal is when the
  -- provider holds nothing back: the message waits on the phone).
  v_at := ((p_starts_on - 1)::timestamp + time '08:00') at time zone 'UTC';
  if v_at > now() then
    perform private.enqueue_job('messages.day-before',
      jsonb_build_object('enrollment_id', p_enrollment, 'starts_on', p_starts_on), v_at,
      'messages.day-before:' || p_enrollment || ':' || p_starts_on);
  end if;
  -- Each day of the session at 07:45 UTC, a quarter of an hour before it starts.
  v_day := p_starts_on;
  while v_day <= p_ends_on and v_day < p_starts_on + 31 loop
    v_at := (v_day::timestamp + time '07:45') at time zone 'UTC';
    if v_at > now() then
      perform private.enqueue_job('messages.attendance-code',
        jsonb_build_object('enrollment_id', p_enrollment, 'day', v_day), v_at,
        'messages.attendance-code:' || p_enrollment || ':' || v_day);
    end if;
    v_day := v_day + 1;
  end loop;
end
$$;

create function private.schedule_phone_day_reminders_on_confirm() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_session public.course_sessions;
begin
  select * into v_session from public.course_sessions where id = new.session_id;
  if found then
    perform private.schedule_phone_day_reminders(new.id, v_session.starts_on, v_session.ends_on);
  end if;
  return null;
end
$$;

create trigger enrollments_schedule_phone_day_reminders after update of status on public.enrollments
  for each row when (new.status = 'confirmed' and old.status <> 'confirmed' and new.session_id is not null)
  execute function private.schedule_phone_day_reminders_on_confirm();

create function private.reschedule_phone_day_reminders() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_enrollment bigint;
begin
  for v_enrollment in
    select e.id from public.enrollments e where e.session_id = new.id and e.status = 'confirmed'
  loop
    perform private.schedule_phone_day_reminders(v_enrollment, new.starts_on, new.ends_on);
  end loop;
  return null;
end
$$;

create trigger course_sessions_reschedule_phone_day_reminders after update of starts_on, ends_on on public.course_sessions
  for each row when (new.starts_on is distinct from old.starts_on or new.ends_on is distinct from old.ends_on)
  execute function private.reschedule_phone_day_reminders();

revoke all on function private.schedule_phone_day_reminders(bigint, date, date),
  private.schedule_phone_day_reminders_on_confirm(), private.reschedule_phone_day_reminders()
  from public, anon, authenticated;
