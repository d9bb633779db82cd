-- The session and change e-mails, and the expiry of unpaid holds, run in the process-jobs Edge Function too (decision
-- 0955). Their jobs read what the e-mail says when it leaves (the learner, the session, the refund, the formation's
-- other open sessions), which joins auth.users: the queries the Node runner made on its own connection become the
-- SQL functions below, which both runners call (the Node runner in its job's transaction, process-jobs as RPCs).
-- Each answers one jsonb object (null when there is nothing to write to), dates as ISO strings, amounts as text.
-- service_role only.

-- The formation's other sessions still open to enrollment (or to its waitlist), soonest first, five at most.
create function private.other_open_sessions(p_formation bigint, p_except_session bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(o.session order by o.starts_on, o.id), '[]'::jsonb)
    from (select s.starts_on, s.id,
                 jsonb_build_object('starts_on', to_char(s.starts_on, 'YYYY-MM-DD'),
                                    'ends_on', to_char(s.ends_on, 'YYYY-MM-DD'),
                                    'format', s.format, 'city', s.city, 'venue', s.venue,
                                    'seats_left', s.seats_left) as session
            from public.course_sessions s
           where s.formation_id = p_formation and s.id <> p_except_session and s.status in ('open', 'full')
             and s.starts_on > current_date
           order by s.starts_on, s.id
           limit 5) o;
$$;

-- An enrollment as its e-mails describe it: the learner, the formation and session, the hold and the amount, the
-- refund (if it was paid and refunded or is owed one) and the formation's other open sessions.
create function public.function_enrollment_mail_facts(p_enrollment bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
           'email', u.email, 'full_name', p.full_name, 'country', p.country, 'status', e.status,
           'title', f.title, 'description', f.description, 'duration', f.duration, 'formation_id', f.id,
           'session_id', s.id, 'starts_on', to_char(s.starts_on, 'YYYY-MM-DD'),
           'ends_on', to_char(s.ends_on, 'YYYY-MM-DD'), 'format', s.format, 'city', s.city, 'venue', s.venue,
           'session_status', s.status, 'payment_reference', e.payment_reference, 'hold_expires_at', e.hold_expires_at,
           'amount', coalesce(e.payment_amount, f.price)::text,
           'currency', coalesce(e.payment_currency, f.price_currency),
           'refund', (select jsonb_build_object('amount', r.amount::text, 'currency', r.currency, 'status', r.status,
                                                'created_at', r.created_at)
                        from public.refunds r where r.enrollment_id = e.id),
           'other_sessions', private.other_open_sessions(f.id, s.id))
    from public.enrollments e
    join public.course_sessions s on s.id = e.session_id
    join public.formations f on f.id = e.formation_id
    join auth.users u on u.id = e.user_id
    left join public.profiles p on p.id = e.user_id
   where e.id = p_enrollment and u.email is not null;
$$;

-- A waitlist row as its e-mails describe it: the learner, the session, the place in the queue (among those waiting)
-- and the formation's other open sessions.
create function public.function_waitlist_mail_facts(p_waitlist bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
           'email', u.email, 'full_name', p.full_name, 'status', w.status,
           'position', (select count(*)::integer from public.session_waitlist o
                         where o.session_id = w.session_id and o.status = 'waiting'
                           and (o.created_at, o.id) <= (w.created_at, w.id)),
           'title', f.title, 'description', f.description, 'duration', f.duration, 'formation_id', f.id,
           'session_id', s.id, 'starts_on', to_char(s.starts_on, 'YYYY-MM-DD'),
           'ends_on', to_char(s.ends_on, 'YYYY-MM-DD'), 'format', s.format, 'city', s.city, 'venue', s.venue,
           'other_sessions', private.other_open_sessions(f.id, s.id))
    from public.session_waitlist w
    join public.course_sessions s on s.id = w.session_id
    join public.formations f on f.id = s.formation_id
    join auth.users u on u.id = w.user_id
    left join public.profiles p on p.id = w.user_id
   where w.id = p_waitlist and u.email is not null;
$$;

-- A completion certificate as its e-mail describes it.
create function public.function_certificate_mail_facts(p_certificate uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('email', u.email, 'full_name', p.full_name, 'learner_name', c.learner_name,
                            'formation_title', c.formation_title, 'number', c.number, 'issued_at', c.issued_at)
    from public.certificates c
    join auth.users u on u.id = c.user_id
    left join public.profiles p on p.id = c.user_id
   where c.id = p_certificate and u.email is not null;
$$;

-- A refund paid back, as its e-mail describes it: how much, how (the payment refunded) and the credit note.
create function public.function_refund_paid_mail_facts(p_refund bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('email', u.email, 'full_name', pr.full_name, 'formation_title', f.title,
                            'amount', r.amount::text, 'currency', r.currency, 'refunded_at', r.refunded_at,
                            'provider', p.provider, 'channel', p.channel, 'credit_note', n.number)
    from public.refunds r
    join public.payments p on p.id = r.payment_id
    join public.enrollments e on e.id = r.enrollment_id
    join public.formations f on f.id = e.formation_id
    join auth.users u on u.id = r.user_id
    left join public.profiles pr on pr.id = r.user_id
    left join public.credit_notes n on n.refund_id = r.id
   where r.id = p_refund and r.status = 'refunded' and u.email is not null;
$$;

-- The job `sessions.hold-expiry`: releases the seat of an enrollment whose hold has run out (private.expire_hold does
-- nothing to a seat paid or moved meanwhile) and marks the job done, in one transaction, as the Node runner does.
-- Returns the job's new state (null when the job is not running any more).
create function public.function_finish_hold_expiry(p_job bigint, p_enrollment bigint) returns text
language plpgsql security definer set search_path = '' as $$
begin
  perform 1 from private.jobs where id = p_job and state = 'running' for update;
  if not found then
    return null;
  end if;
  perform private.expire_hold(p_enrollment);
  update private.jobs set state = 'done', finished_at = now(), locked_until = null, last_error = null
   where id = p_job;
  return 'done';
end
$$;

revoke all on function private.other_open_sessions(bigint, bigint), public.function_enrollment_mail_facts(bigint),
  public.function_waitlist_mail_facts(bigint), public.function_certificate_mail_facts(uuid),
  public.function_refund_paid_mail_facts(bigint), public.function_finish_hold_expiry(bigint, bigint)
  from public, anon, authenticated;
grant execute on function public.function_enrollment_mail_facts(bigint), public.function_waitlist_mail_facts(bigint),
  public.function_certificate_mail_facts(uuid), public.function_refund_paid_mail_facts(bigint),
  public.function_finish_hold_expiry(bigint, bigint)
  to service_role;
