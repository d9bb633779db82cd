-- The private Storage bucket of job-application CVs (issue 12). Same statements on a hosted Supabase project (its
-- storage schema) and on the local backend (server/src/storage/storage-schema.sql reproduces that schema).
-- Anyone may add a new file under applications/<uuid>/<file name>; only admins read (download, signed URL) and
-- delete; nobody overwrites (no UPDATE policy: an upsert is refused). Content checks (PDF/DOC/DOCX by their first
-- bytes, 5 MB) are made by the local Storage API; on hosted Storage the bucket's size and MIME limits apply.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('cv', 'cv', false, 5242880, array[
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
])
on conflict (id) do update
  set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

create policy "cv: anyone adds an application file" on storage.objects
  for insert to anon, authenticated
  with check (
    bucket_id = 'cv'
    and array_length(storage.foldername(name), 1) = 2
    and (storage.foldername(name))[1] = 'applications'
    and (storage.foldername(name))[2] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and char_length(name) <= 300
  );

create policy "cv: admins read" on storage.objects
  for select to authenticated using (bucket_id = 'cv' and public.is_admin());

create policy "cv: admins delete" on storage.objects
  for delete to authenticated using (bucket_id = 'cv' and public.is_admin());
