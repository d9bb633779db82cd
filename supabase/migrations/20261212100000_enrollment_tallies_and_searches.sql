-- Issue 46 item 5 (decisions 1165, 1166): the enrollments' reports and searches at a firm's volume.
--
-- 1. The key figures and « Statistiques » counted every enrollment at each call (200,000 at 1×: 0.2–0.4 s in the
--    database on a quiet machine, 1.0 s at a load of 20, 1.75–1.9 s at p99 through the API). They now read tallies
--    the enrollments' triggers keep, by formation and status, by month, status, payment method and currency, and by
--    learner: a few hundred to a few tens of thousands of rows whatever the history, same answers (decision 1165).
-- 2. admin_enrollments_page() with a search walked the newest-first index until it had a page of matches: quick for
--    a common name, the whole table for a rare one (« introuvable », one learner's e-mail: 0.2–0.4 s). When the
--    search matches at most a thousand people and formations, it now reads each one's newest enrollments through
--    (user_id | formation_id, created_at desc, id desc) and keeps the newest page of those (decision 1166).

-- ─── Tallies ───────────────────────────────────────────────────────────────────────────────────────────────────
-- Rows are never deleted: a count that fell back to 0 stays, and the reports leave zero counts out.
create table private.enrollment_formation_tallies (
  formation_id bigint not null,
  status text not null,
  n bigint not null,
  primary key (formation_id, status)
);

-- month: the first day of the enrollment's month in UTC (as the reports count); payment_currency '' when none.
create table private.enrollment_month_tallies (
  month date not null,
  status text not null,
  payment_method text not null,
  payment_currency text not null,
  n bigint not null,
  -- Enrollments with an amount, and the sum of their amounts (« Sur demande » has none).
  amount_n bigint not null,
  amount numeric not null,
  primary key (month, status, payment_method, payment_currency)
);

create table private.enrollment_learner_tallies (
  user_id uuid primary key,
  n bigint not null
);

revoke all on private.enrollment_formation_tallies, private.enrollment_month_tallies,
  private.enrollment_learner_tallies from public;

-- One enrollment row counted (p_sign 1) or taken back (-1) in each tally.
create function private.tally_enrollment(p_row public.enrollments, p_sign integer) returns void
language sql security definer set search_path = '' as $$
  insert into private.enrollment_formation_tallies as t (formation_id, status, n)
  values (p_row.formation_id, p_row.status, p_sign)
  on conflict (formation_id, status) do update set n = t.n + excluded.n;
  insert into private.enrollment_month_tallies as t (month, status, payment_method, payment_currency, n, amount_n, amount)
  values (date_trunc('month', p_row.created_at at time zone 'UTC')::date, p_row.status, p_row.payment_method,
          coalesce(p_row.payment_currency, ''), p_sign, case when p_row.payment_amount is null then 0 else p_sign end,
          p_sign * coalesce(p_row.payment_amount, 0))
  on conflict (month, status, payment_method, payment_currency)
  do update set n = t.n + excluded.n, amount_n = t.amount_n + excluded.amount_n, amount = t.amount + excluded.amount;
  insert into private.enrollment_learner_tallies as t (user_id, n) values (p_row.user_id, p_sign)
  on conflict (user_id) do update set n = t.n + excluded.n;
$$;

create function private.tally_enrollments() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.tally_enrollment(old, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.tally_enrollment(new, 1);
  end if;
  return null;
end
$$;

create trigger enrollments_tally_insert_delete after insert or delete on public.enrollments
  for each row execute function private.tally_enrollments();
create trigger enrollments_tally_update
  after update of formation_id, user_id, status, payment_method, payment_currency, payment_amount, created_at
  on public.enrollments for each row
  when ((old.formation_id, old.user_id, old.status, old.payment_method, old.payment_currency, old.payment_amount,
         old.created_at)
        is distinct from
        (new.formation_id, new.user_id, new.status, new.payment_method, new.payment_currency, new.payment_amount,
         new.created_at))
  execute function private.tally_enrollments();

-- The tallies counted again from the enrollments: here, and after a bulk load that bypassed the triggers
-- (session_replication_role = replica, bench/volume-seed.ts).
create function private.recount_enrollment_tallies() returns void
language sql security definer set search_path = '' as $$
  delete from private.enrollment_formation_tallies;
  delete from private.enrollment_month_tallies;
  delete from private.enrollment_learner_tallies;
  insert into private.enrollment_formation_tallies (formation_id, status, n)
  select e.formation_id, e.status, count(*) from public.enrollments e group by 1, 2;
  insert into private.enrollment_month_tallies (month, status, payment_method, payment_currency, n, amount_n, amount)
  select date_trunc('month', e.created_at at time zone 'UTC')::date, e.status, e.payment_method,
         coalesce(e.payment_currency, ''), count(*), count(e.payment_amount), coalesce(sum(e.payment_amount), 0)
    from public.enrollments e group by 1, 2, 3, 4;
  insert into private.enrollment_learner_tallies (user_id, n)
  select e.user_id, count(*) from public.enrollments e group by 1;
$$;

revoke all on function private.tally_enrollment(public.enrollments, integer) from public;
revoke all on function private.tally_enrollments() from public;
revoke all on function private.recount_enrollment_tallies() from public;

select private.recount_enrollment_tallies();

-- ─── The key figures and « Statistiques » from the tallies (same answers as before) ─────────────────────────────
create or replace function public.admin_enrollment_figures(p_now timestamptz default now()) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_month date := date_trunc('month', p_now at time zone 'UTC')::date;
  v_previous date := (date_trunc('month', p_now at time zone 'UTC') - interval '1 month')::date;
  v_figures jsonb;
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  select jsonb_build_object(
           'total', coalesce(sum(t.n), 0),
           'by_status', jsonb_build_object(
             'pending', coalesce(sum(t.n) filter (where t.status = 'pending'), 0),
             'confirmed', coalesce(sum(t.n) filter (where t.status = 'confirmed'), 0),
             'completed', coalesce(sum(t.n) filter (where t.status = 'completed'), 0),
             'cancelled', coalesce(sum(t.n) filter (where t.status = 'cancelled'), 0)),
           'this_month', coalesce(sum(t.n) filter (where t.month = v_month), 0),
           'last_month', coalesce(sum(t.n) filter (where t.month = v_previous), 0),
           'amounts', jsonb_build_object(
             'XOF', jsonb_build_object(
               'amount', coalesce(sum(t.amount) filter (where t.status <> 'cancelled' and t.payment_currency = 'XOF'), 0),
               'count', coalesce(sum(t.amount_n) filter (where t.status <> 'cancelled' and t.payment_currency = 'XOF'), 0)),
             'CAD', jsonb_build_object(
               'amount', coalesce(sum(t.amount) filter (where t.status <> 'cancelled' and t.payment_currency = 'CAD'), 0),
               'count', coalesce(sum(t.amount_n) filter (where t.status <> 'cancelled' and t.payment_currency = 'CAD'), 0))))
    into v_figures
    from private.enrollment_month_tallies t;
  return v_figures || jsonb_build_object('top', coalesce((
    select jsonb_agg(jsonb_build_object('formation_id', t.formation_id, 'title', t.title, 'count', t.n)
                     order by t.n desc, t.title, t.formation_id)
      from (select c.formation_id, f.title, c.n
              from (select x.formation_id, sum(x.n) as n
                      from private.enrollment_formation_tallies x where x.status <> 'cancelled'
                     group by x.formation_id having sum(x.n) > 0) c
              join public.formations f on f.id = c.formation_id
             order by c.n desc, f.title, c.formation_id
             limit 5) t), '[]'::jsonb));
end
$$;

create or replace function public.admin_enrollment_statistics(p_now timestamptz default now()) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_month date := date_trunc('month', p_now at time zone 'UTC')::date;
  v_since date := (date_trunc('month', p_now at time zone 'UTC') - interval '11 months')::date;
  v_methods jsonb;
  v_total numeric;
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  select coalesce(jsonb_agg(jsonb_build_object('method', m.payment_method, 'count', m.n) order by m.payment_method),
                  '[]'::jsonb),
         coalesce(sum(m.n), 0)
    into v_methods, v_total
    from (select t.payment_method, sum(t.n) as n from private.enrollment_month_tallies t
           group by 1 having sum(t.n) > 0) m;
  return jsonb_build_object(
    'total', v_total,
    'months', coalesce((
      select jsonb_agg(jsonb_build_object('month', to_char(m.month, 'YYYY-MM'), 'count', m.n) order by m.month)
        from (select t.month, sum(t.n) as n from private.enrollment_month_tallies t
               where t.month between v_since and v_month
               group by 1 having sum(t.n) > 0) m), '[]'::jsonb),
    'themes', coalesce((
      select jsonb_agg(jsonb_build_object('label', t.label, 'count', t.n) order by t.n desc, t.label)
        from (select nullif(btrim(f.theme), '') as label, sum(c.n) as n
                from private.enrollment_formation_tallies c
                join public.formations f on f.id = c.formation_id
               group by 1 having sum(c.n) > 0) t), '[]'::jsonb),
    'methods', v_methods,
    'countries', coalesce((
      select jsonb_agg(jsonb_build_object('label', c.label, 'count', c.n) order by c.n desc, c.label)
        from (select nullif(btrim(p.country), '') as label, sum(u.n) as n
                from private.enrollment_learner_tallies u join public.profiles p on p.id = u.user_id
               where u.n <> 0
               group by 1 having sum(u.n) > 0) c), '[]'::jsonb));
end
$$;

-- ─── A page of « Paiements et inscriptions » ─────────────────────────────────────────────────────────────────────
-- Each learner's and each formation's enrollments newest first (they also serve the foreign keys' lookups, as the
-- single-column indexes they replace did).
create index enrollments_user_created_idx on public.enrollments (user_id, created_at desc, id desc);
create index enrollments_formation_created_idx on public.enrollments (formation_id, created_at desc, id desc);
drop index public.enrollments_user_id_idx;
drop index public.enrollments_formation_id_idx;

-- Same answer as before (decision 1076), found another way when a search matches few people and formations.
create or replace function public.admin_enrollments_page(
  p_status text default null,
  p_method text default null,
  p_currency text default null,
  p_search text default null,
  p_before_created timestamptz default null,
  p_before_id bigint default null,
  p_limit integer default 50
) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_page jsonb;
  v_term text := nullif(btrim(coalesce(p_search, '')), '');
  v_query tsquery := public.person_search_query(p_search);
  v_like text := '%' || replace(replace(replace(coalesce(v_term, ''), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 200);
  v_people uuid[];
  v_formations bigint[];
  -- Past this many people and formations matched, the matches are common enough for the walk to find a page soon.
  v_gather_at_most constant integer := 1000;
  -- Where the page's rows are: after the cursor, with the filters ($1–$6 as bound below).
  v_after constant text := $after$
        (e.created_at, e.id) < (coalesce($5, 'infinity'::timestamptz), coalesce($6, 9223372036854775807))
    and ($1::text is null or e.status = $1)
    and ($2::text is null or e.payment_method = $2)
    and ($3::text is null or e.payment_currency = $3)$after$;
  v_keys text;
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  if v_term is not null then
    select array_agg(p.id) into v_people
      from (select p.id from public.profiles p
             where public.person_search_words(p.full_name, p.email) @@ v_query
             limit v_gather_at_most + 1) p;
    select array_agg(f.id) into v_formations
      from (select f.id from public.formations f where f.title ilike v_like limit v_gather_at_most + 1) f;
  end if;
  if v_term is null then
    -- The newest-first index (or the status's), read from the cursor on.
    v_keys := 'select e.created_at, e.id from public.enrollments e where ' || v_after
      || ' order by e.created_at desc, e.id desc limit $9';
  elsif coalesce(cardinality(v_people), 0) + coalesce(cardinality(v_formations), 0) <= v_gather_at_most then
    -- Few matches: each one's newest enrollments after the cursor, then the newest of those.
    v_keys := 'select k.created_at, k.id from ('
      || ' select x.created_at, x.id from unnest($7::uuid[]) as m(id) cross join lateral ('
      || '   select e.created_at, e.id from public.enrollments e where e.user_id = m.id and ' || v_after
      || '    order by e.created_at desc, e.id desc limit $9) x'
      || ' union'
      || ' select x.created_at, x.id from unnest($8::bigint[]) as m(id) cross join lateral ('
      || '   select e.created_at, e.id from public.enrollments e where e.formation_id = m.id and ' || v_after
      || '    order by e.created_at desc, e.id desc limit $9) x) k'
      || ' order by k.created_at desc, k.id desc limit $9';
  else
    -- Many matches: the newest-first walk keeps the enrollments of a matched person or formation.
    v_keys := 'select e.created_at, e.id from public.enrollments e where ' || v_after
      || ' and (e.user_id in (select p.id from public.profiles p'
      || '                     where public.person_search_words(p.full_name, p.email) @@ $10)'
      || '      or e.formation_id in (select f.id from public.formations f where f.title ilike $11))'
      || ' order by e.created_at desc, e.id desc limit $9';
  end if;
  -- Planned with the call's values (one-shot), so an unused filter drops out and a status reads its own index.
  execute $query$
  select coalesce(jsonb_agg(r.row order by r.created_at desc, r.id desc), '[]'::jsonb) from (
  select e.created_at, e.id, to_jsonb(e)
         || jsonb_build_object(
              'formations',
              (select jsonb_build_object('id', f.id, 'title', f.title, 'theme', f.theme, 'description', f.description,
                        'duration', f.duration, 'expert', f.expert, 'formats', f.formats, 'price', f.price,
                        'price_currency', f.price_currency, 'min_attendance_percent', f.min_attendance_percent,
                        'created_at', f.created_at, 'updated_at', f.updated_at)
                 from public.formations f where f.id = e.formation_id),
              'profiles',
              (select jsonb_build_object('full_name', p.full_name, 'email', p.email, 'country', p.country,
                        'company', p.company)
                 from public.profiles p where p.id = e.user_id),
              'course_sessions',
              (select jsonb_build_object('starts_on', s.starts_on, 'ends_on', s.ends_on, 'city', s.city,
                        'format', s.format, 'status', s.status)
                 from public.course_sessions s where s.id = e.session_id)) as row
    from ($query$ || v_keys || $query$) k
    join public.enrollments e on e.id = k.id) r
  $query$
  into v_page
  using p_status, p_method, p_currency, v_term, p_before_created, p_before_id, v_people, v_formations, v_limit,
        v_query, v_like;
  return v_page;
end
$$;
