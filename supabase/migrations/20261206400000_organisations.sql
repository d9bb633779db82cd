-- Organisations (issue 43, item 1; decision 0995): the companies that buy training, and their people — training
-- managers (« responsables formation ») and the employees they invite.
--
-- Who may do what (Row Level Security and the functions below):
--   * staff (admins, public.is_admin()) read, create, edit, delete and merge every organisation and name its members;
--   * a training manager (an active member with the role training_manager) reads and edits their own organisation's
--     details, reads its members, invites and removes them — nothing of any other organisation;
--   * an employee reads their own membership row, nothing else; anon nothing.
-- Members are written only through the functions below (security definer, French errors with the project's PA codes:
-- PA403 not allowed, PA404 not found, PA409 conflict, PA422 invalid input). A membership changes nothing of the
-- enrolment flow: a member still enrols and pays for themselves as before.

-- ─── Tables ──────────────────────────────────────────────────────────────────────────────────────────────
create table public.organisations (
  id uuid primary key default gen_random_uuid(),
  legal_name text not null check (char_length(btrim(legal_name)) between 2 and 200),
  registration_kind text not null default 'other'
    check (registration_kind in ('NEQ', 'RCCM', 'NINEA', 'SIRET', 'other')),
  registration_number text check (char_length(registration_number) <= 60),
  tax_number text check (char_length(tax_number) <= 60),
  billing_address text check (char_length(billing_address) <= 500),
  country text not null check (char_length(btrim(country)) between 2 and 80),
  currency text not null check (currency in ('XOF', 'CAD')),
  purchase_order_required boolean not null default false,
  payment_terms_days integer not null default 30 check (payment_terms_days between 0 and 120),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.organisation_members (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references public.organisations (id) on delete cascade,
  -- The account, once one with the invited address exists (linked at invitation or at sign-up, decision 0995).
  user_id uuid references auth.users (id) on delete cascade,
  -- Stored lower-cased: one membership per address and organisation.
  email text not null check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
                             and email = lower(email)),
  role text not null default 'employee' check (role in ('training_manager', 'employee')),
  -- invited: no account with this address yet; active: linked to the account user_id.
  status text not null default 'invited' check (status in ('invited', 'active')),
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organisation_id, email),
  check ((status = 'active') = (user_id is not null))
);

create unique index organisation_members_one_per_user on public.organisation_members (organisation_id, user_id)
  where user_id is not null;
create index organisation_members_user on public.organisation_members (user_id);
create index organisation_members_email on public.organisation_members (email);

create trigger organisations_touch_updated_at before update on public.organisations
  for each row execute function public.touch_updated_at();
create trigger organisation_members_touch_updated_at before update on public.organisation_members
  for each row execute function public.touch_updated_at();

-- Bad input answered in French before the CHECKs (whoever writes: the back office, a training manager, a script).
create function private.check_organisation() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.legal_name := btrim(coalesce(new.legal_name, ''));
  new.country := btrim(coalesce(new.country, ''));
  new.registration_number := nullif(btrim(new.registration_number), '');
  new.tax_number := nullif(btrim(new.tax_number), '');
  new.billing_address := nullif(btrim(new.billing_address), '');
  if char_length(new.legal_name) < 2 or char_length(new.legal_name) > 200 then
    raise exception 'Indiquez la raison sociale (2 à 200 caractères).' using errcode = 'PA422';
  end if;
  if new.registration_kind is null or new.registration_kind not in ('NEQ', 'RCCM', 'NINEA', 'SIRET', 'other') then
    raise exception 'Type d''immatriculation inconnu : NEQ, RCCM, NINEA, SIRET ou autre.' using errcode = 'PA422';
  end if;
  if char_length(new.registration_number) > 60 or char_length(new.tax_number) > 60 then
    raise exception 'Le numéro d''immatriculation et le numéro de taxe font au plus 60 caractères.' using errcode = 'PA422';
  end if;
  if char_length(new.billing_address) > 500 then
    raise exception 'L''adresse de facturation fait au plus 500 caractères.' using errcode = 'PA422';
  end if;
  if char_length(new.country) < 2 or char_length(new.country) > 80 then
    raise exception 'Indiquez le pays (2 à 80 caractères).' using errcode = 'PA422';
  end if;
  if new.currency is null or new.currency not in ('XOF', 'CAD') then
    raise exception 'Devise inconnue : XOF ou CAD.' using errcode = 'PA422';
  end if;
  if new.payment_terms_days is null or new.payment_terms_days not between 0 and 120 then
    raise exception 'Le délai de paiement est un nombre de jours entre 0 et 120.' using errcode = 'PA422';
  end if;
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  end if;
  return new;
end
$$;

create trigger organisations_check before insert or update on public.organisations
  for each row execute function private.check_organisation();

-- ─── Who manages what ────────────────────────────────────────────────────────────────────────────────────
-- Definer's rights so that policies can call it without recursing into the members' RLS.
create function public.is_training_manager_of(p_organisation uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.organisation_members m
                  where m.organisation_id = p_organisation and m.user_id = auth.uid()
                    and m.role = 'training_manager' and m.status = 'active')
$$;

alter table public.organisations enable row level security;
alter table public.organisation_members enable row level security;

create policy "organisations: staff and the organisation's training managers read" on public.organisations
  for select to authenticated using (public.is_admin() or public.is_training_manager_of(id));
create policy "organisations: staff create" on public.organisations
  for insert to authenticated with check (public.is_admin());
create policy "organisations: staff and the organisation's training managers edit" on public.organisations
  for update to authenticated
  using (public.is_admin() or public.is_training_manager_of(id))
  with check (public.is_admin() or public.is_training_manager_of(id));
create policy "organisations: staff delete" on public.organisations
  for delete to authenticated using (public.is_admin());

create policy "organisation members: staff, the organisation's training managers, and oneself read"
  on public.organisation_members
  for select to authenticated
  using (public.is_admin() or public.is_training_manager_of(organisation_id) or user_id = auth.uid());

grant select, insert, delete on public.organisations to authenticated;
grant update (legal_name, registration_kind, registration_number, tax_number, billing_address, country, currency,
              purchase_order_required, payment_terms_days) on public.organisations to authenticated;
grant select on public.organisation_members to authenticated;
grant all on public.organisations, public.organisation_members to service_role;

-- ─── Linking a membership to its account ─────────────────────────────────────────────────────────────────
-- An invitation names an address; it is linked to the account with that address once the address is confirmed
-- (at sign-up locally, where accounts are confirmed at once; at confirmation on a hosted project; after an e-mail
-- change). Never to an unconfirmed address, which anyone could type.
create function private.link_memberships(p_user uuid, p_email text) returns void
language sql security definer set search_path = '' as $$
  update public.organisation_members m
     set user_id = p_user, status = 'active'
   where m.email = lower(p_email) and m.user_id is null
     and not exists (select 1 from public.organisation_members o
                      where o.organisation_id = m.organisation_id and o.user_id = p_user);
$$;

create function private.link_memberships_of_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.email is not null and new.email_confirmed_at is not null
     and (tg_op = 'INSERT' or new.email is distinct from old.email
          or new.email_confirmed_at is distinct from old.email_confirmed_at) then
    perform private.link_memberships(new.id, new.email);
  end if;
  return new;
end
$$;

create trigger on_auth_user_link_memberships after insert or update of email, email_confirmed_at on auth.users
  for each row execute function private.link_memberships_of_user();

-- ─── Members: invite, remove ─────────────────────────────────────────────────────────────────────────────
-- Adds p_email to the organisation with p_role. Staff may add to any organisation; a training manager to their own.
-- The membership is linked at once when an account with that (confirmed) address exists, and the invitation e-mail
-- is queued (job organisations.invitation) in the same transaction.
create function public.invite_organisation_member(p_organisation uuid, p_email text, p_role text default 'employee')
returns public.organisation_members
language plpgsql security definer set search_path = '' as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_user uuid;
  v_member public.organisation_members;
begin
  if auth.uid() is null or not (public.is_admin() or public.is_training_manager_of(p_organisation)) then
    raise exception 'Vous ne gérez pas cette organisation.' using errcode = 'PA403';
  end if;
  perform 1 from public.organisations where id = p_organisation for update;
  if not found then
    raise exception 'Organisation introuvable.' using errcode = 'PA404';
  end if;
  if char_length(v_email) > 254 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Adresse e-mail invalide.' using errcode = 'PA422';
  end if;
  if p_role is null or p_role not in ('training_manager', 'employee') then
    raise exception 'Rôle inconnu : responsable formation ou salarié.' using errcode = 'PA422';
  end if;
  if exists (select 1 from public.organisation_members where organisation_id = p_organisation and email = v_email) then
    raise exception 'Cette adresse est déjà membre de l''organisation.' using errcode = 'PA409';
  end if;
  select u.id into v_user from auth.users u
   where lower(u.email) = v_email and u.email_confirmed_at is not null
     and not exists (select 1 from public.organisation_members o
                      where o.organisation_id = p_organisation and o.user_id = u.id)
   limit 1;
  insert into public.organisation_members (organisation_id, user_id, email, role, status, invited_by)
  values (p_organisation, v_user, v_email, p_role, case when v_user is null then 'invited' else 'active' end, auth.uid())
  returning * into v_member;
  perform private.enqueue_job('organisations.invitation', jsonb_build_object('member_id', v_member.id), now(),
                              'organisations.invitation:' || v_member.id);
  return v_member;
end
$$;

-- Removes a membership (the account stays; only its link to the organisation goes). A training manager may not
-- remove the organisation's last training manager; staff may.
create function public.remove_organisation_member(p_member uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_member public.organisation_members;
begin
  select * into v_member from public.organisation_members where id = p_member;
  if not found or auth.uid() is null
     or not (public.is_admin() or public.is_training_manager_of(v_member.organisation_id)) then
    raise exception 'Membre introuvable.' using errcode = 'PA404';
  end if;
  perform 1 from public.organisations where id = v_member.organisation_id for update;
  if not public.is_admin() and v_member.role = 'training_manager' and v_member.status = 'active'
     and not exists (select 1 from public.organisation_members o
                      where o.organisation_id = v_member.organisation_id and o.id <> v_member.id
                        and o.role = 'training_manager' and o.status = 'active') then
    raise exception 'L''organisation doit garder au moins un responsable formation.' using errcode = 'PA409';
  end if;
  delete from public.organisation_members where id = p_member;
end
$$;

-- ─── Merging two records of one company (staff) ──────────────────────────────────────────────────────────
-- Moves every member of p_merged to p_keep and deletes p_merged, in one transaction. An address already member of
-- p_keep keeps its membership there (promoted to training manager if it was one in the merged record). Returns the
-- number of members moved.
create function public.merge_organisations(p_keep uuid, p_merged uuid) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_moved integer;
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  if p_keep is null or p_merged is null or p_keep = p_merged then
    raise exception 'Choisissez deux organisations différentes.' using errcode = 'PA422';
  end if;
  -- Both rows locked in a fixed order: two merges of the same pair cannot deadlock nor both succeed.
  perform 1 from public.organisations where id in (p_keep, p_merged) order by id for update;
  if (select count(*) from public.organisations where id in (p_keep, p_merged)) <> 2 then
    raise exception 'Organisation introuvable.' using errcode = 'PA404';
  end if;
  update public.organisation_members k set role = 'training_manager'
    from public.organisation_members m
   where m.organisation_id = p_merged and k.organisation_id = p_keep and m.role = 'training_manager'
     and (k.email = m.email or k.user_id = m.user_id);
  delete from public.organisation_members m
   where m.organisation_id = p_merged
     and exists (select 1 from public.organisation_members k
                  where k.organisation_id = p_keep and (k.email = m.email or k.user_id = m.user_id));
  update public.organisation_members set organisation_id = p_keep where organisation_id = p_merged;
  get diagnostics v_moved = row_count;
  delete from public.organisations where id = p_merged;
  return v_moved;
end
$$;

-- ─── The invitation e-mail (job organisations.invitation) ────────────────────────────────────────────────
-- What the e-mail says, read by both job runners (service_role only): null once the membership is gone.
create function public.function_organisation_invitation_mail_facts(p_member uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('email', m.email, 'role', m.role, 'has_account', m.user_id is not null,
                            'organisation', o.legal_name, 'invited_by', p.full_name)
    from public.organisation_members m
    join public.organisations o on o.id = m.organisation_id
    left join public.profiles p on p.id = m.invited_by
   where m.id = p_member;
$$;

revoke all on function public.is_training_manager_of(uuid), public.invite_organisation_member(uuid, text, text),
  public.remove_organisation_member(uuid), public.merge_organisations(uuid, uuid),
  public.function_organisation_invitation_mail_facts(uuid), private.link_memberships(uuid, text),
  private.link_memberships_of_user(), private.check_organisation()
  from public, anon, authenticated;
grant execute on function public.is_training_manager_of(uuid), public.invite_organisation_member(uuid, text, text),
  public.remove_organisation_member(uuid), public.merge_organisations(uuid, uuid)
  to authenticated, service_role;
grant execute on function public.function_organisation_invitation_mail_facts(uuid) to service_role;
