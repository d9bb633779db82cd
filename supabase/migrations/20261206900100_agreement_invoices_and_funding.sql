-- Invoices of a signed training agreement and its funders' shares (issue 43 item 6; decision 1000, decision 1001).
--
-- * public.agreement_fundings: per agreement, the share a funder pays (FDFP, 3FPT, an OPCO, the employer's sponsor…).
--   Staff set it while the agreement is a draft (what is signed never changes afterwards); the rest is the company's.
-- * At the firm's countersignature (status → signed) the database issues, in the same transaction, the company's
--   invoice — or a deposit invoice and a balance invoice when deposit_percent > 0 — and one invoice per funder for
--   its share. Staff can issue them later with public.issue_agreement_invoices when that could not happen (e.g. the
--   organisation requires a purchase order the agreement does not carry): a refusal never blocks the signature.

alter table public.company_invoices
  add column agreement_id bigint references public.training_agreements (id) on delete restrict;
create index company_invoices_agreement_idx on public.company_invoices (agreement_id);

create table public.agreement_fundings (
  id bigint generated always as identity primary key,
  agreement_id bigint not null references public.training_agreements (id) on delete cascade,
  funder_id bigint not null references public.funders (id) on delete restrict,
  -- The funder's name as it stood when set: the training manager reads it, not the funders' table.
  funder_name text not null,
  amount numeric(12, 2) not null check (amount > 0),
  created_at timestamptz not null default now(),
  unique (agreement_id, funder_id)
);

alter table public.agreement_fundings enable row level security;
create policy "agreement fundings: staff, and the organisation's training managers once sent" on public.agreement_fundings
  for select to authenticated
  using (public.is_admin() or exists (select 1 from public.training_agreements a
                                       where a.id = agreement_id and a.status <> 'draft'
                                         and public.is_training_manager_of(a.organisation_id)));
revoke all on public.agreement_fundings from anon, authenticated;
grant select on public.agreement_fundings to authenticated;
grant select, insert, update, delete on public.agreement_fundings to service_role;

-- Sets (p_amount > 0) or removes (p_amount null or 0) a funder's share of a draft agreement. The shares together
-- never exceed the agreement's total.
create function public.set_agreement_funding(p_agreement bigint, p_funder bigint, p_amount numeric)
returns setof public.agreement_fundings
language plpgsql security definer set search_path = '' as $$
declare
  a public.training_agreements;
  v_funder public.funders;
  v_others numeric;
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  select * into a from public.training_agreements where id = p_agreement for update;
  if not found then
    raise exception 'Cette convention n''existe pas.' using errcode = 'PA404';
  end if;
  if a.status <> 'draft' then
    raise exception 'Le financement se fixe avant l''envoi de la convention : elle est déjà envoyée.' using errcode = 'PA409';
  end if;
  select * into v_funder from public.funders where id = p_funder;
  if not found then
    raise exception 'Financeur introuvable.' using errcode = 'PA404';
  end if;
  if coalesce(p_amount, 0) = 0 then
    delete from public.agreement_fundings where agreement_id = a.id and funder_id = p_funder;
  else
    perform private.check_company_amount(p_amount, a.currency);
    select coalesce(sum(amount), 0) into v_others from public.agreement_fundings
     where agreement_id = a.id and funder_id <> p_funder;
    if v_others + p_amount > a.total then
      raise exception 'La part des financeurs dépasse le total de la convention.' using errcode = 'PA422';
    end if;
    insert into public.agreement_fundings (agreement_id, funder_id, funder_name, amount)
    values (a.id, p_funder, v_funder.name, p_amount)
    on conflict (agreement_id, funder_id) do update set amount = excluded.amount, funder_name = excluded.funder_name;
  end if;
  return query select * from public.agreement_fundings where agreement_id = a.id order by id;
end
$$;

-- What an agreement's document shows of its funding (for the agreement's PDF and screens): each funder's share, the
-- company's share, and the invoices issued from it. Staff, or the organisation's training manager once sent.
create function public.agreement_funding(p_agreement bigint) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  a public.training_agreements;
  v_funded numeric;
begin
  select * into a from public.training_agreements where id = p_agreement;
  if not found or not (public.is_admin() or coalesce(auth.role(), '') = 'service_role'
                       or (a.status <> 'draft' and public.is_training_manager_of(a.organisation_id))) then
    raise exception 'Cette convention n''existe pas.' using errcode = 'PA404';
  end if;
  select coalesce(sum(amount), 0) into v_funded from public.agreement_fundings where agreement_id = a.id;
  return jsonb_build_object(
    'currency', a.currency, 'total', a.total, 'company_share', a.total - v_funded,
    'deposit_percent', a.deposit_percent,
    'funders', coalesce((select jsonb_agg(jsonb_build_object('funder_id', f.funder_id, 'name', f.funder_name,
                                                           'amount', f.amount) order by f.id)
                           from public.agreement_fundings f where f.agreement_id = a.id), '[]'::jsonb),
    'invoices', coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'number', i.number, 'kind', i.kind,
                                                            'customer_name', i.customer_name, 'amount', i.amount,
                                                            'balance_due', i.balance_due, 'status', i.status,
                                                            'due_on', i.due_on) order by i.sequence)
                            from public.company_invoices i
                           where i.agreement_id = a.id
                             and (public.is_admin() or coalesce(auth.role(), '') = 'service_role' or i.funder_id is null)),
                         '[]'::jsonb));
end
$$;

-- Issues the invoices of a signed agreement, once: the company's share (one invoice, or a deposit of
-- deposit_percent and the balance, due after the last session), each funder's share to the funder. Returns them.
create function private.issue_agreement_invoices(p_agreement bigint) returns setof public.company_invoices
language plpgsql security definer set search_path = '' as $$
declare
  a public.training_agreements;
  v_funded numeric;
  v_share numeric;
  v_deposit numeric;
  v_unit numeric;
  v_label text;
  v_last date;
  v_row public.company_invoices;
  v_funding record;
begin
  select * into a from public.training_agreements where id = p_agreement for update;
  if not found then
    raise exception 'Cette convention n''existe pas.' using errcode = 'PA404';
  end if;
  if a.status <> 'signed' then
    raise exception 'Seule une convention signée par les deux parties est facturée.' using errcode = 'PA409';
  end if;
  if exists (select 1 from public.company_invoices where agreement_id = a.id) then
    raise exception 'Les factures de cette convention sont déjà émises.' using errcode = 'PA409';
  end if;
  select string_agg(distinct fo.title, ', '), max(s.ends_on) into v_label, v_last
    from public.agreement_sessions g
    join public.course_sessions s on s.id = g.session_id
    join public.formations fo on fo.id = s.formation_id
   where g.agreement_id = a.id;
  v_label := left('Convention ' || coalesce(a.number, '') || coalesce(' — ' || v_label, ''), 400);
  select coalesce(sum(amount), 0) into v_funded from public.agreement_fundings where agreement_id = a.id;
  v_share := a.total - v_funded;
  v_unit := case when a.currency = 'XOF' then 0 else 2 end;
  if v_share > 0 then
    if a.deposit_percent > 0 and a.deposit_percent < 100 then
      v_deposit := round(v_share * a.deposit_percent / 100, v_unit::integer);
      if v_deposit > 0 then
        v_row := private.issue_company_invoice(a.organisation_id, 'deposit',
          v_label || ' — acompte de ' || trim(to_char(a.deposit_percent, 'FM990D99')) || ' %', v_deposit, a.currency,
          a.purchase_order, a.payment_terms_days, null);
        update public.company_invoices set agreement_id = a.id where id = v_row.id returning * into v_row;
        return next v_row;
      end if;
      v_row := private.issue_company_invoice(a.organisation_id, 'balance', v_label || ' — solde', v_share - v_deposit,
        a.currency, a.purchase_order, a.payment_terms_days
          + greatest(0, coalesce(v_last, current_date) - current_date), null);
      update public.company_invoices set agreement_id = a.id where id = v_row.id returning * into v_row;
      return next v_row;
    else
      v_row := private.issue_company_invoice(a.organisation_id, 'full', v_label, v_share, a.currency,
        a.purchase_order, a.payment_terms_days, null);
      update public.company_invoices set agreement_id = a.id where id = v_row.id returning * into v_row;
      return next v_row;
    end if;
  end if;
  for v_funding in select * from public.agreement_fundings where agreement_id = a.id order by id loop
    v_row := private.issue_company_invoice(a.organisation_id, 'funder', v_label || ' — part prise en charge',
      v_funding.amount, a.currency, null, a.payment_terms_days, v_funding.funder_id);
    update public.company_invoices set agreement_id = a.id where id = v_row.id returning * into v_row;
    return next v_row;
  end loop;
  return;
end
$$;

-- The staff's action (also for agreements whose automatic issue was refused).
create function public.issue_agreement_invoices(p_agreement bigint) returns setof public.company_invoices
language plpgsql security definer set search_path = '' as $$
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  return query select * from private.issue_agreement_invoices(p_agreement);
end
$$;

-- At the countersignature: the invoices, in the signature's transaction; a refusal (a purchase order missing…) is
-- left for staff (the savepoint rolls the attempt back, never the signature).
create function private.invoice_signed_agreement() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  begin
    perform private.issue_agreement_invoices(new.id);
  exception when sqlstate 'PA422' or sqlstate 'PA409' or sqlstate 'PA404' then
    raise warning 'convention %: factures non émises automatiquement (%)', new.id, sqlerrm;
  end;
  return null;
end
$$;

create trigger training_agreements_invoice_when_signed after update of status on public.training_agreements
  for each row when (new.status = 'signed' and old.status is distinct from new.status)
  execute function private.invoice_signed_agreement();

revoke all on function public.set_agreement_funding(bigint, bigint, numeric), public.agreement_funding(bigint),
  public.issue_agreement_invoices(bigint), private.issue_agreement_invoices(bigint),
  private.invoice_signed_agreement()
  from public, anon, authenticated;
grant execute on function public.set_agreement_funding(bigint, bigint, numeric), public.agreement_funding(bigint),
  public.issue_agreement_invoices(bigint)
  to authenticated, service_role;
