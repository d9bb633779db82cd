-- The 15-minute call's confirmation and reminder by SMS and/or WhatsApp too (issue 44 item 5, decision 1066): the
-- visitor who books a call has no account, so their consent lives on the booking (the boxes they ticked, when, their
-- exact words) and the phone messages of a booking name it (call_booking_id) instead of an account. A « STOP » from
-- the number closes that channel for every booking with that number and cancels its queued messages; a cancelled
-- booking cancels its own.

-- The words of the booking form's boxes (web/src/features/call-booking/components/booking-form.tsx says the same).
create function private.call_phone_consent_wording(p_sms boolean, p_whatsapp boolean) returns text
language sql immutable set search_path = '' as $$
  select case when p_sms or p_whatsapp then concat_ws(' ; ',
    case when p_sms then 'Recevoir la confirmation et les rappels de ce rendez-vous par SMS' end,
    case when p_whatsapp then 'Recevoir la confirmation et les rappels de ce rendez-vous par WhatsApp' end) end
$$;

-- The form never sent the box before this: a booking marked for SMS without recorded consent is not one.
update public.call_bookings set sms_reminder = false where sms_reminder;
alter table public.call_bookings
  add column whatsapp_reminder boolean not null default false,
  add column phone_consent_at timestamptz,
  add column phone_consent_text text check (char_length(phone_consent_text) <= 500),
  add column sms_stopped_at timestamptz,
  add column whatsapp_stopped_at timestamptz,
  add constraint call_bookings_phone_consent_recorded
    check (not (sms_reminder or whatsapp_reminder) or phone_consent_at is not null);

-- A phone message belongs to an account or to a booking (a visitor without an account), never to neither.
alter table public.phone_messages
  alter column user_id drop not null,
  add column call_booking_id bigint references public.call_bookings (id) on delete cascade,
  add constraint phone_messages_account_or_booking check (user_id is not null or call_booking_id is not null);
create index phone_messages_call_booking_idx on public.phone_messages (call_booking_id)
  where call_booking_id is not null;
-- RLS is unchanged: « user_id = auth.uid() or is_admin() » lets staff read a booking's messages and nobody else (a
-- null user_id matches no account; anon has no grant on the table).

-- A visitor books a slot (anon), the SMS and WhatsApp boxes ticked or not: the consent is recorded with the booking
-- (time, words). A new argument: the old signature goes (an overload would make calls ambiguous).
drop function public.book_call(text, timestamptz, text, text, text, text, text, boolean);
create function public.book_call(p_office text, p_starts_at timestamptz, p_full_name text, p_email text,
                                 p_phone text, p_subject text, p_time_zone text default null,
                                 p_sms_reminder boolean default false, p_whatsapp_reminder boolean default false)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_consultant bigint;
  v_token text := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
  v_booking public.call_bookings;
  v_sms boolean := coalesce(p_sms_reminder, false);
  v_whatsapp boolean := coalesce(p_whatsapp_reminder, false);
begin
  perform private.check_call_visitor(p_full_name, p_email, p_phone, p_subject);
  if p_office is null or p_office not in ('Montréal', 'Abidjan', 'Dakar') then
    raise exception 'Choisissez un bureau : Montréal, Abidjan ou Dakar.' using errcode = 'PA422';
  end if;
  v_consultant := private.take_call_slot(p_office, p_starts_at);
  if v_consultant is null then
    raise exception 'Ce créneau vient d''être réservé ou n''est plus disponible : choisissez-en un autre.'
      using errcode = 'PA409';
  end if;
  begin
    insert into public.call_bookings (consultant_id, starts_at, ends_at, full_name, email, phone, subject,
                                      visitor_time_zone, sms_reminder, whatsapp_reminder, phone_consent_at,
                                      phone_consent_text, manage_token_hash)
    values (v_consultant, p_starts_at, p_starts_at + interval '15 minutes', trim(p_full_name), trim(p_email), p_phone,
            trim(p_subject), coalesce(nullif(trim(p_time_zone), ''), 'Africa/Abidjan'), v_sms, v_whatsapp,
            case when v_sms or v_whatsapp then now() end, private.call_phone_consent_wording(v_sms, v_whatsapp),
            private.call_token_hash(v_token))
    returning * into v_booking;
  exception when unique_violation then
    raise exception 'Ce créneau vient d''être réservé ou n''est plus disponible : choisissez-en un autre.'
      using errcode = 'PA409';
  end;
  perform private.queue_call_jobs(v_booking, 'calls.booked', v_token);
  return jsonb_build_object('id', v_booking.id, 'starts_at', v_booking.starts_at, 'ends_at', v_booking.ends_at,
                            'token', v_token);
end
$$;

-- Whether a booking's message may go on a channel now: still booked, that box ticked (or, for the SMS, the fallback
-- of a failed WhatsApp message to a visitor who ticked WhatsApp, as decision 1008 does for accounts), no STOP on it
-- since, the same number.
create function private.call_channel_open(p_booking public.call_bookings, p_channel text, p_phone text,
                                          p_fallback boolean)
returns boolean
language sql stable set search_path = '' as $$
  select p_booking.id is not null and p_booking.status = 'booked' and p_booking.phone_consent_at is not null
     and p_booking.phone = p_phone and case p_channel
       when 'sms' then p_booking.sms_stopped_at is null
                       and (p_booking.sms_reminder or (p_fallback and p_booking.whatsapp_reminder))
       when 'whatsapp' then p_booking.whatsapp_stopped_at is null and p_booking.whatsapp_reminder
       else false end
$$;

-- Records one message of a booking on one channel and queues its sending, once (the dedupe key names the channel and
-- the change). Returns the new message's id, or null (channel closed, or already queued for this change).
create function private.queue_call_phone_message(p_booking bigint, p_channel text, p_purpose text, p_base_key text,
                                                 p_body text, p_template jsonb, p_fallback_of bigint)
returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  v_booking public.call_bookings;
  v_id bigint;
begin
  select * into v_booking from public.call_bookings where id = p_booking;
  if not found or not private.call_channel_open(v_booking, p_channel, v_booking.phone, p_fallback_of is not null) then
    return null;
  end if;
  insert into public.phone_messages (call_booking_id, purpose, channel, phone, body, template, base_key, dedupe_key,
                                     fallback_of)
  values (v_booking.id, p_purpose, p_channel, v_booking.phone, p_body, coalesce(p_template, '{}'::jsonb), p_base_key,
          p_channel || ':' || p_base_key, p_fallback_of)
  on conflict (dedupe_key) do nothing
  returning id into v_id;
  if v_id is not null then
    perform private.enqueue_job('message.send', jsonb_build_object('message_id', v_id), now(),
                                'message.send:' || v_id);
  end if;
  return v_id;
end
$$;

-- Called by the call jobs beside the visitor's e-mail (call-mails.ts): one change of one booking on each channel the
-- visitor ticked, once, none after a STOP. Returns the ids queued.
create function public.function_queue_call_phone_message(p_booking bigint, p_purpose text, p_base_key text,
                                                         p_body text, p_template text)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_ids jsonb := '[]'::jsonb;
  v_id bigint;
  v_channel text;
begin
  foreach v_channel in array array['whatsapp', 'sms'] loop
    v_id := private.queue_call_phone_message(p_booking, v_channel, p_purpose, p_base_key, p_body, p_template::jsonb,
                                             null);
    if v_id is not null then
      v_ids := v_ids || to_jsonb(v_id);
    end if;
  end loop;
  return v_ids;
end
$$;

-- A message failed: as before (decision 1008), and a booking's failed WhatsApp message goes once by SMS.
create or replace function private.phone_message_failed(p_message bigint, p_error text) returns void
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
  if v_message.user_id is null then
    perform private.queue_call_phone_message(v_message.call_booking_id,
                                             case v_message.channel when 'sms' then 'whatsapp' else 'sms' end,
                                             v_message.purpose, v_message.base_key, v_message.body,
                                             v_message.template, v_message.id);
    return;
  end if;
  perform private.queue_phone_message(v_message.user_id, case v_message.channel when 'sms' then 'whatsapp' else 'sms' end,
                                      v_message.purpose, v_message.base_key, v_message.body, v_message.template,
                                      v_message.enrollment_id, v_message.id);
end
$$;

-- What the message.send job sends: as before for an account's message; a booking's is open while call_channel_open
-- holds.
create or replace function public.function_phone_message_to_send(p_message bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'id', m.id, 'channel', m.channel, 'phone', m.phone, 'body', m.body, 'template', m.template, 'status', m.status,
    'open', case when m.user_id is null
                 then coalesce(private.call_channel_open(b, m.channel, m.phone, m.fallback_of is not null), false)
                 else coalesce(private.phone_channel_open(c, m.channel, m.fallback_of is not null)
                               and c.phone = m.phone, false) end)
    from public.phone_messages m
    left join public.phone_contacts c on c.user_id = m.user_id
    left join public.call_bookings b on b.id = m.call_booking_id
   where m.id = p_message
$$;

-- A booking cancelled (by the visitor, by staff, or released for a new time) cancels its messages not sent yet.
create function private.call_booking_cancels_messages() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.phone_messages set status = 'cancelled', error = 'Rendez-vous annulé ou déplacé', updated_at = now()
   where call_booking_id = new.id and status = 'queued';
  return null;
end
$$;

create trigger call_bookings_cancel_messages after update of status on public.call_bookings
  for each row when (new.status = 'cancelled' and old.status = 'booked')
  execute function private.call_booking_cancels_messages();

-- « STOP » (and the other words of decision 1008) from a number: as before for the accounts with that number, and now
-- also for the bookings with it (that channel closed, its queued messages cancelled); « START » reopens them.
create or replace function public.function_phone_keyword(p_phone text, p_channel text, p_text text) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_word text := upper(regexp_replace(translate(btrim(coalesce(p_text, '')), 'ÊÉÈêéè', 'EEEeee'), '[^A-Za-z]', '', 'g'));
  v_stop boolean;
  v_count integer := 0;
  v_bookings integer := 0;
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
  if p_channel = 'sms' then
    update public.call_bookings
       set sms_stopped_at = case when v_stop then coalesce(sms_stopped_at, now()) end
     where phone = p_phone and phone_consent_at is not null;
  else
    update public.call_bookings
       set whatsapp_stopped_at = case when v_stop then coalesce(whatsapp_stopped_at, now()) end
     where phone = p_phone and phone_consent_at is not null;
  end if;
  get diagnostics v_bookings = row_count;
  if v_stop and v_bookings > 0 then
    update public.phone_messages m set status = 'cancelled', error = 'STOP reçu', updated_at = now()
      from public.call_bookings b
     where m.call_booking_id = b.id and b.phone = p_phone and m.channel = p_channel and m.status = 'queued';
  end if;
  if v_bookings > 0 then
    insert into private.phone_consent_log (user_id, phone, sms, whatsapp, method)
    values (null, p_phone, case when p_channel = 'sms' then not v_stop end,
            case when p_channel = 'whatsapp' then not v_stop end,
            format('« %s » reçu par %s (%s rendez-vous)', left(btrim(p_text), 20),
                   case p_channel when 'sms' then 'SMS' else 'WhatsApp' end, v_bookings));
  end if;
  return v_count + v_bookings;
end
$$;

revoke all on function private.call_phone_consent_wording(boolean, boolean),
  private.call_channel_open(public.call_bookings, text, text, boolean),
  private.queue_call_phone_message(bigint, text, text, text, text, jsonb, bigint),
  private.call_booking_cancels_messages() from public, anon, authenticated;
revoke all on function public.book_call(text, timestamptz, text, text, text, text, text, boolean, boolean)
  from public, anon, authenticated;
grant execute on function public.book_call(text, timestamptz, text, text, text, text, text, boolean, boolean)
  to anon, authenticated;
revoke all on function public.function_queue_call_phone_message(bigint, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.function_queue_call_phone_message(bigint, text, text, text, text) to service_role;
