-- The terms accepted before paying (issue 48 item 1, review 2026-12-06 finding 5, decision 1030): the payment dialog
-- states the cancellation terms of this session and the CGV beside its « Continuer » button, and records here, before
-- the attempt is opened, when the learner accepted them and what they read.
alter table public.enrollments
  add column terms_accepted_at timestamptz,
  add column terms_accepted text check (char_length(terms_accepted) <= 300);
comment on column public.enrollments.terms_accepted is
  'The cancellation terms shown when the learner accepted the CGV, e.g. « Non annulable : la session commence dans moins de 15 jours ».';

-- The signed-in learner accepts the CGV and this session's terms for their own enrollment (the last acceptance kept).
create function public.accept_sale_terms(p_enrollment bigint, p_terms text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  update public.enrollments e
     set terms_accepted_at = now(), terms_accepted = left(nullif(btrim(p_terms), ''), 300)
   where e.id = p_enrollment and e.user_id = auth.uid();
  if not found then
    raise exception 'Inscription introuvable.' using errcode = 'PA404';
  end if;
end
$$;
revoke all on function public.accept_sale_terms(bigint, text) from public, anon;
grant execute on function public.accept_sale_terms(bigint, text) to authenticated;
