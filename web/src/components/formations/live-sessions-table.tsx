import { useShownSessions } from "~/lib/formation-sessions";
import { SessionsTable } from "./sessions-table";

/** The sessions table with the database's sessions and seats (the built-in list until they are known). */
export function LiveSessionsTable({ caption }: { caption: string }) {
  const { data } = useShownSessions();
  return <SessionsTable sessions={data ?? []} caption={caption} />;
}
