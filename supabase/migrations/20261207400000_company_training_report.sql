-- Issue 43 item 5 (decision 1011): what the training manager's « Espace entreprise » shows of the company's trainees
-- — per session of the company's agreements, each trainee's enrollment, attendance rate and certificates, and the
-- session's evaluation summary. One security-definer function rather than new policies on attendance, certificates
-- and evaluations: those rows stay readable by their learner, the session's trainer and staff only, and the manager
-- reads exactly this report of their own organisation (staff: any). Evaluation answers are given as an average over
-- at least three answers, never one person's ratings.
create function public.company_training_report(p_organisation uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  if auth.uid() is null or not (public.is_admin() or public.is_training_manager_of(p_organisation)) then
    raise exception 'Vous ne gérez pas cette organisation.' using errcode = 'PA403';
  end if;
  return coalesce((
    select jsonb_agg(row order by row ->> 'starts_on', row ->> 'agreement_number')
      from (
        select jsonb_build_object(
                 'agreement_id', a.id,
                 'agreement_number', a.number,
                 'agreement_status', a.status,
                 'session_id', s.id,
                 'formation_title', f.title,
                 'starts_on', to_char(s.starts_on, 'YYYY-MM-DD'),
                 'ends_on', to_char(s.ends_on, 'YYYY-MM-DD'),
                 'city', s.city,
                 'format', s.format,
                 'session_status', s.status,
                 'seats', ags.seats,
                 'trainees', coalesce((
                   select jsonb_agg(jsonb_build_object(
                            'id', t.id,
                            'full_name', t.full_name,
                            'email', t.email,
                            'enrollment_status', e.status,
                            'attendance_percent', summary.attendance_percent,
                            'attended_minutes', summary.attended_minutes,
                            'planned_minutes', summary.planned_minutes,
                            'completion_certificate', cc.number,
                            'achievement_certificate', c.number,
                            'evaluated', exists (select 1 from public.evaluation_answers ev
                                                  where ev.enrollment_id = e.id and ev.kind = 'hot'))
                          order by t.full_name)
                     from public.agreement_trainees t
                     left join public.enrollments e on e.id = t.enrollment_id
                     left join lateral (select sm.attendance_percent, sm.attended_minutes, sm.planned_minutes
                                          from private.attendance_summary(s.id) sm
                                         where sm.enrollment_id = e.id) summary on true
                     left join public.completion_certificates cc on cc.enrollment_id = e.id
                     left join public.certificates c on c.enrollment_id = e.id
                    where t.agreement_id = a.id and t.session_id = s.id and t.status = 'named'), '[]'::jsonb),
                 'evaluation', (
                   select case when count(*) >= 3 then jsonb_build_object(
                            'answers', count(*),
                            'overall', round(avg(ev.rating_overall), 1),
                            'content', round(avg(ev.rating_content), 1),
                            'trainer', round(avg(ev.rating_trainer), 1),
                            'recommendation', round(avg(ev.recommendation), 1))
                          else jsonb_build_object('answers', count(*)) end
                     from public.evaluation_answers ev
                     join public.agreement_trainees t on t.enrollment_id = ev.enrollment_id
                    where t.agreement_id = a.id and t.session_id = s.id and t.status = 'named' and ev.kind = 'hot')
               ) as row
          from public.training_agreements a
          join public.agreement_sessions ags on ags.agreement_id = a.id
          join public.course_sessions s on s.id = ags.session_id
          join public.formations f on f.id = s.formation_id
         where a.organisation_id = p_organisation and a.status in ('sent', 'client_signed', 'signed')
      ) rows), '[]'::jsonb);
end
$$;

revoke all on function public.company_training_report(uuid) from public, anon, authenticated;
grant execute on function public.company_training_report(uuid) to authenticated, service_role;

-- What the « Documents (ZIP) » of one session of an agreement holds, for the company-session-documents Edge Function
-- (service_role only; the caller's claims given as the other document functions do): the attendance sheet restricted
-- to the company's own trainees (another company's or an individual's signatures are not theirs to read), and the
-- certificates of completion of those trainees. Unknown, a draft, or not the caller's: null (the function answers 404).
create function public.function_company_session_documents(p_caller jsonb, p_agreement bigint, p_session bigint)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_organisation uuid;
  v_number text;
  v_enrollments bigint[];
  v_sheet jsonb;
begin
  perform set_config('request.jwt.claims', p_caller::text, true);
  select a.organisation_id, a.number into v_organisation, v_number
    from public.training_agreements a
    join public.agreement_sessions s on s.agreement_id = a.id and s.session_id = p_session
   where a.id = p_agreement and a.status in ('sent', 'client_signed', 'signed');
  if not found or auth.uid() is null
     or not (public.is_admin() or public.is_training_manager_of(v_organisation)) then
    return null;
  end if;
  select coalesce(array_agg(t.enrollment_id), '{}') into v_enrollments
    from public.agreement_trainees t
   where t.agreement_id = p_agreement and t.session_id = p_session and t.status = 'named'
     and t.enrollment_id is not null;
  select jsonb_build_object(
    'session', jsonb_build_object(
      'id', s.id, 'formation_title', f.title,
      'starts_on', to_char(s.starts_on, 'YYYY-MM-DD'), 'ends_on', to_char(s.ends_on, 'YYYY-MM-DD'),
      'city', s.city, 'venue', s.venue, 'trainer_name', coalesce(nullif(p.full_name, ''), '—')),
    'slots', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', sl.id, 'starts_at', sl.starts_at, 'ends_at', sl.ends_at, 'time_zone', sl.time_zone,
               'trainer_signed_at', sl.trainer_signed_at, 'trainer_signature', sl.trainer_signature)
             order by sl.starts_at)
        from public.session_slots sl where sl.session_id = s.id), '[]'::jsonb),
    'learners', coalesce((
      select jsonb_agg(jsonb_build_object(
               'enrollment_id', a.enrollment_id, 'learner_name', a.learner_name,
               'planned_minutes', a.planned_minutes, 'attended_minutes', a.attended_minutes))
        from private.attendance_summary(s.id) a where a.enrollment_id = any (v_enrollments)), '[]'::jsonb),
    'marks', coalesce((
      select jsonb_agg(jsonb_build_object(
               'slot_id', m.slot_id, 'enrollment_id', m.enrollment_id, 'status', m.status, 'method', m.method,
               'signature', m.signature, 'recorded_at', m.recorded_at))
        from public.attendance m join public.session_slots sl on sl.id = m.slot_id
       where sl.session_id = s.id and m.enrollment_id = any (v_enrollments)), '[]'::jsonb))
    into v_sheet
    from public.course_sessions s
    join public.formations f on f.id = s.formation_id
    left join public.profiles p on p.id = coalesce(s.trainer_id, f.trainer_id)
   where s.id = p_session;
  return jsonb_build_object(
    'agreement_number', v_number,
    'sheet', v_sheet,
    'certificates', coalesce((
      select jsonb_agg(jsonb_build_object(
               'number', c.number, 'learner_name', c.learner_name, 'formation_title', c.formation_title,
               'objectives', c.objectives, 'session_label', c.session_label, 'planned_minutes', c.planned_minutes,
               'attended_minutes', c.attended_minutes, 'issued_at', c.issued_at)
             order by c.learner_name)
        from public.completion_certificates c where c.enrollment_id = any (v_enrollments)), '[]'::jsonb));
end
$$;

revoke all on function public.function_company_session_documents(jsonb, bigint, bigint) from public, anon, authenticated;
grant execute on function public.function_company_session_documents(jsonb, bigint, bigint) to service_role;
