-- Articles edited in the back office (issue 28, decisions 0890–0893).
--
-- An « editor » role edits the site's content and nothing else: every other back-office policy checks is_admin(),
-- which stays false for an editor. Articles are written only through the server function content-article, which
-- sanitises the body before storing it (decision 0891): the API roles get no INSERT or UPDATE on the table.
-- The public reads an article once it is published and its publication date has come (a future date schedules it).
-- Every write is kept in article_revisions (who, when, what); a changed slug keeps its old value in
-- article_slug_redirects, which the server answers with a 301. Each change notifies `content_changed`, on which the
-- server forgets the pages it rendered.

-- ─── The editor role ─────────────────────────────────────────────────────────────────────────────────────
alter table public.profiles drop constraint profiles_role_check;
alter table public.profiles add constraint profiles_role_check check (role in ('admin', 'trainer', 'client', 'editor'));

create or replace function public.set_user_role(target_user uuid, new_role text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not public.is_admin() and coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Réservé aux administrateurs' using errcode = '42501';
  end if;
  if new_role not in ('admin', 'trainer', 'client', 'editor') then
    raise exception 'Rôle inconnu : %', new_role using errcode = '22023';
  end if;
  update public.profiles set role = new_role where id = target_user;
  if not found then
    raise exception 'Utilisateur introuvable' using errcode = 'P0002';
  end if;
end
$$;

-- Admins and editors write content.
create function public.is_content_editor() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.profiles p where p.id = auth.uid() and p.role in ('admin', 'editor'))
$$;

-- ─── Articles ────────────────────────────────────────────────────────────────────────────────────────────
create table public.articles (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  title text not null check (char_length(title) between 1 and 200),
  summary text not null default '' check (char_length(summary) <= 600),
  -- Markdown as the editor wrote it, raw HTML removed; body_html is its sanitised rendering, what visitors get.
  body text not null default '' check (char_length(body) <= 200000),
  body_html text not null default '' check (char_length(body_html) <= 400000),
  -- An object of the public content-images bucket, and its alternative text (required with an image).
  cover_image text check (char_length(cover_image) <= 300),
  cover_alt text check (char_length(cover_alt) <= 300),
  author_name text not null default '' check (char_length(author_name) <= 120),
  author_position text not null default '' check (char_length(author_position) <= 120),
  theme text not null default '' check (char_length(theme) <= 60),
  tags text[] not null default '{}' check (cardinality(tags) <= 20),
  reading_minutes integer not null default 1 check (reading_minutes between 1 and 240),
  seo_title text check (char_length(seo_title) <= 200),
  seo_description text check (char_length(seo_description) <= 320),
  status text not null default 'draft' check (status in ('draft', 'published')),
  -- When a published article becomes public: now, or later (scheduled).
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  check (status = 'draft' or published_at is not null),
  check (cover_image is null or coalesce(trim(cover_alt), '') <> '')
);

create index articles_public_idx on public.articles (published_at desc) where status = 'published';

create trigger articles_touch_updated_at before update on public.articles
  for each row execute function public.touch_updated_at();

create table public.article_revisions (
  id bigint generated always as identity primary key,
  article_id bigint not null references public.articles (id) on delete cascade,
  changed_at timestamptz not null default now(),
  changed_by uuid references auth.users (id) on delete set null,
  -- created | edited | published | scheduled | unpublished
  action text not null,
  snapshot jsonb not null
);

create index article_revisions_article_idx on public.article_revisions (article_id, changed_at desc);

create table public.article_slug_redirects (
  old_slug text primary key,
  article_id bigint not null references public.articles (id) on delete cascade
);

create function public.record_article_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
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
  insert into public.article_revisions (article_id, changed_by, action, snapshot)
  values (new.id, new.updated_by, what, to_jsonb(new) - 'body_html');
  if tg_op = 'UPDATE' and new.slug <> old.slug then
    insert into public.article_slug_redirects (old_slug, article_id) values (old.slug, new.id)
    on conflict (old_slug) do update set article_id = excluded.article_id;
  end if;
  -- A slug in use is never also a redirect.
  delete from public.article_slug_redirects where old_slug = new.slug;
  return null;
end
$$;

create trigger articles_record_change after insert or update on public.articles
  for each row execute function public.record_article_change();

create function public.notify_content_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_notify('content_changed', tg_table_name);
  return null;
end
$$;

create trigger articles_notify_change after insert or update or delete on public.articles
  for each statement execute function public.notify_content_changed();
create trigger article_slug_redirects_notify_change after insert or update or delete on public.article_slug_redirects
  for each statement execute function public.notify_content_changed();

-- ─── Row Level Security ──────────────────────────────────────────────────────────────────────────────────
alter table public.articles enable row level security;
alter table public.article_revisions enable row level security;
alter table public.article_slug_redirects enable row level security;

create policy "articles: everyone reads the published ones" on public.articles
  for select to anon, authenticated using (status = 'published' and published_at <= now());
create policy "articles: editors read all" on public.articles
  for select to authenticated using (public.is_content_editor());
create policy "articles: editors delete" on public.articles
  for delete to authenticated using (public.is_content_editor());

create policy "article revisions: editors read" on public.article_revisions
  for select to authenticated using (public.is_content_editor());

create policy "article redirects: everyone reads those of published articles" on public.article_slug_redirects
  for select to anon, authenticated using (
    exists (select 1 from public.articles a where a.id = article_id and a.status = 'published' and a.published_at <= now())
  );
create policy "article redirects: editors read all" on public.article_slug_redirects
  for select to authenticated using (public.is_content_editor());

-- ─── Privileges (decision 0710) ──────────────────────────────────────────────────────────────────────────
grant select on public.articles, public.article_slug_redirects to anon, authenticated;
grant delete on public.articles to authenticated;
grant select on public.article_revisions to authenticated;
grant select, insert, update, delete
  on public.articles, public.article_revisions, public.article_slug_redirects to service_role;

revoke execute on function public.is_content_editor() from public, anon;
grant execute on function public.is_content_editor() to authenticated, service_role;
revoke execute on function public.record_article_change(), public.notify_content_changed()
  from public, anon, authenticated, service_role;
