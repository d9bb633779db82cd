-- Issue 43 items 3 and 5 (decisions 0999, 1011): a trainee the training manager names before they have an account
-- is enrolled when the account with that address exists and is confirmed — at sign-up locally, at confirmation on a
-- hosted project, after an e-mail change —, as organisation memberships are linked (decision 0995). Until now the
-- seat moved to an enrollment only when the trainee was named after signing up, so employees named first, then
-- invited, never saw their training. The seat comes from the agreement's held seats, in one transaction, exactly as
-- public.name_agreement_trainee does it; nothing happens once the session has started or the agreement is cancelled.
create function private.enroll_named_trainees(p_user uuid, p_email text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  t public.agreement_trainees;
  a public.training_agreements;
  g public.agreement_sessions;
  s public.course_sessions;
  v_enrollment bigint;
begin
  for t in
    select x.* from public.agreement_trainees x
     where x.email = lower(p_email) and x.status = 'named' and x.enrollment_id is null
     order by x.id
  loop
    -- The agreement's row first, as name_agreement_trainee locks it: the two never enrol one seat twice.
    select * into a from public.training_agreements where id = t.agreement_id for update;
    continue when a.status not in ('sent', 'client_signed', 'signed');
    select * into g from public.agreement_sessions where agreement_id = t.agreement_id and session_id = t.session_id;
    select * into s from public.course_sessions where id = t.session_id;
    continue when g.seats_held <= 0 or s.starts_on <= current_date or s.status = 'cancelled';
    continue when exists (select 1 from public.enrollments e where e.user_id = p_user and e.formation_id = s.formation_id
                           and e.status in ('pending', 'confirmed'));
    -- Still named and without an enrollment once the agreement is locked.
    continue when not exists (select 1 from public.agreement_trainees x where x.id = t.id and x.status = 'named'
                               and x.enrollment_id is null);
    perform set_config('agreements.holding', 'on', true);
    perform private.move_seats(s.id, -1);
    update public.agreement_sessions set seats_held = seats_held - 1 where id = g.id;
    perform set_config('agreements.holding', '', true);
    perform set_config('agreements.enrolling', 'on', true);
    insert into public.enrollments (formation_id, session_id, user_id, payment_method, status)
      values (s.formation_id, s.id, p_user, 'virement', 'pending')
      returning id into v_enrollment;
    update public.enrollments set status = 'confirmed', status_reason = 'Convention de formation ' || a.number
     where id = v_enrollment;
    perform set_config('agreements.enrolling', '', true);
    update public.agreement_trainees set enrollment_id = v_enrollment where id = t.id;
    insert into private.agreement_audit (agreement_id, event, user_id, name)
      values (a.id, 'trainee_named', p_user, t.full_name);
  end loop;
end
$$;

create function private.enroll_named_trainees_of_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.email is not null and new.email_confirmed_at is not null
     and (tg_op = 'INSERT' or new.email is distinct from old.email
          or new.email_confirmed_at is distinct from old.email_confirmed_at) then
    perform private.enroll_named_trainees(new.id, new.email);
  end if;
  return new;
end
$$;

revoke all on function private.enroll_named_trainees(uuid, text), private.enroll_named_trainees_of_user()
  from public, anon, authenticated;

-- After the profile exists (handle_new_user runs on insert too): an enrollment needs the learner's profile.
create trigger on_auth_user_enroll_named_trainees after insert or update of email, email_confirmed_at on auth.users
  for each row execute function private.enroll_named_trainees_of_user();
