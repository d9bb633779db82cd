-- Safe staff actions (issue 23, item 3; decision 0870).
--
-- 1. Confirming an enrolment that has not been paid is an explicit act with a reason. The reason travels with the
--    status change (`enrollments.status_reason`, written in the same update as `status`) and lands in the audit trail
--    (`enrollment_status_changes.reason`, beside `changed_by`). Without a succeeded payment, pending → confirmed is
--    refused unless a reason is given, whoever writes (the back office, the API, a support script). A paid enrolment
--    is confirmed by the payment itself (reconcile-transfer, the gateway's notification), which issues the invoice.
-- 2. A session cannot be created, moved or reopened with an end date in the past by a signed-in user (the back office
--    and the API); the server's own connection and the service role may still record past sessions (imports, history).

-- ─── The reason of a status change ─────────────────────────────────────────────────────────────────────────
-- The column is added by 20261126100000 (who cancelled and why); `if not exists` keeps this file applicable alone.
alter table public.enrollment_status_changes
  add column if not exists reason text check (char_length(reason) <= 500);

alter table public.enrollments
  add column status_reason text check (char_length(status_reason) <= 500);

comment on column public.enrollments.status_reason is
  'Why the last status change was made, when one was given (required to confirm without payment). Written with the status.';

grant update (status_reason) on public.enrollments to authenticated;

create function private.check_status_reason() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status is not distinct from old.status then
    -- A reason only accompanies a status change.
    new.status_reason := old.status_reason;
    return new;
  end if;
  if new.status_reason is not distinct from old.status_reason then
    new.status_reason := null; -- not given with this change: the previous change's reason does not carry over
  end if;
  new.status_reason := nullif(trim(new.status_reason), '');
  if old.status = 'pending' and new.status = 'confirmed' and new.status_reason is null
     and not exists (select 1 from public.payments p where p.enrollment_id = new.id and p.status = 'succeeded') then
    raise exception 'Confirmer une inscription sans paiement demande une raison'
      using errcode = '23514',
        hint = 'Enregistrez le paiement (« Virement reçu ») ou indiquez pourquoi la place est confirmée sans paiement : aucune facture ne sera émise.';
  end if;
  return new;
end
$$;

create trigger enrollments_check_status_reason before update on public.enrollments
  for each row execute function private.check_status_reason();

-- Runs after enrollments_record_status (triggers fire in name order), which wrote the change with its author.
create function private.record_status_reason() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.enrollment_status_changes c set reason = new.status_reason
   where c.id = (select max(x.id) from public.enrollment_status_changes x where x.enrollment_id = new.id);
  return null;
end
$$;

create trigger enrollments_record_status_reason after update of status on public.enrollments
  for each row when (old.status is distinct from new.status and new.status_reason is not null)
  execute function private.record_status_reason();

-- ─── Sessions never start their life in the past ─────────────────────────────────────────────────────────
create function private.refuse_session_in_the_past() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if auth.uid() is null or new.ends_on >= current_date or new.status = 'cancelled' then
    return new;
  end if;
  if tg_op = 'INSERT'
     or new.ends_on is distinct from old.ends_on
     or new.starts_on is distinct from old.starts_on
     or (old.status in ('planned', 'cancelled') and new.status in ('open', 'full')) then
    raise exception 'La date de fin (%) est passée : une session ne peut pas être créée ni rouverte dans le passé',
      to_char(new.ends_on, 'DD/MM/YYYY')
      using errcode = '23514', hint = 'Choisissez une date de fin à partir d''aujourd''hui.';
  end if;
  return new;
end
$$;

create trigger course_sessions_not_in_the_past before insert or update on public.course_sessions
  for each row execute function private.refuse_session_in_the_past();

revoke all on function private.check_status_reason(), private.record_status_reason(),
  private.refuse_session_in_the_past() from public;
