import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { getSupabase } from "~/lib/supabase";
import {
  askBackgroundSync,
  isNetworkFailure,
  queueStore,
  sendQueue,
  type QueuedItem,
  type SendOutcome,
  type SendResult,
} from "../lib/offline-queue";

/** One half-day of the learner's sessions, with where it takes place: read online, kept for offline (decision 1018). */
export interface MyHalfDay {
  id: number;
  session_id: number;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  title: string;
  venue: string;
  city: string;
}

/** The learner's half-days (RLS: their sessions'), the service worker keeping the last answer for offline. */
export function useMyHalfDays(userId: string | undefined) {
  return useQuery({
    queryKey: ["attendance", "my-half-days", userId],
    enabled: Boolean(userId),
    networkMode: "always",
    queryFn: async (): Promise<MyHalfDay[]> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from("session_slots")
        .select("id, session_id, starts_at, ends_at, time_zone, course_sessions(venue, city, formations(title))")
        .order("starts_at");
      if (error) throw new Error(error.message);
      type Raw = {
        id: number;
        session_id: number;
        starts_at: string;
        ends_at: string;
        time_zone: string;
        course_sessions: { venue: string; city: string; formations: { title: string } | null } | null;
      };
      return ((data ?? []) as unknown as Raw[]).map(({ course_sessions: session, ...slot }) => ({
        ...slot,
        title: session?.formations?.title ?? "Formation",
        venue: session?.venue ?? "",
        city: session?.city ?? "",
      }));
    },
  });
}

/** The half-day under way at `now` (from 15 minutes before its start to its end), by the device's clock. */
export function currentHalfDay(halfDays: readonly MyHalfDay[], now = Date.now()): MyHalfDay | undefined {
  return halfDays.find((slot) => Date.parse(slot.starts_at) - 15 * 60_000 <= now && now <= Date.parse(slot.ends_at));
}

/** Sends one queued item; the database decides (decision 1017). */
export async function sendQueuedItem(item: QueuedItem): Promise<SendOutcome> {
  const supabase = await getSupabase();
  const { error, status } =
    item.kind === "signature"
      ? await supabase.rpc("sign_attendance_offline", {
          p_slot: item.slotId,
          p_code: item.code,
          p_signed_at: item.signedAt,
          p_sent_at: new Date().toISOString(),
          p_ref: item.ref,
          p_device: item.device,
          ...(item.signature ? { p_signature: item.signature } : {}),
          ...(item.position ? { p_latitude: item.position.latitude, p_longitude: item.position.longitude } : {}),
        })
      : await supabase.rpc("mark_attendance", {
          p_slot: item.slotId,
          p_enrollment: item.enrollmentId,
          p_status: item.status,
          p_reason: item.reason,
        });
  if (!error) return { outcome: "accepted" };
  if (isNetworkFailure(error, status) || status >= 500 || status === 429 || status === 401) return { outcome: "retry" };
  return { outcome: "refused", reason: error.message };
}

/**
 * The queue of this phone for `userId`: sent at once, whenever the network returns, when the service worker's
 * Background Sync asks, and each time the screen opens. `onSent` runs after each sending that changed something.
 */
export function useAttendanceQueue(userId: string | undefined, onSent?: (result: SendResult) => void) {
  const [items, setItems] = React.useState<QueuedItem[]>([]);
  const [lastResult, setLastResult] = React.useState<SendResult | null>(null);
  const onSentRef = React.useRef(onSent);
  React.useEffect(() => {
    onSentRef.current = onSent;
  });

  const refresh = React.useCallback(async () => {
    const all = await queueStore().all();
    setItems(all.filter((item) => item.userId === userId));
  }, [userId]);

  const send = React.useCallback(async () => {
    if (!userId) return;
    const result = await sendQueue((item) =>
      item.userId === userId ? sendQueuedItem(item) : Promise.resolve({ outcome: "retry" } as const),
    );
    await refresh();
    if (result.accepted.length > 0 || result.refused.length > 0) {
      setLastResult(result);
      onSentRef.current?.(result);
    }
  }, [userId, refresh]);

  const add = React.useCallback(
    async (item: QueuedItem) => {
      await queueStore().put(item);
      await refresh();
      void askBackgroundSync();
    },
    [refresh],
  );

  const dismiss = React.useCallback(
    async (ref: string) => {
      await queueStore().remove(ref);
      await refresh();
    },
    [refresh],
  );

  React.useEffect(() => {
    if (!userId) return;
    // Sent as the screen opens (a signature left from an earlier visit), then at each return of the network.
    const atOpening = setTimeout(() => void send(), 0);
    const onOnline = () => void send();
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === "send-queue") void send();
    };
    window.addEventListener("online", onOnline);
    navigator.serviceWorker?.addEventListener("message", onMessage);
    return () => {
      clearTimeout(atOpening);
      window.removeEventListener("online", onOnline);
      navigator.serviceWorker?.removeEventListener("message", onMessage);
    };
  }, [userId, send]);

  return { items, lastResult, add, send, dismiss };
}
