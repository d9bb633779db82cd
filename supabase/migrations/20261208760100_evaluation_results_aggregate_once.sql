-- Issue 46 item 5, decision 1062: the results report and the quality report at a firm's volume.
--
-- evaluation_results() computed each session's figures with some twenty correlated subqueries: each scanned the
-- period's whole `hot` / `cold` answers, and attendance_summary() and session_knowledge() ran per session. A year of
-- sessions at a tenth of the volume (200 sessions) ran past the 8 s statement timeout. And the quality report (one
-- session's PDF) asked for every session and filtered the result afterwards (`.eq('session_id', …)` on a function's
-- output is applied once the function has computed everything), so it cost the whole history.
--
-- Now every figure is aggregated once, grouped by session: the answers, the invitations, the planned and attended
-- minutes, the knowledge quizzes; and p_session asks for one session, filtered before anything is computed. The
-- figures are the same as before, computed by the same rules (private.attendance_summary and
-- private.session_knowledge, which other screens keep using, are left as they are); the period filter, the order and
-- who sees which session (admins every one, a trainer their own) do not change.

drop function public.evaluation_results(date, date);

create function public.evaluation_results(p_from date default null, p_to date default null, p_session bigint default null)
returns table (
  session_id bigint, formation_id bigint, formation_title text, trainer_id uuid, trainer_name text,
  starts_on date, ends_on date, city text,
  learners integer, attendance_percent integer,
  invited integer, answers integer, response_rate integer,
  avg_overall numeric, avg_content numeric, avg_trainer numeric, avg_organisation numeric,
  distribution integer[], promoters integer, passives integer, detractors integer, nps integer,
  cold_invited integer, cold_answers integer, applied_yes integer, applied_partly integer, applied_no integer,
  knowledge_measured integer, knowledge_before integer, knowledge_after integer, knowledge_gain integer
)
language plpgsql stable security definer set search_path = '' as $$
begin
  -- Planned with the call's values (EXECUTE … USING): a plan made for unknown ones takes « every session » for one
  -- row and joins the aggregates by nested loops, seconds at a firm's volume.
  return query execute $q$
  with visible as (
    select s.id, s.formation_id, s.starts_on, s.ends_on, s.city, coalesce(s.trainer_id, f.trainer_id) as owner, f.title
    from public.course_sessions s join public.formations f on f.id = s.formation_id
    where s.status <> 'cancelled'
      and ($3::bigint is null or s.id = $3)
      and ($1::date is null or s.ends_on >= $1) and ($2::date is null or s.starts_on <= $2)
      and ((select public.is_admin()) or public.is_session_trainer(s.id))
  ), hot as (
    select a.session_id, count(*)::integer as answers,
      round(avg(a.rating_overall), 2) as avg_overall, round(avg(a.rating_content), 2) as avg_content,
      round(avg(a.rating_trainer), 2) as avg_trainer, round(avg(a.rating_organisation), 2) as avg_organisation,
      array[count(*) filter (where a.rating_overall = 1), count(*) filter (where a.rating_overall = 2),
            count(*) filter (where a.rating_overall = 3), count(*) filter (where a.rating_overall = 4),
            count(*) filter (where a.rating_overall = 5)]::integer[] as distribution,
      count(*) filter (where a.recommendation >= 9)::integer as promoters,
      count(*) filter (where a.recommendation between 7 and 8)::integer as passives,
      count(*) filter (where a.recommendation <= 6)::integer as detractors
    from public.evaluation_answers a join visible v on v.id = a.session_id
    where a.kind = 'hot'
    group by a.session_id
  ), cold as (
    select a.session_id, count(*)::integer as answers,
      count(*) filter (where a.applied = 'oui')::integer as yes,
      count(*) filter (where a.applied = 'en_partie')::integer as partly,
      count(*) filter (where a.applied = 'non')::integer as no
    from public.evaluation_answers a join visible v on v.id = a.session_id
    where a.kind = 'cold'
    group by a.session_id
  ), invited as (
    select i.session_id,
      count(*) filter (where i.kind = 'hot')::integer as hot,
      count(i.answered_at) filter (where i.kind = 'hot')::integer as hot_answered,
      count(*) filter (where i.kind = 'cold')::integer as cold
    from private.evaluation_invitations i join visible v on v.id = i.session_id
    group by i.session_id
  ), learners as (
    -- as private.attendance_summary and private.session_knowledge count them
    select e.session_id, e.id as enrollment_id
    from public.enrollments e join visible v on v.id = e.session_id join public.profiles p on p.id = e.user_id
    where e.status in ('confirmed', 'completed')
  ), planned as (
    select sl.session_id, coalesce(sum(extract(epoch from (sl.ends_at - sl.starts_at)) / 60), 0)::integer as minutes
    from public.session_slots sl join visible v on v.id = sl.session_id
    group by sl.session_id
  ), attended as (
    select sl.session_id, a.enrollment_id, sum(extract(epoch from (sl.ends_at - sl.starts_at)) / 60)::integer as minutes
    from public.attendance a join public.session_slots sl on sl.id = a.slot_id join visible v on v.id = sl.session_id
    where a.status in ('present', 'late')
    group by sl.session_id, a.enrollment_id
  ), presence as (
    select l.session_id, count(*)::integer as learners,
      round(avg(floor(100.0 * coalesce(at.minutes, 0) / pl.minutes)::integer) filter (where pl.minutes > 0))::integer
        as percent
    from learners l
    left join planned pl on pl.session_id = l.session_id
    left join attended at on at.session_id = l.session_id and at.enrollment_id = l.enrollment_id
    group by l.session_id
  ), positioning as (
    select distinct on (a.enrollment_id) a.enrollment_id, a.percent
    from public.quiz_attempts a join public.quizzes q on q.id = a.quiz_id
      join learners l on l.enrollment_id = a.enrollment_id
    where q.kind = 'positioning' and a.submitted_at is not null
    order by a.enrollment_id, a.submitted_at, a.id
  ), final as (
    select a.enrollment_id, max(a.percent) as percent
    from public.quiz_attempts a join public.quizzes q on q.id = a.quiz_id
      join learners l on l.enrollment_id = a.enrollment_id
    where q.kind = 'final' and a.submitted_at is not null
    group by a.enrollment_id
  ), knowledge as (
    select l.session_id, count(*)::integer as measured, round(avg(b.percent))::integer as before_percent,
      round(avg(f.percent))::integer as after_percent, round(avg(f.percent - b.percent))::integer as gain
    from learners l join positioning b on b.enrollment_id = l.enrollment_id join final f on f.enrollment_id = l.enrollment_id
    where b.percent is not null and f.percent is not null
    group by l.session_id
  )
  select v.id, v.formation_id, v.title, v.owner, coalesce(nullif(p.full_name, ''), 'Sans formateur'),
    v.starts_on, v.ends_on, v.city,
    coalesce(pr.learners, 0), pr.percent,
    coalesce(i.hot, 0), coalesce(h.answers, 0),
    case when coalesce(i.hot, 0) = 0 then null else round(100.0 * i.hot_answered / i.hot)::integer end,
    h.avg_overall, h.avg_content, h.avg_trainer, h.avg_organisation,
    coalesce(h.distribution, array[0, 0, 0, 0, 0]),
    coalesce(h.promoters, 0), coalesce(h.passives, 0), coalesce(h.detractors, 0),
    case when coalesce(h.answers, 0) = 0 then null
         else round(100.0 * (h.promoters - h.detractors) / h.answers)::integer end,
    coalesce(i.cold, 0), coalesce(c.answers, 0), coalesce(c.yes, 0), coalesce(c.partly, 0), coalesce(c.no, 0),
    coalesce(k.measured, 0), k.before_percent, k.after_percent, k.gain
  from visible v
  left join public.profiles p on p.id = v.owner
  left join hot h on h.session_id = v.id
  left join cold c on c.session_id = v.id
  left join invited i on i.session_id = v.id
  left join presence pr on pr.session_id = v.id
  left join knowledge k on k.session_id = v.id
  order by v.starts_on desc, v.id desc
  $q$ using p_from, p_to, p_session;
end
$$;

revoke execute on function public.evaluation_results(date, date, bigint) from public, anon;
grant execute on function public.evaluation_results(date, date, bigint) to authenticated, service_role;
