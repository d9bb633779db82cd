-- Pricing (decision 1002) and instalments (decision 1003), second part: who reads and writes the new tables, the
-- entry points (enrol with a code and a plan, a preview of the price, the next instalment opened on a gateway), and
-- the payment path taught about instalments (one success and one invoice per instalment, reminders, suspension).

-- ─── Row Level Security ─────────────────────────────────────────────────────────────────────────────────
alter table public.pricing_rules enable row level security;
alter table public.promo_codes enable row level security;
alter table public.promo_code_uses enable row level security;
alter table public.enrollment_pricing enable row level security;
alter table public.enrollment_instalments enable row level security;

create policy "pricing rules: staff" on public.pricing_rules for all to authenticated
  using (public.is_admin()) with check (public.is_admin());
create policy "promo codes: staff" on public.promo_codes for all to authenticated
  using (public.is_admin()) with check (public.is_admin());
create policy "promo code uses: staff read" on public.promo_code_uses for select to authenticated
  using (public.is_admin());
create policy "enrollment pricing: own, staff all" on public.enrollment_pricing for select to authenticated
  using (user_id = auth.uid() or public.is_admin());
create policy "instalments: own, staff all" on public.enrollment_instalments for select to authenticated
  using (user_id = auth.uid() or public.is_admin());

grant select, delete on public.pricing_rules, public.promo_codes to authenticated;
grant insert (formation_id, session_id, early_bird_price, early_bird_until, group_min_seats, group_unit_price,
              instalments_max) on public.pricing_rules to authenticated;
grant update (early_bird_price, early_bird_until, group_min_seats, group_unit_price, instalments_max)
  on public.pricing_rules to authenticated;
grant insert (code, label, percent_off, amount_off, currency, valid_from, valid_until, max_uses, max_uses_per_account,
              formation_ids, session_ids, active) on public.promo_codes to authenticated;
grant update (label, valid_from, valid_until, max_uses, max_uses_per_account, formation_ids, session_ids, active)
  on public.promo_codes to authenticated;
grant select on public.promo_code_uses, public.enrollment_pricing, public.enrollment_instalments to authenticated;
grant select, insert, update, delete on public.pricing_rules, public.promo_codes, public.promo_code_uses,
  public.enrollment_pricing, public.enrollment_instalments to service_role;

-- ─── A plan's state: suspended while an instalment failed or is overdue ─────────────────────────────────
create function private.instalment_plan_state(p_enrollment bigint) returns text
language sql stable security definer set search_path = '' as $$
  select case
           when not exists (select 1 from public.enrollment_instalments i where i.enrollment_id = p_enrollment) then null
           when not exists (select 1 from public.enrollment_instalments i
                             where i.enrollment_id = p_enrollment and i.status <> 'paid') then 'completed'
           when exists (select 1 from public.enrollment_instalments i
                         where i.enrollment_id = p_enrollment and i.number > 1
                           and (i.status = 'failed' or (i.status = 'due' and i.due_on < current_date))) then 'suspended'
           else 'active'
         end;
$$;

-- The learner's (or, for staff, anyone's) plan state, read by « Mes formations » and the back office.
create function public.instalment_plan_state(p_enrollment bigint) returns text
language sql stable security definer set search_path = '' as $$
  select private.instalment_plan_state(e.id) from public.enrollments e
   where e.id = p_enrollment and (e.user_id = auth.uid() or public.is_admin());
$$;

-- ─── Preview: the price before paying (the dialog's breakdown, the quotes' default unit price) ──────────
-- Answers the same breakdown as the enrollment will be priced at, for the caller, now; with the instalment schedule
-- when asked for. A code is checked as for an enrollment (its refusal is the dialog's French message).
create function public.price_preview(p_session bigint, p_quantity integer default 1, p_code text default null,
  p_instalments integer default 1) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  breakdown jsonb;
  schedule jsonb;
begin
  if auth.uid() is null then
    raise exception 'Connectez-vous pour voir votre prix.' using errcode = '42501';
  end if;
  if p_quantity > 1 and not public.is_admin() then
    raise exception 'Pour plusieurs places, demandez un devis.' using errcode = '42501';
  end if;
  breakdown := private.price_of(p_session, coalesce(p_quantity, 1), current_date, p_code, auth.uid(), null);
  if breakdown is null then
    return null;
  end if;
  if coalesce(p_instalments, 1) > 1 then
    if p_instalments > (breakdown ->> 'instalments_max')::integer then
      raise exception 'Cette session ne se règle pas en % fois.', p_instalments using errcode = 'PA467';
    end if;
    select jsonb_agg(jsonb_build_object('number', sc.number, 'due_on', sc.due_on, 'amount', sc.amount)
                     order by sc.number)
      into schedule
      from private.instalment_schedule((breakdown ->> 'total')::numeric, breakdown ->> 'currency', p_instalments,
                                       (breakdown ->> 'starts_on')::date, current_date) sc;
    breakdown := breakdown || jsonb_build_object('instalments', p_instalments, 'schedule', schedule);
  end if;
  return breakdown;
end
$$;

-- The unit price of a quote's session_seats line or of a company's purchase of p_quantity seats (staff only).
create function public.session_unit_price(p_session bigint, p_quantity integer, p_on date default current_date,
  p_code text default null) returns numeric
language plpgsql stable security definer set search_path = '' as $$
declare
  breakdown jsonb;
begin
  if not public.is_admin() then
    raise exception 'Réservé à l''équipe.' using errcode = '42501';
  end if;
  breakdown := private.price_of(p_session, p_quantity, coalesce(p_on, current_date), p_code, null, null);
  if breakdown is null then
    return null;
  end if;
  return private.currency_round((breakdown ->> 'total')::numeric / p_quantity, breakdown ->> 'currency');
end
$$;

-- ─── Enrolling with a code and a plan ───────────────────────────────────────────────────────────────────
create function public.function_enrol_priced(p_caller jsonb, p_session bigint, p_method text, p_code text,
  p_instalments integer)
returns table (enrollment_id bigint, status text, hold_expires_at timestamptz, payment_reference text,
               amount numeric, currency text)
language plpgsql security definer set search_path = '' as $$
begin
  perform set_config('request.jwt.claims', p_caller::text, true);
  if coalesce(p_instalments, 1) not between 1 and 3 then
    raise exception 'Le paiement se fait en 1, 2 ou 3 fois.' using errcode = '22023';
  end if;
  if coalesce(p_instalments, 1) > 1 and p_method = 'virement' then
    raise exception 'Le paiement en plusieurs fois se règle par Mobile Money ou par carte.' using errcode = 'PA466';
  end if;
  perform set_config('pricing.request', jsonb_build_object('user', p_caller ->> 'sub', 'session', p_session,
    'code', nullif(btrim(coalesce(p_code, '')), ''), 'instalments', coalesce(p_instalments, 1))::text, true);
  return query select * from private.enrol((p_caller ->> 'sub')::uuid, p_session, p_method);
  perform set_config('pricing.request', '', true);
end
$$;

-- ─── Payments of a plan ─────────────────────────────────────────────────────────────────────────────────
-- An attempt on an enrollment with a plan pays its next unpaid instalment; a plan is paid by Mobile Money or card.
create function private.payment_instalment() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  next_one public.enrollment_instalments;
begin
  if new.instalment_id is not null then
    return new;
  end if;
  select * into next_one from public.enrollment_instalments i
   where i.enrollment_id = new.enrollment_id and i.status <> 'paid' order by i.number limit 1;
  if not found then
    return new;
  end if;
  if new.channel = 'virement' then
    raise exception 'Le paiement en plusieurs fois se règle par Mobile Money ou par carte.' using errcode = 'PA466';
  end if;
  new.instalment_id := next_one.id;
  new.amount := next_one.amount;
  return new;
end
$$;
create trigger payments_instalment before insert on public.payments
  for each row execute function private.payment_instalment();

-- The invoice of a payment names the rules applied and, for a plan, the instalment (« Échéance 1/3 »).
create function private.invoice_pricing_lines() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  b jsonb;
  cur text;
  plan public.enrollment_instalments;
  money text;
begin
  select ep.breakdown into b from public.enrollment_pricing ep where ep.enrollment_id = new.enrollment_id;
  if b is null then
    return new;
  end if;
  cur := b ->> 'currency';
  new.pricing_lines := array_remove(array[
    case when b ->> 'rule' is not null or b ->> 'promo_code' is not null then
      'Prix catalogue : ' || private.format_money((b ->> 'base_unit_price')::numeric, cur) end,
    case b ->> 'rule'
      when 'early_bird' then 'Tarif préférentiel (inscription jusqu''au ' ||
        to_char((b ->> 'early_bird_until')::date, 'DD/MM/YYYY') || ') : ' ||
        private.format_money((b ->> 'unit_price')::numeric, cur)
      when 'group' then 'Tarif de groupe (à partir de ' || (b ->> 'group_min_seats') || ' places) : ' ||
        private.format_money((b ->> 'unit_price')::numeric, cur)
    end,
    case when b ->> 'promo_code' is not null then
      'Code promo ' || (b ->> 'promo_code') || ' : − ' || private.format_money((b ->> 'discount')::numeric, cur) end,
    case when b ->> 'rule' is not null or b ->> 'promo_code' is not null then
      'Prix de l''inscription : ' || private.format_money((b ->> 'total')::numeric, cur) end
  ], null);
  select * into plan from public.enrollment_instalments i where i.id = new.instalment_id;
  if found then
    select string_agg(i.number || '/' || i.count || ' : ' || private.format_money(i.amount, i.currency) || ' le ' ||
                      to_char(i.due_on, 'DD/MM/YYYY'), ' ; ' order by i.number)
      into money from public.enrollment_instalments i where i.enrollment_id = new.enrollment_id;
    new.pricing_lines := new.pricing_lines || array[
      'Échéance ' || plan.number || '/' || plan.count || ' du paiement en ' || plan.count || ' fois de ' ||
        private.format_money((b ->> 'total')::numeric, cur),
      'Échéancier : ' || money];
  end if;
  return new;
end
$$;
create trigger invoices_pricing_lines before insert on public.invoices
  for each row execute function private.invoice_pricing_lines();

-- Amounts in one style (common/format.ts formatMoney): « 950 000 F CFA », « 1 950,00 $ CA ».
create function private.format_money(p_amount numeric, p_currency text) returns text
language sql immutable set search_path = '' as $$
  select regexp_replace(split_part(x.t, '.', 1), '(\d)(?=(\d{3})+$)', '\1' || U&'\202F', 'g')
         || case when p_currency = 'XOF' then '' else ',' || split_part(x.t, '.', 2) end
         || U&'\00A0' || case when p_currency = 'XOF' then 'F CFA' else '$ CA' end
    from (select case when p_currency = 'XOF' then round(p_amount)::text
                      else to_char(round(p_amount, 2), 'FM999999999990.00') end as t) x;
$$;

-- private.issue_invoice as in 20261124003000, one invoice per instalment of a plan (instalment_id), else one per
-- enrollment as before.
create or replace function private.issue_invoice(p_payment_id bigint) returns public.invoices
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
  select * into issued from public.invoices
   where enrollment_id = paid.enrollment_id and instalment_id is not distinct from paid.instalment_id;
  if found then
    return issued;
  end if;
  insert into private.invoice_counters as c (year, last_number) values (this_year, 1)
    on conflict (year) do update set last_number = c.last_number + 1
    returning last_number into next_number;
  insert into public.invoices (number, year, sequence, enrollment_id, payment_id, user_id, customer_name, customer_email,
                               formation_title, amount, currency, payment_reference, instalment_id)
  select 'FAC-' || this_year || '-' || lpad(next_number::text, 6, '0'), this_year, next_number, e.id, paid.id, e.user_id,
         coalesce(nullif(p.full_name, ''), u.email, 'Client'), coalesce(u.email, ''), f.title, paid.amount, paid.currency,
         e.payment_reference, paid.instalment_id
    from public.enrollments e
    join public.formations f on f.id = e.formation_id
    join auth.users u on u.id = e.user_id
    left join public.profiles p on p.id = e.user_id
   where e.id = paid.enrollment_id
  returning * into issued;
  return issued;
end
$$;

-- The e-mails of a plan, in French, queued as mail.send jobs (once each: their dedupe keys name the instalment).
create function private.instalment_mail(p_instalment bigint, p_kind text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  i public.enrollment_instalments;
  title text;
  email text;
  subject text;
  body text;
begin
  select * into i from public.enrollment_instalments x where x.id = p_instalment;
  select f.title, u.email into title, email
    from public.enrollments e join public.formations f on f.id = e.formation_id join auth.users u on u.id = e.user_id
   where e.id = i.enrollment_id;
  if p_kind = 'reminder' then
    subject := 'Rappel : échéance ' || i.number || '/' || i.count || ' de votre formation « ' || title || ' »';
    body := 'Bonjour,' || chr(10) || chr(10) || 'L''échéance ' || i.number || '/' || i.count || ' de votre inscription à « '
      || title || ' », ' || private.format_money(i.amount, i.currency) || ', est à régler au plus tard le '
      || to_char(i.due_on, 'DD/MM/YYYY') || '.' || chr(10)
      || 'Réglez-la par Mobile Money ou par carte depuis « Mes formations », sur notre site.' || chr(10)
      || chr(10) || 'Sans ce paiement à la date prévue, votre inscription sera suspendue.';
  else
    subject := 'Inscription suspendue : échéance ' || i.number || '/' || i.count || ' impayée';
    body := 'Bonjour,' || chr(10) || chr(10) || 'L''échéance ' || i.number || '/' || i.count || ' de votre inscription à « '
      || title || ' », ' || private.format_money(i.amount, i.currency) || ', due le ' || to_char(i.due_on, 'DD/MM/YYYY')
      || ', n''a pas été payée : votre inscription est suspendue.' || chr(10)
      || 'Réglez-la par Mobile Money ou par carte depuis « Mes formations », sur notre site, pour la rétablir.';
  end if;
  return jsonb_build_object('to', email, 'subject', subject, 'text', body,
    'html', '<p>' || replace(replace(replace(replace(body, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), chr(10), '<br>')
            || '</p>');
end
$$;

-- After the first instalment: a reminder 3 days before each later one and the suspension notice the day after it,
-- both dropped when it is paid.
create function private.schedule_instalment_mails(p_enrollment bigint) returns void
language plpgsql security definer set search_path = '' as $$
declare
  i public.enrollment_instalments;
begin
  for i in select * from public.enrollment_instalments x where x.enrollment_id = p_enrollment and x.number > 1 loop
    perform private.enqueue_job('mail.send', private.instalment_mail(i.id, 'reminder'),
      greatest(now(), i.due_on - 3 + time '09:00'), 'mail:pricing.instalment-reminder:' || i.id);
    perform private.enqueue_job('mail.send', private.instalment_mail(i.id, 'overdue'),
      i.due_on + 1 + time '09:00', 'mail:pricing.instalment-overdue:' || i.id);
  end loop;
end
$$;

create function private.instalment_paid(p_instalment bigint) returns void
language plpgsql security definer set search_path = '' as $$
begin
  update public.enrollment_instalments set status = 'paid', paid_at = now() where id = p_instalment;
  delete from private.jobs j where j.state = 'pending'
     and j.dedupe_key in ('mail:pricing.instalment-reminder:' || p_instalment,
                          'mail:pricing.instalment-overdue:' || p_instalment);
end
$$;

-- private.record_payment_status as in 20261128400000, taught about instalments: a paid attempt is a duplicate only
-- for the same instalment; the instalment is marked paid, later ones get their reminders; a later instalment's failed
-- attempt suspends the enrollment (its notice e-mailed once) until it is paid.
create or replace function private.record_payment_status(p_payment bigint, p_status text, p_source text,
  p_note text default null, p_changed_by uuid default null, p_fee numeric default null)
returns table (changed boolean, payment_status text)
language plpgsql security definer set search_path = '' as $$
declare
  attempt public.payments;
  seat_status text;
  invoice public.invoices;
  part public.enrollment_instalments;
begin
  if p_status not in ('succeeded', 'failed', 'cancelled') then
    raise exception 'status % cannot be recorded', p_status using errcode = '22023';
  end if;
  select * into attempt from public.payments p where p.id = p_payment for update;
  if not found then
    raise exception 'payment % does not exist', p_payment using errcode = 'P0002';
  end if;
  if p_status = 'succeeded' and p_fee is not null then
    update public.payments p set gateway_fee = p_fee where p.id = p_payment and p.gateway_fee is null;
  end if;
  if attempt.status = p_status or attempt.status <> 'pending' then
    return query select false, attempt.status;
    return;
  end if;
  select * into part from public.enrollment_instalments i where i.id = attempt.instalment_id;
  if p_status <> 'succeeded' then
    perform private.set_payment_status(attempt.id, p_status, p_source, p_note, p_changed_by);
    if p_status = 'failed' and part.number > 1 and part.status = 'due' then
      update public.enrollment_instalments set status = 'failed' where id = part.id;
      perform private.enqueue_job('mail.send', private.instalment_mail(part.id, 'overdue'), now(),
        'mail:pricing.instalment-failed:' || part.id);
    end if;
    return query select true, p_status;
    return;
  end if;

  select e.status into seat_status from public.enrollments e where e.id = attempt.enrollment_id for update;
  if exists (select 1 from public.payments p where p.enrollment_id = attempt.enrollment_id and p.status = 'succeeded'
               and p.instalment_id is not distinct from attempt.instalment_id)
  then
    -- A second attempt paid too (two tabs): kept apart from the paid one so that the admin refunds it.
    perform private.set_payment_status(attempt.id, 'cancelled', p_source,
      'Doublon : l''inscription était déjà payée, à rembourser.', p_changed_by);
    return query select true, 'cancelled'::text;
    return;
  end if;
  perform private.set_payment_status(attempt.id, 'succeeded', p_source, p_note, p_changed_by);
  if seat_status = 'cancelled' then
    -- Paid after the seat was released (hold expired, cancelled): no seat, the money is owed back.
    insert into public.refunds (enrollment_id, payment_id, user_id, amount, currency)
    values (attempt.enrollment_id, attempt.id, attempt.user_id, attempt.amount, attempt.currency)
    on conflict (enrollment_id) do nothing;
    return query select true, 'succeeded'::text;
    return;
  end if;
  if seat_status = 'pending' then
    update public.enrollments e set status = 'confirmed' where e.id = attempt.enrollment_id;
  end if;
  if part.id is not null then
    perform private.instalment_paid(part.id);
    if part.number = 1 then
      perform private.schedule_instalment_mails(attempt.enrollment_id);
    end if;
  end if;
  select * into invoice from private.issue_invoice(attempt.id);
  if coalesce(invoice.customer_email, '') <> '' then
    perform private.enqueue_job('payments.receipt', jsonb_build_object('payment_id', attempt.id), now(),
      'payments.receipt-job:' || attempt.enrollment_id || coalesce(':' || part.number, ''));
  end if;
  return query select true, 'succeeded'::text;
end
$$;

-- Opens an attempt on the caller's next unpaid instalment of a confirmed enrollment (the first one is paid through
-- function_open_payment, like any held seat). Answers what the gateway needs, as function_open_payment does.
create function public.function_open_instalment_payment(p_caller jsonb, p_enrollment bigint, p_provider text,
  p_channel text, p_method text, p_phone text)
returns table (payment_id bigint, amount numeric, currency text, reference text, formation_title text,
               customer_email text, customer_name text, customer_city text, instalment_number integer,
               instalment_count integer)
language plpgsql security definer set search_path = '' as $$
declare
  caller uuid := (p_caller ->> 'sub')::uuid;
  seat public.enrollments;
  part public.enrollment_instalments;
  attempt bigint;
begin
  select * into seat from public.enrollments e
   where e.id = p_enrollment and e.user_id = caller and e.status = 'confirmed' for update;
  if found then
    select * into part from public.enrollment_instalments i
     where i.enrollment_id = seat.id and i.status <> 'paid' order by i.number limit 1;
  end if;
  if part.id is null then
    raise exception 'Aucune échéance n''est à régler pour cette inscription.' using errcode = 'PA404';
  end if;
  if p_channel = 'virement' then
    raise exception 'Le paiement en plusieurs fois se règle par Mobile Money ou par carte.' using errcode = 'PA466';
  end if;
  insert into public.payments (enrollment_id, user_id, provider, channel, amount, currency, phone, instalment_id)
  values (seat.id, caller, p_provider, p_channel, part.amount, part.currency, p_phone, part.id)
  returning id into attempt;
  insert into public.payment_events (payment_id, status, source, changed_by)
  values (attempt, 'pending', 'creation', caller);
  return query
    select attempt, part.amount, part.currency::text, seat.payment_reference, f.title::text,
           u.email::text, pr.full_name::text, s.city::text, part.number::integer, part.count::integer
      from public.formations f
      left join auth.users u on u.id = caller
      left join public.profiles pr on pr.id = caller
      left join public.course_sessions s on s.id = seat.session_id
     where f.id = seat.formation_id;
end
$$;

-- ─── Privileges of the functions ────────────────────────────────────────────────────────────────────────
revoke all on function private.normalise_promo_code(), private.check_pricing_rule(),
  private.currency_round(numeric, text), private.pricing_rule_of(bigint),
  private.check_promo(text, bigint, uuid, date), private.promo_discount(public.promo_codes, numeric, text),
  private.price_of(bigint, integer, date, text, uuid, numeric),
  private.instalment_schedule(numeric, text, integer, date, date), private.pricing_request_for(uuid, bigint),
  private.price_enrollment_with_rules(), private.record_enrollment_pricing(), private.release_promo_use(),
  private.instalment_plan_state(bigint), private.payment_instalment(), private.invoice_pricing_lines(),
  private.format_money(numeric, text), private.instalment_mail(bigint, text),
  private.schedule_instalment_mails(bigint), private.instalment_paid(bigint) from public;
revoke all on function public.instalment_plan_state(bigint), public.price_preview(bigint, integer, text, integer),
  public.session_unit_price(bigint, integer, date, text),
  public.function_enrol_priced(jsonb, bigint, text, text, integer),
  public.function_open_instalment_payment(jsonb, bigint, text, text, text, text) from public, anon, authenticated;
grant execute on function public.instalment_plan_state(bigint), public.price_preview(bigint, integer, text, integer),
  public.session_unit_price(bigint, integer, date, text) to authenticated;
grant execute on function public.function_enrol_priced(jsonb, bigint, text, text, integer),
  public.function_open_instalment_payment(jsonb, bigint, text, text, text, text) to service_role;
