import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";

export interface LiveClass {
  slot_id: number;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  /** upcoming: the link opens 15 minutes before; open: until the class ends; over. */
  state: "upcoming" | "open" | "over";
  attended: boolean;
}

export interface LiveClasses {
  has_link: boolean;
  classes: LiveClass[];
}

const liveKey = (enrollmentId: number) => ["learning", "live-classes", enrollmentId] as const;

/** The session's live classes (online half-days), never their link: join_live_class gives it at the class's time. */
export function useLiveClasses(enrollmentId: number) {
  return useQuery({
    queryKey: liveKey(enrollmentId),
    queryFn: async (): Promise<LiveClasses> => {
      const client = await getSupabase();
      const { data, error } = await client.rpc("learning_live_classes", { p_enrollment: enrollmentId });
      if (error) throw new Error(error.message);
      return data as unknown as LiveClasses;
    },
    // The states move with the clock: asked again every minute while the page is open.
    refetchInterval: 60_000,
    retry: false,
  });
}

/** Joins a class: the database records the learner present at the online half-day and answers the link. */
export function useJoinLiveClass(enrollmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (slotId: number): Promise<string> => {
      const client = await getSupabase();
      const { data, error } = await client.rpc("join_live_class", { p_enrollment: enrollmentId, p_slot: slotId });
      if (error) throw new Error(error.message);
      return String(data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveKey(enrollmentId) }),
  });
}
