-- Certificates from attendance (issue 27, decision 0883).
-- * The certificate of completion (« certificat de réalisation ») states the hours attended out of the hours planned:
--   issued by the database for every confirmed learner when the session's last half-day is closed (signed by the
--   trainer, or over), numbered like the achievement certificates ('PR-XXXX-XXXX-XXXX-XXXX') and verified by the same
--   public page (verify_certificate answers both).
-- * The achievement certificate (public.certificates, issued when an enrolment is completed) now needs the course's
--   attendance rule (formations.min_attendance_percent) to be met on a session with half-days; staff may override
--   it with a reason, which is recorded.

create table public.completion_certificates (
  id uuid primary key default gen_random_uuid(),
  number text not null unique,
  enrollment_id bigint not null unique references public.enrollments (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id bigint not null references public.course_sessions (id) on delete cascade,
  learner_name text not null,
  formation_title text not null,
  objectives text not null,
  session_label text not null,
  planned_minutes integer not null check (planned_minutes >= 0),
  attended_minutes integer not null check (attended_minutes >= 0),
  issued_at timestamptz not null default now()
);
create index completion_certificates_user_idx on public.completion_certificates (user_id);
create index completion_certificates_session_idx on public.completion_certificates (session_id);

create table public.attendance_rule_overrides (
  enrollment_id bigint primary key references public.enrollments (id) on delete cascade,
  reason text not null check (char_length(trim(reason)) between 3 and 500),
  granted_by uuid references auth.users (id) on delete set null,
  granted_at timestamptz not null default now()
);

alter table public.completion_certificates enable row level security;
alter table public.attendance_rule_overrides enable row level security;
create policy "completion certificates: own, the session's trainer, staff" on public.completion_certificates
  for select to authenticated
  using (user_id = auth.uid() or public.is_admin() or public.is_session_trainer(session_id));
create policy "rule overrides: staff read" on public.attendance_rule_overrides
  for select to authenticated using (public.is_admin());
revoke all on public.completion_certificates, public.attendance_rule_overrides from anon, authenticated;
grant select on public.completion_certificates, public.attendance_rule_overrides to authenticated;
grant select, insert, update, delete on public.completion_certificates, public.attendance_rule_overrides to service_role;

-- Issues the certificates of completion of a session whose half-days are all over or signed (idempotent).
create function private.issue_completion_certificates(p_session bigint) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  issued integer;
begin
  if not exists (select 1 from public.session_slots where session_id = p_session)
     or exists (select 1 from public.session_slots sl where sl.session_id = p_session
                and sl.trainer_signed_at is null and sl.ends_at > now()) then
    return 0;
  end if;
  insert into public.completion_certificates (number, enrollment_id, user_id, session_id, learner_name, formation_title,
    objectives, session_label, planned_minutes, attended_minutes)
  select 'PR' || substr(public.new_certificate_number(), 3), summary.enrollment_id, summary.user_id, p_session,
    summary.learner_name, f.title, f.description,
    case when s.starts_on = s.ends_on then 'le ' || to_char(s.starts_on, 'DD/MM/YYYY')
         else 'du ' || to_char(s.starts_on, 'DD/MM/YYYY') || ' au ' || to_char(s.ends_on, 'DD/MM/YYYY') end
      || ', ' || s.city,
    summary.planned_minutes, summary.attended_minutes
  from private.attendance_summary(p_session) summary
  join public.course_sessions s on s.id = p_session
  join public.formations f on f.id = s.formation_id
  on conflict (enrollment_id) do nothing;
  get diagnostics issued = row_count;
  return issued;
end
$$;

-- The trainer closing the last half-day issues them at once (otherwise staff or the end of the day do).
create function private.issue_on_last_signature() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.issue_completion_certificates(new.session_id);
  return null;
end
$$;
create trigger session_slots_issue_completion after update of trainer_signed_at on public.session_slots
  for each row when (new.trainer_signed_at is not null) execute function private.issue_on_last_signature();

-- Staff or the session's trainer issue them once the last half-day is over (when nobody signed it).
create function public.issue_completion_certificates(p_session bigint) returns integer
language plpgsql volatile security definer set search_path = '' as $$
begin
  if not (public.is_admin() or public.is_session_trainer(p_session)) then
    raise exception 'Réservé à l''équipe du cabinet et au formateur de la session' using errcode = '42501';
  end if;
  if exists (select 1 from public.session_slots sl where sl.session_id = p_session
             and sl.trainer_signed_at is null and sl.ends_at > now()) then
    raise exception 'La session n''est pas terminée : une demi-journée reste à venir ou à signer' using errcode = '23514';
  end if;
  return private.issue_completion_certificates(p_session);
end
$$;

-- ─── The attendance rule of the achievement certificate ──────────────────────────────────────────────────────
create function private.require_attendance_rule() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  rule integer;
  attended integer;
begin
  if new.status <> 'completed' or old.status = 'completed' or new.session_id is null then
    return new;
  end if;
  select f.min_attendance_percent into rule from public.formations f where f.id = new.formation_id;
  if rule is null or not exists (select 1 from public.session_slots sl where sl.session_id = new.session_id)
     or exists (select 1 from public.attendance_rule_overrides o where o.enrollment_id = new.id) then
    return new;
  end if;
  select s.attendance_percent into attended from private.attendance_summary(new.session_id) s
    where s.enrollment_id = new.id;
  if coalesce(attended, 0) < rule then
    raise exception 'Assiduité insuffisante : % %% des heures suivies, % %% exigés pour le certificat', coalesce(attended, 0), rule
      using errcode = 'PA104',
      hint = 'L''équipe du cabinet peut passer outre en indiquant une raison (dérogation à la règle d''assiduité).';
  end if;
  return new;
end
$$;
create trigger enrollments_require_attendance before update of status on public.enrollments
  for each row execute function private.require_attendance_rule();

-- Staff override the rule for one enrolment, with a reason (kept), and complete it in the same call.
create function public.override_attendance_rule(p_enrollment bigint, p_reason text) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Réservé aux administrateurs' using errcode = '42501';
  end if;
  if char_length(trim(coalesce(p_reason, ''))) < 3 then
    raise exception 'Indiquez la raison de la dérogation (3 caractères au moins)' using errcode = '22023';
  end if;
  insert into public.attendance_rule_overrides (enrollment_id, reason, granted_by)
  values (p_enrollment, trim(p_reason), auth.uid())
  on conflict (enrollment_id) do update set reason = excluded.reason, granted_by = excluded.granted_by, granted_at = now();
end
$$;

-- ─── One public verification for both kinds of certificate (same columns, same rate limit) ─────────────────
create or replace function public.verify_certificate(certificate_number text)
returns table (number text, learner_name text, formation_title text, issued_at timestamptz, valid boolean)
language sql stable security definer set search_path = '' as $$
  select c.number,
    case when c.learner_name like '%@%' then public.initials_from_email(c.learner_name) else c.learner_name end,
    c.formation_title, c.issued_at, e.status = 'completed'
  from public.certificates c join public.enrollments e on e.id = c.enrollment_id
  where c.number = public.normalise_certificate_number(certificate_number)
  union all
  select c.number, c.learner_name,
    c.formation_title || ' — certificat de réalisation : '
      || (c.attended_minutes / 60) || ' h ' || lpad((c.attended_minutes % 60)::text, 2, '0') || ' suivies sur '
      || (c.planned_minutes / 60) || ' h ' || lpad((c.planned_minutes % 60)::text, 2, '0'),
    c.issued_at, e.status <> 'cancelled'
  from public.completion_certificates c join public.enrollments e on e.id = c.enrollment_id
  where c.number = public.normalise_certificate_number(certificate_number)
$$;

revoke execute on function private.issue_completion_certificates(bigint), private.issue_on_last_signature(),
  private.require_attendance_rule() from public;
revoke execute on function public.issue_completion_certificates(bigint), public.override_attendance_rule(bigint, text),
  public.verify_certificate(text) from public, anon;
grant execute on function public.issue_completion_certificates(bigint), public.override_attendance_rule(bigint, text)
  to authenticated, service_role;
grant execute on function public.verify_certificate(text) to anon, authenticated, service_role;
