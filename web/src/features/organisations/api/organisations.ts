import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  MEMBER_COLUMNS,
  organisationKeys,
  type MemberRole,
  type Organisation,
  type OrganisationMember,
} from "~/domain/organisation";
import { getSupabase } from "~/lib/supabase";
import { OrganisationError } from "../lib/organisation-errors";
import type { OrganisationDetails } from "../lib/organisation-form";

/** An organisation in the back office's list, with how many members it has. */
export type OrganisationListItem = Organisation & { memberCount: number };

export async function listOrganisations(): Promise<OrganisationListItem[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("organisations")
    .select("*, organisation_members(count)")
    .order("legal_name", { ascending: true });
  if (error) throw new OrganisationError(error);
  return (data ?? []).map(({ organisation_members, ...row }) => ({
    ...row,
    memberCount: organisation_members[0]?.count ?? 0,
  }));
}

export async function getOrganisation(id: string): Promise<Organisation | null> {
  const client = await getSupabase();
  const { data, error } = await client.from("organisations").select("*").eq("id", id).maybeSingle();
  if (error) throw new OrganisationError(error);
  return data;
}

export async function listMembers(organisationId: string): Promise<OrganisationMember[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("organisation_members")
    .select(MEMBER_COLUMNS)
    .eq("organisation_id", organisationId)
    .order("role", { ascending: false })
    .order("email", { ascending: true });
  if (error) throw new OrganisationError(error);
  return data ?? [];
}

export const organisationsQueryOptions = () =>
  queryOptions({ queryKey: organisationKeys.list, queryFn: listOrganisations });
export const organisationQueryOptions = (id: string) =>
  queryOptions({ queryKey: organisationKeys.one(id), queryFn: () => getOrganisation(id) });
export const membersQueryOptions = (id: string) =>
  queryOptions({ queryKey: organisationKeys.members(id), queryFn: () => listMembers(id) });

export const useOrganisations = () => useQuery(organisationsQueryOptions());
export const useOrganisation = (id: string) => useQuery(organisationQueryOptions(id));
export const useMembers = (id: string) => useQuery(membersQueryOptions(id));

function useInvalidatingMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}

export async function createOrganisation(details: OrganisationDetails): Promise<string> {
  const client = await getSupabase();
  const { data, error } = await client.from("organisations").insert(details).select("id").single();
  if (error) throw new OrganisationError(error);
  return data.id;
}

export async function updateOrganisation({ id, details }: { id: string; details: OrganisationDetails }) {
  const client = await getSupabase();
  const { data, error } = await client.from("organisations").update(details).eq("id", id).select("id");
  if (error) throw new OrganisationError(error);
  if (!data?.length) throw new OrganisationError({ code: "PGRST116", message: "" });
}

export async function inviteMember(input: { organisationId: string; email: string; role: MemberRole }) {
  const client = await getSupabase();
  const { data, error } = await client.rpc("invite_organisation_member", {
    p_organisation: input.organisationId,
    p_email: input.email.trim(),
    p_role: input.role,
  });
  if (error) throw new OrganisationError(error);
  return data;
}

export async function removeMember(memberId: string) {
  const client = await getSupabase();
  const { error } = await client.rpc("remove_organisation_member", { p_member: memberId });
  if (error) throw new OrganisationError(error);
}

export async function setMemberRole(input: { memberId: string; role: MemberRole }) {
  const client = await getSupabase();
  const { error } = await client.rpc("set_organisation_member_role", { p_member: input.memberId, p_role: input.role });
  if (error) throw new OrganisationError(error);
}

export async function mergeOrganisations(input: { keepId: string; mergedId: string }): Promise<number> {
  const client = await getSupabase();
  const { data, error } = await client.rpc("merge_organisations", { p_keep: input.keepId, p_merged: input.mergedId });
  if (error) throw new OrganisationError(error);
  return Number(data ?? 0);
}

export const useCreateOrganisation = () => useInvalidatingMutation(createOrganisation);
export const useUpdateOrganisation = () => useInvalidatingMutation(updateOrganisation);
export const useInviteMember = () => useInvalidatingMutation(inviteMember);
export const useRemoveMember = () => useInvalidatingMutation(removeMember);
export const useSetMemberRole = () => useInvalidatingMutation(setMemberRole);
export const useMergeOrganisations = () => useInvalidatingMutation(mergeOrganisations);
