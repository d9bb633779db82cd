-- Issue 48 item 3, decision 1034: a trainer assigned to a session (course_sessions.trainer_id) without being the
-- formation's trainer saw « Votre session aujourd'hui » and, below it, « Aucune formation ne vous est attribuée »:
-- the dashboard and the database knew only formation assignments. A trainer now reads the enrollments of the sessions
-- they teach (as is_session_trainer decides, the rule attendance, certificates and evaluations already use) and the
-- profiles of those learners, as they already did for their formations.

create policy "enrollments: trainers read their sessions' enrollments" on public.enrollments
  for select to authenticated using (session_id is not null and public.is_session_trainer(session_id));

create or replace function public.is_trainer_of_learner(learner uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.profiles me where me.id = auth.uid() and me.role = 'trainer')
     and exists (
       select 1
         from public.enrollments e
         join public.formations f on f.id = e.formation_id
         left join public.course_sessions s on s.id = e.session_id
        where e.user_id = learner
          and (f.trainer_id = auth.uid() or s.trainer_id = auth.uid())
     )
$$;
