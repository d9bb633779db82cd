-- A new object of the `cv` bucket gets its retention check a day later (job cv.unclaimed, decision 0977). The
-- database plans it, not the Storage API: hosted Storage calls no code of the project on upload, and a trigger on
-- storage.objects fires for the hosted API's inserts as for the local one's (uploads, copies). The job's dedupe key
-- names the object, so one check per object.
create function private.schedule_unclaimed_cv_check() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.enqueue_job('cv.unclaimed', jsonb_build_object('name', new.name, 'id', new.id),
    now() + interval '1 day', 'cv.unclaimed:' || new.id);
  return null;
end
$$;

revoke all on function private.schedule_unclaimed_cv_check() from public, anon, authenticated;

create trigger schedule_unclaimed_cv_check after insert on storage.objects
  for each row when (new.bucket_id = 'cv') execute function private.schedule_unclaimed_cv_check();
