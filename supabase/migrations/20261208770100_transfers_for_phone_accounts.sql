-- Bank transfers for phone-only accounts (issue 44, decision 1065). A learner who signed up by phone proved their
-- number with a code (auth.users.phone_confirmed_at): that is a verified contact, as a confirmed e-mail is, so the
-- transfer hold of decision 0992 is theirs too. Having no e-mail, they get the transfer's amount, reference, bank
-- details and deadline by SMS (WhatsApp when they chose it), through the messaging queue, STOP honoured.

-- « A verified contact »: a confirmed e-mail or a confirmed phone. The name stays (the hold and waitlist functions of
-- 20261206300000 call it); its meaning widens.
create or replace function private.email_confirmed(p_user uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from auth.users u where u.id = p_user
                   and (u.email_confirmed_at is not null
                        or (u.phone_confirmed_at is not null and coalesce(u.phone, '') <> '')))
$$;

-- The bank-details job's facts, as in 20261129100100, with the hold's deadline, the session's city (its time zone)
-- and whether the account is phone-only (no e-mail, a confirmed phone).
create or replace function public.function_bank_transfer_facts(p_payment bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('enrollment_id', p.enrollment_id, 'amount', p.amount::text, 'currency', p.currency,
                            'reference', e.payment_reference, 'email', nullif(trim(u.email), ''),
                            'formation_title', f.title, 'hold_expires_at', e.hold_expires_at, 'city', s.city,
                            'phone_only', nullif(trim(u.email), '') is null and u.phone_confirmed_at is not null
                                          and coalesce(u.phone, '') <> '')
    from public.payments p
    join public.enrollments e on e.id = p.enrollment_id
    join public.formations f on f.id = e.formation_id
    left join public.course_sessions s on s.id = e.session_id
    left join auth.users u on u.id = p.user_id
   where p.id = p_payment;
$$;

-- The words the payment dialog shows a phone-only learner before « Obtenir les coordonnées bancaires ».
create function private.transfer_sms_wording() returns text
language sql immutable set search_path = '' as $$
  select 'Les coordonnées bancaires, la référence et la date limite du virement vous sont envoyées par SMS à ce numéro. Répondez STOP pour ne plus recevoir nos SMS.'::text
$$;

-- A phone message to the phone-only account of an enrollment (the bank details of its transfer). Its phone contact is
-- made on first need from the confirmed sign-in number, SMS chosen, the consent recorded (when, « Réservation par
-- virement (site) », the dialog's words) and logged; an existing contact keeps its choices and STOPs. Answers the ids
-- queued (none for an account with an e-mail, or a number that replied STOP).
create function public.function_queue_phone_message_for_phone_account(p_enrollment bigint, p_purpose text,
                                                                     p_base_key text, p_body text, p_template text)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid;
  v_phone text;
  v_ids jsonb := '[]'::jsonb;
  v_id bigint;
  v_channel text;
begin
  select u.id, '+' || u.phone into v_user, v_phone
    from public.enrollments e join auth.users u on u.id = e.user_id
   where e.id = p_enrollment and nullif(trim(u.email), '') is null and u.phone_confirmed_at is not null
     and coalesce(u.phone, '') ~ '^[1-9][0-9]{7,14}$';
  if v_user is null then
    return v_ids;
  end if;
  insert into public.phone_contacts (user_id, phone, sms, whatsapp, consent_at, consent_method, consent_text)
  values (v_user, v_phone, true, false, now(), 'Réservation par virement (site)', private.transfer_sms_wording())
  on conflict (user_id) do nothing;
  if found then
    insert into private.phone_consent_log (user_id, phone, sms, whatsapp, method, wording)
    values (v_user, v_phone, true, false, 'Réservation par virement (site)', private.transfer_sms_wording());
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

revoke all on function private.transfer_sms_wording() from public, anon, authenticated;
revoke all on function public.function_queue_phone_message_for_phone_account(bigint, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.function_queue_phone_message_for_phone_account(bigint, text, text, text, text)
  to service_role;
