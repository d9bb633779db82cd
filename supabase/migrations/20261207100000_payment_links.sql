-- Someone else pays (issue 43 item 8, decision 1004): a learner with an unpaid seat sends a payment link to whoever
-- pays (an employer's finance officer, a relative). The link's token is 192 random bits of which only the SHA-256 is
-- kept; it opens, without an account, the amount, the reference, the session, the deadline and the channels. The
-- payer may give their name, company and e-mail: the invoice is then addressed to them (the learner named as the
-- trainee) and e-mailed to them; the learner is told the seat is paid.

-- ─── The links ─────────────────────────────────────────────────────────────────────────────────────────────
create table public.payment_links (
  id bigint generated always as identity primary key,
  enrollment_id bigint not null references public.enrollments (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  recipient_email text check (recipient_email is null or (char_length(recipient_email) <= 254
                                                         and recipient_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')),
  recipient_name text check (char_length(recipient_name) <= 120),
  status text not null default 'active' check (status in ('active', 'revoked', 'paid')),
  -- The hold's end when the link was made (the link expires with the hold).
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  paid_at timestamptz,
  payment_id bigint references public.payments (id) on delete set null,
  payer_name text check (char_length(payer_name) <= 120),
  payer_company text check (char_length(payer_company) <= 160),
  payer_email text check (char_length(payer_email) <= 254)
);
-- One active link per enrollment: a new one revokes the old in the same transaction.
create unique index payment_links_one_active on public.payment_links (enrollment_id) where status = 'active';
create index payment_links_payment on public.payment_links (payment_id) where payment_id is not null;

alter table public.payment_links enable row level security;
create policy "payment links: the enrollment's learner, admins all" on public.payment_links
  for select to authenticated using (
    public.is_admin()
    or exists (select 1 from public.enrollments e where e.id = enrollment_id and e.user_id = auth.uid()));
revoke all on public.payment_links from anon, authenticated;
-- The token's hash is read by no API role.
grant select (id, enrollment_id, recipient_email, recipient_name, status, expires_at, created_at, revoked_at, paid_at,
              payment_id, payer_name, payer_company, payer_email)
  on public.payment_links to authenticated;
grant select, insert, update, delete on public.payment_links to service_role;

-- Who paid each attempt opened through a link, and the e-mails to send when it is paid (composed by the function,
-- `{{numero}}` standing for the invoice's number). The token is in none of them.
create table private.payment_link_attempts (
  payment_id bigint primary key references public.payments (id) on delete cascade,
  link_id bigint not null references public.payment_links (id) on delete cascade,
  payer_name text,
  payer_company text,
  payer_email text,
  mails jsonb not null default '[]'::jsonb check (jsonb_typeof(mails) = 'array')
);
revoke all on private.payment_link_attempts from public;

-- Wrong tokens, counted per client address (sliding 10 minutes): past the limit every lookup from that address is
-- refused for a while, so the links cannot be guessed by trying.
create table private.payment_link_misses (
  id bigint generated always as identity primary key,
  address text not null,
  at timestamptz not null default clock_timestamp()
);
create index payment_link_misses_address on private.payment_link_misses (address, at);
revoke all on private.payment_link_misses from public;

-- The invoice names the trainee when someone else is invoiced.
alter table public.invoices add column trainee_name text;

-- ─── Creating and revoking (the enrollment's learner, or staff) ────────────────────────────────────────────
-- The enrollment must wait for a payment with a hold still running and a price. Making a link gives the hold the
-- bank transfer's length (counted from enrollment, decision 0861): the payer needs days, not 30 minutes; like a
-- transfer hold, it needs a confirmed address (decision 0992).
create function private.create_payment_link(p_caller uuid, p_enrollment bigint, p_token_hash text,
  p_recipient_email text, p_recipient_name text)
returns public.payment_links
language plpgsql security definer set search_path = '' as $$
declare
  seat public.enrollments;
  staff boolean := exists (select 1 from public.profiles p where p.id = p_caller and p.role = 'admin');
  made public.payment_links;
  email text := nullif(lower(btrim(coalesce(p_recipient_email, ''))), '');
begin
  select * into seat from public.enrollments e where e.id = p_enrollment for update;
  if not found or (seat.user_id <> p_caller and not staff) then
    raise exception 'Inscription introuvable.' using errcode = 'PA404';
  end if;
  if seat.status <> 'pending' or seat.session_id is null then
    raise exception 'Cette inscription n''attend pas de paiement (déjà payée, annulée ou terminée).' using errcode = 'PL409';
  end if;
  if seat.hold_expires_at is null or seat.hold_expires_at <= now() then
    perform private.expire_hold(seat.id);
    raise exception 'Le délai de paiement de cette place est dépassé : elle a été libérée.' using errcode = 'PL410';
  end if;
  if seat.payment_amount is null or seat.payment_amount <= 0 then
    raise exception 'Cette formation est sur devis : notre équipe vous contacte pour le règlement.' using errcode = 'PL422';
  end if;
  if email is not null and (char_length(email) > 254 or email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$') then
    raise exception 'Indiquez une adresse e-mail valide pour la personne qui paie.' using errcode = 'PL422';
  end if;
  if char_length(btrim(coalesce(p_recipient_name, ''))) > 120 then
    raise exception 'Le nom de la personne qui paie ne doit pas dépasser 120 caractères.' using errcode = 'PL422';
  end if;
  perform private.check_transfer_allowed(seat.user_id, 'virement');
  perform private.fit_hold_to_method(seat.id, 'virement');
  select * into seat from public.enrollments e where e.id = p_enrollment;
  update public.payment_links set status = 'revoked', revoked_at = now()
   where enrollment_id = seat.id and status = 'active';
  insert into public.payment_links (enrollment_id, token_hash, recipient_email, recipient_name, expires_at)
  values (seat.id, p_token_hash, email, nullif(btrim(coalesce(p_recipient_name, '')), ''), seat.hold_expires_at)
  returning * into made;
  return made;
end
$$;

create function private.revoke_payment_link(p_caller uuid, p_enrollment bigint) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  revoked integer;
begin
  if not exists (select 1 from public.enrollments e where e.id = p_enrollment
                 and (e.user_id = p_caller
                      or exists (select 1 from public.profiles p where p.id = p_caller and p.role = 'admin'))) then
    raise exception 'Inscription introuvable.' using errcode = 'PA404';
  end if;
  update public.payment_links set status = 'revoked', revoked_at = now()
   where enrollment_id = p_enrollment and status = 'active';
  get diagnostics revoked = row_count;
  return revoked;
end
$$;

-- ─── Reading by token ──────────────────────────────────────────────────────────────────────────────────────
-- Counts a wrong token of `p_address`; true when the address is over the limit (30 in 10 minutes by default,
-- `payment_links.misses_per_10_minutes`).
create function private.payment_link_miss(p_address text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  delete from private.payment_link_misses where at < clock_timestamp() - interval '10 minutes';
  insert into private.payment_link_misses (address) values (coalesce(p_address, 'unknown'));
end
$$;

create function private.payment_link_blocked(p_address text) returns boolean
language sql stable security definer set search_path = '' as $$
  select count(*) >= private.positive_setting('payment_links.misses_per_10_minutes', 30)
    from private.payment_link_misses
   where address = coalesce(p_address, 'unknown') and at >= clock_timestamp() - interval '10 minutes'
$$;

-- What the link shows, or null for an unknown token. `state`: payable, paid (through this link), settled (paid
-- otherwise), revoked, expired, cancelled.
create function private.payment_link_view(p_token_hash text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  link public.payment_links;
  seat public.enrollments;
  v_state text;
begin
  select * into link from public.payment_links where token_hash = p_token_hash;
  if not found then
    return null;
  end if;
  select * into seat from public.enrollments where id = link.enrollment_id;
  v_state := case
    when link.status = 'paid' then 'paid'
    when link.status = 'revoked' then 'revoked'
    when seat.status = 'cancelled' then 'cancelled'
    when seat.status in ('confirmed', 'completed') then 'settled'
    when link.expires_at <= now() or seat.hold_expires_at is null or seat.hold_expires_at <= now() then 'expired'
    else 'payable' end;
  return (
    select jsonb_build_object(
             'state', v_state, 'amount', seat.payment_amount, 'currency', seat.payment_currency,
             'reference', seat.payment_reference, 'formation_title', f.title,
             'trainee_name', coalesce(nullif(btrim(pr.full_name), ''), 'Apprenant'),
             'starts_on', to_char(s.starts_on, 'YYYY-MM-DD'), 'ends_on', to_char(s.ends_on, 'YYYY-MM-DD'),
             'city', s.city, 'format', s.format,
             'expires_at', least(link.expires_at, coalesce(seat.hold_expires_at, link.expires_at)),
             'recipient_name', link.recipient_name,
             'payer_name', link.payer_name, 'payer_company', link.payer_company, 'paid_at', link.paid_at,
             'invoice_number', (select i.number from public.invoices i
                                 where i.enrollment_id = seat.id and link.status = 'paid'),
             'pending_payment_id', (select max(p.id) from public.payments p
                                     join private.payment_link_attempts a on a.payment_id = p.id
                                    where a.link_id = link.id and p.status = 'pending'))
      from public.formations f
      left join public.course_sessions s on s.id = seat.session_id
      left join public.profiles pr on pr.id = seat.user_id
     where f.id = seat.formation_id);
end
$$;

-- ─── Paying through the link ──────────────────────────────────────────────────────────────────────────────
-- Opens an attempt on the link's enrollment as function_open_payment does for the learner (amount and currency from
-- the enrollment, the learner's per-minute limit on attempts), and records who pays. The rules of one paid attempt
-- per enrollment are record_payment_status's: a second success is set apart for a refund.
-- Errors: PL404 unknown link, PL409 already paid or cancelled, PL410 expired or revoked.
create function private.open_payment_link_payment(p_token_hash text, p_provider text, p_channel text,
  p_method text, p_phone text, p_payer_name text, p_payer_company text, p_payer_email text, p_mails jsonb)
returns table (payment_id bigint, amount numeric, currency text, reference text, formation_title text,
               customer_email text, customer_name text, customer_city text)
language plpgsql security definer set search_path = '' as $$
declare
  link public.payment_links;
  seat public.enrollments;
  attempt bigint;
begin
  select * into link from public.payment_links l where l.token_hash = p_token_hash for update;
  if not found then
    raise exception 'Ce lien de paiement n''est pas valide.' using errcode = 'PL404';
  end if;
  select * into seat from public.enrollments e where e.id = link.enrollment_id for update;
  if link.status = 'paid' or seat.status in ('confirmed', 'completed') then
    raise exception 'Cette inscription est déjà payée : rien de plus n''est dû.' using errcode = 'PL409';
  end if;
  if seat.status = 'cancelled' then
    raise exception 'Cette inscription a été annulée : il n''y a plus rien à payer.' using errcode = 'PL409';
  end if;
  if link.status = 'revoked' then
    raise exception 'Ce lien de paiement a été remplacé ou retiré : demandez le nouveau lien à l''apprenant.'
      using errcode = 'PL410';
  end if;
  if link.expires_at <= now() or seat.hold_expires_at is null or seat.hold_expires_at <= now() then
    raise exception 'Ce lien de paiement a expiré : le délai de paiement de la place est dépassé.' using errcode = 'PL410';
  end if;
  perform private.take_payment_attempt(seat.user_id);
  if p_provider = 'virement' then
    insert into public.payments (enrollment_id, user_id, provider, channel, amount, currency, provider_reference)
    values (seat.id, seat.user_id, 'virement', 'virement', seat.payment_amount, seat.payment_currency,
            seat.payment_reference)
    on conflict (provider, provider_reference) do nothing
    returning id into attempt;
    if attempt is null then
      select p.id into attempt from public.payments p
       where p.provider = 'virement' and p.provider_reference = seat.payment_reference;
    else
      insert into public.payment_events (payment_id, status, source, note)
      values (attempt, 'pending', 'creation', 'Ouvert par le lien de paiement');
    end if;
  else
    insert into public.payments (enrollment_id, user_id, provider, channel, amount, currency, phone)
    values (seat.id, seat.user_id, p_provider, p_channel, seat.payment_amount, seat.payment_currency, p_phone)
    returning id into attempt;
    insert into public.payment_events (payment_id, status, source, note)
    values (attempt, 'pending', 'creation', 'Ouvert par le lien de paiement');
  end if;
  insert into private.payment_link_attempts (payment_id, link_id, payer_name, payer_company, payer_email, mails)
  values (attempt, link.id, p_payer_name, p_payer_company, p_payer_email, coalesce(p_mails, '[]'::jsonb))
  on conflict on constraint payment_link_attempts_pkey do update
    set link_id = excluded.link_id, payer_name = excluded.payer_name, payer_company = excluded.payer_company,
        payer_email = excluded.payer_email, mails = excluded.mails;
  return query
    select attempt, seat.payment_amount, seat.payment_currency::text, seat.payment_reference, f.title::text,
           coalesce(p_payer_email, u.email::text), coalesce(p_payer_name, pr.full_name::text), s.city::text
      from public.formations f
      left join auth.users u on u.id = seat.user_id
      left join public.profiles pr on pr.id = seat.user_id
      left join public.course_sessions s on s.id = seat.session_id
     where f.id = seat.formation_id;
end
$$;

-- When the invoice of an attempt opened through a link is issued: addressed to the payer if they gave their name and
-- e-mail (the learner named as the trainee), the link marked paid, and the e-mails queued — the payer's receipt in
-- place of the usual one (same dedupe key: the usual receipt points to a page that needs the learner's account), the
-- learner's notice. Runs after invoices_fill_details (triggers of one event fire in name order).
create function private.invoice_paid_through_link() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  paid private.payment_link_attempts;
  mail jsonb;
  learner_email text;
begin
  select * into paid from private.payment_link_attempts a where a.payment_id = new.payment_id;
  if not found then
    return new;
  end if;
  update public.payment_links
     set status = 'paid', paid_at = now(), payment_id = new.payment_id, payer_name = paid.payer_name,
         payer_company = paid.payer_company, payer_email = paid.payer_email
   where id = paid.link_id;
  if nullif(btrim(coalesce(paid.payer_name, '')), '') is not null and paid.payer_email is not null then
    select coalesce(nullif(btrim(p.full_name), ''), u.email::text, new.customer_name) into new.trainee_name
      from auth.users u left join public.profiles p on p.id = u.id where u.id = new.user_id;
    new.customer_name := paid.payer_name;
    new.customer_company := nullif(btrim(coalesce(paid.payer_company, '')), '');
    new.customer_email := paid.payer_email;
    select u.email::text into learner_email from auth.users u where u.id = new.user_id;
    for mail in select value from jsonb_array_elements(paid.mails) loop
      continue when mail ->> 'for' <> 'payer' and learner_email is null;
      perform private.enqueue_job('mail.send',
        (replace((mail -> 'message')::text, '{{numero}}', new.number))::jsonb
          || case when mail ->> 'for' = 'payer' then '{}'::jsonb else jsonb_build_object('to', learner_email) end,
        now(),
        case when mail ->> 'for' = 'payer' then 'payments.receipt-job:' || new.enrollment_id
             else 'mail:payment-link.paid:' || paid.link_id end);
    end loop;
  end if;
  return new;
end
$$;

create trigger invoices_paid_through_link before insert on public.invoices
  for each row execute function private.invoice_paid_through_link();

-- The invoice of a link that was paid through it (null otherwise), as the payer downloads it.
create function private.payment_link_invoice(p_token_hash text) returns jsonb
language sql stable security definer set search_path = '' as $$
  select to_jsonb(i) || jsonb_build_object('channel', p.channel, 'provider_reference', p.provider_reference)
    from public.payment_links l
    join public.invoices i on i.payment_id = l.payment_id
    join public.payments p on p.id = i.payment_id
   where l.token_hash = p_token_hash and l.status = 'paid'
$$;

revoke all on function private.create_payment_link(uuid, bigint, text, text, text),
  private.revoke_payment_link(uuid, bigint), private.payment_link_miss(text), private.payment_link_blocked(text),
  private.payment_link_view(text),
  private.open_payment_link_payment(text, text, text, text, text, text, text, text, jsonb),
  private.invoice_paid_through_link(), private.payment_link_invoice(text) from public;

-- ─── Entry points of the Edge Functions (service role only) ──────────────────────────────────────────────
create function public.function_create_payment_link(p_caller uuid, p_enrollment bigint, p_token_hash text,
  p_recipient_email text, p_recipient_name text) returns jsonb
language sql security definer set search_path = '' as $$
  select jsonb_build_object('id', l.id, 'expires_at', l.expires_at, 'recipient_email', l.recipient_email)
    from private.create_payment_link(p_caller, p_enrollment, p_token_hash, p_recipient_email, p_recipient_name) l
$$;

-- The link's e-mail to its recipient, composed by the function once the deadline is known; queued once per link and
-- only while the link is active.
create function public.function_send_payment_link_mail(p_link bigint, p_mail jsonb) returns boolean
language sql security definer set search_path = '' as $$
  select private.enqueue_job('mail.send', p_mail || jsonb_build_object('to', l.recipient_email), now(),
           'mail:payment-link.sent:' || l.id) is not null
    from public.payment_links l
   where l.id = p_link and l.status = 'active' and l.recipient_email is not null and jsonb_typeof(p_mail) = 'object'
$$;

create function public.function_revoke_payment_link(p_caller uuid, p_enrollment bigint) returns integer
language sql security definer set search_path = '' as $$
  select private.revoke_payment_link(p_caller, p_enrollment)
$$;

-- The link's view for the public page; a wrong token is counted against the address. `blocked`: too many misses.
create function public.function_payment_link_view(p_token_hash text, p_address text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  seen jsonb;
begin
  if private.payment_link_blocked(p_address) then
    return jsonb_build_object('blocked', true);
  end if;
  seen := private.payment_link_view(p_token_hash);
  if seen is null then
    perform private.payment_link_miss(p_address);
  end if;
  return seen;
end
$$;

create function public.function_open_payment_link_payment(p_token_hash text, p_provider text, p_channel text,
  p_method text, p_phone text, p_payer_name text, p_payer_company text, p_payer_email text, p_mails jsonb)
returns table (payment_id bigint, amount numeric, currency text, reference text, formation_title text,
               customer_email text, customer_name text, customer_city text)
language sql security definer set search_path = '' as $$
  select * from private.open_payment_link_payment(p_token_hash, p_provider, p_channel, p_method, p_phone,
    p_payer_name, p_payer_company, p_payer_email, p_mails)
$$;

create function public.function_payment_link_invoice(p_token_hash text) returns jsonb
language sql stable security definer set search_path = '' as $$
  select private.payment_link_invoice(p_token_hash)
$$;

-- An attempt of the link (the return page's « where is the payment? »): null when it is not one of this link's.
create function public.function_payment_link_attempt(p_token_hash text, p_payment bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select to_jsonb(p) from public.payments p
    join private.payment_link_attempts a on a.payment_id = p.id
    join public.payment_links l on l.id = a.link_id
   where l.token_hash = p_token_hash and p.id = p_payment
$$;

revoke all on function public.function_create_payment_link(uuid, bigint, text, text, text),
  public.function_send_payment_link_mail(bigint, jsonb),
  public.function_revoke_payment_link(uuid, bigint), public.function_payment_link_view(text, text),
  public.function_open_payment_link_payment(text, text, text, text, text, text, text, text, jsonb),
  public.function_payment_link_invoice(text), public.function_payment_link_attempt(text, bigint)
  from public, anon, authenticated;
grant execute on function public.function_create_payment_link(uuid, bigint, text, text, text),
  public.function_send_payment_link_mail(bigint, jsonb),
  public.function_revoke_payment_link(uuid, bigint), public.function_payment_link_view(text, text),
  public.function_open_payment_link_payment(text, text, text, text, text, text, text, text, jsonb),
  public.function_payment_link_invoice(text), public.function_payment_link_attempt(text, bigint)
  to service_role;
