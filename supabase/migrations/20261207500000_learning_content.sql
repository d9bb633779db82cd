-- Online and blended learning, content and progress (issue 45 items 1–2, decision 1012).
--
-- A formation has an ordered outline of modules and lessons, written by its trainers and by editors; it is reused by
-- every session of the formation, and each session says how its modules open (`session_learning.unlock_mode`):
--   * all        — everything at once;
--   * dates      — each module on its date (learning_module_dates; the session's first day when none is set);
--   * sequential — « déblocage » : a module opens once every lesson of the previous ones is done.
-- Who may do what (Row Level Security and the functions below):
--   * authors (admins and editors: is_content_editor(); the formation's trainers) read and write the outline;
--     a lesson's text is written only through the Edge Function learning-lesson, which sanitises it as articles are;
--   * a learner reads the modules of a formation they are confirmed in, and a lesson only once its module is open
--     for one of their confirmed enrollments; nobody else reads anything (anon nothing at all);
--   * progress is written only by mark_lesson_done (security definer), read by its learner, the authors and staff;
--   * files and uploaded videos live in the private bucket learning-files under « <formation id>/… »: authors write,
--     a learner reads (and so can sign a short URL for) a file only when they may read a lesson that names it.

-- ─── Who authors, who learns ────────────────────────────────────────────────────────────────────────────
create function public.can_author_learning(p_formation bigint) returns boolean
language sql stable security definer set search_path = '' as $$
  select public.is_content_editor()
    or public.is_trainer_of(p_formation)
    or exists (
      select 1 from public.formations f join public.profiles p on p.id = f.trainer_id
      where f.id = p_formation and p.id = auth.uid() and p.role = 'trainer')
    or exists (
      select 1 from public.course_sessions s join public.profiles p on p.id = s.trainer_id
      where s.formation_id = p_formation and p.id = auth.uid() and p.role = 'trainer')
$$;

-- ─── The outline ────────────────────────────────────────────────────────────────────────────────────────
create table public.learning_modules (
  id bigint generated always as identity primary key,
  formation_id bigint not null references public.formations (id) on delete cascade,
  position integer not null default 0 check (position between 0 and 10000),
  title text not null check (char_length(trim(title)) between 1 and 200),
  summary text not null default '' check (char_length(summary) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index learning_modules_formation_idx on public.learning_modules (formation_id, position, id);
create trigger learning_modules_touch_updated_at before update on public.learning_modules
  for each row execute function public.touch_updated_at();

create table public.learning_lessons (
  id bigint generated always as identity primary key,
  module_id bigint not null references public.learning_modules (id) on delete cascade,
  position integer not null default 0 check (position between 0 and 10000),
  title text not null check (char_length(trim(title)) between 1 and 200),
  kind text not null check (kind in ('text', 'file', 'video', 'embed', 'link')),
  -- Markdown as written (raw HTML removed) and its sanitised rendering, as for articles (decision 0891).
  body text not null default '' check (char_length(body) <= 200000),
  body_html text not null default '' check (char_length(body_html) <= 400000),
  -- An object of the private bucket learning-files (file, video), its name as downloaded, its type and size.
  file_path text check (char_length(file_path) <= 300),
  file_name text check (char_length(file_name) <= 200),
  file_type text check (char_length(file_type) <= 120),
  file_size bigint check (file_size >= 0),
  -- A player of an allowed provider (decision 1012), written by the function in its canonical form.
  embed_url text check (embed_url ~ '^https://(www\.youtube-nocookie\.com/embed/[A-Za-z0-9_-]{6,20}|player\.vimeo\.com/video/[0-9]{4,12})$'),
  link_url text check (link_url ~ '^https://' and char_length(link_url) <= 2000),
  minutes integer not null default 5 check (minutes between 1 and 600),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  check (kind not in ('file', 'video') or file_path is not null),
  check (kind <> 'embed' or embed_url is not null),
  check (kind <> 'link' or link_url is not null)
);

create index learning_lessons_module_idx on public.learning_lessons (module_id, position, id);
create index learning_lessons_file_idx on public.learning_lessons (file_path) where file_path is not null;
create trigger learning_lessons_touch_updated_at before update on public.learning_lessons
  for each row execute function public.touch_updated_at();

-- ─── How a session opens its modules ────────────────────────────────────────────────────────────────────
create table public.session_learning (
  session_id bigint primary key references public.course_sessions (id) on delete cascade,
  unlock_mode text not null default 'all' check (unlock_mode in ('all', 'dates', 'sequential')),
  -- The video-call link of the session's live classes, shown to its learners only around each class.
  live_url text check (live_url ~ '^https://' and char_length(live_url) <= 2000),
  updated_at timestamptz not null default now()
);
create trigger session_learning_touch_updated_at before update on public.session_learning
  for each row execute function public.touch_updated_at();

create table public.learning_module_dates (
  session_id bigint not null references public.course_sessions (id) on delete cascade,
  module_id bigint not null references public.learning_modules (id) on delete cascade,
  opens_on date not null,
  primary key (session_id, module_id)
);

-- ─── Progress ───────────────────────────────────────────────────────────────────────────────────────────
create table public.lesson_progress (
  enrollment_id bigint not null references public.enrollments (id) on delete cascade,
  lesson_id bigint not null references public.learning_lessons (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  first_seen_at timestamptz not null default now(),
  completed_at timestamptz,
  primary key (enrollment_id, lesson_id)
);
create index lesson_progress_user_idx on public.lesson_progress (user_id);

-- ─── Which modules are open for an enrollment ─────────────────────────────────────────────────────────────
-- One row per module of the enrollment's formation, in order: open, done (every lesson done, at least one lesson,
-- and every quiz requirement met once quizzes exist: private.learning_module_requirements_met).
create function private.learning_requirements_met(p_enrollment bigint, p_module bigint) returns boolean
language sql stable security definer set search_path = '' as $$
  select true
$$;

create function private.learning_module_states(p_enrollment bigint)
returns table (module_id bigint, is_open boolean, is_done boolean, opens_on date)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_enrollment public.enrollments;
  v_session public.course_sessions;
  v_mode text;
  v_previous_done boolean := true;
  m record;
begin
  select * into v_enrollment from public.enrollments e
   where e.id = p_enrollment and e.status in ('confirmed', 'completed') and e.session_id is not null;
  if not found then return; end if;
  select * into v_session from public.course_sessions s where s.id = v_enrollment.session_id;
  select coalesce((select sl.unlock_mode from public.session_learning sl where sl.session_id = v_session.id), 'all')
    into v_mode;
  for m in
    select lm.id, coalesce(md.opens_on, v_session.starts_on) as opens_on,
           (select count(*) from public.learning_lessons l where l.module_id = lm.id) as lessons,
           (select count(*) from public.learning_lessons l join public.lesson_progress p
              on p.lesson_id = l.id and p.enrollment_id = p_enrollment and p.completed_at is not null
             where l.module_id = lm.id) as done
      from public.learning_modules lm
      left join public.learning_module_dates md on md.module_id = lm.id and md.session_id = v_session.id
     where lm.formation_id = v_session.formation_id
     order by lm.position, lm.id
  loop
    module_id := m.id;
    opens_on := case when v_mode = 'dates' then m.opens_on end;
    is_open := case v_mode
      when 'all' then true
      when 'dates' then m.opens_on <= current_date
      else v_previous_done end;
    is_done := m.lessons > 0 and m.done = m.lessons and private.learning_requirements_met(p_enrollment, m.id);
    v_previous_done := v_previous_done and is_done;
    return next;
  end loop;
end
$$;

-- Whether the caller may read the lessons of a module: an author, staff, or a learner for whom it is open.
create function public.can_read_learning_module(p_module bigint) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
      select 1 from public.learning_modules lm where lm.id = p_module and public.can_author_learning(lm.formation_id))
    or exists (
      select 1 from public.learning_modules lm
        join public.course_sessions s on s.formation_id = lm.formation_id
        join public.enrollments e on e.session_id = s.id
       where lm.id = p_module and e.user_id = auth.uid() and e.status in ('confirmed', 'completed')
         and exists (select 1 from private.learning_module_states(e.id) st where st.module_id = p_module and st.is_open))
$$;

-- Whether the caller learns the formation (confirmed in one of its sessions).
create function public.is_learner_of_formation(p_formation bigint) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.enrollments e join public.course_sessions s on s.id = e.session_id
     where s.formation_id = p_formation and e.user_id = auth.uid() and e.status in ('confirmed', 'completed'))
$$;

-- ─── Row Level Security ─────────────────────────────────────────────────────────────────────────────────
alter table public.learning_modules enable row level security;
alter table public.learning_lessons enable row level security;
alter table public.session_learning enable row level security;
alter table public.learning_module_dates enable row level security;
alter table public.lesson_progress enable row level security;

create policy "learning modules: authors and learners read" on public.learning_modules
  for select to authenticated
  using (public.can_author_learning(formation_id) or public.is_learner_of_formation(formation_id));
create policy "learning modules: authors add" on public.learning_modules
  for insert to authenticated with check (public.can_author_learning(formation_id));
create policy "learning modules: authors edit" on public.learning_modules
  for update to authenticated
  using (public.can_author_learning(formation_id)) with check (public.can_author_learning(formation_id));
create policy "learning modules: authors delete" on public.learning_modules
  for delete to authenticated using (public.can_author_learning(formation_id));

create policy "learning lessons: authors, and learners once open, read" on public.learning_lessons
  for select to authenticated using (public.can_read_learning_module(module_id));
create policy "learning lessons: authors delete" on public.learning_lessons
  for delete to authenticated
  using (exists (select 1 from public.learning_modules lm
                  where lm.id = module_id and public.can_author_learning(lm.formation_id)));

create policy "session learning: staff, trainers and learners read" on public.session_learning
  for select to authenticated
  using (public.is_admin() or public.is_session_trainer(session_id) or public.is_session_learner(session_id));
create policy "session learning: staff and trainers add" on public.session_learning
  for insert to authenticated with check (public.is_admin() or public.is_session_trainer(session_id));
create policy "session learning: staff and trainers edit" on public.session_learning
  for update to authenticated
  using (public.is_admin() or public.is_session_trainer(session_id))
  with check (public.is_admin() or public.is_session_trainer(session_id));

create policy "module dates: staff, trainers and learners read" on public.learning_module_dates
  for select to authenticated
  using (public.is_admin() or public.is_session_trainer(session_id) or public.is_session_learner(session_id));
create policy "module dates: staff and trainers add" on public.learning_module_dates
  for insert to authenticated with check (public.is_admin() or public.is_session_trainer(session_id));
create policy "module dates: staff and trainers edit" on public.learning_module_dates
  for update to authenticated
  using (public.is_admin() or public.is_session_trainer(session_id))
  with check (public.is_admin() or public.is_session_trainer(session_id));
create policy "module dates: staff and trainers delete" on public.learning_module_dates
  for delete to authenticated using (public.is_admin() or public.is_session_trainer(session_id));

create policy "lesson progress: the learner, authors and staff read" on public.lesson_progress
  for select to authenticated
  using (user_id = auth.uid() or public.is_admin() or exists (
    select 1 from public.learning_lessons l join public.learning_modules lm on lm.id = l.module_id
     where l.id = lesson_id and public.can_author_learning(lm.formation_id)));

revoke all on public.learning_modules, public.learning_lessons, public.session_learning,
  public.learning_module_dates, public.lesson_progress from anon, authenticated;
grant select, delete on public.learning_modules to authenticated;
grant insert (formation_id, position, title, summary) on public.learning_modules to authenticated;
grant update (position, title, summary) on public.learning_modules to authenticated;
-- Every column but who last wrote it (staff ids are not the API's, decision 0988).
grant select (id, module_id, position, title, kind, body, body_html, file_path, file_name, file_type, file_size,
  embed_url, link_url, minutes, created_at, updated_at) on public.learning_lessons to authenticated;
grant delete on public.learning_lessons to authenticated;
grant update (position) on public.learning_lessons to authenticated;
create policy "learning lessons: authors reorder" on public.learning_lessons
  for update to authenticated
  using (exists (select 1 from public.learning_modules lm
                  where lm.id = module_id and public.can_author_learning(lm.formation_id)))
  with check (exists (select 1 from public.learning_modules lm
                       where lm.id = module_id and public.can_author_learning(lm.formation_id)));
grant select on public.session_learning to authenticated;
grant insert (session_id, unlock_mode, live_url) on public.session_learning to authenticated;
grant update (unlock_mode, live_url) on public.session_learning to authenticated;
grant select, delete on public.learning_module_dates to authenticated;
grant insert (session_id, module_id, opens_on) on public.learning_module_dates to authenticated;
grant update (opens_on) on public.learning_module_dates to authenticated;
grant select on public.lesson_progress to authenticated;
grant select, insert, update, delete on public.learning_modules, public.learning_lessons, public.session_learning,
  public.learning_module_dates, public.lesson_progress to service_role;

-- ─── The learner's functions ──────────────────────────────────────────────────────────────────────────────
-- The enrollment, when it is the caller's and confirmed (or the caller is staff); PA404 otherwise.
create function private.learning_enrollment(p_enrollment bigint) returns public.enrollments
language plpgsql stable security definer set search_path = '' as $$
declare
  v public.enrollments;
begin
  select * into v from public.enrollments e
   where e.id = p_enrollment and e.session_id is not null
     and (e.user_id = auth.uid() or public.is_admin() or public.is_session_trainer(e.session_id));
  if not found then
    raise exception 'Inscription introuvable' using errcode = 'PA404';
  end if;
  if v.status not in ('confirmed', 'completed') then
    raise exception 'L''espace de formation s''ouvre quand l''inscription est confirmée' using errcode = 'PA409';
  end if;
  return v;
end
$$;

-- The outline of an enrollment: each module with its state (done, open, locked), its lessons with theirs
-- (done, next, open, locked), and the next lesson to take.
create function public.learning_outline(p_enrollment bigint) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v public.enrollments;
  v_session public.course_sessions;
  v_next bigint;
  v_modules jsonb;
begin
  v := private.learning_enrollment(p_enrollment);
  select * into v_session from public.course_sessions s where s.id = v.session_id;
  select l.id into v_next
    from private.learning_module_states(v.id) st
    join public.learning_modules lm on lm.id = st.module_id
    join public.learning_lessons l on l.module_id = lm.id
   where st.is_open and not exists (
     select 1 from public.lesson_progress p where p.enrollment_id = v.id and p.lesson_id = l.id and p.completed_at is not null)
   order by lm.position, lm.id, l.position, l.id
   limit 1;
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', lm.id, 'title', lm.title, 'summary', lm.summary,
           'state', case when st.is_done then 'done' when st.is_open then 'open' else 'locked' end,
           'opens_on', st.opens_on,
           'lessons', (select coalesce(jsonb_agg(jsonb_build_object(
                 'id', l.id, 'title', l.title, 'kind', l.kind, 'minutes', l.minutes,
                 'state', case
                   when exists (select 1 from public.lesson_progress p
                                 where p.enrollment_id = v.id and p.lesson_id = l.id and p.completed_at is not null)
                     then 'done'
                   when l.id = v_next then 'next'
                   when st.is_open then 'open'
                   else 'locked' end)
               order by l.position, l.id), '[]'::jsonb)
             from public.learning_lessons l where l.module_id = lm.id))
         order by lm.position, lm.id), '[]'::jsonb)
    into v_modules
    from private.learning_module_states(v.id) st join public.learning_modules lm on lm.id = st.module_id;
  return jsonb_build_object(
    'enrollment_id', v.id,
    'session', jsonb_build_object('id', v_session.id, 'starts_on', v_session.starts_on, 'ends_on', v_session.ends_on,
                                  'format', v_session.format, 'city', v_session.city),
    'formation', (select jsonb_build_object('id', f.id, 'title', f.title) from public.formations f
                   where f.id = v_session.formation_id),
    'unlock_mode', coalesce((select sl.unlock_mode from public.session_learning sl where sl.session_id = v_session.id), 'all'),
    'next_lesson_id', v_next,
    'modules', v_modules);
end
$$;

-- Marks a lesson done for the caller's enrollment (or only seen, p_done false): PA404 when the lesson is not in the
-- formation, PA409 when its module is still locked. Answers the outline, so the page shows what is next at once.
create function public.mark_lesson_done(p_enrollment bigint, p_lesson bigint, p_done boolean default true)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v public.enrollments;
  v_module bigint;
begin
  v := private.learning_enrollment(p_enrollment);
  if v.user_id <> auth.uid() then
    raise exception 'Seul l''apprenant marque ses leçons' using errcode = 'PA403';
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
  insert into public.lesson_progress (enrollment_id, lesson_id, user_id, completed_at)
  values (v.id, p_lesson, v.user_id, case when p_done then now() end)
  on conflict (enrollment_id, lesson_id) do update
    set completed_at = case when p_done then coalesce(public.lesson_progress.completed_at, now()) else public.lesson_progress.completed_at end;
  return public.learning_outline(v.id);
end
$$;

-- ─── Files: the private bucket learning-files ────────────────────────────────────────────────────────────
insert into storage.buckets (id, name, public, file_size_limit)
values ('learning-files', 'learning-files', false, 524288000)
on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit;

-- The formation a learning object belongs to: its first folder, « <formation id>/… » (null otherwise).
create function private.learning_object_formation(p_name text) returns bigint
language sql immutable set search_path = '' as $$
  select case when split_part(p_name, '/', 1) ~ '^[0-9]{1,12}$' and position('/' in p_name) > 0
              then split_part(p_name, '/', 1)::bigint end
$$;

create function public.can_write_learning_object(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(public.can_author_learning(private.learning_object_formation(p_name)), false)
$$;

create function public.can_read_learning_object(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select public.can_write_learning_object(p_name)
    or exists (select 1 from public.learning_lessons l
                where l.file_path = p_name and public.can_read_learning_module(l.module_id))
$$;

create policy "learning files: authors add" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'learning-files' and char_length(name) <= 300 and public.can_write_learning_object(name));
create policy "learning files: authors replace" on storage.objects
  for update to authenticated
  using (bucket_id = 'learning-files' and public.can_write_learning_object(name))
  with check (bucket_id = 'learning-files' and public.can_write_learning_object(name));
create policy "learning files: authors delete" on storage.objects
  for delete to authenticated using (bucket_id = 'learning-files' and public.can_write_learning_object(name));
create policy "learning files: authors and the lesson's learners read" on storage.objects
  for select to authenticated using (bucket_id = 'learning-files' and public.can_read_learning_object(name));

revoke all on function public.can_author_learning(bigint), public.can_read_learning_module(bigint),
  public.is_learner_of_formation(bigint), public.learning_outline(bigint), public.mark_lesson_done(bigint, bigint, boolean),
  public.can_write_learning_object(text), public.can_read_learning_object(text) from public, anon;
grant execute on function public.can_author_learning(bigint), public.can_read_learning_module(bigint),
  public.is_learner_of_formation(bigint), public.learning_outline(bigint), public.mark_lesson_done(bigint, bigint, boolean),
  public.can_write_learning_object(text), public.can_read_learning_object(text) to authenticated, service_role;
revoke all on function private.learning_module_states(bigint), private.learning_requirements_met(bigint, bigint),
  private.learning_enrollment(bigint), private.learning_object_formation(text) from public, anon, authenticated;
