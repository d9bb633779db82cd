-- The 15-minute call's confirmation and reminder by SMS too (issue 44 item 5, decision 1066): the visitor who books a
-- call has no account, so their consent lives on the booking (the box they ticked, when, its exact words) and the
-- phone messages of a booking name it (call_booking_id) instead of an account. A « STOP » from the number closes the
-- SMS of every booking with that number and cancels its queued messages; a cancelled booking cancels its own.

-- The words of the booking form's box (web/src/features/call-booking/components/booking-form.tsx says the same).
create function private.call_sms_consent_wording() returns text
language sql immutable set search_path = '' as $$
  select 'Recevoir la confirmation et les rappels de ce rendez-vous par SMS'
$$;

-- The form never sent the box before this: a booking marked for SMS without recorded consent is not one.
update public.call_bookings set sms_reminder = false where sms_reminder;
alter table public.call_bookings
  add column sms_consent_at timestamptz,
  add column sms_consent_text text check (char_length(sms_consent_text) <= 500),
  add column sms_stopped_at timestamptz,
  add constraint call_bookings_sms_consent_recorded check (not sms_reminder or sms_consent_at is not null);

-- A phone message belongs to an account or to a booking (a visitor without an account), never to neither.
alter table public.phone_messages
  alter column user_id drop not null,
  add column call_booking_id bigint references public.call_bookings (id) on delete cascade,
  add constraint phone_messages_account_or_booking check (user_id is not null or call_booking_id is not null);
create index phone_messages_call_booking_idx on public.phone_messages (call_booking_id)
  where call_booking_id is not null;
-- RLS is unchanged: « user_id = auth.uid() or is_admin() » lets staff read a booking's messages and nobody else (a
-- null user_id matches no account; anon has no grant on the table).

-- A visitor books a slot (anon), the SMS box ticked or not: the consent is recorded with the booking (time, words).
create or replace function public.book_call(p_office text, p_starts_at timestamptz, p_full_name text, p_email text,
                                            p_phone text, p_subject text, p_time_zone text default null,
                                            p_sms_reminder boolean default false)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_consultant bigint;
  v_token text := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
  v_booking public.call_bookings;
  v_sms boolean := coalesce(p_sms_reminder, false);
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
                                      visitor_time_zone, sms_reminder, sms_consent_at, sms_consent_text,
                                      manage_token_hash)
    values (v_consultant, p_starts_at, p_starts_at + interval '15 minutes', trim(p_full_name), trim(p_email), p_phone,
            trim(p_subject), coalesce(nullif(trim(p_time_zone), ''), 'Africa/Abidjan'), v_sms,
            case when v_sms then now() end, case when v_sms then private.call_sms_consent_wording() end,
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

-- Whether the booking's SMS may go now: still booked, the box ticked, no STOP since, the same number.
create function private.call_sms_open(p_booking public.call_bookings, p_phone text) returns boolean
language sql stable set search_path = '' as $$
  select p_booking.id is not null and p_booking.status = 'booked' and p_booking.sms_reminder
     and p_booking.sms_consent_at is not null and p_booking.sms_stopped_at is null and p_booking.phone = p_phone
$$;

-- Called by the call jobs beside the visitor's e-mail (call-mails.ts): the SMS of one change of one booking, once
-- (dedupe key « sms:<change> »), and only to a visitor who ticked the box and sent no STOP. Returns the ids queued.
create function public.function_queue_call_phone_message(p_booking bigint, p_purpose text, p_base_key text,
                                                         p_body text, p_template text)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_booking public.call_bookings;
  v_id bigint;
begin
  select * into v_booking from public.call_bookings where id = p_booking;
  if not found or not private.call_sms_open(v_booking, v_booking.phone) then
    return '[]'::jsonb;
  end if;
  insert into public.phone_messages (call_booking_id, purpose, channel, phone, body, template, base_key, dedupe_key)
  values (v_booking.id, p_purpose, 'sms', v_booking.phone, p_body, coalesce(p_template::jsonb, '{}'::jsonb),
          p_base_key, 'sms:' || p_base_key)
  on conflict (dedupe_key) do nothing
  returning id into v_id;
  if v_id is null then
    return '[]'::jsonb;
  end if;
  perform private.enqueue_job('message.send', jsonb_build_object('message_id', v_id), now(), 'message.send:' || v_id);
  return jsonb_build_array(v_id);
end
$$;

-- What the message.send job sends: as before for an account's message; a booking's is open while call_sms_open holds.
create or replace function public.function_phone_message_to_send(p_message bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'id', m.id, 'channel', m.channel, 'phone', m.phone, 'body', m.body, 'template', m.template, 'status', m.status,
    'open', case when m.user_id is null
                 then m.channel = 'sms' and coalesce(private.call_sms_open(b, m.phone), false)
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
-- also for the bookings with it (their SMS closed, their queued SMS cancelled); « START » reopens them. WhatsApp
-- keywords concern accounts only (a booking's messages go by SMS).
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
     where phone = p_phone and sms_reminder;
    get diagnostics v_bookings = row_count;
    if v_stop and v_bookings > 0 then
      update public.phone_messages m set status = 'cancelled', error = 'STOP reçu', updated_at = now()
        from public.call_bookings b
       where m.call_booking_id = b.id and b.phone = p_phone and m.channel = 'sms' and m.status = 'queued';
    end if;
    if v_bookings > 0 then
      insert into private.phone_consent_log (user_id, phone, sms, whatsapp, method)
      values (null, p_phone, not v_stop, null,
              format('« %s » reçu par SMS (%s rendez-vous)', left(btrim(p_text), 20), v_bookings));
    end if;
  end if;
  return v_count + v_bookings;
end
$$;

revoke all on function private.call_sms_consent_wording(), private.call_sms_open(public.call_bookings, text),
  private.call_booking_cancels_messages() from public, anon, authenticated;
revoke all on function public.function_queue_call_phone_message(bigint, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.function_queue_call_phone_message(bigint, text, text, text, text) to service_role;
