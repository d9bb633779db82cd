import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { formationKeys, PUBLIC_FORMATION_COLUMNS } from "~/domain/formation";
import type { Formation } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";

/**
 * Every formation of the catalogue, newest first (the admin's view: no demo fallback, the table as it is), with its
 * trainer: no signed-in client reads `formations.trainer_id`, staff read who teaches through formation_trainers()
 * (every formation for an admin; decision 0988).
 */
export async function listFormations(): Promise<Formation[]> {
  const client = await getSupabase();
  const [formations, trainers] = await Promise.all([
    client.from("formations").select(PUBLIC_FORMATION_COLUMNS).order("id", { ascending: false }),
    client.rpc("formation_trainers"),
  ]);
  if (formations.error) throw new AdminApiError(formations.error);
  if (trainers.error) throw new AdminApiError(trainers.error);
  const trainerOf = new Map((trainers.data ?? []).map((row) => [row.id, row.trainer_id]));
  return (formations.data ?? []).map((formation) => ({
    ...formation,
    trainer_id: trainerOf.get(formation.id) ?? null,
  }));
}

export const formationsQuery = () => queryOptions({ queryKey: formationKeys.admin, queryFn: listFormations });

export function useFormations() {
  return useQuery(formationsQuery());
}

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
