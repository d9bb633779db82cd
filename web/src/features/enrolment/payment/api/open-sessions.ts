import { useQuery } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";

export interface OpenSession {
  id: number;
  starts_on: string;
  ends_on: string;
  city: string;
  format: string;
  seats_left: number;
  status: "open" | "full";
}

/** The course's sessions one can still enrol in (or wait for), soonest first. */
export async function fetchOpenSessions(formationId: number): Promise<OpenSession[]> {
  const supabase = await getSupabase();
  const today = new Date().toISOString().slice(0, 10);
  const { data, error } = await supabase
    .from("course_sessions" as never)
    .select("id, starts_on, ends_on, city, format, seats_left, status")
    .eq("formation_id", formationId)
    .in("status", ["open", "full"])
    .gt("starts_on", today)
    .order("starts_on");
  if (error) throw error;
  return (data ?? []) as unknown as OpenSession[];
}

export function useOpenSessions(formationId: number, enabled: boolean) {
  return useQuery({ queryKey: ["course-sessions", formationId, "open"], queryFn: () => fetchOpenSessions(formationId), enabled });
}

const dayMonth = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "du 10 mars 2030 au 12 mars 2030 · Abidjan" */
export function sessionLabel(session: Pick<OpenSession, "starts_on" | "ends_on" | "city">): string {
  const start = dayMonth.format(new Date(`${session.starts_on}T00:00:00Z`));
  const end = dayMonth.format(new Date(`${session.ends_on}T00:00:00Z`));
  return `${start === end ? `le ${start}` : `du ${start} au ${end}`} · ${session.city}`;
}
