-- Trainer ownership by foreign key. A trainer's courses used to be the formations whose `expert` text equalled
-- their full name, which every person may edit: a trainer renaming themselves took over another expert's learners.
-- Ownership is now formations.trainer_id, set by admins only; `expert` stays the name shown on the course page.

alter table public.formations
  add column trainer_id uuid references public.profiles (id) on delete set null;
create index formations_trainer_id_idx on public.formations (trainer_id);

-- Existing data: a course whose expert is exactly the full name of one (and only one) trainer account is theirs.
update public.formations f
   set trainer_id = t.id
  from (
    select p.full_name, (array_agg(p.id))[1] as id
      from public.profiles p
     where p.role = 'trainer' and coalesce(p.full_name, '') <> ''
     group by p.full_name
    having count(*) = 1
  ) t
 where f.trainer_id is null and f.expert = t.full_name;

-- The account an admin names as a course's trainer must be a trainer. Checked when the key changes only, so a course
-- whose trainer was later demoted can still be edited (the demoted account has no access: is_trainer_of checks the role).
create function public.check_formation_trainer() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.trainer_id is not null
     and (tg_op = 'INSERT' or new.trainer_id is distinct from old.trainer_id)
     and not exists (select 1 from public.profiles p where p.id = new.trainer_id and p.role = 'trainer') then
    raise exception 'Le compte choisi n''est pas un formateur' using errcode = '23514',
      hint = 'Choisissez un compte dont le rôle est Formateur, ou aucun formateur';
  end if;
  return new;
end
$$;

create trigger formations_check_trainer before insert or update of trainer_id on public.formations
  for each row execute function public.check_formation_trainer();
revoke execute on function public.check_formation_trainer() from public, anon, authenticated, service_role;

-- Access follows the key only: the caller is the course's trainer account and still has the trainer role.
create or replace function public.is_trainer_of(formation_id bigint) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.formations f join public.profiles p on p.id = f.trainer_id
    where f.id = formation_id and p.id = auth.uid() and p.role = 'trainer'
  )
$$;

-- Admins (formations RLS) choose the trainer; nobody else may write formations at all.
grant insert (trainer_id), update (trainer_id) on public.formations to authenticated;
