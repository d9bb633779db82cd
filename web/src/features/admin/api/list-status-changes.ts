import { useQuery } from "@tanstack/react-query";
import { enrollmentKeys } from "~/domain/enrollment";
import type { EnrollmentStatusChange } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";

export type StatusChangeWithAuthor = EnrollmentStatusChange & { author: string | null };

/**
 * An enrollment's history, oldest first. changed_by points at auth.users (not embeddable), so the authors' names are
 * read from profiles in a second call (admins read every profile).
 */
export async function listStatusChanges(enrollmentId: number): Promise<StatusChangeWithAuthor[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("enrollment_status_changes")
    .select("*")
    .eq("enrollment_id", enrollmentId)
    .order("changed_at", { ascending: true })
    .order("id", { ascending: true });
  if (error) throw new AdminApiError(error);
  const changes = data ?? [];
  const authorIds = [...new Set(changes.map((c) => c.changed_by).filter((id): id is string => Boolean(id)))];
  const names = new Map<string, string>();
  if (authorIds.length > 0) {
    const authors = await client.from("profiles").select("id, full_name, email").in("id", authorIds);
    for (const author of authors.data ?? []) names.set(author.id, author.full_name || author.email || "");
  }
  return changes.map((change) => ({ ...change, author: (change.changed_by && names.get(change.changed_by)) || null }));
}

export function useStatusChanges(enrollmentId: number, enabled: boolean) {
  return useQuery({
    queryKey: enrollmentKeys.adminHistory(enrollmentId),
    queryFn: () => listStatusChanges(enrollmentId),
    enabled,
  });
}
