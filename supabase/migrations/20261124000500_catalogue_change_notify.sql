-- The server answers the anonymous catalogue from memory (decision 0732). Every statement that changes
-- `formations` — through the API, an RPC, a trigger set off by another table, another server process or psql —
-- sends a notification on commit, and each server listening on PostgreSQL empties its cache when it arrives
-- (decision 0810). One notification per statement, with no payload: the cache only needs to know "it changed".
create function public.notify_catalogue_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_notify('catalogue_changed', '');
  return null;
end
$$;

revoke execute on function public.notify_catalogue_change() from public, anon, authenticated;

create trigger formations_notify_change
  after insert or update or delete on public.formations
  for each statement execute function public.notify_catalogue_change();

create trigger formations_notify_truncate
  after truncate on public.formations
  for each statement execute function public.notify_catalogue_change();
