-- Prices that companies and individuals negotiate (issue 43 item 7, decision 1002): early-bird and group rates per
-- formation or session, promotion codes with limits, and instalment plans for individuals. The price is the
-- database's: private.price_of computes it for (session, quantity, date, code) and the enrollment trigger applies it;
-- a client never sends an amount. Amounts are in the formation's currency, TTC (decision 0867), XOF in whole francs.

-- ─── Rules: early-bird price until a date, group rate from N seats, instalments allowed ─────────────────
create table public.pricing_rules (
  id bigint generated always as identity primary key,
  formation_id bigint unique references public.formations (id) on delete cascade,
  session_id bigint unique references public.course_sessions (id) on delete cascade,
  early_bird_price numeric(12, 2) check (early_bird_price > 0),
  early_bird_until date,
  group_min_seats integer check (group_min_seats between 2 and 1000),
  group_unit_price numeric(12, 2) check (group_unit_price > 0),
  -- 1: paid at once; 2 or 3: the learner may pay in that many instalments at most.
  instalments_max smallint not null default 1 check (instalments_max between 1 and 3),
  updated_at timestamptz not null default now(),
  constraint pricing_rules_target check (num_nonnulls(formation_id, session_id) = 1),
  constraint pricing_rules_early_bird check ((early_bird_price is null) = (early_bird_until is null)),
  constraint pricing_rules_group check ((group_min_seats is null) = (group_unit_price is null))
);

comment on table public.pricing_rules is
  'Negotiated prices of a formation (every session) or of one session (it wins over its formation''s rule).';

-- ─── Promotion codes and their uses ─────────────────────────────────────────────────────────────────────
create table public.promo_codes (
  id bigint generated always as identity primary key,
  code text not null unique check (code ~ '^[A-Z0-9][A-Z0-9_-]{2,29}$'),
  label text not null default '' check (char_length(label) <= 200),
  percent_off numeric(5, 2) check (percent_off > 0 and percent_off < 100),
  amount_off numeric(12, 2) check (amount_off > 0),
  currency text check (currency in ('XOF', 'CAD')),
  valid_from date,
  valid_until date,
  max_uses integer check (max_uses > 0),
  max_uses_per_account integer not null default 1 check (max_uses_per_account > 0),
  -- Empty: every formation and session; otherwise only those listed.
  formation_ids bigint[] not null default '{}',
  session_ids bigint[] not null default '{}',
  uses integer not null default 0 check (uses >= 0),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  constraint promo_codes_kind check (num_nonnulls(percent_off, amount_off) = 1),
  constraint promo_codes_currency check ((amount_off is null) = (currency is null)),
  constraint promo_codes_dates check (valid_until is null or valid_from is null or valid_until >= valid_from),
  constraint promo_codes_max check (max_uses is null or uses <= max_uses)
);

create table public.promo_code_uses (
  id bigint generated always as identity primary key,
  promo_code_id bigint not null references public.promo_codes (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  enrollment_id bigint not null unique references public.enrollments (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index promo_code_uses_code_user_idx on public.promo_code_uses (promo_code_id, user_id);

-- A code is written in capitals, whatever staff typed.
create function private.normalise_promo_code() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.code := upper(btrim(new.code));
  if new.amount_off is not null and new.currency = 'XOF' and new.amount_off <> round(new.amount_off) then
    raise exception 'Un montant en francs CFA est un nombre entier.' using errcode = 'PA422';
  end if;
  return new;
end
$$;
create trigger promo_codes_normalise before insert or update on public.promo_codes
  for each row execute function private.normalise_promo_code();

-- A rule's prices are below the catalogue price, in whole francs for XOF.
create function private.check_pricing_rule() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  f public.formations;
begin
  select fo.* into f from public.formations fo
   where fo.id = coalesce(new.formation_id, (select s.formation_id from public.course_sessions s where s.id = new.session_id));
  if f.price is null then
    raise exception 'Cette formation est sur devis : fixez d''abord son prix au catalogue.' using errcode = 'PA422';
  end if;
  if new.early_bird_price >= f.price or new.group_unit_price >= f.price then
    raise exception 'Un tarif négocié est inférieur au prix catalogue (%).', f.price using errcode = 'PA422';
  end if;
  if f.price_currency = 'XOF' and (new.early_bird_price <> round(new.early_bird_price)
                                   or new.group_unit_price <> round(new.group_unit_price)) then
    raise exception 'Un montant en francs CFA est un nombre entier.' using errcode = 'PA422';
  end if;
  new.updated_at := now();
  return new;
end
$$;
create trigger pricing_rules_check before insert or update on public.pricing_rules
  for each row execute function private.check_pricing_rule();

-- ─── What an enrollment was priced at, and its instalments ──────────────────────────────────────────────
create table public.enrollment_pricing (
  enrollment_id bigint primary key references public.enrollments (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  breakdown jsonb not null,
  promo_code_id bigint references public.promo_codes (id) on delete set null,
  instalments smallint not null default 1 check (instalments between 1 and 3),
  created_at timestamptz not null default now()
);
create index enrollment_pricing_user_idx on public.enrollment_pricing (user_id);

create table public.enrollment_instalments (
  id bigint generated always as identity primary key,
  enrollment_id bigint not null references public.enrollments (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  number smallint not null check (number between 1 and 3),
  count smallint not null check (count between 2 and 3),
  due_on date not null,
  amount numeric(12, 2) not null check (amount > 0),
  currency text not null check (currency in ('XOF', 'CAD')),
  -- due: not paid yet; failed: its last attempt failed (the enrollment is suspended until it is paid); paid.
  status text not null default 'due' check (status in ('due', 'failed', 'paid')),
  paid_at timestamptz,
  unique (enrollment_id, number)
);
create index enrollment_instalments_user_idx on public.enrollment_instalments (user_id);

alter table public.payments add column instalment_id bigint references public.enrollment_instalments (id)
  on delete set null;
alter table public.invoices add column instalment_id bigint unique references public.enrollment_instalments (id)
  on delete restrict;
-- The rules applied, as the invoice writes them under the designation (« Tarif préférentiel… », « Échéance 1/3 »).
alter table public.invoices add column pricing_lines text[] not null default '{}';

-- One paid attempt per enrollment, or per instalment of a plan; one invoice likewise.
drop index public.payments_one_success_per_enrollment;
create unique index payments_one_success_per_enrollment on public.payments (enrollment_id, coalesce(instalment_id, 0))
  where status = 'succeeded';
alter table public.invoices drop constraint invoices_enrollment_id_key;
create unique index invoices_one_per_enrollment on public.invoices (enrollment_id) where instalment_id is null;
create index invoices_enrollment_idx on public.invoices (enrollment_id);

-- ─── The computation ────────────────────────────────────────────────────────────────────────────────────
create function private.currency_round(p_amount numeric, p_currency text) returns numeric
language sql immutable set search_path = '' as $$
  select case when p_currency = 'XOF' then round(p_amount) else round(p_amount, 2) end;
$$;

-- The rule in force for a session: its own, else its formation's.
create function private.pricing_rule_of(p_session bigint) returns public.pricing_rules
language sql stable security definer set search_path = '' as $$
  select r.* from public.pricing_rules r
   where r.session_id = p_session
      or r.formation_id = (select s.formation_id from public.course_sessions s where s.id = p_session)
   order by r.session_id is null
   limit 1;
$$;

-- A promotion code as it may be used now by p_user on the session, or a French refusal (PA46x).
create function private.check_promo(p_code text, p_session bigint, p_user uuid, p_on date) returns public.promo_codes
language plpgsql stable security definer set search_path = '' as $$
declare
  promo public.promo_codes;
  s public.course_sessions;
begin
  select * into promo from public.promo_codes c where c.code = upper(btrim(p_code)) and c.active;
  if not found then
    raise exception 'Le code promo « % » n''existe pas.', upper(btrim(p_code)) using errcode = 'PA460';
  end if;
  if promo.valid_from is not null and p_on < promo.valid_from then
    raise exception 'Le code promo « % » est valable à partir du %.', promo.code, to_char(promo.valid_from, 'DD/MM/YYYY')
      using errcode = 'PA461';
  end if;
  if promo.valid_until is not null and p_on > promo.valid_until then
    raise exception 'Le code promo « % » a expiré le %.', promo.code, to_char(promo.valid_until, 'DD/MM/YYYY')
      using errcode = 'PA461';
  end if;
  if promo.max_uses is not null and promo.uses >= promo.max_uses then
    raise exception 'Le code promo « % » a atteint son nombre maximal d''utilisations.', promo.code
      using errcode = 'PA462';
  end if;
  if p_user is not null and (select count(*) from public.promo_code_uses u
                              where u.promo_code_id = promo.id and u.user_id = p_user) >= promo.max_uses_per_account then
    raise exception 'Vous avez déjà utilisé le code promo « % ».', promo.code using errcode = 'PA463';
  end if;
  select * into s from public.course_sessions cs where cs.id = p_session;
  if (cardinality(promo.formation_ids) > 0 or cardinality(promo.session_ids) > 0)
     and not (s.formation_id = any (promo.formation_ids) or s.id = any (promo.session_ids)) then
    raise exception 'Le code promo « % » ne s''applique pas à cette formation.', promo.code using errcode = 'PA464';
  end if;
  return promo;
end
$$;

-- What a code takes off a subtotal: a percentage rounded to the currency's unit, or a fixed amount in its currency;
-- never the whole price.
create function private.promo_discount(p_promo public.promo_codes, p_subtotal numeric, p_currency text) returns numeric
language plpgsql immutable set search_path = '' as $$
declare
  discount numeric;
begin
  if p_promo.percent_off is not null then
    discount := private.currency_round(p_subtotal * p_promo.percent_off / 100, p_currency);
  elsif p_promo.currency <> p_currency then
    raise exception 'Le code promo « % » ne s''applique pas à cette formation.', p_promo.code using errcode = 'PA464';
  else
    discount := p_promo.amount_off;
  end if;
  if discount >= p_subtotal then
    raise exception 'Le code promo « % » ne peut pas s''appliquer à ce montant.', p_promo.code using errcode = 'PA464';
  end if;
  return discount;
end
$$;

-- The price of p_quantity seats in a session on p_on, with a promotion code: the lower of the catalogue price, the
-- early-bird price (until its date, included) and the group rate (from its number of seats) — they do not add up —
-- then the code on the total. p_base: the unit price before the rules (null: the formation's). Null for a formation
-- on quote ('Sur demande'). Answers the breakdown that the dialog shows and the invoice writes.
create function private.price_of(p_session bigint, p_quantity integer, p_on date, p_code text, p_user uuid,
  p_base numeric default null) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  s public.course_sessions;
  f public.formations;
  r public.pricing_rules;
  promo public.promo_codes;
  base numeric;
  unit numeric;
  cur text;
  applied text := null;
  subtotal numeric;
  discount numeric := 0;
begin
  select * into s from public.course_sessions cs where cs.id = p_session;
  if not found then
    raise exception 'Session introuvable.' using errcode = 'P0002';
  end if;
  if p_quantity is null or p_quantity < 1 or p_quantity > 1000 then
    raise exception 'Le nombre de places est compris entre 1 et 1000.' using errcode = '22023';
  end if;
  select * into f from public.formations fo where fo.id = s.formation_id;
  base := coalesce(p_base, f.price);
  if base is null then
    return null;
  end if;
  cur := f.price_currency;
  r := private.pricing_rule_of(p_session);
  unit := base;
  if r.early_bird_price is not null and p_on <= r.early_bird_until and r.early_bird_price < unit then
    unit := r.early_bird_price;
    applied := 'early_bird';
  end if;
  if r.group_unit_price is not null and p_quantity >= r.group_min_seats and r.group_unit_price < unit then
    unit := r.group_unit_price;
    applied := 'group';
  end if;
  subtotal := unit * p_quantity;
  if nullif(btrim(coalesce(p_code, '')), '') is not null then
    promo := private.check_promo(p_code, p_session, p_user, p_on);
    discount := private.promo_discount(promo, subtotal, cur);
  end if;
  return jsonb_build_object(
    'currency', cur,
    'quantity', p_quantity,
    'base_unit_price', base,
    'unit_price', unit,
    'rule', applied,
    'early_bird_until', case when applied = 'early_bird' then r.early_bird_until end,
    'group_min_seats', case when applied = 'group' then r.group_min_seats end,
    'subtotal', subtotal,
    'promo_code', promo.code,
    'promo_percent', promo.percent_off,
    'discount', discount,
    'total', subtotal - discount,
    'instalments_max', coalesce(r.instalments_max, 1),
    'starts_on', s.starts_on);
end
$$;

-- An instalment plan: n payments 30 days apart from p_today, the first now; all due at least 7 days before the
-- session starts; the amount split in whole currency units, the remainder on the first.
create function private.instalment_schedule(p_total numeric, p_currency text, p_count integer, p_starts_on date,
  p_today date) returns table (number integer, due_on date, amount numeric)
language plpgsql immutable set search_path = '' as $$
declare
  unit numeric := case when p_currency = 'XOF' then 1 else 0.01 end;
  share numeric;
begin
  if p_count not between 2 and 3 then
    raise exception 'Le paiement se fait en 2 ou 3 fois.' using errcode = '22023';
  end if;
  if p_today + 30 * (p_count - 1) > p_starts_on - 7 then
    raise exception 'Le paiement en % fois n''est plus possible : la dernière échéance tomberait moins de 7 jours avant le début de la session.', p_count
      using errcode = 'PA467';
  end if;
  share := floor(p_total / p_count / unit) * unit;
  return query select g::integer, p_today + 30 * (g - 1),
                      case when g = 1 then p_total - share * (p_count - 1) else share end
                 from generate_series(1, p_count) g;
end
$$;

-- ─── Applying it to an enrollment ───────────────────────────────────────────────────────────────────────
-- What function_enrol_priced asked for, for the caller's own new enrollment in that session only (a waitlist
-- promotion of someone else in the same transaction is priced without it).
create function private.pricing_request_for(p_user uuid, p_session bigint) returns jsonb
language sql stable set search_path = '' as $$
  select r from (select nullif(current_setting('pricing.request', true), '')::jsonb as r) x
   where (r ->> 'user')::uuid = p_user and (r ->> 'session')::bigint = p_session;
$$;

-- Before insert, after enrollments_price (the catalogue price): the rules, the code and the first instalment.
create function private.price_enrollment_with_rules() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  request jsonb;
  breakdown jsonb;
  n integer;
begin
  if new.session_id is null or new.payment_amount is null then
    return new;
  end if;
  request := private.pricing_request_for(new.user_id, new.session_id);
  breakdown := private.price_of(new.session_id, 1, current_date, request ->> 'code', new.user_id, new.payment_amount);
  new.payment_amount := (breakdown ->> 'total')::numeric;
  -- Kept for the after-insert trigger of this row (the code's use, once counted, would refuse a second computation).
  perform set_config('pricing.breakdown', jsonb_build_object('user', new.user_id, 'session', new.session_id,
    'breakdown', breakdown)::text, true);
  n := coalesce((request ->> 'instalments')::integer, 1);
  if n > 1 then
    if n > (breakdown ->> 'instalments_max')::integer then
      raise exception 'Cette session ne se règle pas en % fois.', n using errcode = 'PA467';
    end if;
    select sc.amount into new.payment_amount
      from private.instalment_schedule((breakdown ->> 'total')::numeric, breakdown ->> 'currency', n,
                                       (breakdown ->> 'starts_on')::date, current_date) sc
     where sc.number = 1;
  end if;
  return new;
end
$$;
create trigger enrollments_price_rules before insert on public.enrollments
  for each row execute function private.price_enrollment_with_rules();

-- After insert: the code's use is counted under its row lock (concurrent enrollments take it one after the other,
-- never beyond its limits), the breakdown kept, the schedule written.
create function private.record_enrollment_pricing() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  request jsonb;
  stash jsonb := nullif(current_setting('pricing.breakdown', true), '')::jsonb;
  breakdown jsonb;
  promo public.promo_codes;
  n integer;
begin
  if new.session_id is null or new.payment_amount is null then
    return null;
  end if;
  request := private.pricing_request_for(new.user_id, new.session_id);
  if stash is not null and (stash ->> 'user')::uuid = new.user_id and (stash ->> 'session')::bigint = new.session_id
  then
    breakdown := stash -> 'breakdown';
  else
    breakdown := private.price_of(new.session_id, 1, current_date, null, new.user_id, null);
  end if;
  if breakdown ->> 'promo_code' is not null then
    perform 1 from public.promo_codes c where c.code = breakdown ->> 'promo_code' for update;
    -- Checked again now that the row is ours: a use taken meanwhile by someone else counts.
    promo := private.check_promo(breakdown ->> 'promo_code', new.session_id, new.user_id, current_date);
    update public.promo_codes c set uses = c.uses + 1 where c.id = promo.id;
    insert into public.promo_code_uses (promo_code_id, user_id, enrollment_id) values (promo.id, new.user_id, new.id);
  end if;
  n := coalesce((request ->> 'instalments')::integer, 1);
  if n > 1 then
    breakdown := breakdown || jsonb_build_object('instalments', n);
    insert into public.enrollment_instalments (enrollment_id, user_id, number, count, due_on, amount, currency)
    select new.id, new.user_id, sc.number, n, sc.due_on, sc.amount, breakdown ->> 'currency'
      from private.instalment_schedule((breakdown ->> 'total')::numeric, breakdown ->> 'currency', n,
                                       (breakdown ->> 'starts_on')::date, current_date) sc;
  end if;
  insert into public.enrollment_pricing (enrollment_id, user_id, breakdown, promo_code_id, instalments)
  values (new.id, new.user_id, breakdown, promo.id, n);
  perform set_config('pricing.breakdown', '', true);
  return null;
end
$$;
create trigger enrollments_record_pricing after insert on public.enrollments
  for each row execute function private.record_enrollment_pricing();

-- A hold released unpaid gives its code's use back.
create function private.release_promo_use() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  released bigint;
begin
  delete from public.promo_code_uses u where u.enrollment_id = new.id returning u.promo_code_id into released;
  if released is not null then
    update public.promo_codes c set uses = greatest(c.uses - 1, 0) where c.id = released;
  end if;
  return null;
end
$$;
create trigger enrollments_release_promo_use after update of status on public.enrollments
  for each row when (old.status = 'pending' and new.status = 'cancelled')
  execute function private.release_promo_use();
