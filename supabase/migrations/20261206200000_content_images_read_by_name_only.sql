-- Issue 42 item 6, decision 0990. The content-images bucket stays public — the site serves its variants at their
-- exact names (/storage/v1/object/public/…, /images/contenu/…), which Storage answers without Row Level Security —
-- but listing it goes through RLS on storage.objects, and "everyone reads" let anyone list every file, the originals
-- with their EXIF/GPS included. As Supabase advises for a public bucket, no select policy for everyone: only editors
-- and admins see the objects (their back office), anyone else lists nothing. The function removes each original once
-- it has made its variants, so only re-encoded variants, without metadata, are kept.
--
-- Uploads: images only (the five formats the function decodes), one level under originals/ with the name the
-- function accepts; variants/ is written by the function's service role alone.

update storage.buckets
   set allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']
 where id = 'content-images';

drop policy "content images: everyone reads" on storage.objects;
create policy "content images: editors read" on storage.objects
  for select to authenticated using (bucket_id = 'content-images' and public.is_content_editor());

drop policy "content images: editors add originals" on storage.objects;
create policy "content images: editors add originals" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'content-images'
    and name ~ '^originals/[A-Za-z0-9_.-]{1,200}$'
    and name !~ '\.\.'
    and public.is_content_editor()
  );
