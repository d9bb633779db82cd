-- Company invoicing and collection (issue 43, item 6; decision 1000): invoices addressed to an organisation (or to a
-- funder paying part of its training), partial payments recorded by staff, credit notes, reminders after the due
-- date and the statement of account.
--
-- * public.company_invoices is a sibling of public.invoices (a learner's paid enrolment): it takes its number from the
--   same gap-free counter (private.invoice_counters, FAC-<year>-<n>), so learner and company invoices share one
--   sequence without a gap; its credit notes take theirs from private.credit_note_counters (AV-<year>-<n>).
-- * Staff (public.is_admin()) read and write everything, through the functions below only (no client-written row).
-- * A training manager (public.is_training_manager_of) reads the invoices addressed to their own organisation, their
--   payments and credit notes, and its statement; an employee nothing of them; anon nothing.
-- * Errors in French with the project's codes: PA403 not allowed, PA404 not found, PA409 conflict, PA422 bad input.

-- ─── Funders ─────────────────────────────────────────────────────────────────────────────────────────────
create table public.funders (
  id bigint generated always as identity primary key,
  name text not null check (char_length(btrim(name)) between 2 and 200),
  kind text not null default 'other' check (kind in ('FDFP', '3FPT', 'OPCO', 'employer_sponsor', 'public_fund', 'other')),
  country text not null check (char_length(btrim(country)) between 2 and 80),
  billing_address text check (char_length(billing_address) <= 500),
  billing_email text check (billing_email is null or (char_length(billing_email) <= 254
                            and billing_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')),
  registration_number text check (char_length(registration_number) <= 60),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger funders_touch_updated_at before update on public.funders
  for each row execute function public.touch_updated_at();

create function private.check_funder() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.name := btrim(coalesce(new.name, ''));
  new.country := btrim(coalesce(new.country, ''));
  new.billing_address := nullif(btrim(new.billing_address), '');
  new.billing_email := nullif(lower(btrim(new.billing_email)), '');
  new.registration_number := nullif(btrim(new.registration_number), '');
  if char_length(new.name) < 2 or char_length(new.name) > 200 then
    raise exception 'Indiquez le nom du financeur (2 à 200 caractères).' using errcode = 'PA422';
  end if;
  if new.kind is null or new.kind not in ('FDFP', '3FPT', 'OPCO', 'employer_sponsor', 'public_fund', 'other') then
    raise exception 'Type de financeur inconnu : FDFP, 3FPT, OPCO, employeur, fonds public ou autre.' using errcode = 'PA422';
  end if;
  if char_length(new.country) < 2 or char_length(new.country) > 80 then
    raise exception 'Indiquez le pays du financeur (2 à 80 caractères).' using errcode = 'PA422';
  end if;
  if char_length(new.billing_address) > 500 then
    raise exception 'L''adresse de facturation fait au plus 500 caractères.' using errcode = 'PA422';
  end if;
  if new.billing_email is not null and (char_length(new.billing_email) > 254
      or new.billing_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$') then
    raise exception 'Adresse e-mail de facturation invalide.' using errcode = 'PA422';
  end if;
  if char_length(new.registration_number) > 60 then
    raise exception 'Le numéro d''immatriculation fait au plus 60 caractères.' using errcode = 'PA422';
  end if;
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  end if;
  return new;
end
$$;

create trigger funders_check before insert or update on public.funders
  for each row execute function private.check_funder();

alter table public.funders enable row level security;
create policy "funders: staff read" on public.funders for select to authenticated using (public.is_admin());
create policy "funders: staff create" on public.funders for insert to authenticated with check (public.is_admin());
create policy "funders: staff edit" on public.funders for update to authenticated
  using (public.is_admin()) with check (public.is_admin());
create policy "funders: staff delete" on public.funders for delete to authenticated using (public.is_admin());

revoke all on public.funders from anon, authenticated;
grant select, delete on public.funders to authenticated;
grant insert (name, kind, country, billing_address, billing_email, registration_number),
      update (name, kind, country, billing_address, billing_email, registration_number) on public.funders to authenticated;
grant select, insert, update, delete on public.funders to service_role;

-- ─── Company invoices ────────────────────────────────────────────────────────────────────────────────────
create table public.company_invoices (
  id bigint generated always as identity primary key,
  number text not null unique,
  year integer not null,
  sequence integer not null check (sequence > 0),
  -- The company whose training it is (also when the invoice is addressed to its funder).
  organisation_id uuid not null references public.organisations (id) on delete restrict,
  -- Set when the invoice is addressed to a funder (its share of the training), else addressed to the organisation.
  funder_id bigint references public.funders (id) on delete restrict,
  -- full: the whole price; deposit / balance: the two parts when the agreement asks for a deposit; funder: the
  -- funder's share; other: an invoice staff write by hand.
  kind text not null default 'full' check (kind in ('full', 'deposit', 'balance', 'funder', 'other')),
  -- The customer as invoiced, kept as issued (a later edit of the organisation changes no issued invoice).
  customer_name text not null,
  customer_registration text,
  customer_tax_number text,
  customer_address text,
  customer_country text,
  customer_email text,
  description text not null check (char_length(description) between 1 and 500),
  purchase_order text check (char_length(purchase_order) <= 80),
  amount numeric(12, 2) not null check (amount > 0),
  currency text not null check (currency in ('XOF', 'CAD')),
  payment_terms_days integer not null check (payment_terms_days between 0 and 120),
  issued_at timestamptz not null default now(),
  due_on date not null,
  -- Kept by the database from the payments and credit notes below.
  amount_paid numeric(12, 2) not null default 0,
  amount_credited numeric(12, 2) not null default 0,
  balance_due numeric(12, 2) not null,
  -- issued, partially_paid, paid, overdue (due date passed with a balance: set by the reminder at due date + 1 and by
  -- any later change), cancelled (a credit note for its whole amount).
  status text not null default 'issued' check (status in ('issued', 'partially_paid', 'paid', 'overdue', 'cancelled')),
  cancelled_at timestamptz,
  unique (year, sequence)
);
create index company_invoices_organisation_idx on public.company_invoices (organisation_id);
create index company_invoices_funder_idx on public.company_invoices (funder_id);
create index company_invoices_due_idx on public.company_invoices (due_on) where status in ('issued', 'partially_paid', 'overdue');

create table public.company_invoice_payments (
  id bigint generated always as identity primary key,
  invoice_id bigint not null references public.company_invoices (id) on delete restrict,
  amount numeric(12, 2) not null check (amount > 0),
  paid_on date not null,
  method text not null default 'virement' check (method in ('virement', 'cheque', 'mobile_money', 'carte', 'especes')),
  -- The bank's reference of the transfer (or the cheque's number), as on the statement staff reconcile.
  reference text check (char_length(reference) <= 120),
  recorded_at timestamptz not null default now()
);
create index company_invoice_payments_invoice_idx on public.company_invoice_payments (invoice_id);

create table public.company_credit_notes (
  id bigint generated always as identity primary key,
  number text not null unique,
  year integer not null,
  sequence integer not null check (sequence > 0),
  invoice_id bigint not null references public.company_invoices (id) on delete restrict,
  amount numeric(12, 2) not null check (amount > 0),
  reason text not null check (char_length(reason) between 1 and 500),
  issued_at timestamptz not null default now(),
  unique (year, sequence)
);
create index company_credit_notes_invoice_idx on public.company_credit_notes (invoice_id);

-- One row per reminder e-mailed (due date + 1, + 15, + 30): the staff's « Relances » list shows them.
create table public.company_invoice_reminders (
  invoice_id bigint not null references public.company_invoices (id) on delete cascade,
  step integer not null check (step in (1, 15, 30)),
  sent_at timestamptz not null default now(),
  primary key (invoice_id, step)
);

-- ─── Status ──────────────────────────────────────────────────────────────────────────────────────────────
-- Recomputes what is paid, credited and due, and the status, from the rows (called after every change).
create function private.refresh_company_invoice(p_invoice bigint) returns public.company_invoices
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.company_invoices;
begin
  update public.company_invoices i set
    amount_paid = coalesce((select sum(p.amount) from public.company_invoice_payments p where p.invoice_id = i.id), 0),
    amount_credited = coalesce((select sum(c.amount) from public.company_credit_notes c where c.invoice_id = i.id), 0)
   where i.id = p_invoice;
  update public.company_invoices i set
    balance_due = i.amount - i.amount_paid - i.amount_credited,
    status = case
      when i.cancelled_at is not null then 'cancelled'
      when i.amount - i.amount_paid - i.amount_credited <= 0 then 'paid'
      when i.due_on < current_date then 'overdue'
      when i.amount_paid > 0 then 'partially_paid'
      else 'issued' end
   where i.id = p_invoice
  returning * into v_row;
  return v_row;
end
$$;

-- ─── Issuing ─────────────────────────────────────────────────────────────────────────────────────────────
-- Whole francs for XOF, cents for CAD.
create function private.check_company_amount(p_amount numeric, p_currency text) returns void
language plpgsql immutable set search_path = '' as $$
begin
  if p_amount is null or p_amount <= 0 or p_amount > 9999999999 then
    raise exception 'Indiquez un montant positif.' using errcode = 'PA422';
  end if;
  if p_currency = 'XOF' and p_amount <> round(p_amount) then
    raise exception 'Un montant en francs CFA n''a pas de décimale.' using errcode = 'PA422';
  end if;
  if p_amount <> round(p_amount, 2) then
    raise exception 'Un montant a au plus deux décimales.' using errcode = 'PA422';
  end if;
end
$$;

-- Issues one invoice, numbered from the learners' invoices' counter (the year's row is locked until the transaction
-- ends: concurrent issuers take numbers one after the other and a rollback gives its number back). Addressed to the
-- funder when p_funder is given, else to the organisation, whose details are copied as they are now. Queues the
-- e-mail of the invoice and its three reminders (each runs once: the jobs' dedupe keys name the invoice and step).
create function private.issue_company_invoice(
  p_organisation uuid, p_kind text, p_description text, p_amount numeric, p_currency text,
  p_purchase_order text, p_payment_terms_days integer, p_funder bigint default null
) returns public.company_invoices
language plpgsql security definer set search_path = '' as $$
declare
  v_org public.organisations;
  v_funder public.funders;
  v_row public.company_invoices;
  v_year integer := extract(year from now())::integer;
  v_next integer;
  v_po text := nullif(btrim(coalesce(p_purchase_order, '')), '');
  v_description text := btrim(coalesce(p_description, ''));
  v_currency text;
  v_terms integer;
  v_step integer;
begin
  select * into v_org from public.organisations where id = p_organisation;
  if not found then
    raise exception 'Organisation introuvable.' using errcode = 'PA404';
  end if;
  if p_funder is not null then
    select * into v_funder from public.funders where id = p_funder;
    if not found then
      raise exception 'Financeur introuvable.' using errcode = 'PA404';
    end if;
  end if;
  v_currency := coalesce(p_currency, v_org.currency);
  if v_currency not in ('XOF', 'CAD') then
    raise exception 'Devise inconnue : XOF ou CAD.' using errcode = 'PA422';
  end if;
  perform private.check_company_amount(p_amount, v_currency);
  if char_length(v_description) < 1 or char_length(v_description) > 500 then
    raise exception 'Indiquez l''objet de la facture (500 caractères au plus).' using errcode = 'PA422';
  end if;
  if char_length(v_po) > 80 then
    raise exception 'Le numéro de bon de commande fait au plus 80 caractères.' using errcode = 'PA422';
  end if;
  if v_po is null and p_funder is null and v_org.purchase_order_required then
    raise exception 'Cette organisation exige un numéro de bon de commande sur ses factures.' using errcode = 'PA422';
  end if;
  v_terms := coalesce(p_payment_terms_days, v_org.payment_terms_days);
  if v_terms not between 0 and 120 then
    raise exception 'Le délai de paiement est un nombre de jours entre 0 et 120.' using errcode = 'PA422';
  end if;
  if p_kind is null or p_kind not in ('full', 'deposit', 'balance', 'funder', 'other') then
    raise exception 'Type de facture inconnu.' using errcode = 'PA422';
  end if;

  insert into private.invoice_counters as c (year, last_number) values (v_year, 1)
    on conflict (year) do update set last_number = c.last_number + 1
    returning last_number into v_next;
  insert into public.company_invoices (
    number, year, sequence, organisation_id, funder_id, kind, customer_name, customer_registration,
    customer_tax_number, customer_address, customer_country, customer_email, description, purchase_order, amount,
    currency, payment_terms_days, due_on, balance_due)
  values (
    'FAC-' || v_year || '-' || lpad(v_next::text, 6, '0'), v_year, v_next, v_org.id, v_funder.id, p_kind,
    case when p_funder is null then v_org.legal_name else v_funder.name end,
    case when p_funder is null then
      nullif(btrim(case when v_org.registration_kind = 'other' then '' else v_org.registration_kind end
                   || ' ' || coalesce(v_org.registration_number, '')), '')
    else v_funder.registration_number end,
    case when p_funder is null then v_org.tax_number end,
    case when p_funder is null then v_org.billing_address else v_funder.billing_address end,
    case when p_funder is null then v_org.country else v_funder.country end,
    case when p_funder is not null then v_funder.billing_email end,
    v_description, v_po, p_amount, v_currency, v_terms, (now() at time zone 'UTC')::date + v_terms, p_amount)
  returning * into v_row;

  perform private.enqueue_job('company_invoices.issued', jsonb_build_object('invoice_id', v_row.id), now(),
                              'company_invoices.issued:' || v_row.id);
  foreach v_step in array array[1, 15, 30] loop
    perform private.enqueue_job('company_invoices.reminder', jsonb_build_object('invoice_id', v_row.id, 'step', v_step),
                                ((v_row.due_on + v_step)::timestamp + time '08:00') at time zone 'UTC',
                                'company_invoices.reminder:' || v_row.id || ':' || v_step);
  end loop;
  return v_row;
end
$$;

-- Staff issue an invoice by hand (an organisation's training outside an agreement, or a correction).
create function public.issue_company_invoice(
  p_organisation uuid, p_description text, p_amount numeric, p_purchase_order text default null,
  p_funder bigint default null
) returns public.company_invoices
language plpgsql security definer set search_path = '' as $$
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  return private.issue_company_invoice(p_organisation, case when p_funder is null then 'other' else 'funder' end,
                                       p_description, p_amount, null, p_purchase_order, null, p_funder);
end
$$;

-- ─── Payments (staff reconcile a transfer against an invoice) ────────────────────────────────────────────
-- Records a payment received; refused above the balance due (an overpayment is a question for staff, not a number
-- to store) and on a cancelled invoice. The invoice's row is locked: two staff recording at once queue up.
create function public.record_company_invoice_payment(
  p_invoice bigint, p_amount numeric, p_paid_on date default null, p_method text default 'virement',
  p_reference text default null
) returns public.company_invoices
language plpgsql security definer set search_path = '' as $$
declare
  v_inv public.company_invoices;
  v_payment bigint;
  v_reference text := nullif(btrim(coalesce(p_reference, '')), '');
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  select * into v_inv from public.company_invoices where id = p_invoice for update;
  if not found then
    raise exception 'Facture introuvable.' using errcode = 'PA404';
  end if;
  if v_inv.status = 'cancelled' then
    raise exception 'Cette facture est annulée : aucun paiement ne s''y rapporte.' using errcode = 'PA409';
  end if;
  perform private.check_company_amount(p_amount, v_inv.currency);
  if p_amount > v_inv.balance_due then
    raise exception 'Le montant dépasse le solde dû de la facture (%).', v_inv.balance_due using errcode = 'PA422';
  end if;
  if p_method is null or p_method not in ('virement', 'cheque', 'mobile_money', 'carte', 'especes') then
    raise exception 'Moyen de paiement inconnu.' using errcode = 'PA422';
  end if;
  if coalesce(p_paid_on, current_date) > current_date + 1 or coalesce(p_paid_on, current_date) < current_date - 3650 then
    raise exception 'La date du paiement n''est pas plausible.' using errcode = 'PA422';
  end if;
  if char_length(v_reference) > 120 then
    raise exception 'La référence fait au plus 120 caractères.' using errcode = 'PA422';
  end if;
  insert into public.company_invoice_payments (invoice_id, amount, paid_on, method, reference)
  values (v_inv.id, p_amount, coalesce(p_paid_on, current_date), p_method, v_reference)
  returning id into v_payment;
  perform private.enqueue_job('company_invoices.payment', jsonb_build_object('payment_id', v_payment), now(),
                              'company_invoices.payment:' || v_payment);
  return private.refresh_company_invoice(v_inv.id);
end
$$;

-- ─── Credit notes and cancellation ───────────────────────────────────────────────────────────────────────
create function private.issue_company_credit_note(p_invoice bigint, p_amount numeric, p_reason text)
returns public.company_credit_notes
language plpgsql security definer set search_path = '' as $$
declare
  v_inv public.company_invoices;
  v_note public.company_credit_notes;
  v_year integer := extract(year from now())::integer;
  v_next integer;
  v_reason text := btrim(coalesce(p_reason, ''));
begin
  select * into v_inv from public.company_invoices where id = p_invoice for update;
  if not found then
    raise exception 'Facture introuvable.' using errcode = 'PA404';
  end if;
  if v_inv.status = 'cancelled' then
    raise exception 'Cette facture est déjà annulée.' using errcode = 'PA409';
  end if;
  perform private.check_company_amount(p_amount, v_inv.currency);
  if p_amount > v_inv.amount - v_inv.amount_credited then
    raise exception 'Un avoir ne dépasse pas le montant de la facture non encore crédité (%).',
      v_inv.amount - v_inv.amount_credited using errcode = 'PA422';
  end if;
  if char_length(v_reason) < 1 or char_length(v_reason) > 500 then
    raise exception 'Indiquez le motif de l''avoir (500 caractères au plus).' using errcode = 'PA422';
  end if;
  insert into private.credit_note_counters as c (year, last_number) values (v_year, 1)
    on conflict (year) do update set last_number = c.last_number + 1
    returning last_number into v_next;
  insert into public.company_credit_notes (number, year, sequence, invoice_id, amount, reason)
  values ('AV-' || v_year || '-' || lpad(v_next::text, 6, '0'), v_year, v_next, v_inv.id, p_amount, v_reason)
  returning * into v_note;
  perform private.refresh_company_invoice(v_inv.id);
  perform private.enqueue_job('company_invoices.credit_note', jsonb_build_object('credit_note_id', v_note.id), now(),
                              'company_invoices.credit_note:' || v_note.id);
  return v_note;
end
$$;

-- A credit note for part of an invoice (a trainee cancelled: p_reason names them). What is already paid stays paid:
-- a balance below zero is a credit in the company's favour, shown on its statement.
create function public.issue_company_credit_note(p_invoice bigint, p_amount numeric, p_reason text)
returns public.company_credit_notes
language plpgsql security definer set search_path = '' as $$
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  return private.issue_company_credit_note(p_invoice, p_amount, p_reason);
end
$$;

-- Cancels an invoice nothing was paid on: a credit note for what is not yet credited, status cancelled (an issued
-- invoice is never deleted; its number stays in the sequence).
create function public.cancel_company_invoice(p_invoice bigint, p_reason text) returns public.company_invoices
language plpgsql security definer set search_path = '' as $$
declare
  v_inv public.company_invoices;
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  select * into v_inv from public.company_invoices where id = p_invoice for update;
  if not found then
    raise exception 'Facture introuvable.' using errcode = 'PA404';
  end if;
  if v_inv.status = 'cancelled' then
    raise exception 'Cette facture est déjà annulée.' using errcode = 'PA409';
  end if;
  if v_inv.amount_paid > 0 then
    raise exception 'Des paiements sont enregistrés sur cette facture : émettez un avoir partiel à la place.'
      using errcode = 'PA409';
  end if;
  if v_inv.amount - v_inv.amount_credited > 0 then
    perform private.issue_company_credit_note(v_inv.id, v_inv.amount - v_inv.amount_credited,
                                              coalesce(nullif(btrim(p_reason), ''), 'Annulation de la facture'));
  end if;
  update public.company_invoices set cancelled_at = now() where id = v_inv.id;
  return private.refresh_company_invoice(v_inv.id);
end
$$;

-- ─── Statement of account (« Relevé de compte ») ─────────────────────────────────────────────────────────
-- The organisation's invoices (those addressed to it, not to its funders), payments and credit notes in date order
-- with the running balance, for staff and the organisation's training managers.
create function public.company_statement(p_organisation uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_org public.organisations;
  v_lines jsonb;
begin
  if auth.uid() is null or not (public.is_admin() or public.is_training_manager_of(p_organisation)) then
    raise exception 'Organisation introuvable.' using errcode = 'PA404';
  end if;
  select * into v_org from public.organisations where id = p_organisation;
  if not found then
    raise exception 'Organisation introuvable.' using errcode = 'PA404';
  end if;
  with entries as (
    select i.issued_at as at, 'invoice' as kind, i.number, i.description as label, i.amount as debit,
           0::numeric as credit, i.currency, i.id as invoice_id, i.due_on
      from public.company_invoices i where i.organisation_id = p_organisation and i.funder_id is null
    union all
    select p.paid_on::timestamptz + (p.recorded_at - date_trunc('day', p.recorded_at)), 'payment', i.number,
           'Paiement ' || case p.method when 'virement' then 'par virement' when 'cheque' then 'par chèque'
             when 'mobile_money' then 'Mobile Money' when 'carte' then 'par carte' else 'en espèces' end
             || coalesce(' — réf. ' || p.reference, ''), 0, p.amount, i.currency, i.id, null::date
      from public.company_invoice_payments p join public.company_invoices i on i.id = p.invoice_id
     where i.organisation_id = p_organisation and i.funder_id is null
    union all
    select c.issued_at, 'credit_note', c.number, 'Avoir sur ' || i.number || ' — ' || c.reason, 0, c.amount,
           i.currency, i.id, null::date
      from public.company_credit_notes c join public.company_invoices i on i.id = c.invoice_id
     where i.organisation_id = p_organisation and i.funder_id is null
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'date', b.at, 'kind', b.kind, 'number', b.number, 'label', b.label, 'debit', b.debit,
           'credit', b.credit, 'currency', b.currency, 'invoice_id', b.invoice_id, 'due_on', b.due_on,
           'balance', b.balance) order by b.at, b.kind, b.number), '[]'::jsonb)
    into v_lines
    from (select e.*, sum(e.debit - e.credit) over (partition by e.currency order by e.at, e.kind, e.number
                                                   rows between unbounded preceding and current row) as balance
            from entries e) b;
  return jsonb_build_object(
    'organisation', jsonb_build_object('id', v_org.id, 'legal_name', v_org.legal_name, 'currency', v_org.currency,
                                       'billing_address', v_org.billing_address, 'country', v_org.country),
    'generated_at', now(),
    'lines', v_lines,
    'totals', coalesce((select jsonb_agg(jsonb_build_object(
        'currency', t.currency, 'invoiced', t.invoiced, 'paid', t.paid, 'credited', t.credited, 'balance_due', t.balance,
        'overdue', t.overdue) order by t.currency)
      from (select i.currency, sum(i.amount) as invoiced, sum(i.amount_paid) as paid, sum(i.amount_credited) as credited,
                   sum(i.balance_due) as balance,
                   sum(case when i.due_on < current_date and i.status <> 'cancelled' and i.balance_due > 0
                            then i.balance_due else 0 end) as overdue
              from public.company_invoices i
             where i.organisation_id = p_organisation and i.funder_id is null
             group by i.currency) t), '[]'::jsonb));
end
$$;

-- ─── The e-mails (jobs company_invoices.*): facts read by both job runners (service_role only) ───────────
-- Who receives an invoice's e-mails: the funder's billing address, or the organisation's active training managers.
create function private.company_invoice_recipients(p_invoice public.company_invoices) returns text[]
language sql stable security definer set search_path = '' as $$
  select case when p_invoice.funder_id is not null then
      array_remove(array[p_invoice.customer_email], null)
    else coalesce((select array_agg(m.email order by m.email) from public.organisation_members m
                    where m.organisation_id = p_invoice.organisation_id and m.role = 'training_manager'
                      and m.status = 'active'), '{}') end
$$;

create function private.company_invoice_facts(p_invoice public.company_invoices) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('id', p_invoice.id, 'number', p_invoice.number, 'customer_name', p_invoice.customer_name,
    'description', p_invoice.description, 'purchase_order', p_invoice.purchase_order, 'amount', p_invoice.amount,
    'balance_due', p_invoice.balance_due, 'amount_paid', p_invoice.amount_paid, 'currency', p_invoice.currency,
    'issued_at', p_invoice.issued_at, 'due_on', p_invoice.due_on, 'status', p_invoice.status,
    'to_funder', p_invoice.funder_id is not null, 'recipients', to_jsonb(private.company_invoice_recipients(p_invoice)))
$$;

create function public.function_company_invoice_mail_facts(p_invoice bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select private.company_invoice_facts(i) from public.company_invoices i where i.id = p_invoice
$$;

create function public.function_company_payment_mail_facts(p_payment bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select private.company_invoice_facts(i)
         || jsonb_build_object('payment_amount', p.amount, 'paid_on', p.paid_on, 'reference', p.reference)
    from public.company_invoice_payments p join public.company_invoices i on i.id = p.invoice_id
   where p.id = p_payment
$$;

create function public.function_company_credit_note_mail_facts(p_credit_note bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select private.company_invoice_facts(i)
         || jsonb_build_object('credit_note_number', c.number, 'credit_note_amount', c.amount, 'reason', c.reason)
    from public.company_credit_notes c join public.company_invoices i on i.id = c.invoice_id
   where c.id = p_credit_note
$$;

-- The reminder at due date + p_step (its job is planned for then at issue; a due date never changes): null (no e-mail)
-- when the invoice is paid or cancelled meanwhile. Otherwise refreshes the status (overdue), records the reminder once
-- and answers what the e-mail says; the e-mail's own dedupe key sends it once whatever the retries.
create function public.function_company_invoice_reminder(p_invoice bigint, p_step integer) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_inv public.company_invoices;
begin
  select * into v_inv from public.company_invoices where id = p_invoice for update;
  if not found or p_step not in (1, 15, 30) then
    return null;
  end if;
  v_inv := private.refresh_company_invoice(v_inv.id);
  if v_inv.status in ('paid', 'cancelled') or v_inv.balance_due <= 0 then
    return null;
  end if;
  insert into public.company_invoice_reminders (invoice_id, step) values (v_inv.id, p_step)
    on conflict do nothing;
  return private.company_invoice_facts(v_inv) || jsonb_build_object('step', p_step,
    'days_late', greatest(p_step, current_date - v_inv.due_on));
end
$$;

-- ─── Who reads what ──────────────────────────────────────────────────────────────────────────────────────
-- Definer's rights so that the payments' and credit notes' policies do not recurse into the invoices' RLS.
create function public.can_read_company_invoice(p_invoice bigint) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.company_invoices i
                  where i.id = p_invoice
                    and (public.is_admin() or (i.funder_id is null and public.is_training_manager_of(i.organisation_id))))
$$;

alter table public.company_invoices enable row level security;
alter table public.company_invoice_payments enable row level security;
alter table public.company_credit_notes enable row level security;
alter table public.company_invoice_reminders enable row level security;

create policy "company invoices: staff, and the organisation's training managers for its own" on public.company_invoices
  for select to authenticated
  using (public.is_admin() or (funder_id is null and public.is_training_manager_of(organisation_id)));
create policy "company invoice payments: read with the invoice" on public.company_invoice_payments
  for select to authenticated using (public.can_read_company_invoice(invoice_id));
create policy "company credit notes: read with the invoice" on public.company_credit_notes
  for select to authenticated using (public.can_read_company_invoice(invoice_id));
create policy "company invoice reminders: read with the invoice" on public.company_invoice_reminders
  for select to authenticated using (public.can_read_company_invoice(invoice_id));

revoke all on public.company_invoices, public.company_invoice_payments, public.company_credit_notes,
  public.company_invoice_reminders from anon, authenticated;
grant select on public.company_invoices, public.company_invoice_payments, public.company_credit_notes,
  public.company_invoice_reminders to authenticated;
grant select, insert, update, delete on public.company_invoices, public.company_invoice_payments,
  public.company_credit_notes, public.company_invoice_reminders to service_role;

revoke all on function private.check_funder(), private.refresh_company_invoice(bigint),
  private.check_company_amount(numeric, text),
  private.issue_company_invoice(uuid, text, text, numeric, text, text, integer, bigint),
  private.issue_company_credit_note(bigint, numeric, text),
  private.company_invoice_recipients(public.company_invoices), private.company_invoice_facts(public.company_invoices)
  from public;
revoke all on function public.issue_company_invoice(uuid, text, numeric, text, bigint),
  public.record_company_invoice_payment(bigint, numeric, date, text, text),
  public.issue_company_credit_note(bigint, numeric, text), public.cancel_company_invoice(bigint, text),
  public.company_statement(uuid), public.can_read_company_invoice(bigint),
  public.function_company_invoice_mail_facts(bigint), public.function_company_payment_mail_facts(bigint),
  public.function_company_credit_note_mail_facts(bigint), public.function_company_invoice_reminder(bigint, integer)
  from public, anon, authenticated;
grant execute on function public.issue_company_invoice(uuid, text, numeric, text, bigint),
  public.record_company_invoice_payment(bigint, numeric, date, text, text),
  public.issue_company_credit_note(bigint, numeric, text), public.cancel_company_invoice(bigint, text),
  public.company_statement(uuid), public.can_read_company_invoice(bigint)
  to authenticated, service_role;
grant execute on function public.function_company_invoice_mail_facts(bigint),
  public.function_company_payment_mail_facts(bigint), public.function_company_credit_note_mail_facts(bigint),
  public.function_company_invoice_reminder(bigint, integer)
  to service_role;
