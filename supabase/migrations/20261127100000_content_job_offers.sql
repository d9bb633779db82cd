-- Job offers edited in the back office (issue 28, decision 0894), on the articles' machinery (0890–0893).
--
-- Written only through the server function content-job-offer, which sanitises the description (Markdown): the API
-- roles get no INSERT or UPDATE. The public reads an offer once it is published, its publication date has come and
-- it is not closed (closes_on, the last day applications are taken, in UTC: the day after, it leaves /carrieres).
-- Every write is kept in job_offer_revisions (who, when, what); a changed slug keeps its old value in
-- job_offer_slug_redirects (answered 301). Each change notifies `content_changed` (the server forgets its pages).

create table public.job_offers (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  title text not null check (char_length(title) between 1 and 200),
  department text not null default '' check (char_length(department) <= 80),
  location text not null default '' check (char_length(location) <= 120),
  employment_type text not null default '' check (char_length(employment_type) <= 60),
  summary text not null default '' check (char_length(summary) <= 600),
  -- Markdown as the editor wrote it, raw HTML removed; description_html is its sanitised rendering.
  description text not null default '' check (char_length(description) <= 50000),
  description_html text not null default '' check (char_length(description_html) <= 100000),
  skills text[] not null default '{}' check (cardinality(skills) <= 30),
  -- The last day applications are taken (UTC); none: open until unpublished.
  closes_on date,
  status text not null default 'draft' check (status in ('draft', 'published')),
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  check (status = 'draft' or published_at is not null)
);

create index job_offers_public_idx on public.job_offers (published_at desc) where status = 'published';

create trigger job_offers_touch_updated_at before update on public.job_offers
  for each row execute function public.touch_updated_at();

create table public.job_offer_revisions (
  id bigint generated always as identity primary key,
  job_offer_id bigint not null references public.job_offers (id) on delete cascade,
  changed_at timestamptz not null default now(),
  changed_by uuid references auth.users (id) on delete set null,
  -- created | edited | published | scheduled | unpublished
  action text not null,
  snapshot jsonb not null
);

create index job_offer_revisions_offer_idx on public.job_offer_revisions (job_offer_id, changed_at desc);

create table public.job_offer_slug_redirects (
  old_slug text primary key,
  job_offer_id bigint not null references public.job_offers (id) on delete cascade
);

-- An offer anyone may read: published, its date come, not closed.
create function public.job_offer_is_public(status text, published_at timestamptz, closes_on date) returns boolean
language sql stable parallel safe set search_path = '' as $$
  select status = 'published' and published_at <= now()
    and (closes_on is null or closes_on >= (now() at time zone 'UTC')::date)
$$;

create function public.record_job_offer_change() returns trigger
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
  insert into public.job_offer_revisions (job_offer_id, changed_by, action, snapshot)
  values (new.id, new.updated_by, what, to_jsonb(new) - 'description_html');
  if tg_op = 'UPDATE' and new.slug <> old.slug then
    insert into public.job_offer_slug_redirects (old_slug, job_offer_id) values (old.slug, new.id)
    on conflict (old_slug) do update set job_offer_id = excluded.job_offer_id;
  end if;
  delete from public.job_offer_slug_redirects where old_slug = new.slug;
  return null;
end
$$;

create trigger job_offers_record_change after insert or update on public.job_offers
  for each row execute function public.record_job_offer_change();
create trigger job_offers_notify_change after insert or update or delete on public.job_offers
  for each statement execute function public.notify_content_changed();
create trigger job_offer_slug_redirects_notify_change after insert or update or delete
  on public.job_offer_slug_redirects
  for each statement execute function public.notify_content_changed();

-- ─── Row Level Security ──────────────────────────────────────────────────────────────────────────────────
alter table public.job_offers enable row level security;
alter table public.job_offer_revisions enable row level security;
alter table public.job_offer_slug_redirects enable row level security;

create policy "job offers: everyone reads the open published ones" on public.job_offers
  for select to anon, authenticated using (public.job_offer_is_public(status, published_at, closes_on));
create policy "job offers: editors read all" on public.job_offers
  for select to authenticated using (public.is_content_editor());
create policy "job offers: editors delete" on public.job_offers
  for delete to authenticated using (public.is_content_editor());

create policy "job offer revisions: editors read" on public.job_offer_revisions
  for select to authenticated using (public.is_content_editor());

create policy "job offer redirects: everyone reads those of open offers" on public.job_offer_slug_redirects
  for select to anon, authenticated using (
    exists (
      select 1 from public.job_offers o
      where o.id = job_offer_id and public.job_offer_is_public(o.status, o.published_at, o.closes_on)
    )
  );
create policy "job offer redirects: editors read all" on public.job_offer_slug_redirects
  for select to authenticated using (public.is_content_editor());

-- ─── Privileges (decision 0710) ──────────────────────────────────────────────────────────────────────────
grant select on public.job_offers, public.job_offer_slug_redirects to anon, authenticated;
grant delete on public.job_offers to authenticated;
grant select on public.job_offer_revisions to authenticated;
grant select, insert, update, delete
  on public.job_offers, public.job_offer_revisions, public.job_offer_slug_redirects to service_role;

grant execute on function public.job_offer_is_public(text, timestamptz, date) to anon, authenticated, service_role;
revoke execute on function public.record_job_offer_change() from public, anon, authenticated, service_role;
