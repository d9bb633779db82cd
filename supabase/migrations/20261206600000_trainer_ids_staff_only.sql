-- Issue 42 item 4, decision 0988 (what remained after 20261206200100): which account teaches a formation or a session
-- (formations.trainer_id, course_sessions.trainer_id, a staff account's id) is no longer read by every signed-in
-- account — a free sign-up read it as anon once did. Only staff read it, through two functions:
--   * public.formation_trainers(): (id, trainer_id) of every formation for an admin, of the formations assigned to
--     the caller for a trainer, none for anyone else;
--   * public.session_trainers(): (id, trainer_id) of every session for an admin; for a trainer, the sessions they
--     teach (as is_session_trainer decides: theirs, or their formation's when the session names no trainer — then
--     trainer_id is null, as stored); none for anyone else.
-- evaluation_answers.trainer_id goes the same way: a learner read it on their own answers; the results screens read
-- who teaches through evaluation_results() (security definer) and name their columns.
-- PostgREST filters and orders what a set-returning function returns (`rpc('formation_trainers').eq('trainer_id', …)`).
-- `authenticated` keeps every other column (a grant computed from the catalogue, so columns added before this one stay
-- readable) and its insert/update grants on trainer_id (admins set it, RLS decides). Policies and the security definer
-- functions that read trainer_id (is_trainer_of, is_session_trainer, evaluation_results, the attendance sheet, …) are
-- not subject to the caller's column privileges; no view nor security invoker function reads it.
-- A `select=*` by a signed-in account now fails with 42501, as on PostgREST: the site names its columns.

do $$
declare
  tab text;
  readable text;
begin
  foreach tab in array array['formations', 'course_sessions', 'evaluation_answers']
  loop
    select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into readable
      from pg_attribute a
     where a.attrelid = format('public.%I', tab)::regclass
       and a.attnum > 0 and not a.attisdropped
       and a.attname <> 'trainer_id';
    execute format('revoke select on public.%I from authenticated', tab);
    execute format('grant select (%s) on public.%I to authenticated', readable, tab);
  end loop;
end
$$;

create function public.formation_trainers()
returns table (id bigint, trainer_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select f.id, f.trainer_id
    from public.formations f
   where public.is_admin()
      or (f.trainer_id = auth.uid()
          and exists (select 1 from public.profiles p where p.id = auth.uid() and p.role = 'trainer'))
$$;

create function public.session_trainers()
returns table (id bigint, trainer_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.trainer_id
    from public.course_sessions s
    join public.formations f on f.id = s.formation_id
   where public.is_admin()
      or (coalesce(s.trainer_id, f.trainer_id) = auth.uid()
          and exists (select 1 from public.profiles p where p.id = auth.uid() and p.role = 'trainer'))
$$;

comment on function public.formation_trainers() is
  'Who teaches each formation: all of them for an admin, their own for a trainer, none for anyone else (decision 0988).';
comment on function public.session_trainers() is
  'Who teaches each session: all of them for an admin, the sessions a trainer teaches for them, none for anyone else (decision 0988).';

revoke execute on function public.formation_trainers() from public, anon;
revoke execute on function public.session_trainers() from public, anon;
grant execute on function public.formation_trainers() to authenticated, service_role;
grant execute on function public.session_trainers() to authenticated, service_role;
