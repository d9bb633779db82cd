-- One active enrolment per learner and course (issue 18): a second 'S'inscrire' on the same course is refused by
-- the database (unique violation 23505, HTTP 409), whatever the client does. A cancelled enrolment does not count,
-- so a learner who cancelled can enrol again.

-- Databases that already hold duplicates keep the most advanced one (completed, then confirmed, then the oldest
-- pending) and cancel the others, through the ordinary workflow so the audit trail records it.
with ranked as (
  select id, row_number() over (
    partition by user_id, formation_id
    order by case status when 'completed' then 0 when 'confirmed' then 1 else 2 end, created_at, id
  ) as rank
  from public.enrollments
  where status <> 'cancelled'
)
update public.enrollments e set status = 'cancelled'
from ranked r
where e.id = r.id and r.rank > 1 and e.status in ('pending', 'confirmed');

create unique index enrollments_one_active_per_course
  on public.enrollments (user_id, formation_id)
  where status <> 'cancelled';
