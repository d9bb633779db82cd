-- Quizzes of the online learning (issue 45 item 3, decision 1013).
--
-- A formation has quizzes — a positioning quiz before the session (« positionnement »), module quizzes, a final quiz —
-- each with its questions: single or multiple choice, true/false, short answer. What a question's right answer is
-- (and its explanation) lives in private.quiz_answer_keys, a table of the private schema the API never reaches: it
-- is written by save_quiz_question and read only inside submit_quiz_attempt, once the learner has submitted. The
-- browser gets the questions and their choices (public.quiz_questions), never a key, before submission.
-- Attempts (public.quiz_attempts) are opened by start_quiz_attempt (its deadline when the quiz has a time limit, the
-- attempts left checked under a row lock) and graded by submit_quiz_attempt, on the server. A module's quizzes must
-- be passed for the module to be done, so « module by module » opens the next one only then.

create table public.quizzes (
  id bigint generated always as identity primary key,
  formation_id bigint not null references public.formations (id) on delete cascade,
  -- The module a module quiz belongs to; none for the positioning and final quizzes.
  module_id bigint references public.learning_modules (id) on delete cascade,
  kind text not null check (kind in ('positioning', 'module', 'final')),
  title text not null check (char_length(trim(title)) between 1 and 200),
  time_limit_minutes integer check (time_limit_minutes between 1 and 600),
  max_attempts integer check (max_attempts between 1 and 100),
  pass_percent integer not null default 70 check (pass_percent between 0 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((kind = 'module') = (module_id is not null))
);
create index quizzes_formation_idx on public.quizzes (formation_id);
create index quizzes_module_idx on public.quizzes (module_id) where module_id is not null;
create trigger quizzes_touch_updated_at before update on public.quizzes
  for each row execute function public.touch_updated_at();

-- A module quiz belongs to a module of its own formation.
create function private.check_quiz_module() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.module_id is not null and not exists (
    select 1 from public.learning_modules m where m.id = new.module_id and m.formation_id = new.formation_id) then
    raise exception 'Ce module n''est pas dans la formation du quiz' using errcode = 'PA422';
  end if;
  return new;
end
$$;
create trigger quizzes_check_module before insert or update on public.quizzes
  for each row execute function private.check_quiz_module();

create table public.quiz_questions (
  id bigint generated always as identity primary key,
  quiz_id bigint not null references public.quizzes (id) on delete cascade,
  position integer not null default 0 check (position between 0 and 10000),
  kind text not null check (kind in ('single', 'multiple', 'true_false', 'short')),
  prompt text not null check (char_length(trim(prompt)) between 1 and 2000),
  -- The choices shown: [{ "id": "a", "text": "…" }, …]; none for a short answer.
  choices jsonb not null default '[]'::jsonb check (jsonb_typeof(choices) = 'array' and jsonb_array_length(choices) <= 12),
  points integer not null default 1 check (points between 1 and 100),
  created_at timestamptz not null default now()
);
create index quiz_questions_quiz_idx on public.quiz_questions (quiz_id, position, id);

-- The keys: the choice ids that are right (choices), or the accepted short answers (compared without case, accents
-- and surrounding spaces), and the explanation shown after submission. In the private schema: no API role reads it.
create table private.quiz_answer_keys (
  question_id bigint primary key references public.quiz_questions (id) on delete cascade,
  correct jsonb not null check (jsonb_typeof(correct) = 'array' and jsonb_array_length(correct) between 1 and 20),
  explanation text not null default '' check (char_length(explanation) <= 4000)
);
revoke all on private.quiz_answer_keys from public, anon, authenticated;

create table public.quiz_attempts (
  id bigint generated always as identity primary key,
  quiz_id bigint not null references public.quizzes (id) on delete cascade,
  enrollment_id bigint not null references public.enrollments (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  started_at timestamptz not null default now(),
  deadline_at timestamptz,
  submitted_at timestamptz,
  answers jsonb,
  score integer,
  max_score integer,
  percent integer check (percent between 0 and 100),
  passed boolean,
  timed_out boolean not null default false
);
create index quiz_attempts_enrollment_idx on public.quiz_attempts (enrollment_id, quiz_id);

alter table public.quizzes enable row level security;
alter table public.quiz_questions enable row level security;
alter table public.quiz_attempts enable row level security;

-- Quizzes and their questions (without keys): the formation's authors and its confirmed learners.
create policy "quizzes: authors and learners read" on public.quizzes
  for select to authenticated
  using (public.can_author_learning(formation_id) or public.is_learner_of_formation(formation_id));
create policy "quizzes: authors add" on public.quizzes
  for insert to authenticated with check (public.can_author_learning(formation_id));
create policy "quizzes: authors edit" on public.quizzes
  for update to authenticated
  using (public.can_author_learning(formation_id)) with check (public.can_author_learning(formation_id));
create policy "quizzes: authors delete" on public.quizzes
  for delete to authenticated using (public.can_author_learning(formation_id));

create policy "quiz questions: authors and learners read" on public.quiz_questions
  for select to authenticated
  using (exists (select 1 from public.quizzes q where q.id = quiz_id
                  and (public.can_author_learning(q.formation_id) or public.is_learner_of_formation(q.formation_id))));
create policy "quiz questions: authors delete" on public.quiz_questions
  for delete to authenticated
  using (exists (select 1 from public.quizzes q where q.id = quiz_id and public.can_author_learning(q.formation_id)));

create policy "quiz attempts: the learner, authors and staff read" on public.quiz_attempts
  for select to authenticated
  using (user_id = auth.uid() or public.is_admin() or exists (
    select 1 from public.quizzes q where q.id = quiz_id and public.can_author_learning(q.formation_id)));

revoke all on public.quizzes, public.quiz_questions, public.quiz_attempts from anon, authenticated;
grant select, delete on public.quizzes to authenticated;
grant insert (formation_id, module_id, kind, title, time_limit_minutes, max_attempts, pass_percent)
  on public.quizzes to authenticated;
grant update (title, time_limit_minutes, max_attempts, pass_percent) on public.quizzes to authenticated;
grant select, delete on public.quiz_questions to authenticated;
grant select on public.quiz_attempts to authenticated;
grant select, insert, update, delete on public.quizzes, public.quiz_questions, public.quiz_attempts to service_role;

-- ─── Authors: a question and its key, in one call ───────────────────────────────────────────────────────
-- p_choices: [{ "id", "text" }] (true/false: written here as « Vrai » / « Faux »); p_correct: the right choice ids,
-- or the accepted answers of a short question. PA403 for anyone but the formation's authors, PA422 for a key that
-- does not fit the question.
create function public.save_quiz_question(
  p_quiz bigint, p_question bigint, p_kind text, p_prompt text, p_choices jsonb, p_correct jsonb,
  p_explanation text default '', p_position integer default 0, p_points integer default 1
) returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  v_formation bigint;
  v_id bigint;
  v_choice_ids jsonb;
begin
  select q.formation_id into v_formation from public.quizzes q where q.id = p_quiz;
  if v_formation is null or not public.can_author_learning(v_formation) then
    raise exception 'Seuls les formateurs de la formation et les rédacteurs écrivent ses quiz' using errcode = 'PA403';
  end if;
  if p_kind = 'true_false' then
    p_choices := '[{"id": "vrai", "text": "Vrai"}, {"id": "faux", "text": "Faux"}]'::jsonb;
  elsif p_kind = 'short' then
    p_choices := '[]'::jsonb;
  end if;
  if p_kind not in ('single', 'multiple', 'true_false', 'short') or jsonb_typeof(p_correct) <> 'array'
     or jsonb_array_length(p_correct) = 0 then
    raise exception 'Indiquez la bonne réponse de la question' using errcode = 'PA422';
  end if;
  if p_kind <> 'short' then
    select coalesce(jsonb_agg(c -> 'id'), '[]'::jsonb) into v_choice_ids from jsonb_array_elements(p_choices) c;
    if jsonb_array_length(p_choices) < 2 or not (v_choice_ids @> p_correct)
       or (p_kind in ('single', 'true_false') and jsonb_array_length(p_correct) <> 1) then
      raise exception 'Les bonnes réponses doivent être parmi les choix (une seule pour un choix unique)' using errcode = 'PA422';
    end if;
  end if;
  if p_question is null then
    insert into public.quiz_questions (quiz_id, position, kind, prompt, choices, points)
    values (p_quiz, p_position, p_kind, p_prompt, p_choices, p_points) returning id into v_id;
  else
    update public.quiz_questions set position = p_position, kind = p_kind, prompt = p_prompt, choices = p_choices,
           points = p_points
     where id = p_question and quiz_id = p_quiz returning id into v_id;
    if v_id is null then
      raise exception 'Question introuvable' using errcode = 'PA404';
    end if;
  end if;
  insert into private.quiz_answer_keys (question_id, correct, explanation)
  values (v_id, p_correct, coalesce(p_explanation, ''))
  on conflict (question_id) do update set correct = excluded.correct, explanation = excluded.explanation;
  return v_id;
end
$$;

-- An author reads a quiz's keys (to edit them); nobody else.
create function public.quiz_answer_keys(p_quiz bigint) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_formation bigint;
begin
  select q.formation_id into v_formation from public.quizzes q where q.id = p_quiz;
  if v_formation is null or not public.can_author_learning(v_formation) then
    raise exception 'Réservé aux formateurs de la formation et aux rédacteurs' using errcode = 'PA403';
  end if;
  return (select coalesce(jsonb_agg(jsonb_build_object('question_id', k.question_id, 'correct', k.correct,
                                                       'explanation', k.explanation) order by k.question_id), '[]'::jsonb)
            from private.quiz_answer_keys k join public.quiz_questions qq on qq.id = k.question_id
           where qq.quiz_id = p_quiz);
end
$$;

-- ─── Learners: start, then submit ──────────────────────────────────────────────────────────────────────────
-- A short answer as compared: lower case, without accents, spaces collapsed.
create function private.normalised_answer(p text) returns text
language sql immutable set search_path = '' as $$
  select regexp_replace(lower(translate(trim(coalesce(p, '')),
    -- Ÿ written by its code point: the source's characters stay within the site's font subset (scripts/subset-inter).
    'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÇçÑñ' || chr(376) || 'ÿ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYy')), '\s+', ' ', 'g')
$$;

-- The quiz an enrollment may take now: PA404 when it is not of its formation, PA409 (French) when its module is
-- locked or no attempt is left.
create function private.quiz_for_enrollment(p_enrollment public.enrollments, p_quiz bigint) returns public.quizzes
language plpgsql stable security definer set search_path = '' as $$
declare
  v_quiz public.quizzes;
begin
  select q.* into v_quiz from public.quizzes q join public.course_sessions s on s.formation_id = q.formation_id
   where q.id = p_quiz and s.id = p_enrollment.session_id;
  if not found then
    raise exception 'Quiz introuvable' using errcode = 'PA404';
  end if;
  if v_quiz.module_id is not null and not exists (
    select 1 from private.learning_module_states(p_enrollment.id) st where st.module_id = v_quiz.module_id and st.is_open) then
    raise exception 'Ce module est verrouillé : terminez d''abord le précédent' using errcode = 'PA409';
  end if;
  return v_quiz;
end
$$;

-- Opens an attempt (or answers the one under way): its id, deadline and the questions with their choices, no key.
create function public.start_quiz_attempt(p_enrollment bigint, p_quiz bigint) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v public.enrollments;
  v_quiz public.quizzes;
  v_attempt public.quiz_attempts;
  v_used integer;
begin
  v := private.learning_enrollment(p_enrollment);
  if v.user_id <> auth.uid() then
    raise exception 'Seul l''apprenant répond à ses quiz' using errcode = 'PA403';
  end if;
  -- One start at a time per enrollment: the attempts left are counted under this lock.
  perform 1 from public.enrollments e where e.id = v.id for update;
  v_quiz := private.quiz_for_enrollment(v, p_quiz);
  select * into v_attempt from public.quiz_attempts a
   where a.enrollment_id = v.id and a.quiz_id = p_quiz and a.submitted_at is null
     and (a.deadline_at is null or a.deadline_at > now())
   order by a.id desc limit 1;
  if not found then
    if exists (select 1 from public.quiz_attempts a where a.enrollment_id = v.id and a.quiz_id = p_quiz and a.passed) then
      raise exception 'Vous avez déjà réussi ce quiz' using errcode = 'PA409';
    end if;
    select count(*) into v_used from public.quiz_attempts a where a.enrollment_id = v.id and a.quiz_id = p_quiz;
    if v_quiz.max_attempts is not null and v_used >= v_quiz.max_attempts then
      raise exception 'Vous avez utilisé toutes vos tentatives pour ce quiz' using errcode = 'PA409';
    end if;
    insert into public.quiz_attempts (quiz_id, enrollment_id, user_id, deadline_at)
    values (p_quiz, v.id, v.user_id,
            case when v_quiz.time_limit_minutes is not null then now() + make_interval(mins => v_quiz.time_limit_minutes) end)
    returning * into v_attempt;
  end if;
  return jsonb_build_object(
    'attempt_id', v_attempt.id,
    'started_at', v_attempt.started_at,
    'deadline_at', v_attempt.deadline_at,
    'quiz', jsonb_build_object('id', v_quiz.id, 'title', v_quiz.title, 'kind', v_quiz.kind,
                               'time_limit_minutes', v_quiz.time_limit_minutes, 'max_attempts', v_quiz.max_attempts,
                               'pass_percent', v_quiz.pass_percent),
    'questions', (select coalesce(jsonb_agg(jsonb_build_object('id', qq.id, 'kind', qq.kind, 'prompt', qq.prompt,
                                                               'choices', qq.choices, 'points', qq.points)
                                            order by qq.position, qq.id), '[]'::jsonb)
                    from public.quiz_questions qq where qq.quiz_id = p_quiz));
end
$$;

-- Grades an attempt on the server. p_answers: { "<question id>": ["choice id", …] | "short answer" }. Past the
-- deadline (a minute's grace for the network) the attempt is recorded as timed out with what was answered in time:
-- nothing (score 0), and PA409 « Le temps est écoulé ». Answers the score and, now only, each question's right
-- answer and explanation.
create function public.submit_quiz_attempt(p_attempt bigint, p_answers jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_attempt public.quiz_attempts;
  v_quiz public.quizzes;
  v_score integer := 0;
  v_max integer := 0;
  v_percent integer;
  v_results jsonb := '[]'::jsonb;
  v_given jsonb;
  v_right boolean;
  q record;
begin
  select * into v_attempt from public.quiz_attempts a where a.id = p_attempt and a.user_id = auth.uid() for update;
  if not found then
    raise exception 'Tentative introuvable' using errcode = 'PA404';
  end if;
  if v_attempt.submitted_at is not null then
    raise exception 'Cette tentative est déjà envoyée' using errcode = 'PA409';
  end if;
  select * into v_quiz from public.quizzes where id = v_attempt.quiz_id;
  if v_attempt.deadline_at is not null and now() > v_attempt.deadline_at + interval '1 minute' then
    select coalesce(sum(points), 0) into v_max from public.quiz_questions where quiz_id = v_quiz.id;
    update public.quiz_attempts set submitted_at = now(), answers = '{}'::jsonb, score = 0, max_score = v_max,
           percent = 0, passed = false, timed_out = true
     where id = v_attempt.id;
    -- The record is kept (a used attempt); the learner is told in French.
    return jsonb_build_object('attempt_id', v_attempt.id, 'timed_out', true, 'score', 0, 'max_score', v_max,
                              'percent', 0, 'passed', false, 'message', 'Le temps est écoulé : cette tentative compte pour 0.');
  end if;
  if jsonb_typeof(coalesce(p_answers, '{}'::jsonb)) <> 'object' then
    raise exception 'Les réponses sont mal formées' using errcode = 'PA422';
  end if;
  for q in
    select qq.id, qq.kind, qq.points, k.correct, k.explanation
      from public.quiz_questions qq join private.quiz_answer_keys k on k.question_id = qq.id
     where qq.quiz_id = v_quiz.id order by qq.position, qq.id
  loop
    v_given := p_answers -> q.id::text;
    if q.kind = 'short' then
      v_right := jsonb_typeof(v_given) = 'string' and exists (
        select 1 from jsonb_array_elements_text(q.correct) a
         where private.normalised_answer(a) = private.normalised_answer(v_given #>> '{}'));
    else
      if jsonb_typeof(v_given) = 'string' then v_given := jsonb_build_array(v_given); end if;
      v_right := jsonb_typeof(v_given) = 'array' and v_given @> q.correct and q.correct @> v_given;
    end if;
    v_max := v_max + q.points;
    if v_right then v_score := v_score + q.points; end if;
    v_results := v_results || jsonb_build_object('question_id', q.id, 'right', coalesce(v_right, false),
                                                 'correct', q.correct, 'explanation', q.explanation);
  end loop;
  v_percent := case when v_max = 0 then 0 else round(v_score * 100.0 / v_max) end;
  update public.quiz_attempts set submitted_at = now(), answers = coalesce(p_answers, '{}'::jsonb), score = v_score,
         max_score = v_max, percent = v_percent, passed = v_percent >= v_quiz.pass_percent
   where id = v_attempt.id;
  return jsonb_build_object('attempt_id', v_attempt.id, 'timed_out', false, 'score', v_score, 'max_score', v_max,
                            'percent', v_percent, 'passed', v_percent >= v_quiz.pass_percent, 'results', v_results);
end
$$;

-- A module is done once its lessons are, and each of its quizzes passed.
create or replace function private.learning_requirements_met(p_enrollment bigint, p_module bigint) returns boolean
language sql stable security definer set search_path = '' as $$
  select not exists (
    select 1 from public.quizzes q
     where q.module_id = p_module
       and not exists (select 1 from public.quiz_attempts a
                        where a.quiz_id = q.id and a.enrollment_id = p_enrollment and a.passed))
$$;

-- The learner's quizzes of an enrollment: each with its attempts used and left, best percent, passed.
create function public.learning_quizzes(p_enrollment bigint) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v public.enrollments;
begin
  v := private.learning_enrollment(p_enrollment);
  return (select coalesce(jsonb_agg(jsonb_build_object(
      'id', q.id, 'title', q.title, 'kind', q.kind, 'module_id', q.module_id,
      'time_limit_minutes', q.time_limit_minutes, 'max_attempts', q.max_attempts, 'pass_percent', q.pass_percent,
      'questions', (select count(*) from public.quiz_questions qq where qq.quiz_id = q.id),
      'attempts_used', (select count(*) from public.quiz_attempts a where a.quiz_id = q.id and a.enrollment_id = v.id),
      'best_percent', (select max(a.percent) from public.quiz_attempts a where a.quiz_id = q.id and a.enrollment_id = v.id),
      'passed', exists (select 1 from public.quiz_attempts a where a.quiz_id = q.id and a.enrollment_id = v.id and a.passed))
      order by case q.kind when 'positioning' then 0 when 'module' then 1 else 2 end, q.id), '[]'::jsonb)
    from public.quizzes q join public.course_sessions s on s.formation_id = q.formation_id
   where s.id = v.session_id);
end
$$;

revoke all on function public.save_quiz_question(bigint, bigint, text, text, jsonb, jsonb, text, integer, integer),
  public.quiz_answer_keys(bigint), public.start_quiz_attempt(bigint, bigint), public.submit_quiz_attempt(bigint, jsonb),
  public.learning_quizzes(bigint) from public, anon;
grant execute on function public.save_quiz_question(bigint, bigint, text, text, jsonb, jsonb, text, integer, integer),
  public.quiz_answer_keys(bigint), public.start_quiz_attempt(bigint, bigint), public.submit_quiz_attempt(bigint, jsonb),
  public.learning_quizzes(bigint) to authenticated, service_role;
revoke all on function private.check_quiz_module(), private.normalised_answer(text),
  private.quiz_for_enrollment(public.enrollments, bigint) from public, anon, authenticated;
