-- Images of the edited content (issue 28, decision 0892). The back office uploads an original to the public Storage
-- bucket content-images (editors and admins only); the server function content-image checks it is an image by
-- decoding it and makes its AVIF and WebP variants, which the server serves under /images/contenu/ with a year's
-- cache. content_images describes each image once processed: size, widths, blurred placeholder, alt text.

insert into storage.buckets (id, name, public, file_size_limit)
values ('content-images', 'content-images', true, 5242880)
on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit;

create policy "content images: editors add originals" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'content-images'
    and (storage.foldername(name))[1] = 'originals'
    and char_length(name) <= 220
    and public.is_content_editor()
  );
create policy "content images: everyone reads" on storage.objects
  for select to anon, authenticated using (bucket_id = 'content-images');
create policy "content images: editors delete" on storage.objects
  for delete to authenticated using (bucket_id = 'content-images' and public.is_content_editor());

create table public.content_images (
  -- The first 24 hex digits of the original's SHA-256: the variants' file names, which never change.
  id text primary key check (id ~ '^[0-9a-f]{24}$'),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  widths integer[] not null,
  placeholder text not null check (char_length(placeholder) <= 4000),
  alt text not null check (char_length(trim(alt)) between 1 and 300),
  original text not null,
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null
);

alter table public.content_images enable row level security;
create policy "content images: everyone reads their description" on public.content_images
  for select to anon, authenticated using (true);

grant select on public.content_images to anon, authenticated;
grant select, insert, update, delete on public.content_images to service_role;

create trigger content_images_notify_change after insert or update or delete on public.content_images
  for each statement execute function public.notify_content_changed();
