-- Issue 46 item 5 (decision 1177): « Résultats » over the whole history at a firm's volume.
--
-- evaluation_results() read every attended mark of the visible sessions' slots to add up each learner's attended
-- minutes (910,000 marks at 1× for the whole history: 2.0 s through the API), and every confirmed or completed
-- enrollment (163,000) to count the learners. Each session's learners and attendance % are now kept in
-- private.session_presence, counted again for one session by triggers whenever a mark, a slot, an enrollment or a
-- profile changes what they count; the report reads one row per session. Same figures, signature and security.

-- ─── Each session's learners and attendance % ──────────────────────────────────────────────────────────────────
-- Only sessions with learners have a row (the report shows 0 learners and no % without one).
create table private.session_presence (
  session_id bigint primary key,
  learners integer not null,
  percent integer
);
revoke all on private.session_presence from public;

-- Counted again from the enrollments, slots and marks: one session (p_session), or all (null: here, and after a
-- bulk load that bypassed the triggers, session_replication_role = replica, bench/volume-seed.ts). The rules are
-- the report's before (20261211110000_reports_and_pickers_at_volume): the learners are the confirmed and completed
-- enrollments of a learner with a profile; each one's % is floor(100 × attended minutes / planned minutes), the
-- minutes of the 'present' and 'late' marks' slots and of all the session's slots, each sum rounded to the minute;
-- the session's % is their rounded average, none when nothing is planned.
create function private.recount_session_presence(p_session bigint default null) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if p_session is not null then
    delete from private.session_presence where session_id = p_session;
    insert into private.session_presence (session_id, learners, percent)
    select p_session, count(*)::integer,
      round(avg(floor(100.0 * coalesce(at.minutes, 0) / pl.minutes)::integer) filter (where pl.minutes > 0))::integer
    from public.enrollments e
    left join (select sum(extract(epoch from (sl.ends_at - sl.starts_at)) / 60)::integer as minutes
                 from public.session_slots sl where sl.session_id = p_session having count(*) > 0) pl on true
    left join (select a.enrollment_id, sum(extract(epoch from (sl.ends_at - sl.starts_at)) / 60)::integer as minutes
                 from public.session_slots sl
                 join public.attendance a on a.slot_id = sl.id and a.status in ('present', 'late')
                where sl.session_id = p_session
                group by a.enrollment_id) at on at.enrollment_id = e.id
    where e.session_id = p_session and e.status in ('confirmed', 'completed')
      and exists (select 1 from public.profiles p where p.id = e.user_id)
    having count(*) > 0;
  else
    delete from private.session_presence;
    insert into private.session_presence (session_id, learners, percent)
    select e.session_id, count(*)::integer,
      round(avg(floor(100.0 * coalesce(at.minutes, 0) / pl.minutes)::integer) filter (where pl.minutes > 0))::integer
    from public.enrollments e
    left join (select sl.session_id, sum(extract(epoch from (sl.ends_at - sl.starts_at)) / 60)::integer as minutes
                 from public.session_slots sl group by sl.session_id) pl on pl.session_id = e.session_id
    left join (select sl.session_id, a.enrollment_id,
                      sum(extract(epoch from (sl.ends_at - sl.starts_at)) / 60)::integer as minutes
                 from public.session_slots sl
                 join public.attendance a on a.slot_id = sl.id and a.status in ('present', 'late')
                group by sl.session_id, a.enrollment_id) at on at.session_id = e.session_id and at.enrollment_id = e.id
    where e.session_id is not null and e.status in ('confirmed', 'completed')
      and exists (select 1 from public.profiles p where p.id = e.user_id)
    group by e.session_id;
  end if;
end
$$;

-- A mark counts for its slot's session; a slot for its session; an enrollment for its session; a profile for its
-- learner's sessions. Row triggers, after the change: each counts the sessions concerned again (a session is a few
-- dozen learners and a few hundred marks).
create function private.recount_presence_of() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_sessions bigint[] := '{}';
begin
  -- OLD is read only for updates and deletes, NEW only for inserts and updates (plpgsql compiles this function once
  -- per table, so each table's branch names its own columns).
  if tg_table_name = 'attendance' then
    if tg_op <> 'INSERT' then
      v_sessions := v_sessions || array(select sl.session_id from public.session_slots sl where sl.id = old.slot_id);
    end if;
    if tg_op <> 'DELETE' then
      v_sessions := v_sessions || array(select sl.session_id from public.session_slots sl where sl.id = new.slot_id);
    end if;
  elsif tg_table_name = 'profiles' then
    if tg_op <> 'INSERT' then
      v_sessions := v_sessions || array(select e.session_id from public.enrollments e where e.user_id = old.id);
    end if;
    if tg_op <> 'DELETE' then
      v_sessions := v_sessions || array(select e.session_id from public.enrollments e where e.user_id = new.id);
    end if;
  else -- session_slots, enrollments
    if tg_op <> 'INSERT' then
      v_sessions := v_sessions || old.session_id;
    end if;
    if tg_op <> 'DELETE' then
      v_sessions := v_sessions || new.session_id;
    end if;
  end if;
  perform private.recount_session_presence(s)
    from (select distinct s from unnest(v_sessions) s where s is not null) sessions;
  return null;
end
$$;

create trigger attendance_session_presence after insert or delete on public.attendance
  for each row execute function private.recount_presence_of();
create trigger attendance_session_presence_update after update of slot_id, enrollment_id, status on public.attendance
  for each row when ((old.slot_id, old.enrollment_id, old.status) is distinct from (new.slot_id, new.enrollment_id, new.status))
  execute function private.recount_presence_of();
create trigger session_slots_session_presence after insert or delete on public.session_slots
  for each row execute function private.recount_presence_of();
create trigger session_slots_session_presence_update after update of session_id, starts_at, ends_at on public.session_slots
  for each row when ((old.session_id, old.starts_at, old.ends_at) is distinct from (new.session_id, new.starts_at, new.ends_at))
  execute function private.recount_presence_of();
create trigger enrollments_session_presence after insert or delete on public.enrollments
  for each row execute function private.recount_presence_of();
create trigger enrollments_session_presence_update after update of session_id, status, user_id on public.enrollments
  for each row when ((old.session_id, old.status, old.user_id) is distinct from (new.session_id, new.status, new.user_id))
  execute function private.recount_presence_of();
create trigger profiles_session_presence after insert or delete on public.profiles
  for each row execute function private.recount_presence_of();

revoke all on function private.recount_session_presence(bigint) from public;
revoke all on function private.recount_presence_of() from public;

select private.recount_session_presence();

-- ─── The report reads them (same figures as 20261211110000_reports_and_pickers_at_volume) ──────────────────────
create or replace function public.evaluation_results(p_from date default null, p_to date default null, p_session bigint default null)
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
-- jit off: the index-driven plans below are costed high (one index scan per slot, estimated pessimistically), and
-- above jit_above_cost PostgreSQL spent 8 of a period's 11 s compiling the query (decision 1132).
language plpgsql stable security definer set search_path = '' set jit = off as $$
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
  ), presence as (
    -- kept per session by the triggers (decision 1177)
    select sp.session_id, sp.learners, sp.percent
    from private.session_presence sp join visible v on v.id = sp.session_id
  ), learners as (
    -- The learners with a submitted quiz, the only ones the knowledge gain reads, counted as
    -- private.recount_session_presence counts them.
    select e.session_id, e.id as enrollment_id
    from public.enrollments e join visible v on v.id = e.session_id
    where e.status in ('confirmed', 'completed')
      and exists (select 1 from public.profiles p where p.id = e.user_id)
      and e.id in (select a.enrollment_id from public.quiz_attempts a where a.submitted_at is not null)
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
