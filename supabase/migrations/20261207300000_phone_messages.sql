-- Messages on the phone (issue 44 item 1, decisions 1008 and 1009): a learner's mobile number and the channels they
-- chose, with their consent recorded and a STOP honoured; every phone message sent (SMS or WhatsApp), its delivery
-- status as the provider reported it, and its fallback to the other channel. E-mail stays the record: a phone message
-- is always sent beside an e-mail, never instead of one.

-- One row per account: the number (E.164, checked by the site before it is saved, its shape checked here), the
-- channels chosen, the consent (when, how, the words agreed to) and the STOPs received per channel.
create table public.phone_contacts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  phone text not null check (phone ~ '^\+[1-9][0-9]{7,14}$'),
  sms boolean not null default false,
  whatsapp boolean not null default false,
  consent_at timestamptz,
  consent_method text check (char_length(consent_method) <= 200),
  consent_text text check (char_length(consent_text) <= 500),
  sms_stopped_at timestamptz,
  whatsapp_stopped_at timestamptz,
  updated_at timestamptz not null default now()
);

create index phone_contacts_phone_idx on public.phone_contacts (phone);

-- Every change of consent, kept: the profile's saves and the STOPs received (who, which number, what, when, how).
create table private.phone_consent_log (
  id bigint generated always as identity primary key,
  user_id uuid references auth.users (id) on delete cascade,
  phone text not null,
  sms boolean,
  whatsapp boolean,
  method text not null,
  wording text,
  recorded_at timestamptz not null default now()
);

-- The phone messages. `base_key` names the change (the e-mail's dedupe key without « mail: »), so one change gives at
-- most one message per channel whatever the retries and fallbacks (the unique `dedupe_key` is `<channel>:<base_key>`).
create table public.phone_messages (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  enrollment_id bigint references public.enrollments (id) on delete set null,
  purpose text not null check (purpose ~ '^[a-z-]{1,40}$'),
  channel text not null check (channel in ('sms', 'whatsapp')),
  phone text not null,
  body text not null,
  template jsonb not null default '{}'::jsonb,
  base_key text not null,
  dedupe_key text not null unique,
  status text not null default 'queued' check (status in ('queued', 'sent', 'delivered', 'failed', 'cancelled')),
  provider text,
  provider_message_id text unique,
  error text,
  fallback_of bigint references public.phone_messages (id) on delete set null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  delivered_at timestamptz,
  failed_at timestamptz,
  updated_at timestamptz not null default now()
);

create index phone_messages_user_idx on public.phone_messages (user_id, created_at desc);
create index phone_messages_enrollment_idx on public.phone_messages (enrollment_id) where enrollment_id is not null;

alter table public.phone_contacts enable row level security;
alter table public.phone_messages enable row level security;

create policy "phone contacts: the account itself and staff read" on public.phone_contacts
  for select to authenticated using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "phone messages: the account itself and staff read" on public.phone_messages
  for select to authenticated using (user_id = (select auth.uid()) or (select public.is_admin()));

-- Reads only: the number and the choices are written by set_phone_preferences (consent recorded with them), the
-- messages by the job runner and the providers' callbacks (service role).
grant select on public.phone_contacts, public.phone_messages to authenticated;
grant select, insert, update, delete on public.phone_contacts, public.phone_messages to service_role;

-- The words a learner agrees to in « Mon profil » (web/src/features/account, phone-preferences.tsx says the same).
create function private.phone_consent_wording() returns text
language sql immutable set search_path = '' as $$
  select 'J''accepte de recevoir sur ce numéro, par SMS et/ou WhatsApp selon mon choix, les messages pratiques de mes '
      || 'formations (convocation, rappels, paiement, changements, évaluation, certificat). Répondre STOP les arrête.'
$$;

-- The signed-in learner saves their number and channels. Choosing a channel is consenting to it: the time, the way
-- (p_method, e.g. « Mon profil (site) ») and the words are recorded; a new number or a channel chosen again clears
-- the STOP received for it (the learner asked for it again, in writing). No channel chosen: the number is kept,
-- nothing is sent. PA422: a number that is not E.164.
create function public.set_phone_preferences(p_phone text, p_sms boolean, p_whatsapp boolean,
                                             p_method text default 'Mon profil (site)')
returns public.phone_contacts
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := auth.uid();
  v_before public.phone_contacts;
  v_row public.phone_contacts;
  v_consenting boolean := coalesce(p_sms, false) or coalesce(p_whatsapp, false);
begin
  if v_user is null then
    raise exception 'Connectez-vous pour enregistrer votre numéro.' using errcode = 'PA401';
  end if;
  if p_phone is null or p_phone !~ '^\+[1-9][0-9]{7,14}$' then
    raise exception 'Numéro de mobile invalide : écrivez-le au format international (+225…, +221…, +1…).'
      using errcode = 'PA422';
  end if;
  select * into v_before from public.phone_contacts where user_id = v_user for update;
  insert into public.phone_contacts as c (user_id, phone, sms, whatsapp, consent_at, consent_method, consent_text,
                                          sms_stopped_at, whatsapp_stopped_at, updated_at)
  values (v_user, p_phone, coalesce(p_sms, false), coalesce(p_whatsapp, false),
          case when v_consenting then now() end, case when v_consenting then left(p_method, 200) end,
          case when v_consenting then private.phone_consent_wording() end, null, null, now())
  on conflict (user_id) do update
     set phone = excluded.phone, sms = excluded.sms, whatsapp = excluded.whatsapp,
         consent_at = case when v_consenting then now() else c.consent_at end,
         consent_method = case when v_consenting then excluded.consent_method else c.consent_method end,
         consent_text = case when v_consenting then excluded.consent_text else c.consent_text end,
         sms_stopped_at = case when c.phone <> excluded.phone or (excluded.sms and not c.sms) then null
                               else c.sms_stopped_at end,
         whatsapp_stopped_at = case when c.phone <> excluded.phone or (excluded.whatsapp and not c.whatsapp) then null
                                    else c.whatsapp_stopped_at end,
         updated_at = now()
  returning * into v_row;
  if v_before is null or v_before.phone <> v_row.phone or v_before.sms <> v_row.sms
     or v_before.whatsapp <> v_row.whatsapp then
    insert into private.phone_consent_log (user_id, phone, sms, whatsapp, method, wording)
    values (v_user, v_row.phone, v_row.sms, v_row.whatsapp, left(p_method, 200),
            case when v_consenting then private.phone_consent_wording() end);
  end if;
  return v_row;
end
$$;

-- The learner removes their number: nothing more is sent, the queued messages are cancelled.
create function public.remove_phone() returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := auth.uid();
  v_phone text;
begin
  if v_user is null then
    raise exception 'Connectez-vous pour retirer votre numéro.' using errcode = 'PA401';
  end if;
  delete from public.phone_contacts where user_id = v_user returning phone into v_phone;
  if v_phone is not null then
    insert into private.phone_consent_log (user_id, phone, sms, whatsapp, method)
    values (v_user, v_phone, false, false, 'Numéro retiré dans « Mon profil » (site)');
    update public.phone_messages set status = 'cancelled', updated_at = now()
     where user_id = v_user and status = 'queued';
  end if;
end
$$;

-- Whether a channel may carry a message to this account now: chosen (or, for the SMS, the fallback of a failed
-- WhatsApp message to a learner who consented to phone messages), and not stopped.
create function private.phone_channel_open(p_contact public.phone_contacts, p_channel text, p_fallback boolean)
returns boolean
language sql stable set search_path = '' as $$
  select p_contact.user_id is not null and p_contact.consent_at is not null and case p_channel
    when 'sms' then p_contact.sms_stopped_at is null and (p_contact.sms or (p_fallback and p_contact.whatsapp))
    when 'whatsapp' then p_contact.whatsapp_stopped_at is null and p_contact.whatsapp
    else false end
$$;

-- Records one message on one channel and queues its sending (job message.send, run by process-jobs), once: the
-- dedupe key names the channel and the change. Returns the new message's id, or null (channel closed, or already
-- queued for this change).
create function private.queue_phone_message(p_user uuid, p_channel text, p_purpose text, p_base_key text,
                                            p_body text, p_template jsonb, p_enrollment bigint, p_fallback_of bigint)
returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  v_contact public.phone_contacts;
  v_id bigint;
begin
  select * into v_contact from public.phone_contacts where user_id = p_user;
  if not found or not private.phone_channel_open(v_contact, p_channel, p_fallback_of is not null) then
    return null;
  end if;
  insert into public.phone_messages (user_id, enrollment_id, purpose, channel, phone, body, template, base_key,
                                     dedupe_key, fallback_of)
  values (p_user, p_enrollment, p_purpose, p_channel, v_contact.phone, p_body, coalesce(p_template, '{}'::jsonb),
          p_base_key, p_channel || ':' || p_base_key, p_fallback_of)
  on conflict (dedupe_key) do nothing
  returning id into v_id;
  if v_id is not null then
    perform private.enqueue_job('message.send', jsonb_build_object('message_id', v_id), now(),
                                'message.send:' || v_id);
  end if;
  return v_id;
end
$$;

-- Called by the e-mail jobs beside the e-mail they queue (jobs-enrollment-mails.ts…): the learner of `p_email` gets
-- the text on each channel they chose (p_template: the WhatsApp template as JSON text, the same through an RPC and
-- through the Node runner's query). Returns the ids queued (none without a number, consent or channel).
create function public.function_queue_phone_message(p_email text, p_purpose text, p_base_key text, p_body text,
                                                    p_template text, p_enrollment bigint default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid;
  v_ids jsonb := '[]'::jsonb;
  v_id bigint;
  v_channel text;
begin
  select u.id into v_user from auth.users u where lower(u.email) = lower(p_email) limit 1;
  if v_user is null then
    return v_ids;
  end if;
  foreach v_channel in array array['whatsapp', 'sms'] loop
    v_id := private.queue_phone_message(v_user, v_channel, p_purpose, p_base_key, p_body, p_template::jsonb,
                                        p_enrollment, null);
    if v_id is not null then
      v_ids := v_ids || to_jsonb(v_id);
    end if;
  end loop;
  return v_ids;
end
$$;

-- What the message.send job sends: the message, and whether its channel is still open (a STOP since, a number
-- removed). Null: no such message.
create function public.function_phone_message_to_send(p_message bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'id', m.id, 'channel', m.channel, 'phone', m.phone, 'body', m.body, 'template', m.template, 'status', m.status,
    'open', coalesce(private.phone_channel_open(c, m.channel, m.fallback_of is not null) and c.phone = m.phone, false))
    from public.phone_messages m
    left join public.phone_contacts c on c.user_id = m.user_id
   where m.id = p_message
$$;

-- A message failed (refused at sending, or reported failed by the provider): recorded, and sent once on the other
-- channel when that one is open (a failed WhatsApp message goes by SMS: decision 1008).
create function private.phone_message_failed(p_message bigint, p_error text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_message public.phone_messages;
begin
  update public.phone_messages
     set status = 'failed', error = left(p_error, 500), failed_at = now(), updated_at = now()
   where id = p_message and status <> 'failed'
  returning * into v_message;
  if v_message.id is null or v_message.fallback_of is not null then
    return;
  end if;
  perform private.queue_phone_message(v_message.user_id, case v_message.channel when 'sms' then 'whatsapp' else 'sms' end,
                                      v_message.purpose, v_message.base_key, v_message.body, v_message.template,
                                      v_message.enrollment_id, v_message.id);
end
$$;

-- The message.send job's outcome: accepted by the provider (its id recorded, so a retry never sends it again),
-- refused for good (p_error, then the fallback), or not sent because its channel closed meanwhile (cancelled).
create function public.function_phone_message_outcome(p_message bigint, p_provider text, p_provider_id text,
                                                      p_error text default null, p_cancelled boolean default false)
returns text
language plpgsql security definer set search_path = '' as $$
begin
  if p_cancelled then
    update public.phone_messages set status = 'cancelled', error = left(p_error, 500), updated_at = now()
     where id = p_message and status = 'queued';
  elsif p_error is not null then
    update public.phone_messages set provider = p_provider where id = p_message;
    perform private.phone_message_failed(p_message, p_error);
  else
    update public.phone_messages
       set provider = p_provider, provider_message_id = p_provider_id, sent_at = coalesce(sent_at, now()),
           status = case when status = 'queued' then 'sent' else status end, updated_at = now()
     where id = p_message;
  end if;
  return (select status from public.phone_messages where id = p_message);
end
$$;

-- A delivery report from a provider's signed callback (message-status): sent, delivered (WhatsApp's « read » too) or
-- failed (Twilio's « undelivered »), never going back (a late « sent » after « delivered » changes nothing). A failure
-- falls back to the other channel. Returns the message's status, or null for a message we did not send.
create function public.function_phone_message_report(p_provider text, p_provider_id text, p_status text,
                                                     p_error text default null)
returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_message public.phone_messages;
begin
  select * into v_message from public.phone_messages
   where provider = p_provider and provider_message_id = p_provider_id for update;
  if not found then
    return null;
  end if;
  if p_status in ('failed', 'undelivered') then
    if v_message.status <> 'delivered' then
      perform private.phone_message_failed(v_message.id, coalesce(p_error, p_status));
    end if;
  elsif p_status in ('delivered', 'read') then
    update public.phone_messages set status = 'delivered', delivered_at = coalesce(delivered_at, now()),
           updated_at = now()
     where id = v_message.id and status <> 'delivered';
  elsif p_status = 'sent' then
    update public.phone_messages set status = 'sent', sent_at = coalesce(sent_at, now()), updated_at = now()
     where id = v_message.id and status = 'queued';
  end if;
  return (select status from public.phone_messages where id = v_message.id);
end
$$;

-- A « STOP » (or ARRET, ARRÊT, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT, DESABONNER) received from a number on a
-- channel: that channel is closed for every account with that number, their queued messages on it cancelled, the
-- consent log keeps it. « START » (or UNSTOP, YES) opens it again. Returns how many accounts it concerned.
create function public.function_phone_keyword(p_phone text, p_channel text, p_text text) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_word text := upper(regexp_replace(translate(btrim(coalesce(p_text, '')), 'ÊÉÈêéè', 'EEEeee'), '[^A-Za-z]', '', 'g'));
  v_stop boolean;
  v_count integer := 0;
  v_contact public.phone_contacts;
begin
  if v_word in ('STOP', 'STOPALL', 'ARRET', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'DESABONNER', 'DESINSCRIRE') then
    v_stop := true;
  elsif v_word in ('START', 'UNSTOP', 'YES') then
    v_stop := false;
  else
    return 0;
  end if;
  for v_contact in select * from public.phone_contacts where phone = p_phone for update loop
    if p_channel = 'sms' then
      update public.phone_contacts
         set sms_stopped_at = case when v_stop then coalesce(sms_stopped_at, now()) end, updated_at = now()
       where user_id = v_contact.user_id;
    else
      update public.phone_contacts
         set whatsapp_stopped_at = case when v_stop then coalesce(whatsapp_stopped_at, now()) end, updated_at = now()
       where user_id = v_contact.user_id;
    end if;
    if v_stop then
      update public.phone_messages set status = 'cancelled', error = 'STOP reçu', updated_at = now()
       where user_id = v_contact.user_id and channel = p_channel and status = 'queued';
    end if;
    insert into private.phone_consent_log (user_id, phone, sms, whatsapp, method)
    values (v_contact.user_id, p_phone,
            case when p_channel = 'sms' then not v_stop end, case when p_channel = 'whatsapp' then not v_stop end,
            format('« %s » reçu par %s', left(btrim(p_text), 20), case p_channel when 'sms' then 'SMS' else 'WhatsApp' end));
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

revoke all on function private.phone_consent_wording(), private.phone_channel_open(public.phone_contacts, text, boolean),
  private.queue_phone_message(uuid, text, text, text, text, jsonb, bigint, bigint),
  private.phone_message_failed(bigint, text) from public, anon, authenticated;
revoke all on function public.set_phone_preferences(text, boolean, boolean, text), public.remove_phone()
  from public, anon;
grant execute on function public.set_phone_preferences(text, boolean, boolean, text), public.remove_phone()
  to authenticated;
revoke all on function public.function_queue_phone_message(text, text, text, text, text, bigint),
  public.function_phone_message_to_send(bigint),
  public.function_phone_message_outcome(bigint, text, text, text, boolean),
  public.function_phone_message_report(text, text, text, text),
  public.function_phone_keyword(text, text, text) from public, anon, authenticated;
grant execute on function public.function_queue_phone_message(text, text, text, text, text, bigint),
  public.function_phone_message_to_send(bigint),
  public.function_phone_message_outcome(bigint, text, text, text, boolean),
  public.function_phone_message_report(text, text, text, text),
  public.function_phone_keyword(text, text, text) to service_role;
