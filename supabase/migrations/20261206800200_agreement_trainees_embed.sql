-- The screens read an agreement with its sessions and trainees in one REST request (decision 0999): an agreement's
-- trainees name it by a foreign key of their own (the composite one to agreement_sessions does not let PostgREST
-- embed them from the agreement).
alter table public.agreement_trainees
  add constraint agreement_trainees_agreement_id_fkey
  foreign key (agreement_id) references public.training_agreements (id) on delete cascade;
create index agreement_trainees_agreement_idx on public.agreement_trainees (agreement_id, session_id);
