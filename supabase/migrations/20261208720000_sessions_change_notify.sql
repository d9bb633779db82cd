-- The server answers the catalogue page and the formation pages with the real upcoming sessions in their HTML
-- (decision 1044), kept in memory until they change. Every statement that changes `course_sessions` — a session
-- created, edited or cancelled, a seat taken or freed by an enrollment's triggers — or a formation (its title) sends
-- a notification on commit, and each server listening empties that memory when it arrives. One per statement, with
-- no payload, as for the catalogue (20261124000500).
create function private.notify_sessions_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_notify('sessions_changed', '');
  return null;
end
$$;

revoke execute on function private.notify_sessions_change() from public, anon, authenticated;

create trigger course_sessions_notify_change
  after insert or update or delete on public.course_sessions
  for each statement execute function private.notify_sessions_change();

create trigger course_sessions_notify_truncate
  after truncate on public.course_sessions
  for each statement execute function private.notify_sessions_change();

create trigger formations_notify_sessions_change
  after insert or update or delete on public.formations
  for each statement execute function private.notify_sessions_change();
