-- Case studies edited in the back office (issue 28, decision 0952), on the job offers' machinery (0894).
--
-- Written only through the server function content-case-study, which sanitises the three Markdown parts (the
-- context, the approach, the results): the API roles get no INSERT or UPDATE. The public reads a study once it is
-- published and its publication date has come. Every write is kept in case_study_revisions (who, when, what); a
-- changed slug keeps its old value in case_study_slug_redirects (answered 301) — the seed keeps the studies' former
-- identifiers there, so /etudes-de-cas/<old id> still leads to the study. Each change notifies `content_changed`.

create table public.case_studies (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  title text not null check (char_length(title) between 1 and 200),
  client text not null default '' check (char_length(client) <= 160),
  sector text not null default '' check (char_length(sector) <= 60),
  -- The year of the mission, shown on its card.
  year integer check (year between 1990 and 2100),
  -- City and country, or the office that led the mission; none: « Afrique de l'Ouest ».
  location text not null default '' check (char_length(location) <= 120),
  duration text not null default '' check (char_length(duration) <= 60),
  services text[] not null default '{}' check (cardinality(services) <= 20),
  summary text not null default '' check (char_length(summary) <= 600),
  -- The outcome in one sentence, highlighted on the card and under the title.
  result text not null default '' check (char_length(result) <= 300),
  -- Markdown as the editor wrote it, raw HTML removed; each *_html is its sanitised rendering.
  challenge text not null default '' check (char_length(challenge) <= 20000),
  challenge_html text not null default '' check (char_length(challenge_html) <= 40000),
  approach text not null default '' check (char_length(approach) <= 20000),
  approach_html text not null default '' check (char_length(approach_html) <= 40000),
  results text not null default '' check (char_length(results) <= 20000),
  results_html text not null default '' check (char_length(results_html) <= 40000),
  -- Key figures: [{"value": "12", "label": "chantiers coordonnés"}, …].
  figures jsonb not null default '[]' check (jsonb_typeof(figures) = 'array' and jsonb_array_length(figures) <= 8),
  cover_image text references public.content_images (id) on delete set null,
  cover_alt text check (char_length(cover_alt) <= 300),
  seo_title text check (char_length(seo_title) <= 200),
  seo_description text check (char_length(seo_description) <= 320),
  status text not null default 'draft' check (status in ('draft', 'published')),
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  check (status = 'draft' or published_at is not null),
  check (cover_image is null or coalesce(trim(cover_alt), '') <> '')
);

create index case_studies_public_idx on public.case_studies (published_at desc) where status = 'published';

create trigger case_studies_touch_updated_at before update on public.case_studies
  for each row execute function public.touch_updated_at();

create table public.case_study_revisions (
  id bigint generated always as identity primary key,
  case_study_id bigint not null references public.case_studies (id) on delete cascade,
  changed_at timestamptz not null default now(),
  changed_by uuid references auth.users (id) on delete set null,
  -- created | edited | published | scheduled | unpublished
  action text not null,
  snapshot jsonb not null
);

create index case_study_revisions_study_idx on public.case_study_revisions (case_study_id, changed_at desc);

create table public.case_study_slug_redirects (
  old_slug text primary key,
  case_study_id bigint not null references public.case_studies (id) on delete cascade
);

create function public.record_case_study_change() returns trigger
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
  insert into public.case_study_revisions (case_study_id, changed_by, action, snapshot)
  values (new.id, new.updated_by, what, to_jsonb(new) - 'challenge_html' - 'approach_html' - 'results_html');
  if tg_op = 'UPDATE' and new.slug <> old.slug then
    insert into public.case_study_slug_redirects (old_slug, case_study_id) values (old.slug, new.id)
    on conflict (old_slug) do update set case_study_id = excluded.case_study_id;
  end if;
  delete from public.case_study_slug_redirects where old_slug = new.slug;
  return null;
end
$$;

create trigger case_studies_record_change after insert or update on public.case_studies
  for each row execute function public.record_case_study_change();
create trigger case_studies_notify_change after insert or update or delete on public.case_studies
  for each statement execute function public.notify_content_changed();
create trigger case_study_slug_redirects_notify_change after insert or update or delete
  on public.case_study_slug_redirects
  for each statement execute function public.notify_content_changed();

-- ─── Row Level Security ──────────────────────────────────────────────────────────────────────────────────
alter table public.case_studies enable row level security;
alter table public.case_study_revisions enable row level security;
alter table public.case_study_slug_redirects enable row level security;

create policy "case studies: everyone reads the published ones" on public.case_studies
  for select to anon, authenticated using (status = 'published' and published_at <= now());
create policy "case studies: editors read all" on public.case_studies
  for select to authenticated using (public.is_content_editor());
create policy "case studies: editors delete" on public.case_studies
  for delete to authenticated using (public.is_content_editor());

create policy "case study revisions: editors read" on public.case_study_revisions
  for select to authenticated using (public.is_content_editor());

create policy "case study redirects: everyone reads those of published studies" on public.case_study_slug_redirects
  for select to anon, authenticated using (
    exists (
      select 1 from public.case_studies s
      where s.id = case_study_id and s.status = 'published' and s.published_at <= now()
    )
  );
create policy "case study redirects: editors read all" on public.case_study_slug_redirects
  for select to authenticated using (public.is_content_editor());

-- ─── Privileges (decision 0710) ──────────────────────────────────────────────────────────────────────────
grant select on public.case_studies, public.case_study_slug_redirects to anon, authenticated;
grant delete on public.case_studies to authenticated;
grant select on public.case_study_revisions to authenticated;
grant select, insert, update, delete
  on public.case_studies, public.case_study_revisions, public.case_study_slug_redirects to service_role;

revoke execute on function public.record_case_study_change() from public, anon, authenticated, service_role;
