-- Issue 43 item 1 (decision 0995): a member's role changes in place — an employee becomes a training manager or the
-- reverse — without removing and inviting again. Staff may change any member; a training manager the members of
-- their own organisation, never leaving it without an active training manager. The member is told by e-mail (job
-- organisations.role_changed, queued in the same transaction).
create function public.set_organisation_member_role(p_member uuid, p_role text)
returns public.organisation_members
language plpgsql security definer set search_path = '' as $$
declare
  v_member public.organisation_members;
begin
  select * into v_member from public.organisation_members where id = p_member;
  if not found or auth.uid() is null
     or not (public.is_admin() or public.is_training_manager_of(v_member.organisation_id)) then
    raise exception 'Membre introuvable.' using errcode = 'PA404';
  end if;
  if p_role is null or p_role not in ('training_manager', 'employee') then
    raise exception 'Rôle inconnu : responsable formation ou salarié.' using errcode = 'PA422';
  end if;
  -- The organisation locked as for a removal: two managers demoting each other cannot both succeed.
  perform 1 from public.organisations where id = v_member.organisation_id for update;
  select * into v_member from public.organisation_members where id = p_member;
  if v_member.role = p_role then
    return v_member;
  end if;
  if not public.is_admin() and v_member.role = 'training_manager' and v_member.status = 'active'
     and not exists (select 1 from public.organisation_members o
                      where o.organisation_id = v_member.organisation_id and o.id <> v_member.id
                        and o.role = 'training_manager' and o.status = 'active') then
    raise exception 'L''organisation doit garder au moins un responsable formation.' using errcode = 'PA409';
  end if;
  update public.organisation_members set role = p_role where id = p_member returning * into v_member;
  perform private.enqueue_job('organisations.role_changed',
    jsonb_build_object('member_id', v_member.id, 'role', p_role), now(),
    'organisations.role_changed:' || v_member.id || ':' || gen_random_uuid());
  return v_member;
end
$$;

revoke all on function public.set_organisation_member_role(uuid, text) from public, anon, authenticated;
grant execute on function public.set_organisation_member_role(uuid, text) to authenticated, service_role;
