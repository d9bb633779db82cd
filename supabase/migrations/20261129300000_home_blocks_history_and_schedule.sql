-- Testimonials, client logos and page heroes: a history of who changed what, and scheduled publication
-- (issue 28, decision 0974). Articles, offers, studies and team members already had both; the home page's blocks only
-- said who changed them last.

-- ─── Scheduled publication ────────────────────────────────────────────────────────────────────────────────────
-- A published testimonial or logo whose publish_at is still to come is scheduled: the public does not read it yet.
alter table public.testimonials add column publish_at timestamptz;
alter table public.client_logos add column publish_at timestamptz;

drop policy "testimonials: everyone reads the published ones" on public.testimonials;
create policy "testimonials: everyone reads the published ones" on public.testimonials
  for select to anon, authenticated using (status = 'published' and (publish_at is null or publish_at <= now()));

drop policy "client logos: everyone reads the published ones" on public.client_logos;
create policy "client logos: everyone reads the published ones" on public.client_logos
  for select to anon, authenticated using (status = 'published' and (publish_at is null or publish_at <= now()));

grant insert (publish_at), update (publish_at) on public.testimonials, public.client_logos to authenticated;

-- ─── History ──────────────────────────────────────────────────────────────────────────────────────────────────
-- One history for the three blocks: which block (its table) and which row (its id, or a hero's page path), who, when,
-- what happened, and the row as it was written (deleted: as it was before).
create table public.content_block_revisions (
  id bigint generated always as identity primary key,
  block text not null check (block in ('testimonials', 'client_logos', 'page_heroes')),
  block_key text not null check (char_length(block_key) between 1 and 200),
  changed_at timestamptz not null default now(),
  changed_by uuid references auth.users (id) on delete set null,
  action text not null check (action in ('created', 'edited', 'published', 'scheduled', 'unpublished', 'deleted')),
  snapshot jsonb not null
);

create index content_block_revisions_block_idx
  on public.content_block_revisions (block, block_key, changed_at desc, id desc);

create function public.record_content_block_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  row_now jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  row_before jsonb := case when tg_op = 'INSERT' then null else to_jsonb(old) end;
  -- A hero has no status: it is public as soon as it is set.
  published_now boolean := coalesce(row_now ->> 'status', 'published') = 'published';
  published_before boolean := row_before is not null and coalesce(row_before ->> 'status', 'published') = 'published';
  later_now boolean := coalesce((row_now ->> 'publish_at')::timestamptz > now(), false);
  later_before boolean := coalesce((row_before ->> 'publish_at')::timestamptz > now(), false);
  what text;
begin
  if tg_op = 'DELETE' then
    what := 'deleted';
  elsif published_now and later_now
    and not (published_before and row_before ->> 'publish_at' is not distinct from row_now ->> 'publish_at') then
    what := 'scheduled';
  elsif published_now and not later_now and not (published_before and not later_before) then
    what := 'published';
  elsif published_before and not published_now then
    what := 'unpublished';
  elsif tg_op = 'INSERT' then
    what := 'created';
  else
    what := 'edited';
  end if;
  insert into public.content_block_revisions (block, block_key, changed_by, action, snapshot)
  values (tg_table_name, coalesce(row_now ->> 'id', row_now ->> 'path'), auth.uid(), what, row_now);
  return null;
end
$$;
revoke execute on function public.record_content_block_change() from public, anon, authenticated, service_role;

create trigger testimonials_record_change after insert or update or delete on public.testimonials
  for each row execute function public.record_content_block_change();
create trigger client_logos_record_change after insert or update or delete on public.client_logos
  for each row execute function public.record_content_block_change();
create trigger page_heroes_record_change after insert or update or delete on public.page_heroes
  for each row execute function public.record_content_block_change();

alter table public.content_block_revisions enable row level security;
create policy "content block revisions: editors read" on public.content_block_revisions
  for select to authenticated using (public.is_content_editor());

grant select on public.content_block_revisions to authenticated;
grant select, insert, update, delete on public.content_block_revisions to service_role;
