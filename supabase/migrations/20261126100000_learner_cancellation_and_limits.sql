-- The learner's side of the money journey off its happy path (issue 23, items 1 and 4):
--   * a written cancellation policy applied by the database (decision 0860);
--   * one hold per enrolment, counted from the moment of enrolment (decision 0861, supersedes 0854 in part);
--   * per-account limits on payment attempts and on enrol/cancel, counted in the database so that every server
--     instance sharing it sees the same counters (decision 0862);
--   * who cancelled an enrolment and why, next to each status change, so e-mails can say it (decision 0863).

-- ─── The cancellation policy: one place, read by the screens and the server ─────────────────────────────
-- Free cancellation (paid seats refunded in full) until `free_cancellation_days` days before the session's first day;
-- after that a paid seat stays due (a colleague may take it). Refunds are paid within `refund_days` days.
-- The same numbers are in common/cancellation-policy.ts (the CGV text and the screens); a test checks they agree.
create function public.cancellation_policy()
returns table (free_cancellation_days integer, refund_days integer)
language sql immutable set search_path = '' as $$
  select 15, 14
$$;
revoke all on function public.cancellation_policy() from public;
grant execute on function public.cancellation_policy() to anon, authenticated, service_role;

-- The last day a learner may cancel a paid seat free of charge (null for an enrolment without a dated session).
create function private.free_cancellation_until(p_starts_on date) returns date
language sql immutable set search_path = '' as $$
  select p_starts_on - (select free_cancellation_days from public.cancellation_policy())
$$;

-- ─── Who cancelled and why ────────────────────────────────────────────────────────────────────────────────
alter table public.enrollment_status_changes
  add column reason text check (char_length(reason) <= 500),
  add column actor text check (actor in ('learner', 'staff', 'system'));

comment on column public.enrollment_status_changes.actor is
  'learner (the enrolment''s own account), staff (anyone else signed in), system (a job: hold expiry, promotion).';
comment on column public.enrollment_status_changes.reason is
  'Why, in French, as the e-mail tells it: the learner''s or staff''s words, else what the database knows.';

-- Fills actor and reason from what the transaction knows: `enrollments.change_reason` (set by the cancel function),
-- else the obvious cause (the session was cancelled, the hold lapsed).
create function private.describe_status_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  enrolment record;
begin
  select e.user_id, e.hold_expires_at, s.status as session_status
    into enrolment
    from public.enrollments e left join public.course_sessions s on s.id = e.session_id
   where e.id = new.enrollment_id;
  if new.actor is null then
    new.actor := case
      when new.changed_by is null then 'system'
      when new.changed_by = enrolment.user_id then 'learner'
      else 'staff' end;
  end if;
  if new.reason is null then
    new.reason := nullif(current_setting('enrollments.change_reason', true), '');
  end if;
  if new.reason is null and new.new_status = 'cancelled' then
    new.reason := case
      when enrolment.session_status = 'cancelled' then 'Session annulée'
      when new.actor = 'system' and new.old_status = 'pending' then 'Délai de paiement dépassé'
      else null end;
  end if;
  return new;
end
$$;
revoke all on function private.describe_status_change() from public;

create trigger enrollment_status_changes_describe before insert on public.enrollment_status_changes
  for each row execute function private.describe_status_change();

-- Learners read the history of their own enrolments (« Annulée par vous », « Annulée par notre équipe »).
create policy "status changes: learners read their own" on public.enrollment_status_changes
  for select to authenticated using (
    exists (select 1 from public.enrollments e where e.id = enrollment_id and e.user_id = auth.uid()));

-- ─── Per-account limits, in the database ──────────────────────────────────────────────────────────────────
-- One row per accepted action; a sliding window counted under a transaction lock per account and action, so two
-- server instances on one database count together. Old rows of the account are removed as it acts.
create table private.account_actions (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  action text not null check (action in ('payment_attempt', 'enrolment_change')),
  at timestamptz not null default clock_timestamp()
);
create index account_actions_window_idx on private.account_actions (user_id, action, at);
alter table private.account_actions enable row level security;
revoke all on private.account_actions from public;

-- A positive whole number from an SQL setting (e.g. `alter database postgres set sessions.payment_attempts_per_minute
-- = '120'`), else the default.
create function private.positive_setting(p_name text, p_default integer) returns integer
language plpgsql stable set search_path = '' as $$
declare
  raw text := nullif(trim(coalesce(current_setting(p_name, true), '')), '');
begin
  if raw is null or raw !~ '^[0-9]{1,9}$' or raw::integer < 1 then
    return p_default;
  end if;
  return raw::integer;
end
$$;

-- Counts one action of the account, or refuses it (SQLSTATE `p_errcode`) when `p_limit` were already accepted within
-- `p_window`. A refused action is not counted.
create function private.take_action(p_user uuid, p_action text, p_limit integer, p_window interval, p_errcode text,
                                    p_message text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  used integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('account_actions:' || p_user::text || ':' || p_action, 0));
  delete from private.account_actions
   where user_id = p_user and action = p_action and at < clock_timestamp() - p_window;
  select count(*) into used from private.account_actions where user_id = p_user and action = p_action;
  if used >= p_limit then
    raise exception using errcode = p_errcode, message = p_message;
  end if;
  insert into private.account_actions (user_id, action) values (p_user, p_action);
end
$$;

-- Payment attempts (create-payment): `sessions.payment_attempts_per_minute`, default 60, per account.
create function private.take_payment_attempt(p_user uuid) returns void
language sql security definer set search_path = '' as $$
  select private.take_action(p_user, 'payment_attempt',
    private.positive_setting('sessions.payment_attempts_per_minute', 60), interval '1 minute', 'PA429',
    'Trop de tentatives de paiement en une minute : patientez une minute avant de réessayer.')
$$;

-- Enrol, join or leave a waitlist, cancel: `sessions.enrolment_changes_per_hour`, default 20, per account.
create function private.take_enrolment_change(p_user uuid) returns void
language sql security definer set search_path = '' as $$
  select private.take_action(p_user, 'enrolment_change',
    private.positive_setting('sessions.enrolment_changes_per_hour', 20), interval '1 hour', 'PA430',
    'Trop d''inscriptions ou d''annulations en une heure : réessayez plus tard ou écrivez-nous.')
$$;

-- ─── One hold per enrolment ───────────────────────────────────────────────────────────────────────────────
-- The hold runs from the moment of enrolment (or of promotion, which creates the enrolment). A payment attempt never
-- moves it further than the enrolment's own time plus the hold of the method now chosen: a learner who enrolled by
-- card and switches to a transfer gets the transfer's hold counted from enrolment; a transfer enrolment is not
-- extended by any attempt; a lapsed hold is never revived.
create function private.fit_hold_to_method(p_enrollment bigint, p_method text) returns timestamptz
language plpgsql security definer set search_path = '' as $$
declare
  fitted timestamptz;
begin
  update public.enrollments
     set hold_expires_at = greatest(hold_expires_at, created_at + private.hold_interval(p_method))
   where id = p_enrollment and status = 'pending' and hold_expires_at > now()
  returning hold_expires_at into fitted;
  return fitted;
end
$$;

-- The older helper, kept for any caller, now bounded the same way (never past enrolment + the longest hold).
create or replace function private.extend_hold(p_enrollment bigint, p_by interval) returns timestamptz
language plpgsql security definer set search_path = '' as $$
declare
  extended timestamptz;
begin
  update public.enrollments
     set hold_expires_at = least(greatest(hold_expires_at, now()) + p_by,
                                 greatest(hold_expires_at, created_at + private.hold_interval('virement')))
   where id = p_enrollment and status = 'pending'
  returning hold_expires_at into extended;
  return extended;
end
$$;

-- ─── The learner cancels; the policy is applied here ──────────────────────────────────────────────────────
-- Errors: PA404 not found (or not the caller's: a trainer gets the same answer as anyone), PA409 not cancellable,
-- PA410 outside the free-cancellation window, PA430 too many changes in the hour.
create function private.cancel_enrollment(p_user uuid, p_enrollment bigint, p_reason text)
returns table (status text, refund_amount numeric, refund_currency text, refund_due_on date,
               free_cancellation_until date)
language plpgsql security definer set search_path = '' as $$
declare
  target record;
  staff boolean := public.is_admin();
  last_free_day date;
  refund public.refunds;
begin
  select e.id, e.user_id, e.status, s.starts_on
    into target
    from public.enrollments e left join public.course_sessions s on s.id = e.session_id
   where e.id = p_enrollment
     for update of e;
  if not found or (target.user_id <> p_user and not staff) then
    raise exception 'Inscription introuvable.' using errcode = 'PA404';
  end if;
  if not staff then
    perform private.take_enrolment_change(p_user);
  end if;
  if target.status not in ('pending', 'confirmed') then
    raise exception 'Cette inscription est déjà annulée ou terminée : il n''y a rien à annuler.' using errcode = 'PA409';
  end if;
  last_free_day := private.free_cancellation_until(target.starts_on);
  if not staff and target.status = 'confirmed' and last_free_day is not null and current_date > last_free_day then
    raise exception 'L''annulation gratuite était possible jusqu''au % (% jours avant le début de la session). Passé ce délai, la formation reste due : vous pouvez vous faire remplacer par un collègue en nous écrivant.',
      to_char(last_free_day, 'DD/MM/YYYY'), (select free_cancellation_days from public.cancellation_policy())
      using errcode = 'PA410';
  end if;
  perform set_config('enrollments.change_reason',
    coalesce(nullif(trim(left(p_reason, 500)), ''),
             case when staff and target.user_id <> p_user then 'Annulée par notre équipe' else 'Annulée par l''apprenant' end),
    true);
  update public.enrollments set status = 'cancelled' where id = p_enrollment;
  perform set_config('enrollments.change_reason', '', true);
  select * into refund from public.refunds r where r.enrollment_id = p_enrollment;
  return query select 'cancelled'::text, refund.amount, refund.currency,
    (refund.created_at::date + (select refund_days from public.cancellation_policy())),
    last_free_day;
end
$$;

-- ─── The learner leaves a waitlist ───────────────────────────────────────────────────────────────────────
create function private.leave_waitlist(p_user uuid, p_session bigint) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform private.take_enrolment_change(p_user);
  update public.session_waitlist set status = 'left'
   where session_id = p_session and user_id = p_user and status = 'waiting';
  if not found then
    raise exception 'Vous n''êtes pas sur la liste d''attente de cette session.' using errcode = 'PA405';
  end if;
end
$$;

revoke all on function private.free_cancellation_until(date), private.positive_setting(text, integer),
  private.take_action(uuid, text, integer, interval, text, text), private.take_payment_attempt(uuid),
  private.take_enrolment_change(uuid), private.fit_hold_to_method(bigint, text), private.extend_hold(bigint, interval),
  private.cancel_enrollment(uuid, bigint, text), private.leave_waitlist(uuid, bigint) from public;
