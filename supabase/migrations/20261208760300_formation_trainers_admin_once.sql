-- Issue 46 item 5, decision 1061: « Formations » reads who teaches each formation through formation_trainers(), whose
-- filter called is_admin() (a query on profiles) for every formation — 3,000 at a firm's volume. The same checks, each
-- asked once per call.
create or replace function public.formation_trainers()
returns table (id bigint, trainer_id uuid)
language sql stable security definer set search_path = '' as $$
  select f.id, f.trainer_id
    from public.formations f
   where (select public.is_admin())
      or (f.trainer_id = (select auth.uid())
          and exists (select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'trainer'))
$$;
