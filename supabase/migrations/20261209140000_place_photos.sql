-- Photographs of the firm's places (issue 48 item 5, decision 1085): each office (« bureau-montreal ») and each
-- city's training room (« salle-abidjan ») may take a photo the editor uploads through the content images (decision
-- 0892: decoded, AVIF/WebP variants, alt text required). No row means the picture drawn for the site. Written by
-- editors and admins through REST under RLS, like the page heroes (decision 0953); the public reads every row but
-- who changed it.

create table public.place_photos (
  place text primary key check (place ~ '^(bureau|salle)-[a-z]+(-[a-z]+)*$' and char_length(place) <= 60),
  image text not null references public.content_images (id) on delete cascade,
  image_alt text not null check (char_length(trim(image_alt)) between 1 and 300),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.place_photos is
  'The photo of an office (bureau-<city>) or of a city''s training room (salle-<city>); no row: the drawn picture.';

create trigger place_photos_stamp before insert or update on public.place_photos
  for each row execute function public.stamp_content_change();
create trigger place_photos_notify_change after insert or update or delete on public.place_photos
  for each statement execute function public.notify_content_changed();

alter table public.place_photos enable row level security;

create policy "place photos: everyone reads" on public.place_photos
  for select to anon, authenticated using (true);
create policy "place photos: editors add" on public.place_photos
  for insert to authenticated with check ((select public.is_content_editor()));
create policy "place photos: editors change" on public.place_photos
  for update to authenticated
  using ((select public.is_content_editor())) with check ((select public.is_content_editor()));
create policy "place photos: editors delete" on public.place_photos
  for delete to authenticated using ((select public.is_content_editor()));

-- Who changed a row is the service role's to read, as for the other contents (migration 20261206200100).
grant select (place, image, image_alt, created_at, updated_at) on public.place_photos to anon, authenticated;
grant insert (place, image, image_alt), update (image, image_alt) on public.place_photos to authenticated;
grant delete on public.place_photos to authenticated;
grant select, insert, update, delete on public.place_photos to service_role;
