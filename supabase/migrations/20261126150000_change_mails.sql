-- Every change to a seat reaches the person it concerns by e-mail (issue 23, item 2; decision 0865). The database
-- queues a job in the transaction of the change (decision 0760); the server's handler renders the French e-mail from
-- what the database holds when it runs (server/src/jobs/change-mail-jobs.ts) and queues it as a `mail.send` job.

-- ─── Waitlist: joined (with the position), or emptied because its session was cancelled ─────────────────────
create function private.queue_waitlist_mails() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    if new.status = 'waiting' then
      perform private.enqueue_job('mail.waitlist-joined', jsonb_build_object('waitlist_id', new.id), now(),
        'mail.waitlist-joined:' || new.id);
    end if;
  elsif old.status = 'waiting' and new.status = 'left'
        and exists (select 1 from public.course_sessions s where s.id = new.session_id and s.status = 'cancelled') then
    perform private.enqueue_job('mail.waitlist-session-cancelled', jsonb_build_object('waitlist_id', new.id), now(),
      'mail.waitlist-session-cancelled:' || new.id);
  end if;
  return null;
end
$$;

create trigger session_waitlist_queue_mails after insert or update of status on public.session_waitlist
  for each row execute function private.queue_waitlist_mails();

-- ─── A hold about to lapse: one reminder 24 hours before (holds shorter than a day get none) ─────────────────
create function private.queue_hold_reminder() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.hold_expires_at - interval '24 hours' > now() then
    perform private.enqueue_job('mail.hold-reminder', jsonb_build_object('enrollment_id', new.id),
      new.hold_expires_at - interval '24 hours',
      'mail.hold-reminder:' || new.id || ':' || (extract(epoch from new.hold_expires_at) * 1000)::bigint);
  end if;
  return null;
end
$$;

create trigger enrollments_queue_hold_reminder after insert or update of hold_expires_at on public.enrollments
  for each row when (new.status = 'pending' and new.hold_expires_at is not null and new.session_id is not null)
  execute function private.queue_hold_reminder();

-- ─── An enrolment cancelled: by its session's cancellation, by a lapsed hold, by the learner or by staff ──────
-- The cause is read here, in the cancelling transaction: the session's status, the caller (auth.uid()), and whether
-- the hold had passed. A reason is taken from a `cancellation_reason` column when the table has one (read through
-- jsonb, so this works with or without it) or from the transaction setting `app.cancellation_reason`.
create function private.queue_cancellation_mail() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  row_data jsonb := to_jsonb(new);
  actor uuid := auth.uid();
  cause text;
  reason text;
begin
  reason := coalesce(nullif(trim(row_data ->> 'status_reason'), ''),
                     nullif(trim(row_data ->> 'cancellation_reason'), ''),
                     nullif(trim(row_data ->> 'cancel_reason'), ''),
                     nullif(trim(current_setting('enrollments.change_reason', true)), ''),
                     nullif(trim(current_setting('app.cancellation_reason', true)), ''));
  if exists (select 1 from public.course_sessions s where s.id = new.session_id and s.status = 'cancelled') then
    cause := 'session_cancelled';
  elsif actor = new.user_id or (row_data ->> 'cancelled_by') = new.user_id::text then
    cause := 'learner';
  elsif actor is null and old.status = 'pending' and old.hold_expires_at is not null and old.hold_expires_at <= now() then
    cause := 'hold_lapsed';
  else
    cause := 'staff';
  end if;
  perform private.enqueue_job('mail.enrollment-cancelled',
    jsonb_build_object('enrollment_id', new.id, 'cause', cause, 'reason', reason), now(),
    'mail.enrollment-cancelled:' || new.id);
  return null;
end
$$;

create trigger enrollments_queue_cancellation_mail after update of status on public.enrollments
  for each row when (new.status = 'cancelled' and old.status in ('pending', 'confirmed') and new.session_id is not null)
  execute function private.queue_cancellation_mail();

-- ─── A session moved (dates, place or format): every learner holding a seat is told ─────────────────────────
create function private.queue_session_changed_mails() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  enrolled bigint;
  change_key text := md5(concat_ws('|', new.starts_on, new.ends_on, new.format, new.city, new.venue));
begin
  for enrolled in
    select e.id from public.enrollments e where e.session_id = new.id and e.status in ('pending', 'confirmed')
  loop
    perform private.enqueue_job('mail.session-changed',
      jsonb_build_object('enrollment_id', enrolled, 'before', jsonb_build_object(
        'startsOn', to_char(old.starts_on, 'YYYY-MM-DD'), 'endsOn', to_char(old.ends_on, 'YYYY-MM-DD'),
        'format', old.format, 'city', old.city, 'venue', old.venue)),
      now(), 'mail.session-changed:' || enrolled || ':' || change_key);
  end loop;
  return null;
end
$$;

create trigger course_sessions_queue_changed_mails
  after update of starts_on, ends_on, format, city, venue on public.course_sessions
  for each row when (new.status <> 'cancelled' and (old.starts_on, old.ends_on, old.format, old.city, old.venue)
                     is distinct from (new.starts_on, new.ends_on, new.format, new.city, new.venue))
  execute function private.queue_session_changed_mails();

-- ─── A certificate issued ────────────────────────────────────────────────────────────────────────────────
create function private.queue_certificate_mail() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.enqueue_job('mail.certificate-issued', jsonb_build_object('certificate_id', new.id), now(),
    'mail.certificate-issued:' || new.id);
  return null;
end
$$;

create trigger certificates_queue_mail after insert on public.certificates
  for each row execute function private.queue_certificate_mail();

revoke all on function private.queue_waitlist_mails(), private.queue_hold_reminder(), private.queue_cancellation_mail(),
  private.queue_session_changed_mails(), private.queue_certificate_mail() from public;
