-- A bank-transfer hold never runs past its session (issue 48 item 1, review 2026-12-06 finding 3, decision 1031).
-- - The hold of a seat held for a transfer ends at the latest at noon (UTC) the day before the session starts — never
--   less than 30 minutes from now, so a seat taken today can still be paid by card or Mobile Money before it lapses.
-- - A transfer is no longer opened for a session that starts within 7 days (an international transfer takes days):
--   PA469, answered 422 `transfer_too_late` by create-payment and the payment link; the dialog does not offer it.

create function private.transfer_hold_limit(p_starts_on date) returns timestamptz
language sql immutable set search_path = '' as $$
  select ((p_starts_on - 1)::timestamp + time '12:00') at time zone 'UTC'
$$;

-- Runs after every trigger that sets the hold (enrollments_prepare, …: triggers of one event fire in name order).
create function private.cap_transfer_hold() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  starts date;
begin
  if new.status <> 'pending' or new.hold_expires_at is null or new.payment_method is distinct from 'virement'
     or new.session_id is null then
    return new;
  end if;
  select s.starts_on into starts from public.course_sessions s where s.id = new.session_id;
  if starts is not null then
    new.hold_expires_at := least(new.hold_expires_at,
      greatest(private.transfer_hold_limit(starts), now() + interval '30 minutes'));
  end if;
  return new;
end
$$;
create trigger enrollments_zz_cap_transfer_hold before insert or update on public.enrollments
  for each row execute function private.cap_transfer_hold();

create function private.refuse_late_transfer() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  starts date;
begin
  if new.channel <> 'virement' then
    return new;
  end if;
  select s.starts_on into starts
    from public.enrollments e join public.course_sessions s on s.id = e.session_id
   where e.id = new.enrollment_id;
  if starts is not null and starts < current_date + 7 then
    raise exception 'Le virement n''est plus proposé pour cette session : elle commence le % et un virement met plusieurs jours à nous parvenir. Payez par carte ou par Mobile Money.',
      to_char(starts, 'DD/MM/YYYY') using errcode = 'PA469';
  end if;
  return new;
end
$$;
create trigger payments_refuse_late_transfer before insert on public.payments
  for each row execute function private.refuse_late_transfer();

revoke all on function private.transfer_hold_limit(date), private.cap_transfer_hold(),
  private.refuse_late_transfer() from public;
