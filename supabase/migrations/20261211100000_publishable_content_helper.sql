-- One helper for the next publishable content type (issue 49 item 10, decision 1126).
--
-- Articles, case studies and job offers each copied the same block (20261126600000, 20261127100000,
-- 20261128200000): a revisions table and its trigger, a slug-redirects table, the notify triggers, the read and delete
-- policies, the grants. `private.make_publishable(table, kind, left_out, public_rule)` makes that block for a table
-- that has `id bigint`, `slug text`, `status text` ('draft' | 'published'), `published_at timestamptz` and
-- `updated_by uuid`: the next type is a `create table` and one call. The revisions and redirects are recorded by one
-- trigger function, `private.record_publishable_change`, told its kind and the columns left out of the snapshot (the
-- sanitised HTML, rendered again from the Markdown kept) by its trigger's arguments.
--
-- Articles are remade with it: the same tables, columns, indexes, triggers (by name and timing), policies (by name
-- and rule) and grants (column grants that keep `updated_by` from readers, decision 0988); `public.record_article_change()` gives way to the shared trigger function.

create or replace function private.record_publishable_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  -- The trigger's arguments: the kind (`article`: public.article_revisions.article_id, public.article_slug_redirects)
  -- and the columns left out of the snapshot, as an array literal.
  kind text := tg_argv[0];
  left_out text[] := coalesce(tg_argv[1], '{}')::text[];
  what text;
begin
  if tg_op = 'INSERT' then
    what := case when new.status = 'published' then 'published' else 'created' end;
  elsif new.status = 'published' and old.status = 'draft' then
    what := case when new.published_at > now() then 'scheduled' else 'published' end;
  elsif new.status = 'draft' and old.status = 'published' then
    what := 'unpublished';
  else
    what := 'edited';
  end if;
  execute format('insert into public.%I (%I, changed_by, action, snapshot) values ($1, $2, $3, $4)',
                 kind || '_revisions', kind || '_id')
    using new.id, new.updated_by, what, to_jsonb(new) - left_out;
  if tg_op = 'UPDATE' and new.slug <> old.slug then
    execute format('insert into public.%1$I (old_slug, %2$I) values ($1, $2)
                    on conflict (old_slug) do update set %2$I = excluded.%2$I',
                   kind || '_slug_redirects', kind || '_id')
      using old.slug, new.id;
  end if;
  -- A slug in use is never also a redirect.
  execute format('delete from public.%I where old_slug = $1', kind || '_slug_redirects') using new.slug;
  return null;
end
$$;

-- `p_table`: the content table (public.<plural>); `p_kind`: its singular, which names the other two tables
-- (<kind>_revisions keyed by <kind>_id, <kind>_slug_redirects); `p_left_out`: columns not kept in revisions;
-- `p_public_rule`: what makes a row public, over the table's own columns (also read for its redirects). Tables and
-- indexes are made only when missing (an existing type keeps its own); triggers, policies and grants are (re)made.
create or replace function private.make_publishable(
  p_table regclass,
  p_kind text,
  p_left_out text[] default '{}',
  p_public_rule text default 'status = ''published'' and published_at <= now()'
) returns void
language plpgsql set search_path = '' as $$
declare
  tbl text;
  revisions text := p_kind || '_revisions';
  redirects text := p_kind || '_slug_redirects';
  key_column text := p_kind || '_id';
  -- Policy names as people read them: « case study revisions: editors read ».
  kind_label text := replace(p_kind, '_', ' ');
  missing text;
  readable text;
begin
  select c.relname into tbl from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where c.oid = p_table and n.nspname = 'public';
  if tbl is null then
    raise exception 'make_publishable: % is not a table of schema public', p_table using errcode = '22023';
  end if;
  select string_agg(needed.name, ', ') into missing
    from (values ('id', 'bigint'), ('slug', 'text'), ('status', 'text'), ('published_at', 'timestamp with time zone'),
                 ('updated_by', 'uuid')) as needed(name, type)
   where not exists (select 1 from pg_attribute a
                      where a.attrelid = p_table and a.attname = needed.name and not a.attisdropped
                        and format_type(a.atttypid, a.atttypmod) = needed.type);
  if missing is not null then
    raise exception 'make_publishable: % lacks %', p_table, missing using errcode = '22023';
  end if;

  -- ─── Tables ────────────────────────────────────────────────────────────────────────────────────────────
  if to_regclass('public.' || quote_ident(revisions)) is null then
    execute format($sql$
      create table public.%1$I (
        id bigint generated always as identity primary key,
        %2$I bigint not null references public.%3$I (id) on delete cascade,
        changed_at timestamptz not null default now(),
        changed_by uuid references auth.users (id) on delete set null,
        -- created | edited | published | scheduled | unpublished
        action text not null,
        snapshot jsonb not null
      )$sql$, revisions, key_column, tbl);
    execute format('create index %I on public.%I (%I, changed_at desc)', revisions || '_' || p_kind || '_idx',
                   revisions, key_column);
  end if;
  if to_regclass('public.' || quote_ident(redirects)) is null then
    execute format('create table public.%I (old_slug text primary key, %I bigint not null references public.%I (id) on delete cascade)',
                   redirects, key_column, tbl);
  end if;
  execute format('create index if not exists %I on public.%I (published_at desc) where status = ''published''',
                 tbl || '_public_idx', tbl);

  -- ─── Triggers ──────────────────────────────────────────────────────────────────────────────────────────
  execute format('create or replace trigger %I before update on public.%I
                  for each row execute function public.touch_updated_at()', tbl || '_touch_updated_at', tbl);
  execute format('create or replace trigger %I after insert or update on public.%I
                  for each row execute function private.record_publishable_change(%L, %L)',
                 tbl || '_record_change', tbl, p_kind, p_left_out::text);
  execute format('create or replace trigger %I after insert or update or delete on public.%I
                  for each statement execute function public.notify_content_changed()', tbl || '_notify_change', tbl);
  execute format('create or replace trigger %I after insert or update or delete on public.%I
                  for each statement execute function public.notify_content_changed()', redirects || '_notify_change',
                 redirects);

  -- ─── Row Level Security: the public rule once for the rows, and for their old slugs ─────────────────
  execute format('alter table public.%I enable row level security', tbl);
  execute format('alter table public.%I enable row level security', revisions);
  execute format('alter table public.%I enable row level security', redirects);
  execute format('drop policy if exists %I on public.%I', replace(tbl, '_', ' ') || ': everyone reads the published ones', tbl);
  execute format('create policy %I on public.%I for select to anon, authenticated using (%s)',
                 replace(tbl, '_', ' ') || ': everyone reads the published ones', tbl, p_public_rule);
  execute format('drop policy if exists %I on public.%I', replace(tbl, '_', ' ') || ': editors read all', tbl);
  execute format('create policy %I on public.%I for select to authenticated using (public.is_content_editor())',
                 replace(tbl, '_', ' ') || ': editors read all', tbl);
  execute format('drop policy if exists %I on public.%I', replace(tbl, '_', ' ') || ': editors delete', tbl);
  execute format('create policy %I on public.%I for delete to authenticated using (public.is_content_editor())',
                 replace(tbl, '_', ' ') || ': editors delete', tbl);
  execute format('drop policy if exists %I on public.%I', kind_label || ' revisions: editors read', revisions);
  execute format('create policy %I on public.%I for select to authenticated using (public.is_content_editor())',
                 kind_label || ' revisions: editors read', revisions);
  execute format('drop policy if exists %I on public.%I',
                 kind_label || ' redirects: everyone reads those of published ' || replace(tbl, '_', ' '), redirects);
  -- The rule's columns are the content table's: inside the subquery they name its row, not the redirect's.
  execute format('create policy %I on public.%I for select to anon, authenticated using (
                    exists (select 1 from public.%I %I where %I.id = %I and %s))',
                 kind_label || ' redirects: everyone reads those of published ' || replace(tbl, '_', ' '), redirects, tbl,
                 left(p_kind, 1), left(p_kind, 1), key_column, p_public_rule);
  execute format('drop policy if exists %I on public.%I', kind_label || ' redirects: editors read all', redirects);
  execute format('create policy %I on public.%I for select to authenticated using (public.is_content_editor())',
                 kind_label || ' redirects: editors read all', redirects);

  -- ─── Privileges (decision 0710): writes only through the content functions (service role) ──────────────
  -- Readers get every column but the staff id of the last editor (decision 0988): editors see it in the revisions.
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into readable
    from pg_attribute a
   where a.attrelid = p_table and a.attnum > 0 and not a.attisdropped and a.attname <> 'updated_by';
  execute format('revoke select on public.%I from anon, authenticated', tbl);
  execute format('grant select (%s) on public.%I to anon, authenticated', readable, tbl);
  execute format('grant select on public.%I to anon, authenticated', redirects);
  execute format('grant delete on public.%I to authenticated', tbl);
  execute format('grant select on public.%I to authenticated', revisions);
  execute format('grant select, insert, update, delete on public.%I, public.%I, public.%I to service_role',
                 tbl, revisions, redirects);
end
$$;

revoke execute on function private.record_publishable_change() from public;
revoke execute on function private.make_publishable(regclass, text, text[], text) from public;

-- ─── Articles, remade with the helper ─────────────────────────────────────────────────────────────────────
-- Their tables, index names and policy names are the helper's already; the record trigger now runs the shared
-- function with the same effect (one revision per write without body_html, the old slug kept as a redirect).
select private.make_publishable('public.articles', 'article', '{body_html}');
drop function public.record_article_change();
