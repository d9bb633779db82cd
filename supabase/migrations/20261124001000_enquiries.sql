-- Enquiries (issue 12): every public form (contact, project, service, information, quote, job application) stores
-- a row here. Visitors may only insert; admins read and manage; nobody else reads a row. A trigger drops the rows a
-- bot filled the honeypot of, another queues the e-mails (job `enquiry.received`), and every status or assignee
-- change is recorded with who and when.

create table public.enquiries (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('contact', 'project', 'service', 'information', 'quote', 'application')),
  status text not null default 'nouvelle' check (status in ('nouvelle', 'en_cours', 'traitee', 'archivee')),
  full_name text not null check (char_length(btrim(full_name)) between 1 and 120),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone text check (char_length(phone) <= 40),
  organisation text check (char_length(organisation) <= 160),
  subject text check (char_length(subject) <= 200),
  message text check (char_length(message) <= 5000),
  -- Kind-specific fields (quote: participants, formation_ids, preferred_dates, city, budget; application: position,
  -- cv_path, cv_name…): an object, small.
  details jsonb not null default '{}'::jsonb check (jsonb_typeof(details) = 'object' and octet_length(details::text) <= 4000),
  -- A CV is one of the files visitors may upload (bucket cv, applications/<uuid>/<name>): never another path.
  constraint enquiries_cv_path_check check (
    not details ? 'cv_path'
    or details ->> 'cv_path' ~ '^applications/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[^/]{1,200}$'
  ),
  consent boolean not null check (consent),
  source_path text check (char_length(source_path) <= 300),
  -- Honeypot: a field people never see. Never stored (see enquiries_drop_honeypot).
  website text,
  assignee_id uuid references public.profiles (id) on delete set null,
  read_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index enquiries_created_at_idx on public.enquiries (created_at desc);
create index enquiries_unread_idx on public.enquiries (created_at) where read_at is null and status <> 'archivee';

comment on table public.enquiries is 'Messages sent through the public forms; visitors insert, admins read and manage.';
comment on column public.enquiries.website is 'Honeypot field: a row arriving with it filled is dropped, never stored.';

-- A bot fills every field: its row is silently dropped (the client still gets 201). Visitor values are trimmed.
create function public.enquiries_drop_honeypot() returns trigger
language plpgsql set search_path = '' as $$
begin
  if nullif(btrim(coalesce(new.website, '')), '') is not null then
    return null;
  end if;
  new.website := null;
  new.full_name := btrim(new.full_name);
  new.email := lower(btrim(new.email));
  return new;
end
$$;

create trigger enquiries_a_drop_honeypot before insert on public.enquiries
  for each row execute function public.enquiries_drop_honeypot();

create trigger enquiries_touch_updated_at before update on public.enquiries
  for each row execute function public.touch_updated_at();

-- An enquiry is assigned to a member of the firm: an admin or a trainer.
create function public.check_enquiry_assignee() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.assignee_id is not null
     and (tg_op = 'INSERT' or new.assignee_id is distinct from old.assignee_id)
     and not exists (select 1 from public.profiles p where p.id = new.assignee_id and p.role in ('admin', 'trainer')) then
    raise exception 'La personne choisie n''est ni administratrice ni formatrice' using errcode = '23514',
      hint = 'Assignez la demande à un compte Administrateur ou Formateur';
  end if;
  return new;
end
$$;

create trigger enquiries_check_assignee before insert or update of assignee_id on public.enquiries
  for each row execute function public.check_enquiry_assignee();

-- One enquiry per request from the API roles: a single POST of a thousand rows would otherwise pass the per-request
-- rate limit and mail the firm a thousand times.
create function public.enquiries_one_per_request() returns trigger
language plpgsql set search_path = '' as $$
begin
  if coalesce(auth.role(), '') in ('anon', 'authenticated') and (select count(*) from new_enquiries) > 1 then
    raise exception 'Une seule demande par envoi' using errcode = '23514',
      hint = 'Envoyez les demandes une par une';
  end if;
  return null;
end
$$;

create trigger enquiries_one_per_request after insert on public.enquiries
  referencing new table as new_enquiries
  for each statement execute function public.enquiries_one_per_request();

alter table public.enquiries enable row level security;

-- Anyone may send a new enquiry; the workflow columns are not theirs to set (column grants below, checked again here).
create policy "enquiries: anyone sends a new one" on public.enquiries
  for insert to anon, authenticated
  with check (status = 'nouvelle' and assignee_id is null and read_at is null);
create policy "enquiries: admins read" on public.enquiries
  for select to authenticated using (public.is_admin());
create policy "enquiries: admins update" on public.enquiries
  for update to authenticated using (public.is_admin()) with check (public.is_admin());

grant insert (kind, full_name, email, phone, organisation, subject, message, details, consent, source_path, website)
  on public.enquiries to anon, authenticated;
grant select, update (status, assignee_id, read_at) on public.enquiries to authenticated;
grant select, insert, update, delete on public.enquiries to service_role;

-- ─── The enquiry's history: status and assignee changes (trigger), internal notes (admins) ─────────────────
create table public.enquiry_events (
  id bigint generated always as identity primary key,
  enquiry_id uuid not null references public.enquiries (id) on delete cascade,
  actor_id uuid default auth.uid() references public.profiles (id) on delete set null,
  kind text not null check (kind in ('status', 'assignee', 'note')),
  from_value text,
  to_value text,
  note text check (char_length(note) <= 5000),
  created_at timestamptz not null default now(),
  check (kind <> 'note' or char_length(btrim(note)) >= 1)
);
create index enquiry_events_enquiry_idx on public.enquiry_events (enquiry_id, created_at);

comment on table public.enquiry_events is 'Who changed an enquiry and when (status, assignee), and the internal notes on it.';

alter table public.enquiry_events enable row level security;
create policy "enquiry events: admins read" on public.enquiry_events
  for select to authenticated using (public.is_admin());
create policy "enquiry events: admins write notes" on public.enquiry_events
  for insert to authenticated
  with check (public.is_admin() and kind = 'note' and actor_id = auth.uid() and from_value is null and to_value is null);

grant select, insert (enquiry_id, kind, note) on public.enquiry_events to authenticated;
grant select, insert, update, delete on public.enquiry_events to service_role;

create function public.record_enquiry_changes() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status is distinct from old.status then
    insert into public.enquiry_events (enquiry_id, actor_id, kind, from_value, to_value)
    values (new.id, auth.uid(), 'status', old.status, new.status);
  end if;
  if new.assignee_id is distinct from old.assignee_id then
    insert into public.enquiry_events (enquiry_id, actor_id, kind, from_value, to_value)
    values (new.id, auth.uid(), 'assignee', old.assignee_id::text, new.assignee_id::text);
  end if;
  return new;
end
$$;

create trigger enquiries_record_changes after update of status, assignee_id on public.enquiries
  for each row execute function public.record_enquiry_changes();

-- ─── E-mails: the notification to the firm and the acknowledgement are rendered by the job's handler ──────
create function public.queue_enquiry_mails() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.enqueue_job('enquiry.received', jsonb_build_object('enquiry_id', new.id), now(), 'enquiry.received:' || new.id);
  return new;
end
$$;

create trigger enquiries_queue_mails after insert on public.enquiries
  for each row execute function public.queue_enquiry_mails();

-- Trigger functions run without EXECUTE: nobody may call them.
revoke execute on function public.enquiries_drop_honeypot(), public.check_enquiry_assignee(), public.enquiries_one_per_request(),
  public.record_enquiry_changes(), public.queue_enquiry_mails()
  from public, anon, authenticated, service_role;
