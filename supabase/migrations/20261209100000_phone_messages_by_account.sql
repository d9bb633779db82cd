-- Phone messages addressed to the account, not to its e-mail (issue 44 item 1, decision 1068). A learner who signed
-- up by phone has no e-mail: the jobs found their phone recipient by the address (function_queue_phone_message took
-- p_email), and the facts functions answered nothing for an account without one, so a phone-only learner got nothing
-- about their session. The facts now carry the account (user_id) and an e-mail that may be null; the jobs queue the
-- phone text by account and the e-mail only where there is an address.

-- The phone text of a change, to the account `p_user`, on each channel it chose (none without a number, consent or
-- channel, or after a STOP). Replaces the e-mail-addressed version of 20261207300000.
drop function public.function_queue_phone_message(text, text, text, text, text, bigint);

create function public.function_queue_phone_message(p_user uuid, p_purpose text, p_base_key text, p_body text,
                                                    p_template text, p_enrollment bigint default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_ids jsonb := '[]'::jsonb;
  v_id bigint;
  v_channel text;
begin
  if p_user is null then
    return v_ids;
  end if;
  foreach v_channel in array array['whatsapp', 'sms'] loop
    v_id := private.queue_phone_message(p_user, v_channel, p_purpose, p_base_key, p_body, p_template::jsonb,
                                        p_enrollment, null);
    if v_id is not null then
      v_ids := v_ids || to_jsonb(v_id);
    end if;
  end loop;
  return v_ids;
end
$$;

-- public.function_enrollment_mail_facts as in 20261208500000, with the account and for an account without e-mail too
-- (its `email` null: the jobs send its phone texts and no e-mail).
create or replace function public.function_enrollment_mail_facts(p_enrollment bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
           'user_id', u.id, 'email', nullif(trim(u.email), ''), 'full_name', p.full_name, 'country', p.country,
           'status', e.status,
           'title', f.title, 'description', f.description, 'duration', f.duration, 'formation_id', f.id,
           'session_id', s.id, 'starts_on', to_char(s.starts_on, 'YYYY-MM-DD'),
           'ends_on', to_char(s.ends_on, 'YYYY-MM-DD'), 'format', s.format, 'city', s.city, 'venue', s.venue,
           'session_status', s.status, 'payment_reference', e.payment_reference, 'hold_expires_at', e.hold_expires_at,
           'amount', coalesce(e.payment_amount, f.price)::text,
           'currency', coalesce(e.payment_currency, f.price_currency),
           'refund', (select jsonb_build_object('amount', r.amount::text, 'currency', r.currency, 'status', r.status,
                                                'created_at', r.created_at)
                        from public.refunds r where r.enrollment_id = e.id and r.reason = 'cancellation'),
           'other_sessions', private.other_open_sessions(f.id, s.id))
    from public.enrollments e
    join public.course_sessions s on s.id = e.session_id
    join public.formations f on f.id = e.formation_id
    join auth.users u on u.id = e.user_id
    left join public.profiles p on p.id = e.user_id
   where e.id = p_enrollment;
$$;

-- public.function_certificate_mail_facts as in 20261129100000, with the account, for an account without e-mail too.
create or replace function public.function_certificate_mail_facts(p_certificate uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('user_id', u.id, 'email', nullif(trim(u.email), ''), 'full_name', p.full_name,
                            'learner_name', c.learner_name, 'formation_title', c.formation_title, 'number', c.number,
                            'issued_at', c.issued_at)
    from public.certificates c
    join auth.users u on u.id = c.user_id
    left join public.profiles p on p.id = c.user_id
   where c.id = p_certificate;
$$;

-- public.function_payment_receipt_facts as in 20261129100100, with the paying account.
create or replace function public.function_payment_receipt_facts(p_payment bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('enrollment_id', p.enrollment_id, 'user_id', p.user_id, 'amount', p.amount::text,
                            'currency', p.currency, 'number', i.number, 'customer_name', i.customer_name,
                            'customer_email', nullif(trim(i.customer_email), ''), 'formation_title', i.formation_title)
    from public.payments p join public.invoices i on i.payment_id = p.id
   where p.id = p_payment;
$$;

-- public.function_bank_transfer_facts as in 20261208770100, with the paying account (its phone text by account).
create or replace function public.function_bank_transfer_facts(p_payment bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('enrollment_id', p.enrollment_id, 'user_id', p.user_id, 'amount', p.amount::text,
                            'currency', p.currency, 'reference', e.payment_reference,
                            'email', nullif(trim(u.email), ''), 'formation_title', f.title,
                            'hold_expires_at', e.hold_expires_at, 'city', s.city,
                            'phone_only', nullif(trim(u.email), '') is null and u.phone_confirmed_at is not null
                                          and coalesce(u.phone, '') <> '')
    from public.payments p
    join public.enrollments e on e.id = p.enrollment_id
    join public.formations f on f.id = e.formation_id
    left join public.course_sessions s on s.id = e.session_id
    left join auth.users u on u.id = p.user_id
   where p.id = p_payment;
$$;

-- public.function_evaluation_invitees as in 20261130100000, with each invitee's account (the questionnaire's link by
-- SMS/WhatsApp to a learner without e-mail).
create or replace function public.function_evaluation_invitees(p_kind text, p_session bigint, p_enrollment bigint)
returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
           'over', p_session is null or private.session_is_over(p_session),
           'invitees', coalesce((
             select jsonb_agg(jsonb_build_object('enrollment_id', e.id, 'user_id', e.user_id,
                                                 'email', nullif(trim(p.email), ''), 'full_name', p.full_name,
                                                 'title', f.title) order by e.id)
               from public.enrollments e
               join public.profiles p on p.id = e.user_id
               join public.formations f on f.id = e.formation_id
              where e.status in ('confirmed', 'completed') and e.session_id is not null
                and (p_session is not null or p_enrollment is not null)
                and (p_session is null or e.session_id = p_session)
                and (p_enrollment is null or e.id = p_enrollment)
                and not exists (select 1 from private.evaluation_invitations i
                                 where i.enrollment_id = e.id and i.kind = p_kind)), '[]'::jsonb));
$$;

revoke all on function public.function_queue_phone_message(uuid, text, text, text, text, bigint)
  from public, anon, authenticated;
grant execute on function public.function_queue_phone_message(uuid, text, text, text, text, bigint) to service_role;

-- The receipt of a payment by an account without e-mail: private.record_payment_status queues the receipt's job only
-- for an invoice with an address (20261208500000), so a phone-only learner was never told their payment arrived. An
-- invoice issued without one queues the same job under the same key (one per enrollment and instalment); the job
-- sends the phone text and no e-mail.
create function private.queue_phone_only_receipt() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.enqueue_job('payments.receipt', jsonb_build_object('payment_id', new.payment_id), now(),
    'payments.receipt-job:' || new.enrollment_id
      || coalesce(':' || (select i.number from public.enrollment_instalments i where i.id = new.instalment_id), ''));
  return null;
end
$$;

create trigger invoices_queue_phone_only_receipt after insert on public.invoices
  for each row when (coalesce(new.customer_email, '') = '')
  execute function private.queue_phone_only_receipt();

revoke all on function private.queue_phone_only_receipt() from public, anon, authenticated;
