import { infiniteQueryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { formationKeys } from "~/domain/formation";
import type { Formation } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";
import type { Expert } from "../lib/experts";

/** Formations the session form offers at once (decision 1133): more are found by typing. */
export const FORMATION_CHOICES = 50;

export interface FormationChoice {
  id: number;
  title: string;
}

/**
 * The session form's formations: the first FORMATION_CHOICES by title, or those whose title, expert or theme has words
 * starting with every typed word (admin_formation_choices(): admins only; decision 1133). Before, the form read every
 * formation, which the REST layer stops at 1,000.
 */
export async function formationChoices(search: string): Promise<FormationChoice[]> {
  const client = await getSupabase();
  const term = search.trim();
  const { data, error } = await client.rpc("admin_formation_choices", {
    ...(term ? { p_search: term } : {}),
    p_limit: FORMATION_CHOICES,
  });
  if (error) throw new AdminApiError(error);
  return (data ?? []) as unknown as FormationChoice[];
}

export function useFormationChoices(search: string) {
  return useQuery({
    queryKey: [...formationKeys.admin, "choices", search] as const,
    queryFn: () => formationChoices(search),
    placeholderData: (previous) => previous,
  });
}

/** Experts per page of « Gérer les experts » (decision 1133). */
export const EXPERTS_PAGE_SIZE = 50;

export interface ExpertsPage {
  experts: Expert[];
  /** The name the next page starts after; null when this page is the last. */
  next: string | null;
}

/**
 * One page of experts by name, each with their formations by title, searched in the name (admin_experts(): admins
 * only, keyset on the name; decision 1133). One more than the page is asked for, to know whether another follows.
 */
export async function fetchExpertsPage(search: string, after: string | null): Promise<ExpertsPage> {
  const client = await getSupabase();
  const term = search.trim();
  const { data, error } = await client.rpc("admin_experts", {
    ...(term ? { p_search: term } : {}),
    ...(after !== null ? { p_after: after } : {}),
    p_limit: EXPERTS_PAGE_SIZE + 1,
  });
  if (error) throw new AdminApiError(error);
  const found = (data ?? []) as unknown as Expert[];
  const experts = found.slice(0, EXPERTS_PAGE_SIZE);
  const last = experts.at(-1);
  return { experts, next: found.length > EXPERTS_PAGE_SIZE && last ? last.name : null };
}

export const expertPagesQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...formationKeys.admin, "experts", search] as const,
    queryFn: ({ pageParam }) => fetchExpertsPage(search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

/** « Gérer les experts »: the pages read so far for this search; `fetchNextPage` adds the next one. */
export const useExpertPages = (search: string) => useInfiniteQuery(expertPagesQuery(search));

/** Rows of « Formations » per page (decision 1112): as « Paiements et inscriptions » (decision 1076). */
export const FORMATIONS_PAGE_SIZE = 50;

export interface FormationsPage {
  rows: Formation[];
  /** The id the next page starts after; null when this page is the last. */
  next: number | null;
}

/**
 * One page of « Formations », newest first, searched in the database in the title, the expert and the theme
 * (admin_formations_page(): admins only, keyset on the id; decision 1112), with who teaches each. One row more than the
 * page is asked for, to know whether another follows without counting them all.
 */
export async function fetchFormationsPage(search: string, before: number | null): Promise<FormationsPage> {
  const client = await getSupabase();
  const term = search.trim();
  const { data, error } = await client.rpc("admin_formations_page", {
    ...(term ? { p_search: term } : {}),
    ...(before !== null ? { p_before_id: before } : {}),
    p_limit: FORMATIONS_PAGE_SIZE + 1,
  });
  if (error) throw new AdminApiError(error);
  const found = (data ?? []) as unknown as Formation[];
  const rows = found.slice(0, FORMATIONS_PAGE_SIZE);
  const last = rows.at(-1);
  return { rows, next: found.length > FORMATIONS_PAGE_SIZE && last ? last.id : null };
}

/** « Formations »: the pages read so far for this search; `fetchNextPage` adds the next one. */
export const adminFormationPagesQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...formationKeys.admin, "pages", search] as const,
    queryFn: ({ pageParam }) => fetchFormationsPage(search, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next,
  });

export function useAdminFormationPages(search: string) {
  return useInfiniteQuery(adminFormationPagesQuery(search));
}
