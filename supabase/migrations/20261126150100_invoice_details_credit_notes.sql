-- Invoices a firm can send and credit notes (issue 23, item 5; decision 0867).
-- 1. An invoice keeps, as issued, the customer's company and the session's dates and place (filled in by a trigger
--    from the enrolment, so private.issue_invoice is unchanged).
-- 2. A credit note (avoir, AV-<year>-<n>) is issued by the database when the refund of an invoiced enrolment becomes
--    `refunded`, numbered in its own gap-free sequence per year (the counter row is locked until the transaction
--    ends, as for invoices: a rolled-back refund gives its number back).

-- ─── What the invoice says about the customer and the session ───────────────────────────────────────────
alter table public.invoices
  add column customer_company text,
  add column session_starts_on date,
  add column session_ends_on date,
  add column session_format text,
  add column session_city text,
  add column session_venue text;

create function private.fill_invoice_details() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  select nullif(trim(p.company), '') into new.customer_company from public.profiles p where p.id = new.user_id;
  select s.starts_on, s.ends_on, s.format, s.city, s.venue
    into new.session_starts_on, new.session_ends_on, new.session_format, new.session_city, new.session_venue
    from public.enrollments e join public.course_sessions s on s.id = e.session_id
   where e.id = new.enrollment_id;
  return new;
end
$$;

create trigger invoices_fill_details before insert on public.invoices
  for each row execute function private.fill_invoice_details();

-- Invoices already issued get their session's details too.
update public.invoices i set
  session_starts_on = s.starts_on, session_ends_on = s.ends_on, session_format = s.format, session_city = s.city,
  session_venue = s.venue, customer_company = nullif(trim(p.company), '')
  from public.enrollments e
  join public.course_sessions s on s.id = e.session_id
  left join public.profiles p on p.id = e.user_id
 where e.id = i.enrollment_id;

-- ─── Credit notes ──────────────────────────────────────────────────────────────────────────────────────
create table private.credit_note_counters (
  year integer primary key,
  last_number integer not null check (last_number > 0)
);

create table public.credit_notes (
  id bigint generated always as identity primary key,
  number text not null unique,
  year integer not null,
  sequence integer not null check (sequence > 0),
  refund_id bigint not null unique references public.refunds (id) on delete restrict,
  invoice_id bigint not null references public.invoices (id) on delete restrict,
  enrollment_id bigint not null references public.enrollments (id) on delete restrict,
  user_id uuid not null references auth.users (id) on delete cascade,
  customer_name text not null,
  customer_email text not null,
  customer_company text,
  formation_title text not null,
  amount numeric(12, 2) not null check (amount > 0),
  currency text not null check (currency in ('XOF', 'CAD')),
  issued_at timestamptz not null default now(),
  unique (year, sequence)
);
create index credit_notes_user_idx on public.credit_notes (user_id);
create index credit_notes_enrollment_idx on public.credit_notes (enrollment_id);

-- Issues the credit note of a refunded, invoiced enrolment, once (a refund without an invoice — money received after
-- the seat was released — cancels no invoice and gets none).
create function private.issue_credit_note(p_refund_id bigint) returns public.credit_notes
language plpgsql security definer set search_path = '' as $$
declare
  refund public.refunds;
  invoice public.invoices;
  issued public.credit_notes;
  this_year integer := extract(year from now())::integer;
  next_number integer;
begin
  select * into refund from public.refunds where id = p_refund_id and status = 'refunded';
  if not found then
    raise exception 'Aucun remboursement effectué n''a l''identifiant %', p_refund_id using errcode = 'P0002';
  end if;
  select * into issued from public.credit_notes where refund_id = refund.id;
  if found then
    return issued;
  end if;
  select * into invoice from public.invoices where enrollment_id = refund.enrollment_id;
  if not found then
    return null;
  end if;
  insert into private.credit_note_counters as c (year, last_number) values (this_year, 1)
    on conflict (year) do update set last_number = c.last_number + 1
    returning last_number into next_number;
  insert into public.credit_notes (number, year, sequence, refund_id, invoice_id, enrollment_id, user_id, customer_name,
                                   customer_email, customer_company, formation_title, amount, currency)
  values ('AV-' || this_year || '-' || lpad(next_number::text, 6, '0'), this_year, next_number, refund.id, invoice.id,
          refund.enrollment_id, invoice.user_id, invoice.customer_name, invoice.customer_email, invoice.customer_company,
          invoice.formation_title, refund.amount, refund.currency)
  returning * into issued;
  return issued;
end
$$;

create function private.credit_note_on_refund() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.issue_credit_note(new.id);
  return null;
end
$$;

create trigger refunds_issue_credit_note after insert or update of status on public.refunds
  for each row when (new.status = 'refunded') execute function private.credit_note_on_refund();

-- A refund paid out keeps its date.
create function private.stamp_refunded_at() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'refunded' and new.refunded_at is null then
    new.refunded_at := now();
  end if;
  return new;
end
$$;

create trigger refunds_stamp_refunded_at before insert or update of status on public.refunds
  for each row execute function private.stamp_refunded_at();

alter table public.credit_notes enable row level security;
create policy "credit notes: read own, admins all" on public.credit_notes
  for select to authenticated using (user_id = auth.uid() or public.is_admin());
revoke all on public.credit_notes from anon, authenticated;
grant select on public.credit_notes to authenticated;
grant select, insert, update, delete on public.credit_notes to service_role;
revoke all on table private.credit_note_counters from public;

revoke all on function private.fill_invoice_details(), private.issue_credit_note(bigint),
  private.credit_note_on_refund(), private.stamp_refunded_at() from public;
