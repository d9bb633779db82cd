-- Issue 46 item 5 (decisions 1132, 1133): the reports and the searches of the back office at a firm's volume.
--
-- 1. evaluation_results(): the attended minutes were aggregated from a sequential scan of every attendance mark of
--    the history, hash-joined to the period's slots (4 s for a year at 1×, past the 8 s timeout for the whole
--    history). Now each visible session's slots read their own marks through the (slot_id, enrollment_id) index, so
--    a period costs its own marks. Same figures, same rules, same signature.
-- 2. sales_ledger_lines(): the whole period's ledger as one JSON array, computed once. The browser read it a thousand
--    lines a request, and each request computed and sorted the whole period again (23 times for a year at 1×).
-- 3. Formations found by the start of the words of their title, expert and theme, accents removed, through a GIN
--    index (as people and enquiries, decisions 1078, 1112): admin_formations_page() compared every formation's
--    folded text. admin_formation_choices() and admin_experts() serve the session form's formation picker and
--    « Gérer les experts », which read every formation (cut at 1,000 by the REST layer), sorted by name.

-- What the results read per session, without visiting the table (index-only scans): a slot's attended marks, a
-- session's confirmed and completed enrollments with their learner (decision 1132).
create index attendance_attended_by_slot_idx on public.attendance (slot_id, enrollment_id)
  where status in ('present', 'late');
create index enrollments_session_learners_idx on public.enrollments (session_id, id) include (user_id)
  where status in ('confirmed', 'completed');

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
  ), learners as (
    -- as private.attendance_summary and private.session_knowledge count them
    -- each visible session's own enrollments through enrollments_session_idx (decision 1132), not a hash of them all
    select v.id as session_id, e.id as enrollment_id
    from visible v cross join lateral (
      select e.id from public.enrollments e
       where e.session_id = v.id and e.status in ('confirmed', 'completed')
         and exists (select 1 from public.profiles p where p.id = e.user_id)
      offset 0) e
  ), planned as (
    select sl.session_id, coalesce(sum(extract(epoch from (sl.ends_at - sl.starts_at)) / 60), 0)::integer as minutes
    from public.session_slots sl join visible v on v.id = sl.session_id
    group by sl.session_id
  ), attended as (
    -- Each visible session's slots, then each slot's marks through attendance's (slot_id, enrollment_id) index
    -- (decision 1132): OFFSET 0 keeps the planner from hashing a sequential scan of every mark of the history.
    select sl.session_id, a.enrollment_id, sum(extract(epoch from (sl.ends_at - sl.starts_at)) / 60)::integer as minutes
    from visible v join public.session_slots sl on sl.session_id = v.id
      cross join lateral (select m.enrollment_id from public.attendance m
                           where m.slot_id = sl.id and m.status in ('present', 'late') offset 0) a
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


-- The ledger of a period in one answer, in the order the export writes it (the order the pages were read in).
-- Security invoker: sales_ledger() refuses whoever is not an admin (PA403) and a period over ten years (PA422).
create function public.sales_ledger_lines(p_from date, p_to date) returns json
language sql stable set search_path = '' as $$
  select coalesce(json_agg(l order by l.entry_date, l.number nulls last, l.entry_kind, l.customer_kind,
                                     l.invoice_number, l.reference nulls last, l.amount), '[]'::json)
    from public.sales_ledger(p_from, p_to) l
$$;

revoke all on function public.sales_ledger_lines(date, date) from public, anon;
grant execute on function public.sales_ledger_lines(date, date) to authenticated, service_role;

-- The words of a formation's title, expert and theme, lowered, the French accents removed, for the index below.
-- fold_search_text() written out: whoever writes a formation runs this, and needs no other function for it.
create function public.formation_search_words(p_title text, p_expert text, p_theme text) returns tsvector
language sql immutable parallel safe set search_path = '' as $$
  select to_tsvector('simple'::regconfig,
    regexp_replace(translate(lower(
      coalesce(p_title, '') || ' ' || coalesce(p_expert, '') || ' ' || coalesce(p_theme, '')),
      'àâäçéèêëîïôöùûü', 'aaaceeeeiioouuu'), '[[:space:][:punct:]]+', ' ', 'g'))
$$;

create index formations_search_words_idx on public.formations
  using gin (public.formation_search_words(title, expert, theme));
-- The pickers' order: by title, then id.
create index formations_title_id_idx on public.formations (title, id);

-- PostgreSQL checks EXECUTE on the index's expression whenever a formation is written: admins (authenticated) and the
-- server. Anon writes no formation. It only splits text into words.
revoke all on function public.formation_search_words(text, text, text) from public, anon;
grant execute on function public.formation_search_words(text, text, text) to authenticated, service_role;

-- « Formations », newest first: as before (decision 1112), but every typed word is the start of a word of the title,
-- the expert or the theme, found through formations_search_words_idx.
create or replace function public.admin_formations_page(
  p_search text default null,
  p_before_id bigint default null,
  p_limit integer default 50
) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_query tsquery := public.person_search_query(public.fold_search_text(p_search));
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  return (
    select coalesce(jsonb_agg(r.row order by r.id desc), '[]'::jsonb) from (
      select f.id, jsonb_build_object('id', f.id, 'title', f.title, 'theme', f.theme, 'description', f.description,
               'duration', f.duration, 'expert', f.expert, 'formats', f.formats, 'price', f.price,
               'price_currency', f.price_currency, 'min_attendance_percent', f.min_attendance_percent,
               'created_at', f.created_at, 'updated_at', f.updated_at, 'trainer_id', f.trainer_id) as row
        from public.formations f
       where f.id < coalesce(p_before_id, 9223372036854775807)
         and (v_query is null or public.formation_search_words(f.title, f.expert, f.theme) @@ v_query)
       order by f.id desc
       limit least(greatest(coalesce(p_limit, 50), 1), 200)) r);
end
$$;

-- The session form's formation picker: formations by title (then id), the typed words as starts of words of the
-- title, expert or theme; at most p_limit (20 by default, 100 at most). Id and title only.
create function public.admin_formation_choices(p_search text default null, p_limit integer default 20)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_query tsquery := public.person_search_query(public.fold_search_text(p_search));
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  return (
    select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'title', r.title) order by r.title, r.id), '[]'::jsonb)
      from (select f.id, f.title from public.formations f
             where v_query is null or public.formation_search_words(f.title, f.expert, f.theme) @@ v_query
             order by f.title, f.id
             limit least(greatest(coalesce(p_limit, 20), 1), 100)) r);
end
$$;

-- « Gérer les experts »: the distinct non-empty expert names, by name (accents ignored, then as written), strictly
-- after p_after (the last name shown), each with its formations by title; the typed words as any part of the name
-- (as the screen's search of formations did before, decision 1112). At most p_limit experts (50, 200 at most).
create function public.admin_experts(p_search text default null, p_after text default null, p_limit integer default 50)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_words text[] := public.search_word_patterns(p_search);
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  return (
    select coalesce(jsonb_agg(jsonb_build_object('name', e.expert, 'formations', e.formations)
                              order by e.folded, e.expert), '[]'::jsonb)
      from (select f.expert, public.fold_search_text(f.expert) as folded,
                   jsonb_agg(jsonb_build_object('id', f.id, 'title', f.title) order by f.title, f.id) as formations
              from public.formations f
             where btrim(f.expert) <> ''
               and (cardinality(v_words) = 0 or public.fold_search_text(f.expert) like all (v_words))
               and (p_after is null
                    or (public.fold_search_text(f.expert), f.expert) > (public.fold_search_text(p_after), p_after))
             group by f.expert
             order by public.fold_search_text(f.expert), f.expert
             limit least(greatest(coalesce(p_limit, 50), 1), 200)) e);
end
$$;

revoke all on function public.admin_formation_choices(text, integer) from public, anon;
revoke all on function public.admin_experts(text, text, integer) from public, anon;
grant execute on function public.admin_formation_choices(text, integer) to authenticated;
grant execute on function public.admin_experts(text, text, integer) to authenticated;
