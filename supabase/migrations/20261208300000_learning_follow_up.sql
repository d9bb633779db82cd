-- Following the online learning (issue 45 items 3–4, decision 1023): time on content, the knowledge gain of the
-- positioning / final pair, the final quiz's pass mark in the certificate rule, and the trainers' and staff's views.
--
--   * record_learning_time: the lesson page tells, while it is shown, how long the learner stayed (a minute at most
--     a call); lesson_progress keeps the seconds and the last time seen, so « who is stuck » has a date.
--   * private.session_knowledge: per session, the learners who took both the positioning quiz (their first attempt)
--     and the final quiz (their best), the two averages and the gain in points; evaluation_results, the results page
--     and the quality report show it.
--   * quizzes.required_for_certificate: a final quiz may be part of the certificate rule, beside attendance; the
--     same staff override (attendance_rule_overrides) lifts both, with its recorded reason.
--   * session_learning_report / formation_learning_insights / remind_stuck_learners: staff, the session's trainers
--     and the formation's authors only (PA403 otherwise); the reminder is queued once per enrollment (dedupe key).

-- ─── Time on content ────────────────────────────────────────────────────────────────────────────────────
alter table public.lesson_progress
  add column seconds_spent integer not null default 0 check (seconds_spent >= 0),
  add column last_seen_at timestamptz not null default now();

create function public.record_learning_time(p_enrollment bigint, p_lesson bigint, p_seconds integer)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  v public.enrollments;
  v_module bigint;
  v_seconds integer := least(greatest(coalesce(p_seconds, 0), 0), 60);
begin
  v := private.learning_enrollment(p_enrollment);
  if v.user_id <> auth.uid() then
    raise exception 'Seul l''apprenant compte son temps' using errcode = 'PA403';
  end if;
  select l.module_id into v_module
    from public.learning_lessons l join public.learning_modules lm on lm.id = l.module_id
    join public.course_sessions s on s.formation_id = lm.formation_id
   where l.id = p_lesson and s.id = v.session_id;
  if not found then
    raise exception 'Leçon introuvable' using errcode = 'PA404';
  end if;
  if not exists (select 1 from private.learning_module_states(v.id) st where st.module_id = v_module and st.is_open) then
    raise exception 'Ce module est verrouillé : terminez d''abord le précédent' using errcode = 'PA409';
  end if;
  insert into public.lesson_progress (enrollment_id, lesson_id, user_id, seconds_spent, last_seen_at)
  values (v.id, p_lesson, v.user_id, v_seconds, now())
  on conflict (enrollment_id, lesson_id) do update
    set seconds_spent = least(public.lesson_progress.seconds_spent + v_seconds, 1000000000), last_seen_at = now();
end
$$;

-- ─── Knowledge gain: the positioning quiz (first attempt) against the final quiz (best attempt) ──────────────
create function private.learner_knowledge(p_enrollment bigint)
returns table (before_percent integer, after_percent integer)
language sql stable security definer set search_path = '' as $$
  select
    (select a.percent from public.quiz_attempts a join public.quizzes q on q.id = a.quiz_id
      where a.enrollment_id = p_enrollment and q.kind = 'positioning' and a.submitted_at is not null
      order by a.submitted_at, a.id limit 1),
    (select max(a.percent) from public.quiz_attempts a join public.quizzes q on q.id = a.quiz_id
      where a.enrollment_id = p_enrollment and q.kind = 'final' and a.submitted_at is not null)
$$;

create function private.session_knowledge(p_session bigint)
returns table (measured integer, before_percent integer, after_percent integer, gain integer)
language sql stable security definer set search_path = '' as $$
  select count(*)::integer, round(avg(k.before_percent))::integer, round(avg(k.after_percent))::integer,
         round(avg(k.after_percent - k.before_percent))::integer
    from public.enrollments e cross join lateral private.learner_knowledge(e.id) k
   where e.session_id = p_session and e.status in ('confirmed', 'completed')
     and k.before_percent is not null and k.after_percent is not null
$$;

-- evaluation_results as in 20261126520000, with the session's knowledge gain (measured learners, before, after,
-- gain in points). Its columns change, so it is made again.
drop function public.evaluation_results(date, date);
create function public.evaluation_results(p_from date default null, p_to date default null)
returns table (
  session_id bigint, formation_id bigint, formation_title text, trainer_id uuid, trainer_name text,
  starts_on date, ends_on date, city text, learners integer, attendance_percent integer,
  invited integer, answers integer, response_rate integer,
  avg_overall numeric, avg_content numeric, avg_trainer numeric, avg_organisation numeric,
  distribution integer[], promoters integer, passives integer, detractors integer, nps integer,
  cold_invited integer, cold_answers integer, applied_yes integer, applied_partly integer, applied_no integer,
  knowledge_measured integer, knowledge_before integer, knowledge_after integer, knowledge_gain integer
)
language sql stable security definer set search_path = '' as $$
  with visible as (
    select s.*, coalesce(s.trainer_id, f.trainer_id) as owner, f.title
    from public.course_sessions s join public.formations f on f.id = s.formation_id
    where s.status <> 'cancelled'
      and (p_from is null or s.ends_on >= p_from) and (p_to is null or s.starts_on <= p_to)
      and (public.is_admin() or public.is_session_trainer(s.id))
  ), hot as (
    select a.* from public.evaluation_answers a join visible v on v.id = a.session_id where a.kind = 'hot'
  ), cold as (
    select a.* from public.evaluation_answers a join visible v on v.id = a.session_id where a.kind = 'cold'
  )
  select v.id, v.formation_id, v.title, v.owner, coalesce(nullif(p.full_name, ''), 'Sans formateur'),
    v.starts_on, v.ends_on, v.city,
    (select count(*) from private.attendance_summary(v.id))::integer,
    (select round(avg(x.attendance_percent))::integer from private.attendance_summary(v.id) x
      where x.planned_minutes > 0),
    (select count(*) from private.evaluation_invitations i where i.session_id = v.id and i.kind = 'hot')::integer,
    (select count(*) from hot where hot.session_id = v.id)::integer,
    (select case when count(i.*) = 0 then null else round(100.0 * count(i.answered_at) / count(i.*))::integer end
       from private.evaluation_invitations i where i.session_id = v.id and i.kind = 'hot'),
    (select round(avg(rating_overall), 2) from hot where hot.session_id = v.id),
    (select round(avg(rating_content), 2) from hot where hot.session_id = v.id),
    (select round(avg(rating_trainer), 2) from hot where hot.session_id = v.id),
    (select round(avg(rating_organisation), 2) from hot where hot.session_id = v.id),
    array(select (select count(*) from hot where hot.session_id = v.id and hot.rating_overall = n)::integer
          from generate_series(1, 5) n order by n),
    (select count(*) from hot where hot.session_id = v.id and recommendation >= 9)::integer,
    (select count(*) from hot where hot.session_id = v.id and recommendation between 7 and 8)::integer,
    (select count(*) from hot where hot.session_id = v.id and recommendation <= 6)::integer,
    (select case when count(*) = 0 then null else
       round(100.0 * (count(*) filter (where recommendation >= 9) - count(*) filter (where recommendation <= 6)) / count(*))::integer
     end from hot where hot.session_id = v.id),
    (select count(*) from private.evaluation_invitations i where i.session_id = v.id and i.kind = 'cold')::integer,
    (select count(*) from cold where cold.session_id = v.id)::integer,
    (select count(*) from cold where cold.session_id = v.id and applied = 'oui')::integer,
    (select count(*) from cold where cold.session_id = v.id and applied = 'en_partie')::integer,
    (select count(*) from cold where cold.session_id = v.id and applied = 'non')::integer,
    k.measured, k.before_percent, k.after_percent, k.gain
  from visible v left join public.profiles p on p.id = v.owner
  cross join lateral private.session_knowledge(v.id) k
  order by v.starts_on desc, v.id desc
$$;
revoke execute on function public.evaluation_results(date, date) from public, anon;
grant execute on function public.evaluation_results(date, date) to authenticated, service_role;

-- ─── The final quiz in the certificate rule ─────────────────────────────────────────────────────────────
alter table public.quizzes
  add column required_for_certificate boolean not null default false,
  add constraint quizzes_certificate_rule_is_final check (not required_for_certificate or kind = 'final');
grant insert (required_for_certificate), update (required_for_certificate) on public.quizzes to authenticated;

create function private.require_final_quiz_rule() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_quiz public.quizzes;
begin
  if new.status <> 'completed' or old.status = 'completed' or new.session_id is null
     or exists (select 1 from public.attendance_rule_overrides o where o.enrollment_id = new.id) then
    return new;
  end if;
  for v_quiz in
    select q.* from public.quizzes q where q.formation_id = new.formation_id and q.required_for_certificate
  loop
    if not exists (select 1 from public.quiz_attempts a where a.quiz_id = v_quiz.id and a.enrollment_id = new.id
                    and a.passed) then
      raise exception 'Quiz final non réussi : « % » (% %% exigés) est requis pour le certificat', v_quiz.title,
        v_quiz.pass_percent
        using errcode = 'PA104',
        hint = 'L''équipe du cabinet peut passer outre en indiquant une raison (dérogation).';
    end if;
  end loop;
  return new;
end
$$;
create trigger enrollments_require_final_quiz before update of status on public.enrollments
  for each row execute function private.require_final_quiz_rule();

-- ─── Who follows a session's learning ───────────────────────────────────────────────────────────────────
create function private.can_follow_session_learning(p_session bigint) returns boolean
language sql stable security definer set search_path = '' as $$
  select public.is_admin() or public.is_session_trainer(p_session) or exists (
    select 1 from public.course_sessions s where s.id = p_session and public.can_author_learning(s.formation_id))
$$;

-- The last time a learner did something in the learning space (a lesson seen or done, a quiz started or sent).
create function private.learning_last_activity(p_enrollment bigint) returns timestamptz
language sql stable security definer set search_path = '' as $$
  select greatest(
    (select max(greatest(p.last_seen_at, p.first_seen_at, p.completed_at)) from public.lesson_progress p
      where p.enrollment_id = p_enrollment),
    (select max(greatest(a.started_at, a.submitted_at)) from public.quiz_attempts a where a.enrollment_id = p_enrollment))
$$;

-- Per confirmed learner of the session: lessons done of all, time on content, last activity, whether stuck (no
-- activity — or none since confirmed — for p_stuck_days days with lessons left), each quiz's attempts, best percent
-- and whether passed, the knowledge before and after; and the session's knowledge gain.
create function public.session_learning_report(p_session bigint, p_stuck_days integer default 7) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_session public.course_sessions;
  v_lessons integer;
  v_days integer := least(greatest(coalesce(p_stuck_days, 7), 1), 365);
begin
  select * into v_session from public.course_sessions s where s.id = p_session;
  if not found or not private.can_follow_session_learning(p_session) then
    raise exception 'Suivi réservé à l''équipe du cabinet et aux formateurs de la session' using errcode = 'PA403';
  end if;
  select count(*) into v_lessons from public.learning_lessons l join public.learning_modules lm on lm.id = l.module_id
   where lm.formation_id = v_session.formation_id;
  return jsonb_build_object(
    'session', jsonb_build_object('id', v_session.id, 'starts_on', v_session.starts_on, 'ends_on', v_session.ends_on,
                                  'city', v_session.city, 'format', v_session.format, 'formation_id', v_session.formation_id,
                                  'formation_title', (select f.title from public.formations f where f.id = v_session.formation_id)),
    'stuck_days', v_days,
    'lessons_total', v_lessons,
    'quizzes', (select coalesce(jsonb_agg(jsonb_build_object('id', q.id, 'title', q.title, 'kind', q.kind,
                                                             'pass_percent', q.pass_percent)
                                          order by case q.kind when 'positioning' then 0 when 'module' then 1 else 2 end, q.id),
                                '[]'::jsonb)
                  from public.quizzes q where q.formation_id = v_session.formation_id),
    'knowledge', (select jsonb_build_object('measured', k.measured, 'before', k.before_percent,
                                            'after', k.after_percent, 'gain', k.gain)
                    from private.session_knowledge(p_session) k),
    'learners', (select coalesce(jsonb_agg(row order by row ->> 'name', (row ->> 'enrollment_id')::bigint), '[]'::jsonb) from (
      select jsonb_build_object(
        'enrollment_id', e.id,
        'name', coalesce(nullif(trim(pr.full_name), ''), u.email, 'Apprenant'),
        'email', u.email,
        'lessons_done', done.n,
        'percent', case when v_lessons = 0 then 0 else round(done.n * 100.0 / v_lessons)::integer end,
        'seconds_spent', done.seconds,
        'last_activity_at', last.at,
        'stuck', done.n < v_lessons and coalesce(last.at, e.created_at) < now() - make_interval(days => v_days),
        'reminded_at', (select r.sent_at from private.learning_reminders r where r.enrollment_id = e.id),
        'before_percent', k.before_percent,
        'after_percent', k.after_percent,
        'quizzes', (select coalesce(jsonb_agg(jsonb_build_object(
              'quiz_id', q.id,
              'attempts', (select count(*) from public.quiz_attempts a where a.quiz_id = q.id and a.enrollment_id = e.id
                              and a.submitted_at is not null),
              'best_percent', (select max(a.percent) from public.quiz_attempts a where a.quiz_id = q.id
                                  and a.enrollment_id = e.id),
              'passed', exists (select 1 from public.quiz_attempts a where a.quiz_id = q.id and a.enrollment_id = e.id
                                   and a.passed)) order by q.id), '[]'::jsonb)
            from public.quizzes q where q.formation_id = v_session.formation_id)) as row
        from public.enrollments e
        join auth.users u on u.id = e.user_id
        left join public.profiles pr on pr.id = e.user_id
        cross join lateral (
          select count(*) filter (where p.completed_at is not null)::integer as n,
                 coalesce(sum(p.seconds_spent), 0)::integer as seconds
            from public.lesson_progress p where p.enrollment_id = e.id) done
        cross join lateral (select private.learning_last_activity(e.id) as at) last
        cross join lateral private.learner_knowledge(e.id) k
       where e.session_id = p_session and e.status in ('confirmed', 'completed')) learners));
end
$$;

-- ─── One reminder, once, to each stuck learner ──────────────────────────────────────────────────────────
create table private.learning_reminders (
  enrollment_id bigint primary key references public.enrollments (id) on delete cascade,
  sent_at timestamptz not null default now(),
  sent_by uuid references auth.users (id) on delete set null
);
revoke all on private.learning_reminders from public, anon, authenticated;

-- Queues the French e-mail « reprenez votre parcours » to each learner of the session stuck for p_stuck_days days
-- and not yet reminded; answers how many were queued. Each learner gets it once (the table and the job's key).
create function public.remind_stuck_learners(p_session bigint, p_stuck_days integer default 7) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_report jsonb;
  v_count integer := 0;
  v_title text;
  v_body text;
  l jsonb;
begin
  v_report := public.session_learning_report(p_session, p_stuck_days);
  v_title := v_report -> 'session' ->> 'formation_title';
  for l in select * from jsonb_array_elements(v_report -> 'learners') loop
    continue when not (l ->> 'stuck')::boolean or l ->> 'reminded_at' is not null or l ->> 'email' is null;
    insert into private.learning_reminders (enrollment_id, sent_by)
    values ((l ->> 'enrollment_id')::bigint, auth.uid()) on conflict (enrollment_id) do nothing;
    continue when not found;
    v_body := 'Bonjour,' || chr(10) || chr(10) || 'Votre parcours en ligne de la formation « ' || v_title
      || ' » vous attend : vous en avez fait ' || (l ->> 'percent') || ' %, et rien depuis quelques jours.' || chr(10)
      || 'Reprenez là où vous en étiez depuis « Mes formations », sur notre site, sur ordinateur ou sur téléphone.'
      || chr(10) || chr(10) || 'Votre formateur et l''équipe du cabinet restent à votre disposition.';
    perform private.enqueue_job('mail.send', jsonb_build_object(
        'to', l ->> 'email',
        'subject', 'Votre parcours « ' || v_title || ' » vous attend',
        'text', v_body,
        'html', '<p>' || replace(replace(replace(replace(v_body, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), chr(10), '<br>')
                || '</p>'),
      now(), 'mail:learning.stuck:' || (l ->> 'enrollment_id'));
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

-- ─── Per formation: which lessons lose people, which questions most learners miss ───────────────────────
create function public.formation_learning_insights(p_formation bigint) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_learners integer;
begin
  if not (public.is_admin() or public.can_author_learning(p_formation)) then
    raise exception 'Réservé à l''équipe du cabinet et aux formateurs de la formation' using errcode = 'PA403';
  end if;
  select count(*) into v_learners from public.enrollments e join public.course_sessions s on s.id = e.session_id
   where s.formation_id = p_formation and e.status in ('confirmed', 'completed');
  return jsonb_build_object(
    'learners', v_learners,
    'lessons', (select coalesce(jsonb_agg(jsonb_build_object(
        'lesson_id', l.id, 'title', l.title, 'module_title', lm.title,
        'started', (select count(*) from public.lesson_progress p where p.lesson_id = l.id),
        'done', (select count(*) from public.lesson_progress p where p.lesson_id = l.id and p.completed_at is not null))
        order by lm.position, lm.id, l.position, l.id), '[]'::jsonb)
      from public.learning_lessons l join public.learning_modules lm on lm.id = l.module_id
     where lm.formation_id = p_formation),
    'questions', (select coalesce(jsonb_agg(x order by (x ->> 'missed_percent')::integer desc, (x ->> 'question_id')::bigint), '[]'::jsonb) from (
      select jsonb_build_object('question_id', qq.id, 'prompt', qq.prompt, 'quiz_title', q.title,
               'answered', count(a.id),
               'missed', count(a.id) filter (where not private.quiz_answer_right(qq.id, a.answers -> qq.id::text)),
               'missed_percent', case when count(a.id) = 0 then 0 else round(100.0 * count(a.id) filter (
                 where not private.quiz_answer_right(qq.id, a.answers -> qq.id::text)) / count(a.id))::integer end) as x
        from public.quiz_questions qq join public.quizzes q on q.id = qq.quiz_id
        left join public.quiz_attempts a on a.quiz_id = q.id and a.submitted_at is not null and not a.timed_out
       where q.formation_id = p_formation
       group by qq.id, q.title) questions));
end
$$;

-- Whether a given answer to a question is right (the same rule as submit_quiz_attempt).
create function private.quiz_answer_right(p_question bigint, p_given jsonb) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  v_kind text;
  v_correct jsonb;
  v_given jsonb := p_given;
begin
  select qq.kind, k.correct into v_kind, v_correct
    from public.quiz_questions qq join private.quiz_answer_keys k on k.question_id = qq.id where qq.id = p_question;
  if v_kind is null or v_given is null then return false; end if;
  if v_kind = 'short' then
    return jsonb_typeof(v_given) = 'string' and exists (
      select 1 from jsonb_array_elements_text(v_correct) a
       where private.normalised_answer(a) = private.normalised_answer(v_given #>> '{}'));
  end if;
  if jsonb_typeof(v_given) = 'string' then v_given := jsonb_build_array(v_given); end if;
  return jsonb_typeof(v_given) = 'array' and v_given @> v_correct and v_correct @> v_given;
end
$$;

revoke all on function public.record_learning_time(bigint, bigint, integer),
  public.session_learning_report(bigint, integer), public.remind_stuck_learners(bigint, integer),
  public.formation_learning_insights(bigint) from public, anon;
grant execute on function public.record_learning_time(bigint, bigint, integer),
  public.session_learning_report(bigint, integer), public.remind_stuck_learners(bigint, integer),
  public.formation_learning_insights(bigint) to authenticated, service_role;
revoke all on function private.learner_knowledge(bigint), private.session_knowledge(bigint),
  private.require_final_quiz_rule(), private.can_follow_session_learning(bigint),
  private.learning_last_activity(bigint), private.quiz_answer_right(bigint, jsonb) from public, anon, authenticated;
