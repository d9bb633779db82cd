-- The evaluation Edge Function (the questionnaire opened from the e-mailed link, no password) runs in Deno and
-- reaches the database through the REST API with the service key. Its only credential is the link's token, whose
-- SHA-256 the function computes; these entry points read and record by that hash. Only service_role may call them.

create function public.function_evaluation_invitation(p_token_hash text) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
           'kind', i.kind, 'formation_title', f.title,
           'starts_on', to_char(s.starts_on, 'YYYY-MM-DD'), 'ends_on', to_char(s.ends_on, 'YYYY-MM-DD'),
           'city', s.city, 'trainer_name', t.full_name,
           'learner_name', coalesce(nullif(split_part(trim(p.full_name), ' ', 1), ''), 'Bonjour'),
           'answered', i.answered_at is not null)
    from private.evaluation_invitations i
    join public.course_sessions s on s.id = i.session_id
    join public.formations f on f.id = s.formation_id
    join public.enrollments e on e.id = i.enrollment_id
    join public.profiles p on p.id = e.user_id
    left join public.profiles t on t.id = coalesce(s.trainer_id, f.trainer_id)
   where i.token_hash = p_token_hash
$$;

create function public.function_submit_evaluation(
  p_token_hash text, p_rating_overall integer, p_rating_content integer, p_rating_trainer integer,
  p_rating_organisation integer, p_recommendation integer, p_applied text, p_comment text
) returns bigint
language sql security definer set search_path = '' as $$
  select private.submit_evaluation(p_token_hash, p_rating_overall, p_rating_content, p_rating_trainer,
                                   p_rating_organisation, p_recommendation, p_applied, p_comment)
$$;

revoke all on function public.function_evaluation_invitation(text),
  public.function_submit_evaluation(text, integer, integer, integer, integer, integer, text, text)
  from public, anon, authenticated;
grant execute on function public.function_evaluation_invitation(text),
  public.function_submit_evaluation(text, integer, integer, integer, integer, integer, text, text) to service_role;
