-- Dates written out where the database writes prices and instalments (issue 48 item 5, review 2026-12-06 finding 18,
-- decisions 1049 and 1089): the invoices' pricing lines (« Tarif préférentiel (inscription jusqu'au 1er mars
-- 2027) », « Échéancier : 1/2 : … le 3 mars 2027 ») and the instalment reminder and suspension e-mails read
-- « 3 mars 2027 », never « 03/03/2027 », as common/pricing.ts's breakdown does in the payment dialog. The subjects'
-- colon holds to its word with a no-break space. Invoices already issued keep their lines (an issued invoice does
-- not change).

-- « 6 décembre 2026 », « 1er mars 2027 » (a no-break space after the day): common/format.ts formatDate, for the
-- lines the database writes.
create function private.french_date(p_day date) returns text
language sql immutable set search_path = '' as $$
  select case when extract(day from p_day) = 1 then '1er' else extract(day from p_day)::int::text end || U&'\00A0'
         || (array['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre',
                   'novembre', 'décembre'])[extract(month from p_day)::int]
         || ' ' || extract(year from p_day)::int::text;
$$;
revoke all on function private.french_date(date) from public;

-- private.invoice_pricing_lines as in 20261207000100, dates written out.
create or replace function private.invoice_pricing_lines() returns trigger
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
        private.french_date((b ->> 'early_bird_until')::date) || ') : ' ||
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
                      private.french_date(i.due_on), ' ; ' order by i.number)
      into money from public.enrollment_instalments i where i.enrollment_id = new.enrollment_id;
    new.pricing_lines := new.pricing_lines || array[
      'Échéance ' || plan.number || '/' || plan.count || ' du paiement en ' || plan.count || ' fois de ' ||
        private.format_money((b ->> 'total')::numeric, cur),
      'Échéancier : ' || money];
  end if;
  return new;
end
$$;

-- private.instalment_mail as in 20261207000100, the due date written out.
create or replace function private.instalment_mail(p_instalment bigint, p_kind text) returns jsonb
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
    subject := 'Rappel' || U&'\00A0' || ': échéance ' || i.number || '/' || i.count || ' de votre formation « ' || title || ' »';
    body := 'Bonjour,' || chr(10) || chr(10) || 'L''échéance ' || i.number || '/' || i.count || ' de votre inscription à « '
      || title || ' », ' || private.format_money(i.amount, i.currency) || ', est à régler au plus tard le '
      || private.french_date(i.due_on) || '.' || chr(10)
      || 'Réglez-la par Mobile Money ou par carte depuis « Mes formations », sur notre site.' || chr(10)
      || chr(10) || 'Sans ce paiement à la date prévue, votre inscription sera suspendue.';
  else
    subject := 'Inscription suspendue' || U&'\00A0' || ': échéance ' || i.number || '/' || i.count || ' impayée';
    body := 'Bonjour,' || chr(10) || chr(10) || 'L''échéance ' || i.number || '/' || i.count || ' de votre inscription à « '
      || title || ' », ' || private.format_money(i.amount, i.currency) || ', due le ' || private.french_date(i.due_on)
      || ', n''a pas été payée : votre inscription est suspendue.' || chr(10)
      || 'Réglez-la par Mobile Money ou par carte depuis « Mes formations », sur notre site, pour la rétablir.';
  end if;
  return jsonb_build_object('to', email, 'subject', subject, 'text', body,
    'html', '<p>' || replace(replace(replace(replace(body, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), chr(10), '<br>')
            || '</p>');
end
$$;
