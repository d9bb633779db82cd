-- One open enrolment per learner and course (issue 18): while an enrolment is pending or confirmed, a second
-- 'S'inscrire' on the same course is refused by the database (unique violation 23505, HTTP 409), whatever the client
-- does. Cancelled and completed enrolments do not count: a learner who cancelled can enrol again, and completed
-- trainings (each with its certificate) stay as they are. The site itself shows 'Déjà inscrit' for a completed one.

-- Databases that already hold open duplicates keep the most advanced one (confirmed, then the oldest pending) and
-- cancel the others, through the ordinary workflow so the audit trail records it. Completed enrolments are never
-- touched, so this runs on any existing database.
with ranked as (
  select id, row_number() over (
    partition by user_id, formation_id
    order by case status when 'confirmed' then 0 else 1 end, created_at, id
  ) as rank
  from public.enrollments
  where status in ('pending', 'confirmed')
)
update public.enrollments e set status = 'cancelled'
from ranked r
where e.id = r.id and r.rank > 1 and e.status in ('pending', 'confirmed');

create unique index enrollments_one_active_per_course
  on public.enrollments (user_id, formation_id)
  where status in ('pending', 'confirmed');
