-- The balance of an agreement with a deposit is invoiced at the end of the training, as the agreement's payment
-- schedule says (« facturé à la fin de la formation », decision 0999's PDF), not at the signature (decision 1001,
-- amended). The countersignature issues the deposit (and the funders' shares, or the one invoice without a deposit)
-- and plans a job `company_invoices.balance` for the morning after the agreement's last session; that job issues the
-- balance once (the function below is idempotent: a retried job finds it issued and does nothing).

create or replace function private.issue_agreement_invoices(p_agreement bigint) returns setof public.company_invoices
language plpgsql security definer set search_path = '' as $$
declare
  a public.training_agreements;
  v_funded numeric;
  v_share numeric;
  v_deposit numeric;
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
  select private.agreement_invoice_label(a.id) into v_label;
  select max(s.ends_on) into v_last
    from public.agreement_sessions g join public.course_sessions s on s.id = g.session_id
   where g.agreement_id = a.id;
  select coalesce(sum(amount), 0) into v_funded from public.agreement_fundings where agreement_id = a.id;
  v_share := a.total - v_funded;
  if v_share > 0 then
    if a.deposit_percent > 0 and a.deposit_percent < 100 then
      v_deposit := round(v_share * a.deposit_percent / 100, case when a.currency = 'XOF' then 0 else 2 end);
      if v_deposit > 0 then
        v_row := private.issue_company_invoice(a.organisation_id, 'deposit',
          v_label || ' — acompte de ' || trim(to_char(a.deposit_percent, 'FM990D99')) || ' %', v_deposit, a.currency,
          a.purchase_order, a.payment_terms_days, null);
        update public.company_invoices set agreement_id = a.id where id = v_row.id returning * into v_row;
        return next v_row;
      end if;
      -- The balance: the morning after the last session (at once when it is over already).
      perform private.enqueue_job('company_invoices.balance', jsonb_build_object('agreement_id', a.id),
        greatest(now(), ((coalesce(v_last, current_date) + 1)::timestamp + time '06:00') at time zone 'UTC'),
        'company_invoices.balance:' || a.id);
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

-- « Convention CONV-… — <formations> », the object of an agreement's invoices.
create function private.agreement_invoice_label(p_agreement bigint) returns text
language sql stable security definer set search_path = '' as $$
  select left('Convention ' || coalesce(a.number, '')
              || coalesce(' — ' || (select string_agg(distinct fo.title, ', ')
                                      from public.agreement_sessions g
                                      join public.course_sessions s on s.id = g.session_id
                                      join public.formations fo on fo.id = s.formation_id
                                     where g.agreement_id = a.id), ''), 400)
    from public.training_agreements a where a.id = p_agreement
$$;

-- The balance invoice of a signed agreement with a deposit: the company's share less its deposit invoices, once.
-- Null when there is nothing to issue (already issued, the agreement cancelled, no deposit).
create function private.issue_agreement_balance(p_agreement bigint) returns public.company_invoices
language plpgsql security definer set search_path = '' as $$
declare
  a public.training_agreements;
  v_funded numeric;
  v_deposits numeric;
  v_row public.company_invoices;
begin
  select * into a from public.training_agreements where id = p_agreement for update;
  if not found or a.status <> 'signed' or not (a.deposit_percent > 0 and a.deposit_percent < 100)
     or exists (select 1 from public.company_invoices where agreement_id = a.id and kind = 'balance') then
    return null;
  end if;
  select coalesce(sum(amount), 0) into v_funded from public.agreement_fundings where agreement_id = a.id;
  select coalesce(sum(amount), 0) into v_deposits from public.company_invoices
   where agreement_id = a.id and kind = 'deposit';
  if a.total - v_funded - v_deposits <= 0 then
    return null;
  end if;
  v_row := private.issue_company_invoice(a.organisation_id, 'balance',
    private.agreement_invoice_label(a.id) || ' — solde', a.total - v_funded - v_deposits, a.currency,
    a.purchase_order, a.payment_terms_days, null);
  update public.company_invoices set agreement_id = a.id where id = v_row.id returning * into v_row;
  return v_row;
end
$$;

-- For the job runners (service_role): issues the balance, answers its number (or null).
create function public.function_issue_agreement_balance(p_agreement bigint) returns text
language sql security definer set search_path = '' as $$
  select (private.issue_agreement_balance(p_agreement)).number
$$;

-- Staff may issue the balance before the end (e.g. a training shortened); nothing when it is issued already.
create function public.issue_agreement_balance(p_agreement bigint) returns public.company_invoices
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.company_invoices;
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  v_row := private.issue_agreement_balance(p_agreement);
  if v_row.id is null then
    raise exception 'Aucun solde à facturer pour cette convention (déjà facturé, ou sans acompte).' using errcode = 'PA409';
  end if;
  return v_row;
end
$$;

revoke all on function private.agreement_invoice_label(bigint), private.issue_agreement_balance(bigint),
  public.function_issue_agreement_balance(bigint), public.issue_agreement_balance(bigint)
  from public, anon, authenticated;
grant execute on function public.function_issue_agreement_balance(bigint) to service_role;
grant execute on function public.issue_agreement_balance(bigint) to authenticated, service_role;
