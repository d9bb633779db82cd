-- Issue 46 item 5 (decisions 1076–1078): the back office at a firm's volume. « Paiements et inscriptions » reads one
-- page at a time (keyset on the newest-first index, filters and search in the database), the key figures and the
-- statistics are counted over every enrollment in the database, and people are found through an index of the words of
-- their name and e-mail. Each function is for admins only (PA403 otherwise) and checks it itself (security definer), as
-- sales_ledger() does, so the pages never depend on what the tables' policies let a role read.

-- The words of a person's name and e-mail (« aminata.diallo@exemple.ci » gives aminata, diallo, exemple, ci), lowered;
-- a search matches each typed word as the start of one of them (decision 1078).
create function public.person_search_words(p_full_name text, p_email text) returns tsvector
language sql immutable parallel safe set search_path = '' as $$
  select to_tsvector('simple'::regconfig,
    regexp_replace(lower(coalesce(p_full_name, '') || ' ' || coalesce(p_email, '')), '[[:space:][:punct:]]+', ' ', 'g'))
$$;

-- What was typed as a query on those words: every word as a prefix, all required; null when nothing is left to search.
create function public.person_search_query(p_search text) returns tsquery
language sql immutable parallel safe set search_path = '' as $$
  select to_tsquery('simple'::regconfig, string_agg(quote_literal(word) || ':*', ' & '))
    from regexp_split_to_table(
           btrim(regexp_replace(lower(coalesce(p_search, '')), '[[:space:][:punct:]]+', ' ', 'g')), ' ') as word
   where word <> ''
  having count(*) > 0
$$;

create index profiles_search_words_idx on public.profiles
  using gin (public.person_search_words(full_name, email));

-- « Gérer les rôles » and every search of a person by the staff: at most p_limit people (100 at most), by name.
create function public.admin_search_people(p_search text, p_limit integer default 20)
returns table (id uuid, full_name text, email text, company text, role text)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_query tsquery := public.person_search_query(p_search);
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  if v_query is null then
    return;
  end if;
  return query
  select p.id, p.full_name, p.email, p.company, p.role
    from public.profiles p
   where public.person_search_words(p.full_name, p.email) @@ v_query
   order by p.full_name nulls last, p.email, p.id
   limit least(greatest(coalesce(p_limit, 20), 1), 100);
end
$$;

-- One page of « Paiements et inscriptions », newest first: the enrollments strictly after the cursor (the last row's
-- created_at and id, both; none for the first page), filtered by status, method and currency, and searched in the
-- learner's name and e-mail (word prefixes, as above) and the formation's title (any part of it). Each row is the
-- enrollment with what the list shows of its formation (the public columns), learner and session embedded, in the
-- shape the REST embeds had, in one JSON array (p_limit rows at most, 200 at most: the screen asks for one more than it
-- shows, to know whether a « Voir plus » follows).
create function public.admin_enrollments_page(
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
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
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
    from public.enrollments e
   where (e.created_at, e.id) < (coalesce($5, 'infinity'::timestamptz),
                                 coalesce($6, 9223372036854775807))
     and ($1::text is null or e.status = $1)
     and ($2::text is null or e.payment_method = $2)
     and ($3::text is null or e.payment_currency = $3)
     and ($4::text is null
          or e.user_id in (select p.id from public.profiles p
                            where public.person_search_words(p.full_name, p.email) @@ $7)
          or e.formation_id in (select f.id from public.formations f where f.title ilike $8))
   order by e.created_at desc, e.id desc
   limit least(greatest(coalesce($9, 50), 1), 200)) r
  $query$
  into v_page
  using p_status, p_method, p_currency, v_term, p_before_created, p_before_id, v_query, v_like, p_limit;
  return v_page;
end
$$;

-- The dashboard's key figures over every enrollment: counts by status, this month's and last month's (UTC, the
-- database's clock), the amounts not cancelled per currency (never added across currencies; « Sur demande » has no
-- amount) and the five formations most asked for (not cancelled; ties by title).
create function public.admin_enrollment_figures(p_now timestamptz default now()) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_month timestamptz := date_trunc('month', p_now at time zone 'UTC') at time zone 'UTC';
  v_previous timestamptz := (date_trunc('month', p_now at time zone 'UTC') - interval '1 month') at time zone 'UTC';
  v_next timestamptz := (date_trunc('month', p_now at time zone 'UTC') + interval '1 month') at time zone 'UTC';
  v_figures jsonb;
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  select jsonb_build_object(
           'total', count(*),
           'by_status', jsonb_build_object(
             'pending', count(*) filter (where e.status = 'pending'),
             'confirmed', count(*) filter (where e.status = 'confirmed'),
             'completed', count(*) filter (where e.status = 'completed'),
             'cancelled', count(*) filter (where e.status = 'cancelled')),
           'this_month', count(*) filter (where e.created_at >= v_month and e.created_at < v_next),
           'last_month', count(*) filter (where e.created_at >= v_previous and e.created_at < v_month),
           'amounts', jsonb_build_object(
             'XOF', jsonb_build_object(
               'amount', coalesce(sum(e.payment_amount) filter (where e.status <> 'cancelled'
                                                                  and e.payment_currency = 'XOF'), 0),
               'count', count(e.payment_amount) filter (where e.status <> 'cancelled' and e.payment_currency = 'XOF')),
             'CAD', jsonb_build_object(
               'amount', coalesce(sum(e.payment_amount) filter (where e.status <> 'cancelled'
                                                                  and e.payment_currency = 'CAD'), 0),
               'count', count(e.payment_amount) filter (where e.status <> 'cancelled' and e.payment_currency = 'CAD'))))
    into v_figures
    from public.enrollments e;
  return v_figures || jsonb_build_object('top', coalesce((
    select jsonb_agg(jsonb_build_object('formation_id', t.formation_id, 'title', t.title, 'count', t.n)
                     order by t.n desc, t.title, t.formation_id)
      from (select c.formation_id, f.title, c.n
              from (select e.formation_id, count(*) as n
                      from public.enrollments e where e.status <> 'cancelled'
                     group by e.formation_id) c
              join public.formations f on f.id = c.formation_id
             order by c.n desc, f.title, c.formation_id
             limit 5) t), '[]'::jsonb));
end
$$;

-- « Statistiques »: every enrollment by month (the twelve months ending with p_now's, UTC), by the formation's theme,
-- by payment method and by the learner's country (blank as null, named « Non renseigné » by the screen).
create function public.admin_enrollment_statistics(p_now timestamptz default now()) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_since timestamptz := (date_trunc('month', p_now at time zone 'UTC') - interval '11 months') at time zone 'UTC';
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  return jsonb_build_object(
    'total', (select count(*) from public.enrollments),
    'months', coalesce((
      select jsonb_agg(jsonb_build_object('month', m.month, 'count', m.n) order by m.month)
        from (select to_char(e.created_at at time zone 'UTC', 'YYYY-MM') as month, count(*) as n
                from public.enrollments e where e.created_at >= v_since
               group by 1) m), '[]'::jsonb),
    'themes', coalesce((
      select jsonb_agg(jsonb_build_object('label', t.label, 'count', t.n) order by t.n desc, t.label)
        from (select nullif(btrim(f.theme), '') as label, sum(c.n) as n
                from (select e.formation_id, count(*) as n from public.enrollments e group by e.formation_id) c
                join public.formations f on f.id = c.formation_id
               group by 1) t), '[]'::jsonb),
    'methods', coalesce((
      select jsonb_agg(jsonb_build_object('method', m.payment_method, 'count', m.n))
        from (select e.payment_method, count(*) as n from public.enrollments e group by 1) m), '[]'::jsonb),
    'countries', coalesce((
      select jsonb_agg(jsonb_build_object('label', c.label, 'count', c.n) order by c.n desc, c.label)
        from (select nullif(btrim(p.country), '') as label, sum(u.n) as n
                from (select e.user_id, count(*) as n from public.enrollments e group by e.user_id) u
                join public.profiles p on p.id = u.user_id
               group by 1) c), '[]'::jsonb));
end
$$;

-- A list filtered by status reads that status's rows newest first, not the whole newest-first index.
create index if not exists enrollments_status_created_at_idx on public.enrollments (status, created_at desc, id desc);

-- Only the functions above call these two (the index's expression is evaluated without an EXECUTE check on writes).
revoke all on function public.person_search_words(text, text) from public, anon, authenticated;
revoke all on function public.person_search_query(text) from public, anon, authenticated;
grant execute on function public.person_search_words(text, text) to service_role;
grant execute on function public.person_search_query(text) to service_role;
revoke all on function public.admin_search_people(text, integer) from public, anon, authenticated;
grant execute on function public.admin_search_people(text, integer) to authenticated, service_role;
revoke all on function public.admin_enrollments_page(text, text, text, text, timestamptz, bigint, integer)
  from public, anon, authenticated;
grant execute on function public.admin_enrollments_page(text, text, text, text, timestamptz, bigint, integer)
  to authenticated, service_role;
revoke all on function public.admin_enrollment_figures(timestamptz) from public, anon, authenticated;
grant execute on function public.admin_enrollment_figures(timestamptz) to authenticated, service_role;
revoke all on function public.admin_enrollment_statistics(timestamptz) from public, anon, authenticated;
grant execute on function public.admin_enrollment_statistics(timestamptz) to authenticated, service_role;
