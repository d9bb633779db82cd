-- Issue 43 item 5 (decision 0999): the training manager (or staff) replaces a named trainee by a colleague before the
-- session starts, instead of removing one and naming another — which would give the seat back to the public. The
-- seat stays the agreement's: a trainee not yet enrolled is simply renamed; an enrolled one's enrollment changes
-- hands in one transaction (private.transfer_enrollment, decision 1005: the colleague's convocation and reminder
-- follow), which needs the colleague's account — invite them to the company first, they create it, then replace.
create function public.replace_agreement_trainee(p_trainee bigint, p_full_name text, p_email text)
returns public.agreement_trainees
language plpgsql security definer set search_path = '' as $$
declare
  t public.agreement_trainees;
  a public.training_agreements;
  s public.course_sessions;
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_user uuid;
begin
  select * into t from public.agreement_trainees where id = p_trainee and status = 'named';
  if found then
    select * into a from public.training_agreements where id = t.agreement_id for update;
  end if;
  if t.id is null or auth.uid() is null
     or not (public.is_admin() or (a.status <> 'draft' and public.is_training_manager_of(a.organisation_id))) then
    raise exception 'Stagiaire introuvable.' using errcode = 'PA404';
  end if;
  if a.status = 'cancelled' then
    raise exception 'Cette convention a été annulée.' using errcode = 'PA409';
  end if;
  select * into s from public.course_sessions where id = t.session_id;
  if s.starts_on <= current_date then
    raise exception 'La session a commencé : les stagiaires ne changent plus.' using errcode = 'PA409';
  end if;
  if char_length(btrim(coalesce(p_full_name, ''))) not between 1 and 120 then
    raise exception 'Indiquez le nom du remplaçant (120 caractères au plus).' using errcode = 'PA422';
  end if;
  if char_length(v_email) > 254 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Adresse e-mail invalide.' using errcode = 'PA422';
  end if;
  if v_email = t.email then
    raise exception 'C''est déjà ce stagiaire : indiquez l''adresse de son remplaçant.' using errcode = 'PA422';
  end if;
  if exists (select 1 from public.agreement_trainees x where x.agreement_id = t.agreement_id
              and x.session_id = t.session_id and x.email = v_email and x.status = 'named') then
    raise exception 'Ce stagiaire est déjà inscrit à cette session.' using errcode = 'PA409';
  end if;
  select u.id into v_user from auth.users u where lower(u.email) = v_email and u.email_confirmed_at is not null
   limit 1;
  if t.enrollment_id is not null then
    if v_user is null then
      raise exception 'Le remplaçant n''a pas encore de compte : invitez-le dans l''espace entreprise, puis remplacez le stagiaire une fois son compte créé.'
        using errcode = 'PA409';
    end if;
    perform private.transfer_enrollment(t.enrollment_id, null, v_user);
  end if;
  update public.agreement_trainees
     set full_name = btrim(p_full_name), email = v_email,
         member_id = (select m.id from public.organisation_members m
                       where m.organisation_id = a.organisation_id and m.email = v_email)
   where id = t.id
  returning * into t;
  insert into private.agreement_audit (agreement_id, event, user_id, name)
    values (t.agreement_id, 'trainee_removed', auth.uid(), 'remplacé'),
           (t.agreement_id, 'trainee_named', auth.uid(), t.full_name);
  -- Not enrolled yet and the colleague has an account: enrolled now from the agreement's seats.
  if t.enrollment_id is null and v_user is not null then
    perform private.enroll_named_trainees(v_user, v_email);
    select * into t from public.agreement_trainees where id = t.id;
  end if;
  return t;
end
$$;

revoke all on function public.replace_agreement_trainee(bigint, text, text) from public, anon, authenticated;
grant execute on function public.replace_agreement_trainee(bigint, text, text) to authenticated, service_role;
