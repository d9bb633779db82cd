-- The inbox's search through an index (decision 1112): at 1× (50,000 enquiries) comparing every enquiry's folded text
-- with ilike took seconds when few matched. Like people (decision 1078), an enquiry is found by the start of the words of
-- its sender, e-mail, phone, organisation, subject, message and details, accents removed (fold_search_text), through a
-- GIN index of those words; admin_enquiries_page() is redefined to use it.

create function public.enquiry_search_words(
  p_full_name text, p_email text, p_phone text, p_organisation text, p_subject text, p_message text, p_details jsonb
) returns tsvector
language sql immutable parallel safe set search_path = '' as $$
  select to_tsvector('simple'::regconfig,
    -- fold_search_text() written out: whoever writes an enquiry runs this, and needs no other function for it.
    regexp_replace(translate(lower(
      coalesce(p_full_name, '') || ' ' || coalesce(p_email, '') || ' ' || coalesce(p_phone, '') || ' '
      || coalesce(p_organisation, '') || ' ' || coalesce(p_subject, '') || ' ' || coalesce(p_message, '') || ' '
      || coalesce(p_details::text, '')), 'àâäçéèêëîïôöùûü', 'aaaceeeeiioouuu'), '[[:space:][:punct:]]+', ' ', 'g'))
$$;

create index enquiries_search_words_idx on public.enquiries
  using gin (public.enquiry_search_words(full_name, email, phone, organisation, subject, message, details));

create or replace function public.admin_enquiries_page(
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
  -- Every typed word as the start of a word, accents removed as in the index; null when nothing is left to search.
  v_query tsquery := public.person_search_query(public.fold_search_text(p_search));
  v_searched boolean := nullif(btrim(coalesce(p_search, '')), '') is not null;
  v_page jsonb;
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  -- Punctuation only: nothing can match.
  if v_searched and v_query is null then
    return '[]'::jsonb;
  end if;
  -- The page's rows are chosen first (ids only), then written as JSON: a search matching thousands of enquiries sorts
  -- them without building each one's JSON. A search reads its matches from the index of words first (OFFSET 0 keeps
  -- the planner from walking the newest-first index and computing every enquiry's words until it has a page: seconds
  -- at 1× when few match).
  execute format($query$
  select coalesce(jsonb_agg((to_jsonb(q) - 'website')
                            || jsonb_build_object('assignee',
                                 (select jsonb_build_object('full_name', p.full_name, 'email', p.email)
                                    from public.profiles p where p.id = q.assignee_id))
                            order by q.created_at desc, q.id desc), '[]'::jsonb)
    from public.enquiries q
   where q.id in (
    select e.id
      from %s e
     where ($6::timestamptz is null
            or (e.created_at, e.id) < ($6, coalesce($7, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)))
       and ($1::text is null or e.kind = $1)
       and (case coalesce($2, 'actives') when 'actives' then e.status <> 'archivee'
                                         when 'toutes' then true
                                         else e.status = $2 end)
       and ($3::date is null or e.created_at >= ($3::timestamp at time zone 'UTC'))
       and ($4::date is null or e.created_at < (($4 + 1)::timestamp at time zone 'UTC'))
     order by e.created_at desc, e.id desc
     limit least(greatest(coalesce($8, 50), 1), 1000))
  $query$, case when v_query is null then 'public.enquiries'
                else '(select m.* from public.enquiries m
                        where public.enquiry_search_words(m.full_name, m.email, m.phone, m.organisation, m.subject,
                                                          m.message, m.details) @@ $5
                       offset 0)' end)
  into v_page
  using p_kind, p_status, p_from, p_to, v_query, p_before_created, p_before_id, p_limit;
  return v_page;
end
$$;

-- PostgreSQL checks EXECUTE on the index's expression whenever an enquiry is written (decision 1078's lesson,
-- migration 20261209180000): a visitor sending a form, an admin changing its status, the server. It only splits text
-- into words.
grant execute on function public.enquiry_search_words(text, text, text, text, text, text, jsonb)
  to anon, authenticated, service_role;
