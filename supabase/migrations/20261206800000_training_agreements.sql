-- Training agreements (conventions de formation), issue 43 item 3, and intra-company sessions (item 4); decision 0998.
-- An accepted quote becomes one agreement, addressed to one organisation. Staff prepare its draft (sessions, seats,
-- payment schedule, cancellation terms), send it for signature — which numbers it without gaps (CONV-<year>-<n>),
-- freezes its content (`content`, the snapshot the PDF is rendered from), records the SHA-256 of that exact PDF and
-- holds its seats against the sessions' capacity in the same transaction —, the client's training manager signs
-- (signed in, or through an e-mailed link whose token only they have), then the firm's staff countersign.
-- This migration is the schema; the functions are in the next ones.

create table private.agreement_counters (
  year integer primary key,
  last_number integer not null check (last_number > 0)
);

create table public.training_agreements (
  id bigint generated always as identity primary key,
  -- CONV-<year>-<n>, given when the agreement is sent for signature, never before: drafts have no number.
  number text unique,
  year integer,
  sequence integer check (sequence > 0),
  -- One agreement per accepted quote.
  quote_id bigint not null unique references public.quotes (id) on delete restrict,
  organisation_id uuid not null references public.organisations (id) on delete restrict,
  currency text not null check (currency in ('XOF', 'CAD')),
  -- TTC, as quotes and invoices (decision 0867): the accepted quote's total.
  total numeric(12, 2) not null check (total >= 0),
  -- 0: one invoice for the whole; otherwise a deposit invoice of this share of the total, then the balance.
  deposit_percent numeric(5, 2) not null default 0 check (deposit_percent >= 0 and deposit_percent <= 100),
  payment_terms_days integer not null default 30 check (payment_terms_days between 0 and 120),
  purchase_order text check (char_length(purchase_order) <= 60),
  cancellation_terms text not null default '' check (char_length(cancellation_terms) <= 5000),
  -- Who signs for the client (a training manager of the organisation) and receives the link.
  client_signer_email text not null
    check (char_length(client_signer_email) <= 254
           and client_signer_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  status text not null default 'draft' check (status in ('draft', 'sent', 'client_signed', 'signed', 'cancelled')),
  -- The frozen content at sending (parties, formation, sessions, trainees, prices, schedule, terms): the PDF is
  -- rendered from it, so the document signed never changes.
  content jsonb,
  -- SHA-256 (hex) of the exact PDF bytes presented for signature and signed by both sides.
  document_sha256 text check (document_sha256 ~ '^[0-9a-f]{64}$'),
  sent_at timestamptz,
  -- The client's signature: who, in which role, when, from where, with what, through which way (link or account).
  client_signed_at timestamptz,
  client_signer_name text check (char_length(client_signer_name) <= 120),
  client_signer_role text check (char_length(client_signer_role) <= 120),
  client_signer_address text check (char_length(client_signer_address) <= 64),
  client_signer_user_agent text check (char_length(client_signer_user_agent) <= 400),
  client_signed_via text check (client_signed_via in ('link', 'account')),
  -- The firm's countersignature (the staff member's name; their account id is kept in private.agreement_audit,
  -- as staff ids are read by no API role, decision 0988).
  firm_signed_at timestamptz,
  firm_signer_name text check (char_length(firm_signer_name) <= 120),
  firm_signer_address text check (char_length(firm_signer_address) <= 64),
  firm_signer_user_agent text check (char_length(firm_signer_user_agent) <= 400),
  cancelled_at timestamptz,
  cancellation_reason text check (char_length(cancellation_reason) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (year, sequence),
  constraint training_agreements_numbered_when_sent check ((number is null) = (sent_at is null)),
  constraint training_agreements_frozen_when_sent check (
    sent_at is null or (content is not null and document_sha256 is not null)),
  constraint training_agreements_client_signature check (
    status not in ('client_signed', 'signed')
    or (client_signed_at is not null and client_signer_name is not null and client_signed_via is not null)),
  constraint training_agreements_firm_signature check (
    status <> 'signed' or (firm_signed_at is not null and firm_signer_name is not null))
);
create index training_agreements_organisation_idx on public.training_agreements (organisation_id, created_at desc);
create index training_agreements_status_idx on public.training_agreements (status, created_at desc);

comment on table public.training_agreements is
  'Training agreements (conventions de formation): staff edit drafts; sending, signing and cancelling go through '
  'functions (decision 0998).';

-- The link's token hash: read by no API role (the training manager reads the agreement, not its link).
create table private.agreement_links (
  agreement_id bigint primary key references public.training_agreements (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

-- The audit trail of every step (sent, viewed, signed by each side, cancelled), with the account when there is one.
create table private.agreement_audit (
  id bigint generated always as identity primary key,
  agreement_id bigint not null references public.training_agreements (id) on delete cascade,
  event text not null check (event in ('created', 'sent', 'viewed', 'client_signed', 'firm_signed', 'cancelled',
                                       'trainee_named', 'trainee_removed')),
  user_id uuid references auth.users (id) on delete set null,
  name text,
  address text,
  user_agent text,
  document_sha256 text,
  at timestamptz not null default now()
);
create index agreement_audit_agreement_idx on private.agreement_audit (agreement_id, at);

-- The sessions an agreement buys seats in, and how many. `seats_held` is how many of those seats the agreement
-- itself counts in course_sessions.seats_held now (all of them from sending; a seat moves to the trainee's enrolment
-- when a named trainee is enrolled, and goes back to the session if the agreement is cancelled).
create table public.agreement_sessions (
  id bigint generated always as identity primary key,
  agreement_id bigint not null references public.training_agreements (id) on delete cascade,
  session_id bigint not null references public.course_sessions (id) on delete restrict,
  seats integer not null check (seats between 1 and 1000),
  seats_held integer not null default 0 check (seats_held >= 0 and seats_held <= seats),
  created_at timestamptz not null default now(),
  unique (agreement_id, session_id)
);
create index agreement_sessions_session_idx on public.agreement_sessions (session_id);

-- The trainees of an agreement's session, named at once or later (by staff or the training manager): an
-- organisation member, or a name and an address. enrollment_id: the enrolment made for them once they have an
-- account (it then holds the seat instead of the agreement).
create table public.agreement_trainees (
  id bigint generated always as identity primary key,
  agreement_id bigint not null,
  session_id bigint not null,
  member_id uuid references public.organisation_members (id) on delete set null,
  full_name text not null check (char_length(btrim(full_name)) between 1 and 120),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
                             and email = lower(email)),
  enrollment_id bigint unique references public.enrollments (id) on delete set null,
  status text not null default 'named' check (status in ('named', 'removed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (agreement_id, session_id) references public.agreement_sessions (agreement_id, session_id)
    on delete cascade
);
create unique index agreement_trainees_one_per_session on public.agreement_trainees (agreement_id, session_id, email)
  where status = 'named';
create index agreement_trainees_member_idx on public.agreement_trainees (member_id);

create trigger training_agreements_touch_updated_at before update on public.training_agreements
  for each row execute function public.touch_updated_at();
create trigger agreement_trainees_touch_updated_at before update on public.agreement_trainees
  for each row execute function public.touch_updated_at();

-- ─── Intra-company sessions (item 4) ─────────────────────────────────────────────────────────────────────────
-- A session reserved for one organisation: never in the public catalogue, never enrolled in by the public.
alter table public.course_sessions
  add column organisation_id uuid references public.organisations (id) on delete restrict;
create index course_sessions_organisation_idx on public.course_sessions (organisation_id)
  where organisation_id is not null;
-- Readable by name as the other columns (decision 0988); staff set it from the session form, RLS decides who may.
grant select (organisation_id) on public.course_sessions to anon, authenticated;
grant insert (organisation_id), update (organisation_id) on public.course_sessions to authenticated;

-- ─── Row Level Security ──────────────────────────────────────────────────────────────────────────────────────
-- Staff read and edit everything; a training manager of the organisation reads its agreements once sent (a draft is
-- the firm's), their sessions and trainees; employees, other accounts and anon read nothing.
alter table public.training_agreements enable row level security;
alter table public.agreement_sessions enable row level security;
alter table public.agreement_trainees enable row level security;

create policy "training agreements: staff" on public.training_agreements for all to authenticated
  using (public.is_admin()) with check (public.is_admin());
create policy "training agreements: the organisation's training managers read them once sent"
  on public.training_agreements for select to authenticated
  using (status <> 'draft' and public.is_training_manager_of(organisation_id));

create policy "agreement sessions: staff" on public.agreement_sessions for all to authenticated
  using (public.is_admin()) with check (public.is_admin());
create policy "agreement sessions: the organisation's training managers read them once sent"
  on public.agreement_sessions for select to authenticated
  using (exists (select 1 from public.training_agreements a
                  where a.id = agreement_id and a.status <> 'draft'
                    and public.is_training_manager_of(a.organisation_id)));

create policy "agreement trainees: staff read" on public.agreement_trainees for select to authenticated
  using (public.is_admin());
create policy "agreement trainees: the organisation's training managers read them once sent"
  on public.agreement_trainees for select to authenticated
  using (exists (select 1 from public.training_agreements a
                  where a.id = agreement_id and a.status <> 'draft'
                    and public.is_training_manager_of(a.organisation_id)));

-- Staff write a draft's terms through REST; everything else (creating from a quote, seats, trainees, sending,
-- signing, cancelling) through the functions.
grant select on public.training_agreements, public.agreement_sessions, public.agreement_trainees to authenticated;
grant update (deposit_percent, payment_terms_days, purchase_order, cancellation_terms, client_signer_email)
  on public.training_agreements to authenticated;
grant update (seats) on public.agreement_sessions to authenticated;
grant select, insert, update, delete on public.training_agreements, public.agreement_sessions,
  public.agreement_trainees to service_role;
