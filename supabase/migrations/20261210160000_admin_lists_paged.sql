-- Issue 46 item 5 (decision 1112): « Formations », « Sessions » and the inbox of enquiries read a page at a time, as
-- « Paiements et inscriptions » does (admin_enrollments_page(), decision 1076): keyset after the last row shown, the
-- filters and the search applied by the database, at most p_limit rows in one JSON array (the screens ask for one more
-- than they show, to know whether a « Voir plus » follows), never a count over everything. Admins only (PA403 otherwise),
-- checked inside (security definer), so the pages never depend on what the tables' policies let a role read.

-- What a search compares: lowered, French accents removed, so « ethique » finds « Éthique » as the screens did when they
-- filtered in the browser.
create function public.fold_search_text(p_text text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select translate(lower(coalesce(p_text, '')), 'àâäçéèêëîïôöùûü', 'aaaceeeeiioouuu')
$$;

-- What was typed, as ilike patterns: one per word, each matching any part of the text (\, % and _ taken literally).
create function public.search_word_patterns(p_search text) returns text[]
language sql immutable parallel safe set search_path = '' as $$
  select coalesce(array_agg('%' || replace(replace(replace(word, '\', '\\'), '%', '\%'), '_', '\_') || '%'), '{}')
    from regexp_split_to_table(btrim(public.fold_search_text(p_search)), '\s+') as word
   where word <> ''
$$;

-- « Formations », newest first (by id, as before): the formations strictly after the cursor (the last row's id), searched
-- in the title, the expert and the theme (every word somewhere in them), with who teaches each (admins read it).
create function public.admin_formations_page(
  p_search text default null,
  p_before_id bigint default null,
  p_limit integer default 50
) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_words text[] := public.search_word_patterns(p_search);
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
         and (cardinality(v_words) = 0
              or public.fold_search_text(f.title || ' ' || coalesce(f.expert, '') || ' ' || coalesce(f.theme, ''))
                 like all (v_words))
       order by f.id desc
       limit least(greatest(coalesce(p_limit, 50), 1), 200)) r);
end
$$;

-- « Sessions »: those still to come or under way (ending today or later), soonest first, or those ended, latest first;
-- strictly after the cursor (the last row's starts_on and id), searched in the formation's title. Every column but
-- trainer_id, with the formation's title and currency, in the shape the REST embed had.
create function public.admin_sessions_page(
  p_past boolean default false,
  p_search text default null,
  p_after_starts_on date default null,
  p_after_id bigint default null,
  p_limit integer default 50
) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_words text[] := public.search_word_patterns(p_search);
  v_page jsonb;
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  -- Planned with the call's values: the direction picks the walk of course_sessions_starts_on_idx, the search drops out.
  execute format($query$
  select coalesce(jsonb_agg(r.row order by r.starts_on %1$s, r.id %1$s), '[]'::jsonb) from (
    select s.starts_on, s.id, (to_jsonb(s) - 'trainer_id')
             || jsonb_build_object('formations',
                  (select jsonb_build_object('title', f.title, 'price_currency', f.price_currency)
                     from public.formations f where f.id = s.formation_id)) as row
      from public.course_sessions s
     where (case when $1 then s.ends_on < current_date else s.ends_on >= current_date end)
       and ($3::date is null or (s.starts_on, s.id) %2$s ($3, coalesce($4, 0)))
       and (cardinality($2) = 0
            or s.formation_id in (select f.id from public.formations f
                                   where public.fold_search_text(f.title) like all ($2)))
     order by s.starts_on %1$s, s.id %1$s
     limit least(greatest(coalesce($5, 50), 1), 200)) r
  $query$, case when p_past then 'desc' else 'asc' end, case when p_past then '<' else '>' end)
  into v_page
  using p_past, v_words, p_after_starts_on, p_after_id, p_limit;
  return v_page;
end
$$;

-- The inbox, newest first: the enquiries strictly after the cursor (the last row's created_at and id), of one kind, of
-- one status (« actives »: every one not archived; « toutes »: all), received between two UTC days (inclusive), and
-- searched in the sender, the subject, the message and the kind's details (every word somewhere in them), each with the
-- name and e-mail of the person it is assigned to. At most 1,000 a call: the export reads a thousand at a time.
create function public.admin_enquiries_page(
  p_kind text default null,
  p_status text default 'actives',
  p_from date default null,
  p_to date default null,
  p_search text default null,
  p_before_created timestamptz default null,
  p_before_id uuid default null,
  p_limit integer default 50
) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_words text[] := public.search_word_patterns(p_search);
  v_page jsonb;
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  execute $query$
  select coalesce(jsonb_agg(r.row order by r.created_at desc, r.id desc), '[]'::jsonb) from (
    select q.created_at, q.id, (to_jsonb(q) - 'website')
             || jsonb_build_object('assignee',
                  (select jsonb_build_object('full_name', p.full_name, 'email', p.email)
                     from public.profiles p where p.id = q.assignee_id)) as row
      from public.enquiries q
     where ($6::timestamptz is null
            or (q.created_at, q.id) < ($6, coalesce($7, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)))
       and ($1::text is null or q.kind = $1)
       and (case coalesce($2, 'actives') when 'actives' then q.status <> 'archivee'
                                         when 'toutes' then true
                                         else q.status = $2 end)
       and ($3::date is null or q.created_at >= ($3::timestamp at time zone 'UTC'))
       and ($4::date is null or q.created_at < (($4 + 1)::timestamp at time zone 'UTC'))
       and (cardinality($5) = 0
            or public.fold_search_text(concat_ws(' ', q.full_name, q.email, q.phone, q.organisation, q.subject,
                                                 q.message, q.details::text)) like all ($5))
     order by q.created_at desc, q.id desc
     limit least(greatest(coalesce($8, 50), 1), 1000)) r
  $query$
  into v_page
  using p_kind, p_status, p_from, p_to, v_words, p_before_created, p_before_id, p_limit;
  return v_page;
end
$$;

-- The inbox's keyset: newest first, the id breaking ties of the same instant.
create index if not exists enquiries_created_at_id_idx on public.enquiries (created_at desc, id desc);

-- Only the functions above call these two.
revoke all on function public.fold_search_text(text) from public, anon, authenticated;
revoke all on function public.search_word_patterns(text) from public, anon, authenticated;
revoke all on function public.admin_formations_page(text, bigint, integer) from public, anon;
revoke all on function public.admin_sessions_page(boolean, text, date, bigint, integer) from public, anon;
revoke all on function public.admin_enquiries_page(text, text, date, date, text, timestamptz, uuid, integer)
  from public, anon;
grant execute on function public.admin_formations_page(text, bigint, integer) to authenticated;
grant execute on function public.admin_sessions_page(boolean, text, date, bigint, integer) to authenticated;
grant execute on function public.admin_enquiries_page(text, text, date, date, text, timestamptz, uuid, integer)
  to authenticated;
