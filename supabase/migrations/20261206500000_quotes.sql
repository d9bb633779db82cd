-- Quotes (devis), issue 43 item 2, decision 0997. Staff build a quote (from a « Demande de devis » enquiry or from
-- scratch), send it — which numbers it without gaps and e-mails a link whose token only the client has (its SHA-256
-- is kept here) — and the client reads, accepts or declines it through the quote-response Edge Function.
-- A quote keeps its own snapshot of the client's company details: a sent quote never changes under them.

create table private.quote_counters (
  year integer primary key,
  last_number integer not null check (last_number > 0)
);

create table public.quotes (
  id bigint generated always as identity primary key,
  -- DEV-<year>-<n>, given when the quote is sent (private.send_quote), never before: drafts use no number.
  number text unique,
  year integer,
  sequence integer check (sequence > 0),
  version integer not null default 1 check (version between 1 and 99),
  -- The quote this one is a new version of; the older one becomes 'superseded' when this one is sent.
  supersedes_id bigint unique references public.quotes (id) on delete restrict,
  enquiry_id uuid references public.enquiries (id) on delete set null,
  status text not null default 'draft'
    check (status in ('draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'superseded')),
  currency text not null default 'XOF' check (currency in ('XOF', 'CAD')),
  -- The client's company as the quote names it (a snapshot).
  client_company text not null check (char_length(btrim(client_company)) between 1 and 200),
  client_registration text not null default '' check (char_length(client_registration) <= 120),
  client_address text not null default '' check (char_length(client_address) <= 400),
  client_contact_name text not null check (char_length(btrim(client_contact_name)) between 1 and 120),
  client_email text not null
    check (char_length(client_email) <= 254 and client_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  valid_until date not null,
  conditions text not null default '' check (char_length(conditions) <= 5000),
  -- The sum of the lines (TTC, as invoices' amounts): kept by the lines' trigger.
  total numeric(12, 2) not null default 0 check (total >= 0),
  token_hash text unique check (token_hash ~ '^[0-9a-f]{64}$'),
  sent_at timestamptz,
  viewed_at timestamptz,
  responded_at timestamptz,
  response_name text check (char_length(response_name) <= 120),
  response_role text check (char_length(response_role) <= 120),
  response_address text check (char_length(response_address) <= 64),
  response_user_agent text check (char_length(response_user_agent) <= 400),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (year, sequence),
  constraint quotes_numbered_when_sent check ((status = 'draft') = (number is null)),
  constraint quotes_answered check (
    status not in ('accepted', 'declined') or (responded_at is not null and response_name is not null)
  )
);
create index quotes_status_idx on public.quotes (status, created_at desc);
create index quotes_enquiry_idx on public.quotes (enquiry_id);

comment on table public.quotes is
  'Quotes (devis): staff write drafts through REST; sending, viewing and answering go through private functions.';

create table public.quote_lines (
  id bigint generated always as identity primary key,
  quote_id bigint not null references public.quotes (id) on delete cascade,
  position integer not null default 0 check (position between 0 and 999),
  -- session_seats: seats in a public session; intra_flat: an intra-company session for a flat fee (quantity 1);
  -- intra_per_learner: an intra-company session priced per learner.
  kind text not null check (kind in ('session_seats', 'intra_flat', 'intra_per_learner')),
  session_id bigint references public.course_sessions (id) on delete restrict,
  -- The formation the line is about (no foreign key: a sent quote keeps its lines whatever the catalogue becomes).
  formation_id bigint,
  description text not null check (char_length(btrim(description)) between 1 and 300),
  quantity integer not null check (quantity between 1 and 1000),
  unit_price numeric(12, 2) not null check (unit_price >= 0 and unit_price <= 100000000),
  discount_percent numeric(5, 2) not null default 0 check (discount_percent >= 0 and discount_percent <= 100),
  -- quantity × unit price less the discount, rounded to the currency's unit (whole francs, cents): by trigger.
  amount numeric(12, 2) not null default 0 check (amount >= 0),
  constraint quote_lines_session check ((kind = 'session_seats') = (session_id is not null)),
  constraint quote_lines_flat_fee check (kind <> 'intra_flat' or quantity = 1)
);
create index quote_lines_quote_idx on public.quote_lines (quote_id, position);
create index quote_lines_session_idx on public.quote_lines (session_id);

-- ─── Drafts only are edited; the content of a sent quote never changes ─────────────────────────────────────
create function private.quote_line_amount(p_currency text, p_quantity integer, p_unit numeric, p_discount numeric)
returns numeric language sql immutable set search_path = '' as $$
  select round(p_quantity * p_unit * (100 - p_discount) / 100, case when p_currency = 'XOF' then 0 else 2 end)
$$;

create function private.quote_lines_guard() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  q public.quotes;
  v_quote bigint := case when tg_op = 'DELETE' then old.quote_id else new.quote_id end;
begin
  select * into q from public.quotes where id = v_quote;
  if found and q.status <> 'draft' then
    raise exception 'Ce devis a été envoyé : il ne change plus. Faites-en une nouvelle version.' using errcode = 'PQ409';
  end if;
  if tg_op = 'UPDATE' and new.quote_id <> old.quote_id then
    raise exception 'Une ligne reste sur son devis.' using errcode = 'PQ422';
  end if;
  if tg_op <> 'DELETE' then
    -- A bulk insert through REST sends null for a field a row leaves out: its default then.
    new.discount_percent := coalesce(new.discount_percent, 0);
    new.position := coalesce(new.position, 0);
    if q.currency = 'XOF' and new.unit_price <> round(new.unit_price) then
      raise exception 'En francs CFA, le prix unitaire est un nombre entier.' using errcode = 'PQ422';
    end if;
    if new.session_id is not null then
      select s.formation_id into new.formation_id from public.course_sessions s where s.id = new.session_id;
    end if;
    new.amount := private.quote_line_amount(q.currency, new.quantity, new.unit_price, new.discount_percent);
    return new;
  end if;
  return old;
end
$$;
create trigger quote_lines_guard before insert or update or delete on public.quote_lines
  for each row execute function private.quote_lines_guard();

create function private.quote_total() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_quote bigint := case when tg_op = 'DELETE' then old.quote_id else new.quote_id end;
begin
  update public.quotes q
     set total = coalesce((select sum(l.amount) from public.quote_lines l where l.quote_id = v_quote), 0)
   where q.id = v_quote;
  return null;
end
$$;
create trigger quote_lines_total after insert or update or delete on public.quote_lines
  for each row execute function private.quote_total();

-- Content changes only in a draft; a status changes only along draft → sent → viewed → accepted | declined | expired
-- (or superseded by a new version sent), and never to accepted past the validity date.
create function private.quotes_guard() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'DELETE' then
    if old.status <> 'draft' then
      raise exception 'Un devis envoyé ne se supprime pas.' using errcode = 'PQ409';
    end if;
    return old;
  end if;
  if old.status <> 'draft' and (
       new.currency, new.client_company, new.client_registration, new.client_address, new.client_contact_name,
       new.client_email, new.valid_until, new.conditions, new.supersedes_id, new.version
     ) is distinct from (
       old.currency, old.client_company, old.client_registration, old.client_address, old.client_contact_name,
       old.client_email, old.valid_until, old.conditions, old.supersedes_id, old.version
     ) then
    raise exception 'Ce devis a été envoyé : il ne change plus. Faites-en une nouvelle version.' using errcode = 'PQ409';
  end if;
  if new.status is distinct from old.status and not (
       (old.status = 'draft' and new.status = 'sent')
    or (old.status = 'sent' and new.status = 'viewed')
    or (old.status in ('sent', 'viewed') and new.status in ('accepted', 'declined', 'expired', 'superseded'))
    or (old.status = 'expired' and new.status = 'superseded')
    or (old.status = 'declined' and new.status = 'superseded')
  ) then
    raise exception 'Un devis ne passe pas de l''état « % » à « % ».', old.status, new.status using errcode = 'PQ409';
  end if;
  if new.status = 'accepted' and old.status <> 'accepted' and new.valid_until < current_date then
    raise exception 'Ce devis a expiré le % : il ne peut plus être accepté.', to_char(new.valid_until, 'DD/MM/YYYY')
      using errcode = 'PQ410';
  end if;
  new.updated_at := now();
  return new;
end
$$;
create trigger quotes_guard before update or delete on public.quotes
  for each row execute function private.quotes_guard();

-- A draft's currency changed: its lines are rounded again in the new currency (and the total follows).
create function private.quote_currency_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.quote_lines set amount = amount where quote_id = new.id;
  return null;
end
$$;
create trigger quotes_currency_changed after update of currency on public.quotes
  for each row when (old.currency is distinct from new.currency)
  execute function private.quote_currency_changed();

-- A new quote starts as a draft, unnumbered, with no link; the author is the caller.
create function private.quotes_new() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status <> 'draft' or new.number is not null or new.token_hash is not null or new.total <> 0 then
    raise exception 'Un devis commence en brouillon.' using errcode = 'PQ422';
  end if;
  new.created_by := coalesce(new.created_by, auth.uid());
  return new;
end
$$;
create trigger quotes_new before insert on public.quotes
  for each row execute function private.quotes_new();

-- ─── Row Level Security: staff only ──────────────────────────────────────────────────────────────────────────
alter table public.quotes enable row level security;
alter table public.quote_lines enable row level security;
create policy "quotes: staff" on public.quotes for all to authenticated
  using (public.is_admin()) with check (public.is_admin());
create policy "quote lines: staff" on public.quote_lines for all to authenticated
  using (public.is_admin()) with check (public.is_admin());

-- Staff write the content of a draft; the number, status, link and answer are written by the functions below only.
grant select, delete on public.quotes to authenticated;
grant insert (enquiry_id, currency, client_company, client_registration, client_address, client_contact_name,
              client_email, valid_until, conditions) on public.quotes to authenticated;
grant update (currency, client_company, client_registration, client_address, client_contact_name, client_email,
              valid_until, conditions) on public.quotes to authenticated;
grant select, insert, update, delete on public.quote_lines to authenticated;
grant select, insert, update, delete on public.quotes, public.quote_lines to service_role;

-- ─── Sending: the number, the link's hash and the e-mail in one transaction ─────────────────────────────────
-- The year's counter row is locked by the upsert until the transaction ends, as for invoices: concurrent sends take
-- numbers one after the other and a rolled-back send gives its number back, so the sequence has no gap.
create function private.send_quote(p_caller uuid, p_quote bigint, p_token_hash text, p_mail jsonb)
returns public.quotes
language plpgsql security definer set search_path = '' as $$
declare
  q public.quotes;
  older public.quotes;
  this_year integer := extract(year from now())::integer;
  next_number integer;
  v_number text;
begin
  if not exists (select 1 from public.profiles p where p.id = p_caller and p.role = 'admin') then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  select * into q from public.quotes where id = p_quote for update;
  if not found then
    raise exception 'Ce devis n''existe pas.' using errcode = 'PQ404';
  end if;
  if q.status <> 'draft' then
    raise exception 'Ce devis a déjà été envoyé.' using errcode = 'PQ409';
  end if;
  if not exists (select 1 from public.quote_lines l where l.quote_id = q.id) or q.total <= 0 then
    raise exception 'Ajoutez au moins une ligne d''un montant positif avant d''envoyer le devis.' using errcode = 'PQ422';
  end if;
  if q.valid_until < current_date then
    raise exception 'La date de validité est passée : choisissez-en une autre.' using errcode = 'PQ422';
  end if;
  if q.supersedes_id is not null then
    select * into older from public.quotes where id = q.supersedes_id for update;
    if older.status = 'accepted' then
      raise exception 'La version précédente a été acceptée : cette nouvelle version ne peut plus être envoyée.'
        using errcode = 'PQ409';
    end if;
    if older.status in ('sent', 'viewed', 'declined', 'expired') then
      update public.quotes set status = 'superseded' where id = older.id;
    end if;
  end if;
  insert into private.quote_counters as c (year, last_number) values (this_year, 1)
    on conflict (year) do update set last_number = c.last_number + 1
    returning last_number into next_number;
  v_number := 'DEV-' || this_year || '-' || lpad(next_number::text, 6, '0');
  update public.quotes
     set status = 'sent', number = v_number, year = this_year, sequence = next_number, token_hash = p_token_hash,
         sent_at = now()
   where id = q.id
  returning * into q;
  if jsonb_typeof(p_mail) = 'object' then
    perform private.enqueue_job('mail.send',
      replace(p_mail::text, '{{numero}}', v_number)::jsonb || jsonb_build_object('to', q.client_email),
      now(), 'mail:quotes.sent:' || q.id);
  end if;
  return q;
end
$$;

-- A sent quote past its validity date is expired; the database decides it whenever the quote is read by its link.
create function private.expire_quote(p_quote bigint) returns void
language sql security definer set search_path = '' as $$
  update public.quotes set status = 'expired'
   where id = p_quote and status in ('sent', 'viewed') and valid_until < current_date
$$;

-- What the client's link shows (null for an unknown link); the first read marks the quote viewed.
create function private.quote_by_token(p_token_hash text, p_mark_viewed boolean) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_id bigint;
begin
  select id into v_id from public.quotes where token_hash = p_token_hash;
  if not found then
    return null;
  end if;
  perform private.expire_quote(v_id);
  if p_mark_viewed then
    update public.quotes set status = 'viewed', viewed_at = now() where id = v_id and status = 'sent';
  end if;
  return (
    select jsonb_build_object(
             'number', q.number, 'version', q.version, 'status', q.status, 'currency', q.currency,
             'client_company', q.client_company, 'client_registration', q.client_registration,
             'client_address', q.client_address, 'client_contact_name', q.client_contact_name,
             'client_email', q.client_email, 'valid_until', to_char(q.valid_until, 'YYYY-MM-DD'),
             'conditions', q.conditions, 'total', q.total, 'sent_at', q.sent_at, 'responded_at', q.responded_at,
             'response_name', q.response_name, 'response_role', q.response_role,
             'lines', coalesce((
               select jsonb_agg(jsonb_build_object(
                        'kind', l.kind, 'description', l.description, 'quantity', l.quantity,
                        'unit_price', l.unit_price, 'discount_percent', l.discount_percent, 'amount', l.amount,
                        'starts_on', to_char(s.starts_on, 'YYYY-MM-DD'), 'ends_on', to_char(s.ends_on, 'YYYY-MM-DD'),
                        'city', s.city, 'format', s.format)
                      order by l.position, l.id)
                 from public.quote_lines l left join public.course_sessions s on s.id = l.session_id
                where l.quote_id = q.id), '[]'::jsonb))
      from public.quotes q where q.id = v_id);
end
$$;

-- The client's answer through the link: once, before the validity date, with who answered and from where.
create function private.answer_quote(p_token_hash text, p_decision text, p_name text, p_role text, p_address text,
                                     p_user_agent text)
returns text
language plpgsql security definer set search_path = '' as $$
declare
  q public.quotes;
begin
  if p_decision not in ('accepted', 'declined') then
    raise exception 'Répondez « accepter » ou « refuser ».' using errcode = 'PQ422';
  end if;
  if char_length(btrim(coalesce(p_name, ''))) not between 1 and 120
     or char_length(btrim(coalesce(p_role, ''))) not between 1 and 120 then
    raise exception 'Indiquez votre nom et votre fonction.' using errcode = 'PQ422';
  end if;
  select * into q from public.quotes where token_hash = p_token_hash for update;
  if not found then
    raise exception 'Lien de devis inconnu.' using errcode = 'PQ404';
  end if;
  if q.status in ('accepted', 'declined') then
    raise exception 'Ce devis a déjà reçu une réponse.' using errcode = 'PQ409';
  end if;
  if q.status = 'superseded' then
    raise exception 'Ce devis a été remplacé par une nouvelle version.' using errcode = 'PQ411';
  end if;
  if q.status = 'expired' or q.valid_until < current_date then
    perform private.expire_quote(q.id);
    raise exception 'Ce devis a expiré le % : il ne peut plus être accepté.', to_char(q.valid_until, 'DD/MM/YYYY')
      using errcode = 'PQ410';
  end if;
  update public.quotes
     set status = p_decision, responded_at = now(), response_name = btrim(p_name), response_role = btrim(p_role),
         response_address = left(p_address, 64), response_user_agent = left(p_user_agent, 400),
         viewed_at = coalesce(viewed_at, now())
   where id = q.id;
  return p_decision;
end
$$;

-- ─── Staff: a quote from a « Demande de devis », a new version of a quote ──────────────────────────────────
-- From the enquiry: the sender's company and name, one line per formation asked for (a price per learner, as many
-- learners as the enquiry says), valid 30 days; staff then edit the draft.
create function public.quote_from_enquiry(p_enquiry uuid) returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  e public.enquiries;
  v_id bigint;
  v_currency text;
  v_learners integer;
begin
  if not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  select * into e from public.enquiries where id = p_enquiry;
  if not found or e.kind <> 'quote' then
    raise exception 'Cette demande de devis n''existe pas.' using errcode = 'PQ404';
  end if;
  v_learners := case when e.details ->> 'participants' ~ '^\d{1,3}$'
                     then greatest(1, least(1000, (e.details ->> 'participants')::integer)) else 1 end;
  select f.price_currency into v_currency
    from public.formations f
   where jsonb_typeof(e.details -> 'formation_ids') = 'array'
     and f.id::text in (select jsonb_array_elements_text(e.details -> 'formation_ids'))
   order by f.id limit 1;
  insert into public.quotes (enquiry_id, currency, client_company, client_contact_name, client_email, valid_until,
                             conditions)
  values (e.id, coalesce(v_currency, 'XOF'), coalesce(nullif(btrim(e.organisation), ''), e.full_name), e.full_name,
          e.email, current_date + 30, private.default_quote_conditions())
  returning id into v_id;
  insert into public.quote_lines (quote_id, position, kind, formation_id, description, quantity, unit_price)
  select v_id, row_number() over (order by f.id), 'intra_per_learner', f.id, left(f.title, 300), v_learners,
         case when f.price_currency = coalesce(v_currency, 'XOF') then coalesce(f.price, 0) else 0 end
    from public.formations f
   where jsonb_typeof(e.details -> 'formation_ids') = 'array'
     and f.id::text in (select jsonb_array_elements_text(e.details -> 'formation_ids'));
  return v_id;
end
$$;

create function private.default_quote_conditions() returns text
language sql immutable set search_path = '' as $$
  select 'Prix par personne ou forfaitaires, taxes comprises le cas échéant. Paiement à 30 jours à réception de la '
      || 'facture. Toute annulation moins de 15 jours avant le début de la session est due en totalité. Le devis '
      || 'accepté vaut commande ; une convention de formation précisera les sessions et les participants.'
$$;

-- A new version: a draft copy (lines included) that supersedes the quote once it is sent.
create function public.new_quote_version(p_quote bigint) returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  q public.quotes;
  v_id bigint;
begin
  if not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  select * into q from public.quotes where id = p_quote for update;
  if not found then
    raise exception 'Ce devis n''existe pas.' using errcode = 'PQ404';
  end if;
  if q.status in ('draft', 'accepted', 'superseded') then
    raise exception 'Seul un devis envoyé, refusé ou expiré a une nouvelle version.' using errcode = 'PQ409';
  end if;
  select id into v_id from public.quotes where supersedes_id = q.id;
  if found then
    return v_id;
  end if;
  insert into public.quotes (supersedes_id, version, enquiry_id, currency, client_company, client_registration,
                             client_address, client_contact_name, client_email, valid_until, conditions)
  values (q.id, q.version + 1, q.enquiry_id, q.currency, q.client_company, q.client_registration, q.client_address,
          q.client_contact_name, q.client_email, greatest(q.valid_until, current_date + 30), q.conditions)
  returning id into v_id;
  insert into public.quote_lines (quote_id, position, kind, session_id, formation_id, description, quantity,
                                  unit_price, discount_percent)
  select v_id, l.position, l.kind, l.session_id, l.formation_id, l.description, l.quantity, l.unit_price,
         l.discount_percent
    from public.quote_lines l where l.quote_id = q.id order by l.position, l.id;
  return v_id;
end
$$;

-- ─── Entry points of the Edge Functions (service_role only) ──────────────────────────────────────────────────
create function public.function_send_quote(p_caller uuid, p_quote bigint, p_token_hash text, p_mail jsonb)
returns jsonb language sql security definer set search_path = '' as $$
  select jsonb_build_object('id', q.id, 'number', q.number, 'status', q.status)
    from private.send_quote(p_caller, p_quote, p_token_hash, p_mail) q
$$;

create function public.function_quote_by_token(p_token_hash text, p_mark_viewed boolean) returns jsonb
language sql security definer set search_path = '' as $$
  select private.quote_by_token(p_token_hash, p_mark_viewed)
$$;

create function public.function_answer_quote(p_token_hash text, p_decision text, p_name text, p_role text,
                                             p_address text, p_user_agent text)
returns text language sql security definer set search_path = '' as $$
  select private.answer_quote(p_token_hash, p_decision, p_name, p_role, p_address, p_user_agent)
$$;

revoke all on function private.quote_line_amount(text, integer, numeric, numeric), private.quote_lines_guard(),
  private.quote_total(), private.quotes_guard(), private.quote_currency_changed(), private.quotes_new(),
  private.send_quote(uuid, bigint, text, jsonb), private.expire_quote(bigint), private.quote_by_token(text, boolean),
  private.answer_quote(text, text, text, text, text, text), private.default_quote_conditions()
  from public;
revoke all on function public.quote_from_enquiry(uuid), public.new_quote_version(bigint),
  public.function_send_quote(uuid, bigint, text, jsonb), public.function_quote_by_token(text, boolean),
  public.function_answer_quote(text, text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.quote_from_enquiry(uuid), public.new_quote_version(bigint) to authenticated;
grant execute on function public.function_send_quote(uuid, bigint, text, jsonb),
  public.function_quote_by_token(text, boolean),
  public.function_answer_quote(text, text, text, text, text, text) to service_role;
