-- The profiles policy « trainers read their learners » runs is_trainer_of_learner for every profile row a query
-- touches, whoever asks. It scanned the learner's enrolments calling is_trainer_of on each, so an admin listing
-- enrolments with their learners' profiles paid (enrolments × the learner's enrolments) function calls: with a
-- learner holding a thousand (cancelled) enrolments the payments screen ran into the statement timeout.
-- Now the caller's role is checked first (one primary-key lookup; false at once for admins and learners), and a
-- trainer's check is one indexed join.
create or replace function public.is_trainer_of_learner(learner uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.profiles me where me.id = auth.uid() and me.role = 'trainer')
     and exists (
       select 1 from public.enrollments e join public.formations f on f.id = e.formation_id
       where e.user_id = learner and f.trainer_id = auth.uid()
     )
$$;
