import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CheckedValues, Tables } from "@common/database";
import { labelledValues } from "@common/labelled-values";
import { useAuth } from "~/lib/auth";
import { getSupabase } from "~/lib/supabase";

/** A company that buys training (public.organisations; issue 43, decision 0995). */
export type Organisation = Tables<"organisations">;
/**
 * A person of an organisation: a training manager or an employee (public.organisation_members), as the API roles
 * read it: every column but who invited them (an account id, possibly staff's; migration 20261206400100).
 */
export type OrganisationMember = Omit<Tables<"organisation_members">, "invited_by">;
export const MEMBER_COLUMNS = "id, organisation_id, user_id, email, role, status, created_at, updated_at";

export type RegistrationKind = CheckedValues["organisations"]["registration_kind"];
export type MemberRole = CheckedValues["organisation_members"]["role"];
export type MemberStatus = CheckedValues["organisation_members"]["status"];

/** How each country writes a company's registration number. */
export const REGISTRATION_KIND_LABELS: Record<RegistrationKind, string> = {
  NEQ: "NEQ (Québec)",
  RCCM: "RCCM (OHADA)",
  NINEA: "NINEA (Sénégal)",
  SIRET: "SIRET (France)",
  other: "Autre",
};
export const REGISTRATION_KINDS = labelledValues(REGISTRATION_KIND_LABELS);

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  training_manager: "Responsable formation",
  employee: "Salarié(e)",
};
export const MEMBER_ROLES = labelledValues(MEMBER_ROLE_LABELS);

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  invited: "En attente de son compte",
  active: "Compte relié",
};

/** Query keys of organisations and their members (back office and « Espace entreprise »). */
export const organisationKeys = {
  all: ["organisations"] as const,
  list: ["organisations", "list"] as const,
  one: (id: string) => ["organisations", "one", id] as const,
  members: (id: string) => ["organisations", "members", id] as const,
  /** The organisations the signed-in person manages (the account menu's « Espace entreprise »). */
  managed: (userId: string) => ["organisations", "managed", userId] as const,
};

/** An organisation the signed-in person manages, as the account menu and « Espace entreprise » name it. */
export interface ManagedOrganisation {
  id: string;
  legalName: string;
}

/** The organisations whose active training manager the person is (their own membership rows; RLS: their own only). */
export async function fetchManagedOrganisations(userId: string): Promise<ManagedOrganisation[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("organisation_members")
    .select("organisation_id, organisations(legal_name)")
    .eq("user_id", userId)
    .eq("role", "training_manager")
    .eq("status", "active");
  if (error) throw error;
  return (data ?? [])
    .map((row) => ({ id: row.organisation_id, legalName: row.organisations?.legal_name ?? "" }))
    .sort((a, b) => a.legalName.localeCompare(b.legalName, "fr"));
}

export const managedOrganisationsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: organisationKeys.managed(userId ?? ""),
    queryFn: () => fetchManagedOrganisations(userId!),
    enabled: Boolean(userId),
  });

/** The organisations the signed-in person manages (empty for everyone else). */
export function useManagedOrganisations() {
  const { user } = useAuth();
  return useQuery(managedOrganisationsQueryOptions(user?.id));
}
