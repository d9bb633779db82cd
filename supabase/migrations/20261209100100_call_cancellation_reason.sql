-- A booked call cancelled by staff says why, and the cancellation reaches the visitor's phone too (issue 44 item 5,
-- decision 1069). Staff gave no reason (staff_cancel_call took the booking only), the visitor's e-mail said « Nous
-- devons annuler » with nothing more, and the cancellation went by e-mail only (decision 1066 sent the confirmation and
-- the reminders by SMS/WhatsApp). As for staff's session cancellations (decision 1040): a reason is required from
-- staff, 422 in French without one, stored and carried to the visitor and the consultant.

alter table public.call_bookings
  add column cancellation_reason text check (char_length(cancellation_reason) <= 500);

comment on column public.call_bookings.cancellation_reason is
  'Why staff cancelled the call (required from staff); told to the visitor by e-mail and, where they consented, by SMS/WhatsApp.';

-- Staff cancel a booking with a reason: PT422 (the REST layer answers 422, as decision 1040's session cancellations)
-- without one. Replaces staff_cancel_call(bigint): a call without the reason would be ambiguous with a default.
drop function public.staff_cancel_call(bigint);
create function public.staff_cancel_call(p_booking bigint, p_reason text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_booking public.call_bookings;
  v_reason text := nullif(btrim(regexp_replace(coalesce(p_reason, ''), '\s+', ' ', 'g')), '');
begin
  if not public.is_admin() then
    raise exception 'Réservé à l''équipe du cabinet.' using errcode = 'PA403';
  end if;
  if v_reason is null then
    raise exception 'Indiquez le motif de l''annulation : il est envoyé au visiteur.' using errcode = 'PT422',
      hint = 'Par exemple : consultant indisponible, cabinet fermé ce jour-là.';
  end if;
  update public.call_bookings
     set status = 'cancelled', cancelled_by = 'staff', cancelled_at = now(), sequence = sequence + 1,
         cancellation_reason = left(v_reason, 500)
   where id = p_booking and status = 'booked'
  returning * into v_booking;
  if v_booking.id is null then
    raise exception 'Ce rendez-vous est introuvable ou déjà annulé.' using errcode = 'PA404';
  end if;
  perform private.queue_call_jobs(v_booking, 'calls.cancelled', null);
end
$$;

-- Whether a booking's message may go on a channel now, by what it says: the cancellation goes once the booking is
-- cancelled, every other message while it is booked; then as private.call_channel_open (consent, box ticked, no STOP,
-- same number).
create function private.call_message_open(p_booking public.call_bookings, p_channel text, p_phone text,
                                          p_fallback boolean, p_purpose text)
returns boolean
language sql stable set search_path = '' as $$
  select p_booking.id is not null
     and p_booking.status = case when p_purpose = 'call-cancelled' then 'cancelled' else 'booked' end
     and p_booking.phone_consent_at is not null and p_booking.phone = p_phone and case p_channel
       when 'sms' then p_booking.sms_stopped_at is null
                       and (p_booking.sms_reminder or (p_fallback and p_booking.whatsapp_reminder))
       when 'whatsapp' then p_booking.whatsapp_stopped_at is null and p_booking.whatsapp_reminder
       else false end
$$;

-- private.queue_call_phone_message as in 20261208780000, open by what the message says.
create or replace function private.queue_call_phone_message(p_booking bigint, p_channel text, p_purpose text,
                                                            p_base_key text, p_body text, p_template jsonb,
                                                            p_fallback_of bigint)
returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  v_booking public.call_bookings;
  v_id bigint;
begin
  select * into v_booking from public.call_bookings where id = p_booking;
  if not found or not private.call_message_open(v_booking, p_channel, v_booking.phone, p_fallback_of is not null,
                                                p_purpose) then
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

-- public.function_phone_message_to_send as in 20261208780000, a booking's message open by what it says.
create or replace function public.function_phone_message_to_send(p_message bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'id', m.id, 'channel', m.channel, 'phone', m.phone, 'body', m.body, 'template', m.template, 'status', m.status,
    'open', case when m.user_id is null
                 then coalesce(private.call_message_open(b, m.channel, m.phone, m.fallback_of is not null, m.purpose),
                               false)
                 else coalesce(private.phone_channel_open(c, m.channel, m.fallback_of is not null)
                               and c.phone = m.phone, false) end)
    from public.phone_messages m
    left join public.phone_contacts c on c.user_id = m.user_id
    left join public.call_bookings b on b.id = m.call_booking_id
   where m.id = p_message
$$;

-- public.function_call_mail_facts as in 20261208200100, with staff's reason.
create or replace function public.function_call_mail_facts(p_booking bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('id', b.id, 'starts_at', b.starts_at, 'ends_at', b.ends_at, 'status', b.status,
    'sequence', b.sequence, 'full_name', b.full_name, 'email', b.email, 'phone', b.phone, 'subject', b.subject,
    'visitor_time_zone', b.visitor_time_zone, 'sms_reminder', b.sms_reminder, 'cancelled_by', b.cancelled_by,
    'cancellation_reason', b.cancellation_reason,
    'consultant_name', k.full_name, 'consultant_email', k.email, 'office', k.office, 'time_zone', k.time_zone,
    'video_url', k.video_url, 'consultant_phone', k.phone)
  from public.call_bookings b join public.call_consultants k on k.id = b.consultant_id
  where b.id = p_booking
$$;

revoke all on function private.call_message_open(public.call_bookings, text, text, boolean, text)
  from public, anon, authenticated;
revoke all on function public.staff_cancel_call(bigint, text) from public, anon, authenticated;
grant execute on function public.staff_cancel_call(bigint, text) to authenticated;
