import { queryOptions, useQuery } from "@tanstack/react-query";
import { enquiryKeys } from "~/domain/enquiry";
import { getSupabase } from "~/lib/supabase";

// Apart from the inbox (api/inbox.ts) so that the sidebar, on every signed-in screen, brings this query alone and
// not the inbox with its CSV exports (decision 0958).

/** Enquiries nobody has opened yet, archived ones aside. */
export async function countUnread(): Promise<number> {
  const client = await getSupabase();
  const { count, error } = await client
    .from("enquiries")
    .select("id", { count: "exact", head: true })
    .is("read_at", null)
    .neq("status", "archivee");
  if (error) throw new Error(error.message);
  return count ?? 0;
}

/** The unread count of the sidebar and the dashboard, refreshed every minute. */
export const unreadCountQuery = () =>
  queryOptions({ queryKey: enquiryKeys.unread, queryFn: countUnread, refetchInterval: 60_000 });

/** Asked only for admins. */
export const useUnreadCount = (enabled: boolean) => useQuery({ ...unreadCountQuery(), enabled });
