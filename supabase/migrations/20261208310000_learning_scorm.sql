-- SCORM 1.2 lessons (issue 45 item 5, decision 1025).
--
-- An author uploads a SCORM 1.2 package (a zip) through the Edge Function learning-scorm, which refuses oversized
-- packages, too many entries and unsafe paths, reads imsmanifest.xml for the launch page, creates a lesson of kind
-- « scorm » and stores the package's files in the private bucket learning-files under
-- « <formation id>/scorm/<lesson id>/… » (so the authors' storage rules apply to them unchanged).
-- A learner's run of the package (its SCORM « cmi » data) is one row of scorm_attempts per enrollment and lesson:
--   * read by its learner, the formation's authors (trainers, editors) and admins;
--   * written only through scorm_commit (security definer): the caller's own, confirmed enrollment, a lesson of its
--     formation whose module is open; a « completed » or « passed » status marks the lesson done in lesson_progress.

alter table public.learning_lessons drop constraint learning_lessons_kind_check;
alter table public.learning_lessons add constraint learning_lessons_kind_check
  check (kind in ('text', 'file', 'video', 'embed', 'link', 'scorm'));
-- The launch page of a SCORM package, relative to its folder (from imsmanifest.xml), written by learning-scorm.
alter table public.learning_lessons add column scorm_launch text
  check (char_length(scorm_launch) between 1 and 300 and scorm_launch !~ '(^/|\.\.|\\)');
alter table public.learning_lessons add constraint learning_lessons_scorm_launch_check2
  check (kind <> 'scorm' or scorm_launch is not null);
grant select (scorm_launch) on public.learning_lessons to authenticated;

create table public.scorm_attempts (
  enrollment_id bigint not null references public.enrollments (id) on delete cascade,
  lesson_id bigint not null references public.learning_lessons (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- cmi.core.lesson_status (SCORM 1.2 vocabulary).
  lesson_status text not null default 'not attempted' check (lesson_status in
    ('passed', 'completed', 'failed', 'incomplete', 'browsed', 'not attempted')),
  -- cmi.core.score.raw/min/max: decimals, blank (null) until the package sets them.
  score_raw numeric(7, 2) check (score_raw between -100000 and 100000),
  score_min numeric(7, 2) check (score_min between -100000 and 100000),
  score_max numeric(7, 2) check (score_max between -100000 and 100000),
  -- cmi.core.lesson_location (255) and cmi.suspend_data (4096), as SCORM 1.2 bounds them.
  lesson_location text not null default '' check (char_length(lesson_location) <= 255),
  suspend_data text not null default '' check (char_length(suspend_data) <= 4096),
  -- cmi.core.session_time of the last session (HHHH:MM:SS.SS) and the total of all sessions, in seconds.
  session_time text not null default '' check (session_time = '' or session_time ~ '^[0-9]{2,4}:[0-9]{2}:[0-9]{2}(\.[0-9]{1,2})?$'),
  total_seconds numeric(12, 2) not null default 0 check (total_seconds >= 0),
  commits integer not null default 0 check (commits >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (enrollment_id, lesson_id)
);
create index scorm_attempts_user_idx on public.scorm_attempts (user_id);
create index scorm_attempts_lesson_idx on public.scorm_attempts (lesson_id);
create trigger scorm_attempts_touch_updated_at before update on public.scorm_attempts
  for each row execute function public.touch_updated_at();

alter table public.scorm_attempts enable row level security;
create policy "scorm attempts: the learner, authors and staff read" on public.scorm_attempts
  for select to authenticated
  using (user_id = auth.uid() or public.is_admin() or exists (
    select 1 from public.learning_lessons l join public.learning_modules lm on lm.id = l.module_id
     where l.id = lesson_id and public.can_author_learning(lm.formation_id)));
revoke all on public.scorm_attempts from anon, authenticated;
grant select on public.scorm_attempts to authenticated;
grant select, insert, update, delete on public.scorm_attempts to service_role;

-- The lesson as a learner may run it: the caller's confirmed enrollment, a « scorm » lesson of its formation, in an
-- open module. PA403 for someone else's enrollment, PA404 for a lesson not in it, PA409 while its module is locked.
create function private.scorm_lesson_for(p_enrollment bigint, p_lesson bigint) returns public.enrollments
language plpgsql stable security definer set search_path = '' as $$
declare
  v public.enrollments;
  v_module bigint;
begin
  v := private.learning_enrollment(p_enrollment);
  if v.user_id is distinct from auth.uid() then
    raise exception 'Seul l''apprenant suit ses leçons' using errcode = 'PA403';
  end if;
  select l.module_id into v_module
    from public.learning_lessons l join public.learning_modules lm on lm.id = l.module_id
    join public.course_sessions s on s.formation_id = lm.formation_id
   where l.id = p_lesson and l.kind = 'scorm' and s.id = v.session_id;
  if not found then
    raise exception 'Leçon introuvable' using errcode = 'PA404';
  end if;
  if not exists (select 1 from private.learning_module_states(v.id) st where st.module_id = v_module and st.is_open) then
    raise exception 'Ce module est verrouillé : terminez d''abord le précédent' using errcode = 'PA409';
  end if;
  return v;
end
$$;

-- What a package reads when it starts (LMSInitialize): the attempt so far and who the learner is.
create function public.scorm_attempt(p_enrollment bigint, p_lesson bigint) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v public.enrollments;
  a public.scorm_attempts;
begin
  v := private.scorm_lesson_for(p_enrollment, p_lesson);
  select * into a from public.scorm_attempts t where t.enrollment_id = v.id and t.lesson_id = p_lesson;
  return jsonb_build_object(
    'student_id', v.user_id,
    'student_name', coalesce((select trim(p.full_name) from public.profiles p where p.id = v.user_id), ''),
    'lesson_status', coalesce(a.lesson_status, 'not attempted'),
    'entry', case when a.enrollment_id is null then 'ab-initio' when a.suspend_data <> '' or a.lesson_location <> '' then 'resume' else '' end,
    'score_raw', a.score_raw, 'score_min', a.score_min, 'score_max', a.score_max,
    'lesson_location', coalesce(a.lesson_location, ''),
    'suspend_data', coalesce(a.suspend_data, ''),
    'total_seconds', coalesce(a.total_seconds, 0));
end
$$;

-- LMSCommit / LMSFinish: saves the package's data. p_cmi holds lesson_status, score_raw/min/max (numbers or null),
-- lesson_location, suspend_data and session_time (added to the total). PA422 for a value SCORM 1.2 refuses.
create function public.scorm_commit(p_enrollment bigint, p_lesson bigint, p_cmi jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v public.enrollments;
  v_status text := coalesce(p_cmi ->> 'lesson_status', 'not attempted');
  v_session text := coalesce(p_cmi ->> 'session_time', '');
  v_seconds numeric := 0;
  v_score numeric[] := array[null, null, null]::numeric[];
  k text;
  i integer := 0;
begin
  v := private.scorm_lesson_for(p_enrollment, p_lesson);
  if jsonb_typeof(p_cmi) is distinct from 'object' then
    raise exception 'Données SCORM illisibles' using errcode = 'PA422';
  end if;
  if v_status not in ('passed', 'completed', 'failed', 'incomplete', 'browsed', 'not attempted') then
    raise exception 'Statut SCORM inconnu : %', v_status using errcode = 'PA422';
  end if;
  foreach k in array array['score_raw', 'score_min', 'score_max'] loop
    i := i + 1;
    if p_cmi ? k and jsonb_typeof(p_cmi -> k) <> 'null' then
      if jsonb_typeof(p_cmi -> k) <> 'number' or abs((p_cmi ->> k)::numeric) > 100000 then
        raise exception 'Score SCORM refusé (%)', k using errcode = 'PA422';
      end if;
      v_score[i] := round((p_cmi ->> k)::numeric, 2);
    end if;
  end loop;
  if char_length(coalesce(p_cmi ->> 'suspend_data', '')) > 4096 or char_length(coalesce(p_cmi ->> 'lesson_location', '')) > 255 then
    raise exception 'Données SCORM trop longues' using errcode = 'PA422';
  end if;
  if v_session <> '' then
    if v_session !~ '^[0-9]{2,4}:[0-9]{2}:[0-9]{2}(\.[0-9]{1,2})?$' then
      raise exception 'Durée SCORM mal écrite : %', v_session using errcode = 'PA422';
    end if;
    v_seconds := split_part(v_session, ':', 1)::numeric * 3600 + split_part(v_session, ':', 2)::numeric * 60
               + split_part(v_session, ':', 3)::numeric;
  end if;
  insert into public.scorm_attempts as t (enrollment_id, lesson_id, user_id, lesson_status, score_raw, score_min, score_max,
                                          lesson_location, suspend_data, session_time, total_seconds, commits)
  values (v.id, p_lesson, v.user_id, v_status, v_score[1], v_score[2], v_score[3],
          coalesce(p_cmi ->> 'lesson_location', ''), coalesce(p_cmi ->> 'suspend_data', ''), v_session, v_seconds, 1)
  on conflict (enrollment_id, lesson_id) do update
    set lesson_status = excluded.lesson_status, score_raw = excluded.score_raw, score_min = excluded.score_min,
        score_max = excluded.score_max, lesson_location = excluded.lesson_location,
        suspend_data = excluded.suspend_data, session_time = excluded.session_time,
        total_seconds = least(t.total_seconds + excluded.total_seconds, 9999999999), commits = t.commits + 1;
  -- Seen at once; done when the package says so (a finished lesson stays done).
  insert into public.lesson_progress (enrollment_id, lesson_id, user_id, completed_at)
  values (v.id, p_lesson, v.user_id, case when v_status in ('completed', 'passed') then now() end)
  on conflict (enrollment_id, lesson_id) do update
    set completed_at = coalesce(public.lesson_progress.completed_at,
                                case when v_status in ('completed', 'passed') then now() end);
  return public.scorm_attempt(v.id, p_lesson)
    || jsonb_build_object('done', v_status in ('completed', 'passed')
                                  or exists (select 1 from public.lesson_progress p where p.enrollment_id = v.id
                                              and p.lesson_id = p_lesson and p.completed_at is not null));
end
$$;

-- ─── Serving the package (decision 1025) ─────────────────────────────────────────────────────────────────
-- The lesson page asks for a launch (scorm_launch); its token, random and stored hashed, is a path segment of every
-- file URL (/functions/v1/learning-scorm/<lesson>/<token>/<path>), so the package's relative URLs keep it. It is good
-- for eight hours, for one lesson, and only while its enrollment is still confirmed.
create table private.scorm_launches (
  token_hash text primary key,
  enrollment_id bigint not null references public.enrollments (id) on delete cascade,
  lesson_id bigint not null references public.learning_lessons (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index scorm_launches_expires_idx on private.scorm_launches (expires_at);

create function private.scorm_token_hash(p_token text) returns text
language sql immutable set search_path = '' as $$
  select encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
$$;

-- A launch of the lesson for the caller: its token, the launch page and the attempt so far (scorm_attempt).
create function public.scorm_launch(p_enrollment bigint, p_lesson bigint) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v public.enrollments;
  v_token text;
  v_expires timestamptz := now() + interval '8 hours';
begin
  v := private.scorm_lesson_for(p_enrollment, p_lesson);
  delete from private.scorm_launches where expires_at < now();
  v_token := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
  insert into private.scorm_launches (token_hash, enrollment_id, lesson_id, user_id, expires_at)
  values (private.scorm_token_hash(v_token), v.id, p_lesson, v.user_id, v_expires);
  return public.scorm_attempt(v.id, p_lesson) || jsonb_build_object(
    'token', v_token,
    'expires_at', v_expires,
    'launch', (select l.scorm_launch from public.learning_lessons l where l.id = p_lesson));
end
$$;

-- For the function learning-scorm only (service role): the folder's formation when the token opens this lesson, still
-- unexpired and its enrollment still confirmed; no row otherwise.
create function public.function_scorm_file(p_token text, p_lesson bigint) returns table (formation_id bigint)
language sql stable security definer set search_path = '' as $$
  select lm.formation_id
    from private.scorm_launches sl
    join public.enrollments e on e.id = sl.enrollment_id and e.user_id = sl.user_id
    join public.learning_lessons l on l.id = sl.lesson_id and l.kind = 'scorm'
    join public.learning_modules lm on lm.id = l.module_id
   where sl.token_hash = private.scorm_token_hash(p_token) and sl.lesson_id = p_lesson
     and sl.expires_at > now() and e.status in ('confirmed', 'completed')
$$;

revoke all on private.scorm_launches from public, anon, authenticated;
revoke all on function private.scorm_lesson_for(bigint, bigint), private.scorm_token_hash(text),
  public.function_scorm_file(text, bigint) from public, anon, authenticated;
grant execute on function public.function_scorm_file(text, bigint) to service_role;
revoke all on function public.scorm_attempt(bigint, bigint), public.scorm_commit(bigint, bigint, jsonb),
  public.scorm_launch(bigint, bigint) from public, anon;
grant execute on function public.scorm_attempt(bigint, bigint), public.scorm_commit(bigint, bigint, jsonb),
  public.scorm_launch(bigint, bigint) to authenticated, service_role;
