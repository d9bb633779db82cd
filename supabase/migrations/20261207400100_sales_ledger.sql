-- Issue 43 item 9 (decision 1010): the firm's sales ledger for staff — every invoice and credit note, the learners'
-- and the companies' (deposits, balances, funders' shares), and every payment received on a company invoice — one
-- row per document, for the revenue views and the accounting export. Staff only (PA403 otherwise): a security-definer
-- function that checks the caller, so the export is one call whatever the tables' policies become.
create function public.sales_ledger(p_from date, p_to date)
returns table (
  entry_date date,
  -- invoice | credit_note | payment
  entry_kind text,
  -- learner | company: whose invoice it is (a funder's share is a company invoice with funder set)
  customer_kind text,
  -- full | deposit | balance | funder | other | instalment | learner
  invoice_kind text,
  number text,
  customer text,
  organisation text,
  funder text,
  formation text,
  amount numeric,
  currency text,
  reference text,
  invoice_number text
)
language plpgsql stable security definer set search_path = '' as $$
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 3660 then
    raise exception 'Choisissez une période de dix ans au plus, du premier au dernier jour.' using errcode = 'PA422';
  end if;
  return query
  with company_formations as (
    select g.agreement_id, string_agg(distinct f.title, ' ; ') as titles
      from public.agreement_sessions g
      join public.course_sessions s on s.id = g.session_id
      join public.formations f on f.id = s.formation_id
     group by g.agreement_id
  )
  select (i.issued_at at time zone 'UTC')::date, 'invoice', 'learner',
         case when i.instalment_id is null then 'learner' else 'instalment' end, i.number,
         coalesce(nullif(btrim(i.customer_company), ''), i.customer_name), nullif(btrim(i.customer_company), ''),
         null::text, i.formation_title, i.amount, i.currency, i.payment_reference, i.number
    from public.invoices i
   where (i.issued_at at time zone 'UTC')::date between p_from and p_to
  union all
  select (c.issued_at at time zone 'UTC')::date, 'credit_note', 'learner', 'learner', c.number,
         coalesce(nullif(btrim(c.customer_company), ''), c.customer_name), nullif(btrim(c.customer_company), ''),
         null::text, c.formation_title, c.amount, c.currency, null::text, i.number
    from public.credit_notes c join public.invoices i on i.id = c.invoice_id
   where (c.issued_at at time zone 'UTC')::date between p_from and p_to
  union all
  select (ci.issued_at at time zone 'UTC')::date, 'invoice', 'company', ci.kind, ci.number, ci.customer_name,
         o.legal_name, fu.name, coalesce(cf.titles, ci.description), ci.amount, ci.currency, ci.purchase_order,
         ci.number
    from public.company_invoices ci
    join public.organisations o on o.id = ci.organisation_id
    left join public.funders fu on fu.id = ci.funder_id
    left join company_formations cf on cf.agreement_id = ci.agreement_id
   where (ci.issued_at at time zone 'UTC')::date between p_from and p_to
  union all
  select (cn.issued_at at time zone 'UTC')::date, 'credit_note', 'company', ci.kind, cn.number, ci.customer_name,
         o.legal_name, fu.name, coalesce(cf.titles, ci.description), cn.amount, ci.currency, cn.reason, ci.number
    from public.company_credit_notes cn
    join public.company_invoices ci on ci.id = cn.invoice_id
    join public.organisations o on o.id = ci.organisation_id
    left join public.funders fu on fu.id = ci.funder_id
    left join company_formations cf on cf.agreement_id = ci.agreement_id
   where (cn.issued_at at time zone 'UTC')::date between p_from and p_to
  union all
  select p.paid_on, 'payment', 'company', ci.kind, null::text, ci.customer_name, o.legal_name, fu.name,
         coalesce(cf.titles, ci.description), p.amount, ci.currency, p.reference, ci.number
    from public.company_invoice_payments p
    join public.company_invoices ci on ci.id = p.invoice_id
    join public.organisations o on o.id = ci.organisation_id
    left join public.funders fu on fu.id = ci.funder_id
    left join company_formations cf on cf.agreement_id = ci.agreement_id
   where p.paid_on between p_from and p_to
  order by 1, 5 nulls last;
end
$$;

revoke all on function public.sales_ledger(date, date) from public, anon, authenticated;
grant execute on function public.sales_ledger(date, date) to authenticated, service_role;
