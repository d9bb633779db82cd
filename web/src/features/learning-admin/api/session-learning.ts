import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import type { FormationInsights, SessionReport, UnlockMode } from "../lib/follow-up";

const keys = {
  settings: (sessionId: number) => ["learning-admin", "session-settings", sessionId] as const,
  report: (sessionId: number, days: number) => ["learning-admin", "session-report", sessionId, days] as const,
  insights: (formationId: number) => ["learning-admin", "insights", formationId] as const,
};

export interface SessionLearningSettings {
  unlock_mode: UnlockMode;
  live_url: string | null;
  /** Days without activity before the daily job reminds a learner once; null: no automatic reminder. */
  stuck_reminder_days: number | null;
  dates: { module_id: number; opens_on: string }[];
}

/** How the session opens its modules (« Tout d'un coup » when never set) and the modules' dates. */
export function useSessionLearningSettings(sessionId: number) {
  return useQuery({
    queryKey: keys.settings(sessionId),
    queryFn: async (): Promise<SessionLearningSettings> => {
      const client = await getSupabase();
      const [settings, dates] = await Promise.all([
        client
          .from("session_learning")
          .select("unlock_mode, live_url, stuck_reminder_days")
          .eq("session_id", sessionId)
          .maybeSingle(),
        client.from("learning_module_dates").select("module_id, opens_on").eq("session_id", sessionId),
      ]);
      if (settings.error) throw new Error(settings.error.message);
      if (dates.error) throw new Error(dates.error.message);
      const row = settings.data as {
        unlock_mode: UnlockMode;
        live_url: string | null;
        stuck_reminder_days: number | null;
      } | null;
      return {
        unlock_mode: row?.unlock_mode ?? "all",
        live_url: row?.live_url ?? null,
        stuck_reminder_days: row ? row.stuck_reminder_days : 7,
        dates: dates.data as unknown as SessionLearningSettings["dates"],
      };
    },
  });
}

/** Saves the opening mode (upsert of session_learning) and the modules' dates (one row each, none when emptied). */
export function useSaveSessionLearning(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { unlock_mode: UnlockMode; dates: Record<number, string> }) => {
      const client = await getSupabase();
      const { error } = await client
        .from("session_learning")
        .upsert({ session_id: sessionId, unlock_mode: input.unlock_mode }, { onConflict: "session_id" });
      if (error) throw new Error("Le mode d'ouverture n'a pas pu être enregistré.");
      if (input.unlock_mode !== "dates") return;
      const set = Object.entries(input.dates).filter(([, date]) => date);
      const cleared = Object.entries(input.dates)
        .filter(([, date]) => !date)
        .map(([id]) => Number(id));
      if (set.length > 0) {
        const { error: datesError } = await client.from("learning_module_dates").upsert(
          set.map(([moduleId, opensOn]) => ({
            session_id: sessionId,
            module_id: Number(moduleId),
            opens_on: opensOn,
          })),
          { onConflict: "session_id,module_id" },
        );
        if (datesError) throw new Error("Les dates des modules n'ont pas pu être enregistrées.");
      }
      if (cleared.length > 0) {
        const { error: clearError } = await client
          .from("learning_module_dates")
          .delete()
          .eq("session_id", sessionId)
          .in("module_id", cleared);
        if (clearError) throw new Error("Les dates des modules n'ont pas pu être enregistrées.");
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.settings(sessionId) }),
  });
}

/** Each learner's progress, time, quiz scores and attempts, who is stuck, and the knowledge gain (PA403 otherwise). */
export function useSessionReport(sessionId: number, stuckDays: number) {
  return useQuery({
    queryKey: keys.report(sessionId, stuckDays),
    queryFn: async (): Promise<SessionReport> => {
      const client = await getSupabase();
      const { data, error } = await client.rpc("session_learning_report", {
        p_session: sessionId,
        p_stuck_days: stuckDays,
      });
      if (error) throw Object.assign(new Error(error.message), { code: error.code });
      return data as unknown as SessionReport;
    },
    retry: false,
  });
}

/** Queues the reminder to each stuck learner not yet reminded; answers how many. */
export function useRemindStuck(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (stuckDays: number): Promise<number> => {
      const client = await getSupabase();
      const { data, error } = await client.rpc("remind_stuck_learners", {
        p_session: sessionId,
        p_stuck_days: stuckDays,
      });
      if (error) throw new Error("La relance n'a pas pu être envoyée.");
      return Number(data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["learning-admin", "session-report", sessionId] }),
  });
}

/** Per formation: which lessons lose people and which questions most learners miss. */
export function useFormationInsights(formationId: number | undefined) {
  return useQuery({
    queryKey: keys.insights(formationId ?? 0),
    enabled: formationId !== undefined,
    queryFn: async (): Promise<FormationInsights> => {
      if (formationId === undefined) throw new Error("Aucune formation choisie.");
      const client = await getSupabase();
      const { data, error } = await client.rpc("formation_learning_insights", { p_formation: formationId });
      if (error) throw new Error(error.message);
      return data as unknown as FormationInsights;
    },
  });
}

export interface LiveSettings {
  live_url: string | null;
  slots: { id: number; starts_at: string; ends_at: string; time_zone: string; online: boolean }[];
}

const liveKey = (sessionId: number) => ["learning-admin", "live", sessionId] as const;

/** The session's video-call link (session_live_url) and its half-days, those held online marked. */
export function useLiveSettings(sessionId: number) {
  return useQuery({
    queryKey: liveKey(sessionId),
    queryFn: async (): Promise<LiveSettings> => {
      const client = await getSupabase();
      const [url, slots, online] = await Promise.all([
        client.rpc("session_live_url", { p_session: sessionId }),
        client
          .from("session_slots")
          .select("id, starts_at, ends_at, time_zone")
          .eq("session_id", sessionId)
          .order("starts_at"),
        client.from("live_classes").select("slot_id").eq("session_id", sessionId),
      ]);
      if (url.error) throw new Error(url.error.message);
      if (slots.error) throw new Error(slots.error.message);
      if (online.error) throw new Error(online.error.message);
      const onlineIds = new Set((online.data as unknown as { slot_id: number }[]).map((row) => row.slot_id));
      return {
        live_url: (url.data as unknown as string | null) ?? null,
        slots: (slots.data as { id: number; starts_at: string; ends_at: string; time_zone: string }[]).map((slot) => ({
          ...slot,
          online: onlineIds.has(slot.id),
        })),
      };
    },
  });
}

export function useSetLiveUrl(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (url: string) => {
      const client = await getSupabase();
      const { error } = await client.rpc("set_session_live_url", { p_session: sessionId, p_url: url });
      if (error) throw new Error(error.message);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveKey(sessionId) }),
  });
}

/** Marks a half-day held online (a live class) or not. */
export function useToggleLiveClass(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slotId, online }: { slotId: number; online: boolean }) => {
      const client = await getSupabase();
      const table = client.from("live_classes");
      const { error } = online
        ? await table.insert({ session_id: sessionId, slot_id: slotId })
        : await table.delete().eq("slot_id", slotId);
      if (error) throw new Error("La demi-journée n'a pas pu être modifiée.");
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveKey(sessionId) }),
  });
}

/** The daily job's automatic reminder of inactive learners: after how many days, or never (null). */
export function useSaveStuckReminder(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (days: number | null) => {
      const client = await getSupabase();
      const { error } = await client
        .from("session_learning")
        .upsert({ session_id: sessionId, stuck_reminder_days: days }, { onConflict: "session_id" });
      if (error) throw new Error("La relance automatique n'a pas pu être enregistrée.");
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.settings(sessionId) }),
  });
}
