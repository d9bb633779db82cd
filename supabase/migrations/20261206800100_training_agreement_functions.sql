-- Training agreements' functions (issue 43 items 3 and 4, decisions 0998 and 0999): a draft from an accepted quote,
-- its sessions and trainees, sending (number, frozen content, seats held, the link, the e-mail — one transaction),
-- the client's signature (through the link or signed in as the organisation's training manager), the firm's
-- countersignature, cancelling; intra-company sessions kept out of the public's reach.
-- French errors with the project's codes: PA403 not allowed, PA404 not found, PA409 conflict, PA422 invalid input,
-- PA001 session full.

-- What is signed is the PDF rendered from `content`; its hash is recorded at the client's signature and checked at
-- the firm's (decision 0998, refined: the hash of the document exists once its number and content do).
alter table public.training_agreements drop constraint training_agreements_frozen_when_sent;
alter table public.training_agreements add constraint training_agreements_frozen_when_sent
  check (sent_at is null or content is not null);
alter table public.training_agreements add constraint training_agreements_signed_document
  check (status not in ('client_signed', 'signed') or document_sha256 is not null);

-- ─── Guards: a draft's terms are edited; the rest is the functions' ──────────────────────────────────────────
create function private.training_agreements_guard() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'DELETE' then
    if old.status <> 'draft' then
      raise exception 'Une convention envoyée ne se supprime pas : annulez-la.' using errcode = 'PA409';
    end if;
    return old;
  end if;
  new.purchase_order := nullif(btrim(new.purchase_order), '');
  new.client_signer_email := lower(btrim(coalesce(new.client_signer_email, '')));
  if old.status <> 'draft' and (new.deposit_percent, new.payment_terms_days, new.purchase_order,
                                new.cancellation_terms, new.client_signer_email, new.quote_id, new.organisation_id,
                                new.currency, new.total)
                               is distinct from
                               (old.deposit_percent, old.payment_terms_days, old.purchase_order,
                                old.cancellation_terms, old.client_signer_email, old.quote_id, old.organisation_id,
                                old.currency, old.total) then
    raise exception 'Cette convention a été envoyée : ses conditions ne changent plus.' using errcode = 'PA409';
  end if;
  if new.deposit_percent is null or new.deposit_percent < 0 or new.deposit_percent > 100 then
    raise exception 'L''acompte est un pourcentage entre 0 et 100.' using errcode = 'PA422';
  end if;
  if new.payment_terms_days is null or new.payment_terms_days not between 0 and 120 then
    raise exception 'Le délai de paiement est un nombre de jours entre 0 et 120.' using errcode = 'PA422';
  end if;
  if char_length(new.purchase_order) > 60 then
    raise exception 'Le numéro de bon de commande fait au plus 60 caractères.' using errcode = 'PA422';
  end if;
  if char_length(new.cancellation_terms) > 5000 then
    raise exception 'Les conditions d''annulation font au plus 5 000 caractères.' using errcode = 'PA422';
  end if;
  if char_length(new.client_signer_email) > 254
     or new.client_signer_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Adresse e-mail du signataire invalide.' using errcode = 'PA422';
  end if;
  if new.status is distinct from old.status and not (
       (old.status = 'draft' and new.status = 'sent')
    or (old.status = 'sent' and new.status = 'client_signed')
    or (old.status = 'client_signed' and new.status = 'signed')
    or (old.status in ('draft', 'sent', 'client_signed') and new.status = 'cancelled')
  ) then
    raise exception 'Une convention ne passe pas de l''état « % » à « % ».', old.status, new.status
      using errcode = 'PA409';
  end if;
  new.created_at := old.created_at;
  return new;
end
$$;
create trigger training_agreements_guard before update or delete on public.training_agreements
  for each row execute function private.training_agreements_guard();

create function private.agreement_sessions_guard() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_agreement bigint := case when tg_op = 'DELETE' then old.agreement_id else new.agreement_id end;
begin
  if coalesce(current_setting('agreements.holding', true), '') <> 'on'
     and exists (select 1 from public.training_agreements a where a.id = v_agreement and a.status <> 'draft') then
    raise exception 'Cette convention a été envoyée : ses sessions et ses places ne changent plus.'
      using errcode = 'PA409';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
create trigger agreement_sessions_guard before insert or update or delete on public.agreement_sessions
  for each row execute function private.agreement_sessions_guard();

-- ─── Intra-company sessions: out of the public's reach ───────────────────────────────────────────────────────
-- Who reads an intra-company session: staff, the organisation's members, its trainer and its enrolled learners.
create function public.can_read_intra_session(p_session bigint, p_organisation uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select auth.uid() is not null and (
       public.is_admin()
    or exists (select 1 from public.organisation_members m
                where m.organisation_id = p_organisation and m.user_id = auth.uid() and m.status = 'active')
    or public.is_session_trainer(p_session)
    or exists (select 1 from public.enrollments e where e.session_id = p_session and e.user_id = auth.uid()))
$$;

drop policy "course sessions: everyone reads the sessions not cancelled" on public.course_sessions;
create policy "course sessions: everyone reads the public sessions not cancelled" on public.course_sessions
  for select to anon, authenticated using (status <> 'cancelled' and organisation_id is null);
create policy "course sessions: an intra-company session is read by its organisation, trainer and learners"
  on public.course_sessions for select to authenticated
  using (organisation_id is not null and status <> 'cancelled'
         and public.can_read_intra_session(id, organisation_id));

-- Nobody enrols in, or waits for, an intra-company session by themselves: its seats are the agreement's, and its
-- trainees are enrolled from the agreement (or by staff).
create function private.refuse_public_intra_enrollment() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.session_id is not null
     and exists (select 1 from public.course_sessions s where s.id = new.session_id and s.organisation_id is not null)
     and coalesce(current_setting('agreements.enrolling', true), '') <> 'on'
     and not public.is_admin() then
    raise exception 'Cette session est réservée à une entreprise : l''inscription passe par sa convention de formation.'
      using errcode = 'PA002';
  end if;
  return new;
end
$$;
create trigger enrollments_refuse_public_intra before insert on public.enrollments
  for each row execute function private.refuse_public_intra_enrollment();
create trigger session_waitlist_refuse_public_intra before insert on public.session_waitlist
  for each row execute function private.refuse_public_intra_enrollment();

-- ─── Staff: a draft from an accepted quote, its sessions ────────────────────────────────────────────────────
create function private.default_cancellation_terms() returns text
language sql immutable set search_path = '' as $$
  select 'Annulation par le client plus de 15 jours avant le début d''une session : sans frais. Entre 15 et 5 jours : '
      || '50 % du prix de la session restent dus. Moins de 5 jours avant le début ou absence : le prix est dû en '
      || 'totalité. Un stagiaire peut être remplacé par un collègue sans frais jusqu''à la veille de la session. '
      || 'Si le cabinet annule une session, les sommes versées pour celle-ci sont remboursées ou reportées.'
$$;

-- An accepted quote becomes a draft agreement for p_organisation (the quote keeps its own snapshot of the client:
-- staff choose the organisation record). Seats in public sessions come from the quote's lines; intra-company lines
-- need a session, which staff add with set_agreement_session. Returns the agreement's id.
create function public.create_agreement_from_quote(p_quote bigint, p_organisation uuid, p_signer_email text)
returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  q public.quotes;
  o public.organisations;
  v_id bigint;
  v_email text := lower(btrim(coalesce(p_signer_email, '')));
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  select * into q from public.quotes where id = p_quote for update;
  if not found then
    raise exception 'Ce devis n''existe pas.' using errcode = 'PA404';
  end if;
  if q.status <> 'accepted' then
    raise exception 'Seul un devis accepté devient une convention.' using errcode = 'PA409';
  end if;
  if exists (select 1 from public.training_agreements a where a.quote_id = q.id) then
    raise exception 'Ce devis a déjà sa convention.' using errcode = 'PA409';
  end if;
  select * into o from public.organisations where id = p_organisation;
  if not found then
    raise exception 'Choisissez l''organisation cliente.' using errcode = 'PA404';
  end if;
  if o.currency <> q.currency then
    raise exception 'Le devis est en % et l''organisation facture en % : choisissez la bonne organisation.',
      q.currency, o.currency using errcode = 'PA422';
  end if;
  if v_email = '' then
    select m.email into v_email from public.organisation_members m
     where m.organisation_id = o.id and m.role = 'training_manager'
     order by (m.email = lower(q.client_email)) desc, m.status = 'active' desc, m.created_at limit 1;
    v_email := coalesce(v_email, lower(q.client_email));
  end if;
  insert into public.training_agreements (quote_id, organisation_id, currency, total, payment_terms_days,
                                          purchase_order, cancellation_terms, client_signer_email)
  values (q.id, o.id, q.currency, q.total, o.payment_terms_days, null, private.default_cancellation_terms(), v_email)
  returning id into v_id;
  insert into public.agreement_sessions (agreement_id, session_id, seats)
  select v_id, l.session_id, sum(l.quantity)::integer
    from public.quote_lines l
   where l.quote_id = q.id and l.kind = 'session_seats' and l.session_id is not null
   group by l.session_id;
  insert into private.agreement_audit (agreement_id, event, user_id) values (v_id, 'created', auth.uid());
  return v_id;
end
$$;

-- Sets how many seats a draft takes in a session (0 removes the session). An intra-company session must be the
-- agreement's organisation's.
create function public.set_agreement_session(p_agreement bigint, p_session bigint, p_seats integer) returns void
language plpgsql security definer set search_path = '' as $$
declare
  a public.training_agreements;
  s public.course_sessions;
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  select * into a from public.training_agreements where id = p_agreement for update;
  if not found then
    raise exception 'Cette convention n''existe pas.' using errcode = 'PA404';
  end if;
  if a.status <> 'draft' then
    raise exception 'Cette convention a été envoyée : ses sessions et ses places ne changent plus.'
      using errcode = 'PA409';
  end if;
  select * into s from public.course_sessions where id = p_session;
  if not found or s.status = 'cancelled' then
    raise exception 'Session introuvable.' using errcode = 'PA404';
  end if;
  if s.organisation_id is not null and s.organisation_id <> a.organisation_id then
    raise exception 'Cette session intra-entreprise est réservée à une autre organisation.' using errcode = 'PA422';
  end if;
  if p_seats is null or p_seats not between 0 and 1000 then
    raise exception 'Le nombre de places est entre 1 et 1 000.' using errcode = 'PA422';
  end if;
  if p_seats = 0 then
    delete from public.agreement_sessions where agreement_id = a.id and session_id = s.id;
  else
    insert into public.agreement_sessions (agreement_id, session_id, seats) values (a.id, s.id, p_seats)
      on conflict (agreement_id, session_id) do update set seats = excluded.seats;
  end if;
end
$$;

-- ─── The content frozen at sending ──────────────────────────────────────────────────────────────────────────
-- Everything the PDF shows, but the firm's own details (the Edge Function adds them from the invoice settings).
create function private.agreement_content(p_agreement bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'number', a.number, 'currency', a.currency, 'total', a.total, 'deposit_percent', a.deposit_percent,
    'payment_terms_days', a.payment_terms_days, 'purchase_order', a.purchase_order,
    'cancellation_terms', a.cancellation_terms, 'quote_number', q.number,
    'quote_accepted_at', q.responded_at, 'quote_accepted_by', q.response_name,
    'client', jsonb_build_object('legal_name', o.legal_name, 'registration_kind', o.registration_kind,
                                 'registration_number', o.registration_number, 'tax_number', o.tax_number,
                                 'billing_address', o.billing_address, 'country', o.country,
                                 'signer_email', a.client_signer_email),
    'lines', coalesce((select jsonb_agg(jsonb_build_object(
                          'kind', l.kind, 'description', l.description, 'quantity', l.quantity,
                          'unit_price', l.unit_price, 'discount_percent', l.discount_percent, 'amount', l.amount)
                        order by l.position, l.id)
                         from public.quote_lines l where l.quote_id = q.id), '[]'::jsonb),
    'sessions', coalesce((select jsonb_agg(jsonb_build_object(
                             'session_id', s.id, 'formation', f.title, 'objectives', f.description,
                             'duration', f.duration, 'starts_on', s.starts_on, 'ends_on', s.ends_on,
                             'format', s.format, 'city', s.city, 'venue', s.venue, 'seats', g.seats,
                             'intra', s.organisation_id is not null,
                             'slots', coalesce((select jsonb_agg(jsonb_build_object('starts_at', x.starts_at,
                                                                                   'ends_at', x.ends_at,
                                                                                   'time_zone', x.time_zone)
                                                                 order by x.starts_at)
                                                  from public.session_slots x where x.session_id = s.id), '[]'::jsonb),
                             'trainees', coalesce((select jsonb_agg(jsonb_build_object('name', t.full_name,
                                                                                      'email', t.email)
                                                                    order by t.full_name, t.id)
                                                     from public.agreement_trainees t
                                                    where t.agreement_id = a.id and t.session_id = s.id
                                                      and t.status = 'named'), '[]'::jsonb))
                           order by s.starts_on, s.id)
                            from public.agreement_sessions g
                            join public.course_sessions s on s.id = g.session_id
                            join public.formations f on f.id = s.formation_id
                           where g.agreement_id = a.id), '[]'::jsonb))
    from public.training_agreements a
    join public.quotes q on q.id = a.quote_id
    join public.organisations o on o.id = a.organisation_id
   where a.id = p_agreement
$$;

-- Holds (p_sign = 1) or gives back (p_sign = -1) the agreement's seats, session by session in a fixed order, each
-- through the session row's update that every enrolment makes (private.move_seats: queued on the row lock, the
-- capacity CHECK, PA001 past it). Given-back seats go to the waitlist at once.
create function private.hold_agreement_seats(p_agreement bigint, p_sign integer) returns void
language plpgsql security definer set search_path = '' as $$
declare
  g record;
begin
  perform set_config('agreements.holding', 'on', true);
  for g in select * from public.agreement_sessions where agreement_id = p_agreement order by session_id loop
    if p_sign > 0 then
      begin
        perform private.move_seats(g.session_id, g.seats);
      exception when sqlstate 'PA001' then
        raise exception 'La session du % n''a plus assez de places pour les % places de la convention.',
          (select to_char(s.starts_on, 'DD/MM/YYYY') from public.course_sessions s where s.id = g.session_id),
          g.seats using errcode = 'PA001';
      end;
      update public.agreement_sessions set seats_held = g.seats where id = g.id;
    elsif g.seats_held > 0 then
      perform private.move_seats(g.session_id, -g.seats_held);
      update public.agreement_sessions set seats_held = 0 where id = g.id;
      perform private.promote_waitlist(g.session_id);
    end if;
  end loop;
  perform set_config('agreements.holding', '', true);
end
$$;

-- Sending: the number (CONV-<year>-<n>, gap-free as quotes and invoices), the content frozen (with the firm's details
-- the Edge Function gives), the seats held, the link's hash and the e-mail, in one transaction.
create function private.send_agreement(p_caller uuid, p_agreement bigint, p_token_hash text, p_firm jsonb,
                                       p_mail jsonb)
returns public.training_agreements
language plpgsql security definer set search_path = '' as $$
declare
  a public.training_agreements;
  this_year integer := extract(year from now())::integer;
  next_number integer;
  v_number text;
begin
  if not exists (select 1 from public.profiles p where p.id = p_caller and p.role = 'admin') then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  select * into a from public.training_agreements where id = p_agreement for update;
  if not found then
    raise exception 'Cette convention n''existe pas.' using errcode = 'PA404';
  end if;
  if a.status <> 'draft' then
    raise exception 'Cette convention a déjà été envoyée.' using errcode = 'PA409';
  end if;
  if not exists (select 1 from public.agreement_sessions g where g.agreement_id = a.id) then
    raise exception 'Ajoutez au moins une session et ses places avant d''envoyer la convention.' using errcode = 'PA422';
  end if;
  if exists (select 1 from public.agreement_sessions g join public.course_sessions s on s.id = g.session_id
              where g.agreement_id = a.id and (s.status = 'cancelled' or s.starts_on <= current_date)) then
    raise exception 'Une session de la convention est annulée ou déjà commencée.' using errcode = 'PA422';
  end if;
  perform private.hold_agreement_seats(a.id, 1);
  insert into private.agreement_counters as c (year, last_number) values (this_year, 1)
    on conflict (year) do update set last_number = c.last_number + 1
    returning last_number into next_number;
  v_number := 'CONV-' || this_year || '-' || lpad(next_number::text, 6, '0');
  update public.training_agreements
     set number = v_number, year = this_year, sequence = next_number, sent_at = now(), status = 'sent',
         content = private.agreement_content(a.id)
                   || jsonb_build_object('number', v_number, 'firm', coalesce(p_firm, '{}'::jsonb), 'sent_at', now())
   where id = a.id
  returning * into a;
  insert into private.agreement_links (agreement_id, token_hash) values (a.id, p_token_hash);
  insert into private.agreement_audit (agreement_id, event, user_id) values (a.id, 'sent', p_caller);
  if jsonb_typeof(p_mail) = 'object' then
    perform private.enqueue_job('mail.send',
      replace(p_mail::text, '{{numero}}', v_number)::jsonb || jsonb_build_object('to', a.client_signer_email),
      now(), 'mail:agreements.sent:' || a.id);
  end if;
  return a;
end
$$;

-- The agreement as its link or a signed-in reader sees it (null: unknown). Includes the frozen content.
create function private.agreement_document(p_agreement bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'id', a.id, 'number', a.number, 'status', a.status, 'content', a.content,
    'document_sha256', a.document_sha256, 'sent_at', a.sent_at,
    'client_signed_at', a.client_signed_at, 'client_signer_name', a.client_signer_name,
    'client_signer_role', a.client_signer_role, 'client_signer_address', a.client_signer_address,
    'client_signer_user_agent', a.client_signer_user_agent, 'client_signed_via', a.client_signed_via,
    'firm_signed_at', a.firm_signed_at, 'firm_signer_name', a.firm_signer_name,
    'firm_signer_address', a.firm_signer_address, 'firm_signer_user_agent', a.firm_signer_user_agent,
    'cancelled_at', a.cancelled_at, 'cancellation_reason', a.cancellation_reason)
    from public.training_agreements a where a.id = p_agreement
$$;

create function private.agreement_by_token(p_token_hash text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_id bigint;
begin
  select agreement_id into v_id from private.agreement_links where token_hash = p_token_hash;
  if not found then
    return null;
  end if;
  if not exists (select 1 from private.agreement_audit where agreement_id = v_id and event = 'viewed') then
    insert into private.agreement_audit (agreement_id, event) values (v_id, 'viewed');
  end if;
  return private.agreement_document(v_id);
end
$$;

-- The client's signature, once, on the document whose hash is given: through the link (p_token_hash) or by a
-- signed-in training manager of the organisation (p_caller). p_mails: e-mails queued in the same transaction
-- ({{numero}} replaced), each with its own `to`.
create function private.client_sign_agreement(p_agreement bigint, p_token_hash text, p_caller uuid, p_name text,
                                              p_role text, p_address text, p_user_agent text, p_sha256 text,
                                              p_mails jsonb)
returns public.training_agreements
language plpgsql security definer set search_path = '' as $$
declare
  a public.training_agreements;
  v_id bigint;
  v_mail jsonb;
begin
  if p_token_hash is not null then
    select agreement_id into v_id from private.agreement_links where token_hash = p_token_hash;
    if not found then
      raise exception 'Lien de convention inconnu.' using errcode = 'PA404';
    end if;
  else
    v_id := p_agreement;
    if p_caller is null or not exists (
         select 1 from public.training_agreements x
           join public.organisation_members m on m.organisation_id = x.organisation_id
          where x.id = v_id and m.user_id = p_caller and m.role = 'training_manager' and m.status = 'active') then
      if exists (select 1 from public.training_agreements x where x.id = v_id and x.status <> 'draft'
                  and exists (select 1 from public.organisation_members m
                               where m.organisation_id = x.organisation_id and m.user_id = p_caller)) then
        raise exception 'Seul un responsable formation de l''organisation signe la convention.' using errcode = 'PA403';
      end if;
      raise exception 'Cette convention n''existe pas.' using errcode = 'PA404';
    end if;
  end if;
  if char_length(btrim(coalesce(p_name, ''))) not between 1 and 120
     or char_length(btrim(coalesce(p_role, ''))) not between 1 and 120 then
    raise exception 'Indiquez votre nom et votre fonction.' using errcode = 'PA422';
  end if;
  if coalesce(p_sha256, '') !~ '^[0-9a-f]{64}$' then
    raise exception 'Empreinte du document invalide.' using errcode = 'PA422';
  end if;
  select * into a from public.training_agreements where id = v_id for update;
  if not found or a.status = 'draft' then
    raise exception 'Cette convention n''existe pas.' using errcode = 'PA404';
  end if;
  if a.status = 'cancelled' then
    raise exception 'Cette convention a été annulée.' using errcode = 'PA409';
  end if;
  if a.status <> 'sent' then
    raise exception 'Cette convention a déjà été signée par le client.' using errcode = 'PA409';
  end if;
  update public.training_agreements
     set status = 'client_signed', client_signed_at = now(), client_signer_name = btrim(p_name),
         client_signer_role = btrim(p_role), client_signer_address = left(p_address, 64),
         client_signer_user_agent = left(p_user_agent, 400),
         client_signed_via = case when p_token_hash is null then 'account' else 'link' end,
         document_sha256 = p_sha256
   where id = a.id
  returning * into a;
  insert into private.agreement_audit (agreement_id, event, user_id, name, address, user_agent, document_sha256)
  values (a.id, 'client_signed', p_caller, btrim(p_name), left(p_address, 64), left(p_user_agent, 400), p_sha256);
  if jsonb_typeof(p_mails) = 'array' then
    for v_mail in select value from jsonb_array_elements(p_mails) loop
      perform private.enqueue_job('mail.send', replace(v_mail::text, '{{numero}}', a.number)::jsonb, now(),
        'mail:agreements.client_signed:' || a.id || ':' || md5(v_mail ->> 'to'));
    end loop;
  end if;
  return a;
end
$$;

-- The firm's countersignature (staff), once, after the client's, on the same document (same hash).
create function private.firm_sign_agreement(p_caller uuid, p_agreement bigint, p_address text, p_user_agent text,
                                            p_sha256 text, p_mail jsonb)
returns public.training_agreements
language plpgsql security definer set search_path = '' as $$
declare
  a public.training_agreements;
  v_name text;
begin
  select nullif(btrim(p.full_name), '') into v_name from public.profiles p where p.id = p_caller and p.role = 'admin';
  if not found then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  select * into a from public.training_agreements where id = p_agreement for update;
  if not found then
    raise exception 'Cette convention n''existe pas.' using errcode = 'PA404';
  end if;
  if a.status = 'signed' then
    raise exception 'Cette convention est déjà signée par les deux parties.' using errcode = 'PA409';
  end if;
  if a.status <> 'client_signed' then
    raise exception 'Le client doit signer la convention avant le cabinet.' using errcode = 'PA409';
  end if;
  if p_sha256 is distinct from a.document_sha256 then
    raise exception 'Le document a changé depuis la signature du client : la contresignature est refusée.'
      using errcode = 'PA409';
  end if;
  update public.training_agreements
     set status = 'signed', firm_signed_at = now(),
         firm_signer_name = coalesce(v_name, 'Pont Atlantique Conseil'),
         firm_signer_address = left(p_address, 64), firm_signer_user_agent = left(p_user_agent, 400)
   where id = a.id
  returning * into a;
  insert into private.agreement_audit (agreement_id, event, user_id, name, address, user_agent, document_sha256)
  values (a.id, 'firm_signed', p_caller, a.firm_signer_name, left(p_address, 64), left(p_user_agent, 400), p_sha256);
  if jsonb_typeof(p_mail) = 'object' then
    perform private.enqueue_job('mail.send',
      replace(p_mail::text, '{{numero}}', a.number)::jsonb || jsonb_build_object('to', a.client_signer_email),
      now(), 'mail:agreements.signed:' || a.id);
  end if;
  return a;
end
$$;

-- Staff cancel an agreement not yet signed by both (a signed one is a contract: its trainees and invoices are
-- handled one by one). Its held seats go back to the session and its waitlist; the client is e-mailed.
create function private.cancel_agreement(p_caller uuid, p_agreement bigint, p_reason text, p_mail jsonb)
returns public.training_agreements
language plpgsql security definer set search_path = '' as $$
declare
  a public.training_agreements;
begin
  if not exists (select 1 from public.profiles p where p.id = p_caller and p.role = 'admin') then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  if char_length(btrim(coalesce(p_reason, ''))) not between 1 and 500 then
    raise exception 'Indiquez la raison de l''annulation (500 caractères au plus).' using errcode = 'PA422';
  end if;
  select * into a from public.training_agreements where id = p_agreement for update;
  if not found then
    raise exception 'Cette convention n''existe pas.' using errcode = 'PA404';
  end if;
  if a.status in ('signed', 'cancelled') then
    raise exception 'Une convention signée par les deux parties ou déjà annulée ne s''annule pas ici.'
      using errcode = 'PA409';
  end if;
  perform private.hold_agreement_seats(a.id, -1);
  update public.training_agreements
     set status = 'cancelled', cancelled_at = now(), cancellation_reason = btrim(p_reason)
   where id = a.id
  returning * into a;
  delete from private.agreement_links where agreement_id = a.id;
  insert into private.agreement_audit (agreement_id, event, user_id, name) values (a.id, 'cancelled', p_caller, p_reason);
  if a.number is not null and jsonb_typeof(p_mail) = 'object' then
    perform private.enqueue_job('mail.send',
      replace(p_mail::text, '{{numero}}', a.number)::jsonb || jsonb_build_object('to', a.client_signer_email),
      now(), 'mail:agreements.cancelled:' || a.id);
  end if;
  return a;
end
$$;

-- ─── Trainees, named now or later ───────────────────────────────────────────────────────────────────────────
-- Staff or the organisation's training manager name a trainee for one of the agreement's sessions, up to its seats.
-- When the agreement holds a seat and the address has an account, the trainee is enrolled (confirmed: the agreement
-- pays) and the seat moves from the agreement to the enrolment in this transaction — so convocations, attendance,
-- certificates and evaluations follow as for any learner.
create function public.name_agreement_trainee(p_agreement bigint, p_session bigint, p_full_name text, p_email text)
returns public.agreement_trainees
language plpgsql security definer set search_path = '' as $$
declare
  a public.training_agreements;
  g public.agreement_sessions;
  s public.course_sessions;
  t public.agreement_trainees;
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_user uuid;
  v_enrollment bigint;
begin
  select * into a from public.training_agreements where id = p_agreement for update;
  if not found or auth.uid() is null
     or not (public.is_admin() or (a.status <> 'draft' and public.is_training_manager_of(a.organisation_id))) then
    raise exception 'Cette convention n''existe pas.' using errcode = 'PA404';
  end if;
  if a.status = 'cancelled' then
    raise exception 'Cette convention a été annulée.' using errcode = 'PA409';
  end if;
  select * into g from public.agreement_sessions where agreement_id = a.id and session_id = p_session;
  if not found then
    raise exception 'Cette session ne fait pas partie de la convention.' using errcode = 'PA404';
  end if;
  select * into s from public.course_sessions where id = p_session;
  if s.starts_on <= current_date then
    raise exception 'La session a commencé : les stagiaires ne changent plus.' using errcode = 'PA409';
  end if;
  if char_length(btrim(coalesce(p_full_name, ''))) not between 1 and 120 then
    raise exception 'Indiquez le nom du stagiaire (120 caractères au plus).' using errcode = 'PA422';
  end if;
  if char_length(v_email) > 254 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Adresse e-mail invalide.' using errcode = 'PA422';
  end if;
  if exists (select 1 from public.agreement_trainees x where x.agreement_id = a.id and x.session_id = p_session
              and x.email = v_email and x.status = 'named') then
    raise exception 'Ce stagiaire est déjà inscrit à cette session.' using errcode = 'PA409';
  end if;
  if (select count(*) from public.agreement_trainees x where x.agreement_id = a.id and x.session_id = p_session
       and x.status = 'named') >= g.seats then
    raise exception 'Les % places de la convention pour cette session sont toutes attribuées.', g.seats
      using errcode = 'PA409';
  end if;
  insert into public.agreement_trainees (agreement_id, session_id, member_id, full_name, email)
  values (a.id, p_session,
          (select m.id from public.organisation_members m where m.organisation_id = a.organisation_id
              and m.email = v_email),
          btrim(p_full_name), v_email)
  returning * into t;
  select u.id into v_user from auth.users u where lower(u.email) = v_email and u.email_confirmed_at is not null
   limit 1;
  if v_user is not null and g.seats_held > 0
     and not exists (select 1 from public.enrollments e where e.user_id = v_user and e.formation_id = s.formation_id
                      and e.status in ('pending', 'confirmed')) then
    perform set_config('agreements.holding', 'on', true);
    perform private.move_seats(p_session, -1);
    update public.agreement_sessions set seats_held = seats_held - 1 where id = g.id;
    perform set_config('agreements.holding', '', true);
    perform set_config('agreements.enrolling', 'on', true);
    insert into public.enrollments (formation_id, session_id, user_id, payment_method, status)
      values (s.formation_id, s.id, v_user, 'virement', 'pending')
      returning id into v_enrollment;
    -- Confirmed by the agreement (its invoices are the company's): the convocation and reminder follow.
    update public.enrollments set status = 'confirmed', status_reason = 'Convention de formation ' || a.number
     where id = v_enrollment;
    perform set_config('agreements.enrolling', '', true);
    update public.agreement_trainees set enrollment_id = v_enrollment where id = t.id returning * into t;
  end if;
  insert into private.agreement_audit (agreement_id, event, user_id, name) values (a.id, 'trainee_named', auth.uid(),
                                                                                  t.full_name);
  return t;
end
$$;

-- Removes a named trainee before the session starts; their enrolment (if any) is cancelled and its seat goes back to
-- the session as any cancelled seat (a trainee named later is enrolled while seats are left).
create function public.remove_agreement_trainee(p_trainee bigint) returns void
language plpgsql security definer set search_path = '' as $$
declare
  t public.agreement_trainees;
  a public.training_agreements;
begin
  select * into t from public.agreement_trainees where id = p_trainee and status = 'named';
  if found then
    select * into a from public.training_agreements where id = t.agreement_id for update;
  end if;
  if t.id is null or auth.uid() is null
     or not (public.is_admin() or (a.status <> 'draft' and public.is_training_manager_of(a.organisation_id))) then
    raise exception 'Stagiaire introuvable.' using errcode = 'PA404';
  end if;
  if (select s.starts_on from public.course_sessions s where s.id = t.session_id) <= current_date then
    raise exception 'La session a commencé : les stagiaires ne changent plus.' using errcode = 'PA409';
  end if;
  update public.agreement_trainees set status = 'removed' where id = t.id;
  if t.enrollment_id is not null then
    -- The enrolment is cancelled: its seat goes back to the session (and its waitlist), as any cancelled seat.
    update public.enrollments set status = 'cancelled', status_reason = 'Retiré de la convention ' || a.number
     where id = t.enrollment_id and status in ('pending', 'confirmed');
  end if;
  insert into private.agreement_audit (agreement_id, event, user_id, name) values (t.agreement_id, 'trainee_removed',
                                                                                  auth.uid(), t.full_name);
end
$$;

-- ─── Entry points of the Edge Functions (service_role only) ──────────────────────────────────────────────────
create function public.function_send_agreement(p_caller uuid, p_agreement bigint, p_token_hash text, p_firm jsonb,
                                               p_mail jsonb)
returns jsonb language sql security definer set search_path = '' as $$
  select jsonb_build_object('id', a.id, 'number', a.number, 'status', a.status)
    from private.send_agreement(p_caller, p_agreement, p_token_hash, p_firm, p_mail) a
$$;

create function public.function_agreement_by_token(p_token_hash text) returns jsonb
language sql security definer set search_path = '' as $$
  select private.agreement_by_token(p_token_hash)
$$;

-- The agreement for a signed-in reader: staff, or a training manager of its organisation once sent; else null.
create function public.function_agreement_for(p_caller uuid, p_agreement bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select private.agreement_document(a.id)
    from public.training_agreements a
   where a.id = p_agreement
     and (exists (select 1 from public.profiles p where p.id = p_caller and p.role = 'admin')
          or (a.status <> 'draft' and exists (select 1 from public.organisation_members m
                                               where m.organisation_id = a.organisation_id and m.user_id = p_caller
                                                 and m.role = 'training_manager' and m.status = 'active')))
$$;

-- The draft's content as it would be frozen now (staff's preview PDF).
create function public.function_agreement_preview(p_caller uuid, p_agreement bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select private.agreement_content(a.id)
    from public.training_agreements a
   where a.id = p_agreement and exists (select 1 from public.profiles p where p.id = p_caller and p.role = 'admin')
$$;

create function public.function_client_sign_agreement(p_agreement bigint, p_token_hash text, p_caller uuid,
                                                      p_name text, p_role text, p_address text, p_user_agent text,
                                                      p_sha256 text, p_mails jsonb)
returns jsonb language sql security definer set search_path = '' as $$
  select jsonb_build_object('id', a.id, 'number', a.number, 'status', a.status)
    from private.client_sign_agreement(p_agreement, p_token_hash, p_caller, p_name, p_role, p_address, p_user_agent,
                                       p_sha256, p_mails) a
$$;

create function public.function_firm_sign_agreement(p_caller uuid, p_agreement bigint, p_address text,
                                                    p_user_agent text, p_sha256 text, p_mail jsonb)
returns jsonb language sql security definer set search_path = '' as $$
  select jsonb_build_object('id', a.id, 'number', a.number, 'status', a.status)
    from private.firm_sign_agreement(p_caller, p_agreement, p_address, p_user_agent, p_sha256, p_mail) a
$$;

create function public.function_cancel_agreement(p_caller uuid, p_agreement bigint, p_reason text, p_mail jsonb)
returns jsonb language sql security definer set search_path = '' as $$
  select jsonb_build_object('id', a.id, 'number', a.number, 'status', a.status)
    from private.cancel_agreement(p_caller, p_agreement, p_reason, p_mail) a
$$;

-- Where the firm's notices go is the Edge Function's (NOTIFY_EMAIL); the training manager's e-mail address of the
-- agreement is in the row.

revoke all on function private.training_agreements_guard(), private.agreement_sessions_guard(),
  private.refuse_public_intra_enrollment(), private.default_cancellation_terms(), private.agreement_content(bigint),
  private.hold_agreement_seats(bigint, integer), private.send_agreement(uuid, bigint, text, jsonb, jsonb),
  private.agreement_document(bigint), private.agreement_by_token(text),
  private.client_sign_agreement(bigint, text, uuid, text, text, text, text, text, jsonb),
  private.firm_sign_agreement(uuid, bigint, text, text, text, jsonb),
  private.cancel_agreement(uuid, bigint, text, jsonb)
  from public;
revoke all on function public.can_read_intra_session(bigint, uuid), public.create_agreement_from_quote(bigint, uuid, text),
  public.set_agreement_session(bigint, bigint, integer),
  public.name_agreement_trainee(bigint, bigint, text, text), public.remove_agreement_trainee(bigint),
  public.function_send_agreement(uuid, bigint, text, jsonb, jsonb), public.function_agreement_by_token(text),
  public.function_agreement_for(uuid, bigint), public.function_agreement_preview(uuid, bigint),
  public.function_client_sign_agreement(bigint, text, uuid, text, text, text, text, text, jsonb),
  public.function_firm_sign_agreement(uuid, bigint, text, text, text, jsonb),
  public.function_cancel_agreement(uuid, bigint, text, jsonb)
  from public, anon, authenticated;
grant execute on function public.can_read_intra_session(bigint, uuid) to authenticated, service_role;
grant execute on function public.create_agreement_from_quote(bigint, uuid, text),
  public.set_agreement_session(bigint, bigint, integer),
  public.name_agreement_trainee(bigint, bigint, text, text), public.remove_agreement_trainee(bigint)
  to authenticated, service_role;
grant execute on function public.function_send_agreement(uuid, bigint, text, jsonb, jsonb),
  public.function_agreement_by_token(text), public.function_agreement_for(uuid, bigint),
  public.function_agreement_preview(uuid, bigint),
  public.function_client_sign_agreement(bigint, text, uuid, text, text, text, text, text, jsonb),
  public.function_firm_sign_agreement(uuid, bigint, text, text, text, jsonb),
  public.function_cancel_agreement(uuid, bigint, text, jsonb) to service_role;
