-- Testimonials, client logos and page heroes edited in the back office (issue 28, decision 0953).
--
-- Plain text and a chosen image: nothing to sanitise, so the back office writes them through REST and RLS decides
-- (admins and the « editor » role, is_content_editor()); the public reads what is published. An image is one of
-- content_images (its AVIF/WebP variants and blur placeholder made by the server, decision 0892) and always comes
-- with its alternative text. Every write notifies content_changed: the server renders the home page and any page
-- with an edited hero again on the next request (no rebuild).

-- Who made the last change: the caller, whatever the client sent.
create function public.stamp_content_change() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_by := auth.uid();
  new.updated_at := now();
  return new;
end
$$;
revoke execute on function public.stamp_content_change() from public, anon, authenticated;

-- ─── Testimonials (« Ils nous ont fait confiance ») ───────────────────────────────────────────────────────────
create table public.testimonials (
  id bigint generated always as identity primary key,
  quote text not null check (char_length(trim(quote)) between 1 and 1000),
  person_name text not null check (char_length(trim(person_name)) between 1 and 120),
  person_role text not null default '' check (char_length(person_role) <= 160),
  organisation text not null default '' check (char_length(organisation) <= 160),
  photo text references public.content_images (id) on delete set null,
  photo_alt text check (char_length(photo_alt) <= 300),
  status text not null default 'draft' check (status in ('draft', 'published')),
  sort_order integer not null default 100 check (sort_order between 0 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  check (photo is null or coalesce(trim(photo_alt), '') <> '')
);

create index testimonials_public_idx on public.testimonials (sort_order, id) where status = 'published';

-- ─── Client logos ─────────────────────────────────────────────────────────────────────────────────────────────
create table public.client_logos (
  id bigint generated always as identity primary key,
  name text not null check (char_length(trim(name)) between 1 and 120),
  logo text not null references public.content_images (id) on delete cascade,
  logo_alt text not null check (char_length(trim(logo_alt)) between 1 and 300),
  link text check (link ~ '^https?://[^\s<>"]+$' and char_length(link) <= 500),
  status text not null default 'draft' check (status in ('draft', 'published')),
  sort_order integer not null default 100 check (sort_order between 0 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

create index client_logos_public_idx on public.client_logos (sort_order, id) where status = 'published';

-- ─── Page heroes: the firm's image instead of a page's built-in illustration ────────────────────────────────
-- Keyed by the page's path ('/' for the home page). No row: the page shows the illustration drawn for it.
create table public.page_heroes (
  path text primary key check (path ~ '^/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$' and char_length(path) <= 200),
  image text not null references public.content_images (id) on delete cascade,
  image_alt text not null check (char_length(trim(image_alt)) between 1 and 300),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

create trigger testimonials_stamp before insert or update on public.testimonials
  for each row execute function public.stamp_content_change();
create trigger client_logos_stamp before insert or update on public.client_logos
  for each row execute function public.stamp_content_change();
create trigger page_heroes_stamp before insert or update on public.page_heroes
  for each row execute function public.stamp_content_change();

create trigger testimonials_notify_change after insert or update or delete on public.testimonials
  for each statement execute function public.notify_content_changed();
create trigger client_logos_notify_change after insert or update or delete on public.client_logos
  for each statement execute function public.notify_content_changed();
create trigger page_heroes_notify_change after insert or update or delete on public.page_heroes
  for each statement execute function public.notify_content_changed();

alter table public.testimonials enable row level security;
alter table public.client_logos enable row level security;
alter table public.page_heroes enable row level security;

create policy "testimonials: everyone reads the published ones" on public.testimonials
  for select to anon, authenticated using (status = 'published');
create policy "testimonials: editors read all" on public.testimonials
  for select to authenticated using (public.is_content_editor());
create policy "testimonials: editors add" on public.testimonials
  for insert to authenticated with check (public.is_content_editor());
create policy "testimonials: editors change" on public.testimonials
  for update to authenticated using (public.is_content_editor()) with check (public.is_content_editor());
create policy "testimonials: editors delete" on public.testimonials
  for delete to authenticated using (public.is_content_editor());

create policy "client logos: everyone reads the published ones" on public.client_logos
  for select to anon, authenticated using (status = 'published');
create policy "client logos: editors read all" on public.client_logos
  for select to authenticated using (public.is_content_editor());
create policy "client logos: editors add" on public.client_logos
  for insert to authenticated with check (public.is_content_editor());
create policy "client logos: editors change" on public.client_logos
  for update to authenticated using (public.is_content_editor()) with check (public.is_content_editor());
create policy "client logos: editors delete" on public.client_logos
  for delete to authenticated using (public.is_content_editor());

-- A hero is on its public page as soon as it is set: everyone may read them.
create policy "page heroes: everyone reads" on public.page_heroes
  for select to anon, authenticated using (true);
create policy "page heroes: editors add" on public.page_heroes
  for insert to authenticated with check (public.is_content_editor());
create policy "page heroes: editors change" on public.page_heroes
  for update to authenticated using (public.is_content_editor()) with check (public.is_content_editor());
create policy "page heroes: editors delete" on public.page_heroes
  for delete to authenticated using (public.is_content_editor());

grant select on public.testimonials, public.client_logos, public.page_heroes to anon, authenticated;
grant insert (quote, person_name, person_role, organisation, photo, photo_alt, status, sort_order),
  update (quote, person_name, person_role, organisation, photo, photo_alt, status, sort_order)
  on public.testimonials to authenticated;
grant insert (name, logo, logo_alt, link, status, sort_order),
  update (name, logo, logo_alt, link, status, sort_order)
  on public.client_logos to authenticated;
grant insert (path, image, image_alt), update (path, image, image_alt) on public.page_heroes to authenticated;
grant delete on public.testimonials, public.client_logos, public.page_heroes to authenticated;
grant select, insert, update, delete on public.testimonials, public.client_logos, public.page_heroes to service_role;
