-- Team members (« Notre équipe ») edited in the back office (issue 28, decision 0895), on the content machinery.
--
-- Written only through the server function content-team-member (editors and admins): the API roles get no INSERT or
-- UPDATE. The public reads the published members. A photo is an image of content_images (its variants made by the
-- server, decision 0892) and needs its alternative text; without one the site shows the member's initials — the demo
-- ships no invented photographs of people. Every write is kept in team_member_revisions (who, when, what).

create table public.team_members (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  name text not null check (char_length(name) between 1 and 120),
  position text not null default '' check (char_length(position) <= 160),
  -- direction | formation | conseil | operations: the tabs of « Notre équipe ».
  department text not null default 'conseil' check (department in ('direction', 'formation', 'conseil', 'operations')),
  offices text[] not null default '{}' check (cardinality(offices) <= 10),
  bio text not null default '' check (char_length(bio) <= 2000),
  expertise text[] not null default '{}' check (cardinality(expertise) <= 20),
  photo text references public.content_images (id) on delete set null,
  photo_alt text check (char_length(photo_alt) <= 300),
  sort_order integer not null default 100 check (sort_order between 0 and 10000),
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  check (photo is null or coalesce(trim(photo_alt), '') <> '')
);

create index team_members_public_idx on public.team_members (department, sort_order) where published;

create trigger team_members_touch_updated_at before update on public.team_members
  for each row execute function public.touch_updated_at();

create table public.team_member_revisions (
  id bigint generated always as identity primary key,
  team_member_id bigint not null references public.team_members (id) on delete cascade,
  changed_at timestamptz not null default now(),
  changed_by uuid references auth.users (id) on delete set null,
  -- created | edited | published | unpublished
  action text not null,
  snapshot jsonb not null
);

create index team_member_revisions_member_idx on public.team_member_revisions (team_member_id, changed_at desc);

create function public.record_team_member_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  what text;
begin
  if tg_op = 'INSERT' then
    what := case when new.published then 'published' else 'created' end;
  elsif new.published and not old.published then
    what := 'published';
  elsif old.published and not new.published then
    what := 'unpublished';
  else
    what := 'edited';
  end if;
  insert into public.team_member_revisions (team_member_id, changed_by, action, snapshot)
  values (new.id, new.updated_by, what, to_jsonb(new));
  return null;
end
$$;

create trigger team_members_record_change after insert or update on public.team_members
  for each row execute function public.record_team_member_change();
create trigger team_members_notify_change after insert or update or delete on public.team_members
  for each statement execute function public.notify_content_changed();

alter table public.team_members enable row level security;
alter table public.team_member_revisions enable row level security;

create policy "team members: everyone reads the published ones" on public.team_members
  for select to anon, authenticated using (published);
create policy "team members: editors read all" on public.team_members
  for select to authenticated using (public.is_content_editor());
create policy "team members: editors delete" on public.team_members
  for delete to authenticated using (public.is_content_editor());
create policy "team member revisions: editors read" on public.team_member_revisions
  for select to authenticated using (public.is_content_editor());

grant select on public.team_members to anon, authenticated;
grant delete on public.team_members to authenticated;
grant select on public.team_member_revisions to authenticated;
grant select, insert, update, delete on public.team_members, public.team_member_revisions to service_role;
revoke execute on function public.record_team_member_change() from public, anon, authenticated, service_role;
