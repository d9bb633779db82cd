-- The evaluation jobs (evaluations.session-ended, evaluations.cold, evaluations.reminder; migration 20261126520000)
-- run in the process-jobs Edge Function too (decision 0976), with the code both runners share
-- (supabase/functions/_shared/jobs-evaluations.ts). The runner makes each questionnaire link's token (the database
-- sees only its SHA-256) and renders the e-mails from what the two facts functions read; the two finish functions
-- record everything in one transaction with the job's completion, as the Node runner did in its job's transaction,
-- which now calls the same functions. service_role only.

-- Who is to be invited to the `p_kind` questionnaire: the confirmed (or completed) learners of a session, or one
-- enrollment, not invited to it yet; and whether the session is over (always true for one enrollment: the cold
-- questionnaire, 90 days after the hot one).
create function public.function_evaluation_invitees(p_kind text, p_session bigint, p_enrollment bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
           'over', p_session is null or private.session_is_over(p_session),
           'invitees', coalesce((
             select jsonb_agg(jsonb_build_object('enrollment_id', e.id, 'email', p.email, 'full_name', p.full_name,
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

-- The jobs evaluations.session-ended (p_session given) and evaluations.cold. For a session, nothing unless it is over
-- (its end moved later: the job queued for the new end does it), then its completion certificates. Each invitation of
-- p_invitations ({ enrollment_id, kind, token_hash, mail, reminder }) is recorded if the seat is still confirmed and
-- the learner not invited to that kind yet (otherwise skipped: no second invitation, no second e-mail); then, when it
-- has an e-mail, the e-mail, the one reminder 4 days later (its payload, the token, plus the invitation's id) and,
-- after a hot invitation, the cold job 90 days later, under the dedupe keys the Node runner used. The job is marked
-- done in the same transaction. Returns the job's new state (null when the job is not running any more).
create function public.function_finish_evaluation_invitations(p_job bigint, p_session bigint, p_invitations jsonb)
returns text
language plpgsql security definer set search_path = '' as $$
declare
  v record;
  v_invitation bigint;
begin
  perform 1 from private.jobs where id = p_job and state = 'running' for update;
  if not found then
    return null;
  end if;
  if p_session is null or private.session_is_over(p_session) then
    if p_session is not null then
      perform private.issue_completion_certificates(p_session);
    end if;
    for v in select * from jsonb_to_recordset(coalesce(p_invitations, '[]'::jsonb))
                        as x(enrollment_id bigint, kind text, token_hash text, mail jsonb, reminder jsonb) loop
      insert into private.evaluation_invitations (enrollment_id, session_id, kind, token_hash)
      select e.id, e.session_id, v.kind, v.token_hash
        from public.enrollments e
       where e.id = v.enrollment_id and e.status in ('confirmed', 'completed') and e.session_id is not null
         and (p_session is null or e.session_id = p_session)
      on conflict (enrollment_id, kind) do nothing
      returning id into v_invitation;
      continue when v_invitation is null or v.mail is null or jsonb_typeof(v.mail) <> 'object';
      perform private.enqueue_job('mail.send', v.mail, now(), 'mail:evaluations.' || v.kind || ':' || v.enrollment_id);
      perform private.enqueue_job('evaluations.reminder',
        case when jsonb_typeof(v.reminder) = 'object' then v.reminder else '{}'::jsonb end
          || jsonb_build_object('invitation_id', v_invitation),
        now() + interval '4 days', 'evaluations.reminder:' || v_invitation);
      if v.kind = 'hot' then
        perform private.enqueue_job('evaluations.cold', jsonb_build_object('enrollment_id', v.enrollment_id),
          now() + interval '90 days', 'evaluations.cold:' || v.enrollment_id);
      end if;
    end loop;
  end if;
  update private.jobs set state = 'done', finished_at = now(), locked_until = null, last_error = null
   where id = p_job;
  return 'done';
end
$$;

-- What the reminder says (the questionnaire's kind, the learner, the formation), if it is still due: the token
-- matches, the questionnaire is unanswered and not reminded yet, the seat still confirmed. Null otherwise.
create function public.function_evaluation_reminder_facts(p_invitation bigint, p_token_hash text) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('kind', i.kind, 'email', p.email, 'full_name', p.full_name, 'title', f.title)
    from private.evaluation_invitations i
    join public.enrollments e on e.id = i.enrollment_id
    join public.profiles p on p.id = e.user_id
    join public.formations f on f.id = e.formation_id
   where i.id = p_invitation and i.token_hash = p_token_hash and i.answered_at is null and i.reminded_at is null
     and e.status in ('confirmed', 'completed');
$$;

-- The job evaluations.reminder: marks the invitation reminded under the same conditions and queues its e-mail
-- (p_mail, null for a learner without an address) once, then marks the job done, in one transaction.
create function public.function_finish_evaluation_reminder(p_job bigint, p_invitation bigint, p_token_hash text,
                                                           p_mail jsonb)
returns text
language plpgsql security definer set search_path = '' as $$
begin
  perform 1 from private.jobs where id = p_job and state = 'running' for update;
  if not found then
    return null;
  end if;
  update private.evaluation_invitations i set reminded_at = now()
    from public.enrollments e join public.profiles p on p.id = e.user_id
   where i.id = p_invitation and e.id = i.enrollment_id and i.answered_at is null and i.reminded_at is null
     and i.token_hash = p_token_hash and e.status in ('confirmed', 'completed');
  if found and jsonb_typeof(p_mail) = 'object' then
    perform private.enqueue_job('mail.send', p_mail, now(), 'mail:evaluations.reminder:' || p_invitation);
  end if;
  update private.jobs set state = 'done', finished_at = now(), locked_until = null, last_error = null
   where id = p_job;
  return 'done';
end
$$;

revoke all on function public.function_evaluation_invitees(text, bigint, bigint),
  public.function_finish_evaluation_invitations(bigint, bigint, jsonb),
  public.function_evaluation_reminder_facts(bigint, text),
  public.function_finish_evaluation_reminder(bigint, bigint, text, jsonb)
  from public, anon, authenticated;
grant execute on function public.function_evaluation_invitees(text, bigint, bigint),
  public.function_finish_evaluation_invitations(bigint, bigint, jsonb),
  public.function_evaluation_reminder_facts(bigint, text),
  public.function_finish_evaluation_reminder(bigint, bigint, text, jsonb)
  to service_role;
