import { useQuery } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import { asError, attendanceKeys } from "./session-attendance";

export interface SlotCodeAnswer {
  code: string;
  /** Until when this code is accepted (its own window and the next one). */
  expires_at: string;
  /** When the database replaces it: the screen asks again then. */
  rotates_at: string;
}

/** The slot's short code, replaced by the database every 45 seconds: asked again as soon as it rotates. */
export function useSlotCode(slotId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: attendanceKeys.code(slotId ?? 0),
    enabled: enabled && slotId !== undefined,
    refetchInterval: (query) => {
      const rotatesAt = query.state.data ? Date.parse(query.state.data.rotates_at) : NaN;
      return Number.isNaN(rotatesAt) ? 15_000 : Math.min(45_000, Math.max(1_000, rotatesAt - Date.now() + 500));
    },
    refetchIntervalInBackground: true,
    queryFn: async (): Promise<SlotCodeAnswer> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc("slot_code", { p_slot: slotId! });
      if (error) throw asError(error);
      return data[0] as SlotCodeAnswer;
    },
  });
}

/** A slot's secret for its codes offline (decision 1070), as slot_offline_secret answers it and the device keeps it. */
export interface SlotOfflineSecret {
  secret: string;
  starts_at: string;
  ends_at: string;
  step_seconds: number;
}

const secretKey = (slotId: number) => `attendance-slot-secret:${slotId}`;

/** The secret kept on this device for a slot, if its screen was opened online before. */
export function keptSlotSecret(slotId: number): SlotOfflineSecret | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(secretKey(slotId)) ?? "null") as SlotOfflineSecret | null;
    return kept && /^[0-9a-f]{64}$/.test(kept.secret) ? kept : null;
  } catch {
    return null;
  }
}

/**
 * The slot's secret: asked once while online and kept on the device (until a day after the slot), so the trainer's
 * screen derives the code when the network drops; without a network, the kept one.
 */
export function useSlotOfflineSecret(slotId: number) {
  return useQuery({
    queryKey: ["attendance", "offline-secret", slotId] as const,
    staleTime: Infinity,
    networkMode: "always",
    queryFn: async (): Promise<SlotOfflineSecret | null> => {
      try {
        const supabase = await getSupabase();
        const { data, error } = await supabase.rpc("slot_offline_secret", { p_slot: slotId });
        const fetched = !error && Array.isArray(data) ? (data[0] as SlotOfflineSecret | undefined) : undefined;
        if (fetched) {
          for (let index = window.localStorage.length - 1; index >= 0; index -= 1) {
            const key = window.localStorage.key(index);
            const old = key?.startsWith("attendance-slot-secret:") ? keptSlotSecret(Number(key.split(":")[1])) : null;
            if (key && old && Date.parse(old.ends_at) < Date.now() - 86_400_000) window.localStorage.removeItem(key);
          }
          window.localStorage.setItem(secretKey(slotId), JSON.stringify(fetched));
          return fetched;
        }
      } catch {
        // No network: the kept secret below.
      }
      return keptSlotSecret(slotId);
    },
  });
}
