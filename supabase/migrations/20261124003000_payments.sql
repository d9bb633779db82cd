-- Payments on the server (issue 13): every attempt to pay an enrolment, its status history, the numbered invoice of
-- a paid enrolment and the refund owed when a paid enrolment is cancelled. Only the server writes here (the
-- /functions/v1 payment functions, as the server's own connection); learners read their own rows, admins all.
-- Amount and currency of an attempt are copied from the enrolment (itself priced by the database), never from a client.

-- The enrolment's bank-transfer reference (`enrollments.payment_reference`, PAC-YYYY-NNNNNN) comes from the sessions
-- migration (20261124002000); a transfer attempt carries it as its provider reference.

-- ─── Attempts ───────────────────────────────────────────────────────────────────────────────────────────
create table public.payments (
  id bigint generated always as identity primary key,
  enrollment_id bigint not null references public.enrollments (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- Which gateway took it ('sandbox', a real one's name, or 'virement' for a bank transfer reconciled by an admin).
  provider text not null check (provider ~ '^[a-z][a-z0-9_-]{0,30}$'),
  channel text not null check (channel in ('carte', 'orange_money', 'wave', 'mtn', 'moov', 'virement')),
  amount numeric(12, 2) not null check (amount > 0),
  currency text not null check (currency in ('XOF', 'CAD')),
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed', 'cancelled')),
  -- The gateway's own transaction id (or the transfer reference): what support quotes to the gateway.
  provider_reference text,
  phone text check (phone ~ '^\+?[0-9]{8,15}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, provider_reference)
);
create index payments_enrollment_idx on public.payments (enrollment_id);
create index payments_user_idx on public.payments (user_id);
-- An enrolment is paid once: a second success (two tabs, two channels) is refused by the database.
create unique index payments_one_success_per_enrollment on public.payments (enrollment_id) where status = 'succeeded';

create trigger payments_touch_updated_at before update on public.payments
  for each row execute function public.touch_updated_at();

-- ─── Status history: one row per real change of an attempt ─────────────────────────────────────────────
create table public.payment_events (
  id bigint generated always as identity primary key,
  payment_id bigint not null references public.payments (id) on delete cascade,
  status text not null check (status in ('pending', 'succeeded', 'failed', 'cancelled')),
  -- Who said so: the attempt's creation, the gateway (notification re-read from it), or an admin (transfer received).
  source text not null check (source in ('creation', 'provider', 'admin')),
  note text check (char_length(note) <= 500),
  changed_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index payment_events_payment_idx on public.payment_events (payment_id);

-- ─── Invoices: numbered without gaps, per year ─────────────────────────────────────────────────────────
create table private.invoice_counters (
  year integer primary key,
  last_number integer not null check (last_number > 0)
);

create table public.invoices (
  id bigint generated always as identity primary key,
  number text not null unique,
  year integer not null,
  sequence integer not null check (sequence > 0),
  enrollment_id bigint not null unique references public.enrollments (id) on delete restrict,
  payment_id bigint not null references public.payments (id) on delete restrict,
  user_id uuid not null references auth.users (id) on delete cascade,
  customer_name text not null,
  customer_email text not null,
  formation_title text not null,
  amount numeric(12, 2) not null check (amount > 0),
  currency text not null check (currency in ('XOF', 'CAD')),
  payment_reference text,
  issued_at timestamptz not null default now(),
  unique (year, sequence)
);
create index invoices_user_idx on public.invoices (user_id);

-- Issues the invoice of a paid enrolment, once. The counter row of the year is locked by the upsert until the
-- caller's transaction ends, so concurrent issuers take numbers one after the other, and a rolled-back payment
-- gives its number back: the sequence never has a gap (a PostgreSQL sequence would leave one).
create function private.issue_invoice(p_payment_id bigint) returns public.invoices
language plpgsql security definer set search_path = '' as $$
declare
  paid public.payments;
  issued public.invoices;
  this_year integer := extract(year from now())::integer;
  next_number integer;
begin
  select * into paid from public.payments where id = p_payment_id and status = 'succeeded';
  if not found then
    raise exception 'Aucun paiement réussi n''a l''identifiant %', p_payment_id using errcode = 'P0002';
  end if;
  select * into issued from public.invoices where enrollment_id = paid.enrollment_id;
  if found then
    return issued;
  end if;
  insert into private.invoice_counters as c (year, last_number) values (this_year, 1)
    on conflict (year) do update set last_number = c.last_number + 1
    returning last_number into next_number;
  insert into public.invoices (number, year, sequence, enrollment_id, payment_id, user_id, customer_name, customer_email,
                               formation_title, amount, currency, payment_reference)
  select 'FAC-' || this_year || '-' || lpad(next_number::text, 6, '0'), this_year, next_number, e.id, paid.id, e.user_id,
         coalesce(nullif(p.full_name, ''), u.email, 'Client'), coalesce(u.email, ''), f.title, paid.amount, paid.currency,
         e.payment_reference
    from public.enrollments e
    join public.formations f on f.id = e.formation_id
    join auth.users u on u.id = e.user_id
    left join public.profiles p on p.id = e.user_id
   where e.id = paid.enrollment_id
  returning * into issued;
  return issued;
end
$$;
revoke all on function private.issue_invoice(bigint) from public;

-- ─── Refunds: owed when a paid enrolment is cancelled ──────────────────────────────────────────────────
create table public.refunds (
  id bigint generated always as identity primary key,
  enrollment_id bigint not null unique references public.enrollments (id) on delete cascade,
  payment_id bigint not null references public.payments (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  amount numeric(12, 2) not null check (amount > 0),
  currency text not null check (currency in ('XOF', 'CAD')),
  status text not null default 'due' check (status in ('due', 'refunded')),
  created_at timestamptz not null default now(),
  refunded_at timestamptz
);

create function private.record_refund_on_cancellation() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.refunds (enrollment_id, payment_id, user_id, amount, currency)
  select new.id, p.id, p.user_id, p.amount, p.currency
    from public.payments p
   where p.enrollment_id = new.id and p.status = 'succeeded'
  on conflict (enrollment_id) do nothing;
  return new;
end
$$;

create trigger enrollments_record_refund after update of status on public.enrollments
  for each row when (new.status = 'cancelled' and old.status is distinct from new.status)
  execute function private.record_refund_on_cancellation();

-- ─── Who reads what ────────────────────────────────────────────────────────────────────────────────────
alter table public.payments enable row level security;
alter table public.payment_events enable row level security;
alter table public.invoices enable row level security;
alter table public.refunds enable row level security;

create policy "payments: read own, admins all" on public.payments
  for select to authenticated using (user_id = auth.uid() or public.is_admin());
create policy "payment events: read with the attempt" on public.payment_events
  for select to authenticated using (
    exists (select 1 from public.payments p where p.id = payment_id and (p.user_id = auth.uid() or public.is_admin())));
create policy "invoices: read own, admins all" on public.invoices
  for select to authenticated using (user_id = auth.uid() or public.is_admin());
create policy "refunds: read own, admins all" on public.refunds
  for select to authenticated using (user_id = auth.uid() or public.is_admin());

revoke all on public.payments, public.payment_events, public.invoices, public.refunds from anon, authenticated;
grant select on public.payments, public.payment_events, public.invoices, public.refunds to authenticated;
grant select, insert, update, delete on public.payments, public.payment_events, public.invoices, public.refunds to service_role;

-- Lets the admin screen embed an enrolment's attempts and their history (`enrollments?select=*,payments(*,payment_events(*))`).
comment on table public.payments is 'Payment attempts of enrolments, written by the server''s payment functions.';

-- ─── The sandbox gateway's own books (it plays the provider; a real gateway keeps these on its side) ───
create table private.sandbox_transactions (
  id text primary key,
  merchant_reference text not null,
  channel text not null,
  amount numeric(12, 2) not null,
  currency text not null,
  phone text,
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  return_url text not null,
  notify_url text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
