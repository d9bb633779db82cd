-- Stuck learners are reminded on a timer too, not only by « Relancer les apprenants inactifs » (issue 45 item 4,
-- decision 1064). A daily job of the queue, learning.stuck-reminders, run by process-jobs (pg_cron calls it every
-- minute on a hosted project) or the local server's runner, queues the « reprenez votre parcours » e-mail to every
-- learner stuck for their session's number of days, once per enrollment: the same private.learning_reminders row and
-- the same mail key as the button, so neither path reminds a learner the other has reminded.

-- The number of days without activity after which a session's learners are reminded automatically; null turns the
-- automatic reminder off for the session (the button still works). Sessions without a row use 7.
alter table public.session_learning
  add column stuck_reminder_days integer default 7 check (stuck_reminder_days between 1 and 365);
grant select (stuck_reminder_days) on public.session_learning to authenticated;
grant insert (stuck_reminder_days), update (stuck_reminder_days) on public.session_learning to authenticated;

-- The reminder itself, once per enrollment: answers false when it was already sent (by either path) or the learner
-- has no e-mail address (a phone-only account).
create function private.queue_stuck_reminder(p_enrollment bigint, p_sent_by uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  v_email text;
  v_title text;
  v_percent integer;
  v_body text;
begin
  select nullif(trim(u.email), ''), f.title into v_email, v_title
    from public.enrollments e
    join public.course_sessions s on s.id = e.session_id
    join public.formations f on f.id = s.formation_id
    join auth.users u on u.id = e.user_id
   where e.id = p_enrollment;
  if v_email is null then
    return false;
  end if;
  insert into private.learning_reminders (enrollment_id, sent_by) values (p_enrollment, p_sent_by)
    on conflict (enrollment_id) do nothing;
  if not found then
    return false;
  end if;
  select case when t.total = 0 then 0 else round(t.done * 100.0 / t.total)::integer end into v_percent
    from (select (select count(*) from public.learning_lessons l join public.learning_modules lm on lm.id = l.module_id
                   join public.course_sessions s on s.formation_id = lm.formation_id
                   join public.enrollments e on e.session_id = s.id where e.id = p_enrollment) as total,
                 (select count(*) from public.lesson_progress p
                   where p.enrollment_id = p_enrollment and p.completed_at is not null) as done) t;
  v_body := 'Bonjour,' || chr(10) || chr(10) || 'Votre parcours en ligne de la formation « ' || v_title
    || ' » vous attend : vous en avez fait ' || v_percent || ' %, et rien depuis quelques jours.' || chr(10)
    || 'Reprenez là où vous en étiez depuis « Mes formations », sur notre site, sur ordinateur ou sur téléphone.'
    || chr(10) || chr(10) || 'Votre formateur et l''équipe du cabinet restent à votre disposition.';
  perform private.enqueue_job('mail.send', jsonb_build_object(
      'to', v_email,
      'subject', 'Votre parcours « ' || v_title || ' » vous attend',
      'text', v_body,
      'html', '<p>' || replace(replace(replace(replace(v_body, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), chr(10), '<br>')
              || '</p>'),
    now(), 'mail:learning.stuck:' || p_enrollment);
  return true;
end
$$;
revoke all on function private.queue_stuck_reminder(bigint, uuid) from public, anon, authenticated;

-- The button's function, as in 20261208300000, now through queue_stuck_reminder (same text, same key).
create or replace function public.remind_stuck_learners(p_session bigint, p_stuck_days integer default 7) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer := 0;
  l jsonb;
begin
  for l in select * from jsonb_array_elements(public.session_learning_report(p_session, p_stuck_days) -> 'learners') loop
    continue when not (l ->> 'stuck')::boolean or l ->> 'reminded_at' is not null;
    if private.queue_stuck_reminder((l ->> 'enrollment_id')::bigint, auth.uid()) then
      v_count := v_count + 1;
    end if;
  end loop;
  return v_count;
end
$$;

-- The daily run (job learning.stuck-reminders, payload { day }). It plans the next day's run first, so a failure of
-- today's work never ends the chain; then, for every session under way or ended less than 30 days ago (not cancelled)
-- whose automatic reminder is on, it reminds each confirmed learner with lessons left and no activity — or none since
-- they enrolled — for the session's number of days. Answers how many were queued. service_role only.
create function public.function_remind_stuck_learners(p_day date default null) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_next date := greatest(coalesce(p_day, current_date), current_date) + 1;
  v_count integer := 0;
  r record;
begin
  perform private.enqueue_job('learning.stuck-reminders', jsonb_build_object('day', v_next),
    (v_next + time '07:00') at time zone 'UTC', 'learning.stuck-reminders:' || v_next);
  for r in
    select e.id
      from public.enrollments e
      join public.course_sessions s on s.id = e.session_id
      left join public.session_learning sl on sl.session_id = s.id
      cross join lateral (select case when sl.session_id is null then 7 else sl.stuck_reminder_days end as days) d
     where e.status = 'confirmed'
       and s.status <> 'cancelled'
       and s.starts_on <= current_date and s.ends_on >= current_date - 30
       and d.days is not null
       and not exists (select 1 from private.learning_reminders lr where lr.enrollment_id = e.id)
       and (select count(*) from public.learning_lessons l join public.learning_modules lm on lm.id = l.module_id
             where lm.formation_id = s.formation_id)
           > (select count(*) from public.lesson_progress p where p.enrollment_id = e.id and p.completed_at is not null)
       and coalesce(private.learning_last_activity(e.id), e.created_at) < now() - make_interval(days => d.days)
     order by e.id
  loop
    if private.queue_stuck_reminder(r.id, null) then
      v_count := v_count + 1;
    end if;
  end loop;
  return v_count;
end
$$;
revoke all on function public.function_remind_stuck_learners(date) from public, anon, authenticated;
grant execute on function public.function_remind_stuck_learners(date) to service_role;

-- The first run: tomorrow at 07:00 UTC (each run plans the next).
select private.enqueue_job('learning.stuck-reminders', jsonb_build_object('day', current_date + 1),
  ((current_date + 1) + time '07:00') at time zone 'UTC', 'learning.stuck-reminders:' || (current_date + 1));
