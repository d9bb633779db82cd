-- Issue 46 item 5, decision 1061: at a firm's volume (200,000 enrollments, 1,000,000 attendance marks) the back
-- office's lists spent their time in Row Level Security, not in reading rows. A policy such as
-- `user_id = auth.uid() or is_admin()` calls is_admin() — a query on profiles — once per row, and the trainers'
-- policies (is_trainer_of(formation_id), is_session_trainer(session_id), is_trainer_of_learner(id)), OR-ed before the
-- admin's, ran their joins for every row an admin read: 6 to 8 s for the enrollments list at a tenth of the volume.
--
-- What changes is when the checks run, never what they decide:
--  1. In every policy of the public schema, is_admin() and auth.uid() become (select public.is_admin()) and
--     (select auth.uid()): an uncorrelated subquery is an InitPlan, evaluated once per statement (Supabase's advice
--     for RLS performance). Same functions, same values: a statement sees one caller.
--  2. The three trainer-only read policies first ask, once, whether the caller is a trainer: the functions they call
--     already require profiles.role = 'trainer' (current_user_role() reads that same row), so for anyone else the
--     answer was already false, now without a join per row.

do $$
declare
  p record;
  new_using text;
  new_check text;
begin
  for p in
    select pol.polname, c.relname,
           pg_get_expr(pol.polqual, pol.polrelid) as qual,
           pg_get_expr(pol.polwithcheck, pol.polrelid) as with_check
      from pg_policy pol join pg_class c on c.oid = pol.polrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public'
  loop
    new_using := regexp_replace(regexp_replace(p.qual,
      '(^|[^.[:alnum:]_])(public\.)?is_admin\(\)', '\1(select public.is_admin())', 'g'),
      '(^|[^.[:alnum:]_ ]|[^T] )auth\.uid\(\)', '\1(select auth.uid())', 'g');
    new_check := regexp_replace(regexp_replace(p.with_check,
      '(^|[^.[:alnum:]_])(public\.)?is_admin\(\)', '\1(select public.is_admin())', 'g'),
      '(^|[^.[:alnum:]_ ]|[^T] )auth\.uid\(\)', '\1(select auth.uid())', 'g');
    if new_using is distinct from p.qual then
      execute format('alter policy %I on public.%I using (%s)', p.polname, p.relname, new_using);
    end if;
    if new_check is distinct from p.with_check then
      execute format('alter policy %I on public.%I with check (%s)', p.polname, p.relname, new_check);
    end if;
  end loop;
end
$$;

alter policy "enrollments: trainers read their courses' enrolments" on public.enrollments
  using ((select public.current_user_role()) = 'trainer' and public.is_trainer_of(formation_id));

alter policy "enrollments: trainers read their sessions' enrollments" on public.enrollments
  using ((select public.current_user_role()) = 'trainer' and session_id is not null
         and public.is_session_trainer(session_id));

alter policy "profiles: trainers read their learners" on public.profiles
  using ((select public.current_user_role()) = 'trainer' and public.is_trainer_of_learner(id));
