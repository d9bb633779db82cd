import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { functionAddress } from "~/lib/invoke-function";
import { loadRuntimeConfig } from "~/lib/runtime-config";
import { getSupabase } from "~/lib/supabase";

/**
 * The signed-in person's private calendar feed (decisions 1016, 1020): only the token's hash is kept, so the address
 * is known right after it is made (create_calendar_feed), never read back; calendar_feed_created_at tells whether a
 * link is active.
 */
export const calendarFeedKey = (userId: string | undefined) => ["calendar-feed", userId] as const;

export const calendarFeedQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: calendarFeedKey(userId),
    enabled: Boolean(userId),
    queryFn: async () => {
      const { data, error } = await (await getSupabase()).rpc("calendar_feed_created_at");
      if (error) throw new Error(error.message);
      return (data as string | null) ?? null;
    },
  });

export const useCalendarFeedCreatedAt = (userId: string | undefined) => useQuery(calendarFeedQuery(userId));

/** The feed's address for a token: the calendar-feed function under the backend's URL. */
export function feedUrl(supabaseUrl: string, token: string): string {
  return functionAddress(supabaseUrl, "calendar-feed", `/${token}.ics`);
}

/** The same address for « Ajouter à mon agenda »: phones and desktop calendars subscribe to webcal: links. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, "webcal://");

async function createFeed(): Promise<string> {
  const { data, error } = await (await getSupabase()).rpc("create_calendar_feed");
  if (error) throw new Error(error.message);
  const { supabaseUrl } = await loadRuntimeConfig();
  return feedUrl(supabaseUrl, String(data));
}

async function revokeFeed(): Promise<void> {
  const { error } = await (await getSupabase()).rpc("revoke_calendar_feed");
  if (error) throw new Error(error.message);
}

export function useCalendarFeedActions(userId: string | undefined) {
  const queryClient = useQueryClient();
  const done = () => void queryClient.invalidateQueries({ queryKey: calendarFeedKey(userId) });
  return {
    create: useMutation({ mutationFn: createFeed, onSuccess: done }),
    revoke: useMutation({ mutationFn: revokeFeed, onSuccess: done }),
  };
}
