import { randomUUID } from "node:crypto";
import { createUser, DEMO_ANON_KEY, type TestUser } from "./fixtures";

/** The local backend's development service-role key (server/src/config/defaults.ts), accepted outside production only. */
export const DEV_SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

const tokenOf = (user: TestUser) => user.session.access_token as string;

/** A REST or RPC call as a user (their access token) or as the service role. */
export async function rest<T = unknown>(
  baseURL: string,
  path: string,
  init: { method?: string; body?: unknown; as?: TestUser | "service" } = {},
): Promise<T> {
  const token = init.as === "service" || !init.as ? DEV_SERVICE_ROLE_KEY : tokenOf(init.as);
  const apikey = init.as === "service" ? DEV_SERVICE_ROLE_KEY : DEMO_ANON_KEY;
  const response = await fetch(`${baseURL}${path}`, {
    method: init.method ?? "GET",
    headers: {
      apikey,
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      prefer: "return=representation",
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path} → ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** A new account given a role through set_user_role, called with the service-role key. */
export async function createUserWithRole(
  baseURL: string,
  role: "admin" | "trainer" | "editor" | "client",
  fullName?: string,
): Promise<TestUser> {
  const user = await createUser(baseURL, fullName ? { fullName } : {});
  if (role !== "client") {
    await rest(baseURL, "/rest/v1/rpc/set_user_role", {
      method: "POST",
      body: { target_user: user.id, new_role: role },
      as: "service",
    });
  }
  return user;
}

/**
 * An enrollment recorded as the server records it (the browser no longer inserts enrollments: decision 0841), then
 * confirmed and, if asked, completed by the admin. The enrollment flow itself is covered by enrollment.spec.ts.
 */
export async function enrol(
  baseURL: string,
  learner: TestUser,
  formationId: number,
  admin: TestUser,
  until: "pending" | "confirmed" | "completed",
): Promise<number> {
  const [row] = await rest<{ id: number }[]>(baseURL, "/rest/v1/enrollments", {
    method: "POST",
    body: { formation_id: formationId, user_id: learner.id, payment_method: "mobile", status: "pending" },
    as: "service",
  });
  const steps = until === "pending" ? [] : until === "confirmed" ? ["confirmed"] : ["confirmed", "completed"];
  for (const status of steps) {
    // Unpaid, so confirming needs a reason (decision 0870).
    const body = status === "confirmed" ? { status, status_reason: "Prise en charge par l'employeur" } : { status };
    await rest(baseURL, `/rest/v1/enrollments?id=eq.${row.id}`, { method: "PATCH", body, as: admin });
  }
  return row.id;
}

/** A dated session of a formation, far ahead, created as the server; `left` seats are left once the rest are reserved. */
export async function createSession(
  baseURL: string,
  formationId: number,
  {
    capacity = 20,
    left = capacity,
    startsOn = "2030-09-16",
    endsOn = "2030-09-18",
    city = "Abidjan",
    format,
  }: {
    capacity?: number;
    left?: number;
    startsOn?: string;
    endsOn?: string;
    city?: string;
    format?: "Présentiel" | "En ligne" | "Hybride";
  } = {},
): Promise<number> {
  const [row] = await rest<{ id: number }[]>(baseURL, "/rest/v1/course_sessions", {
    method: "POST",
    body: {
      formation_id: formationId,
      starts_on: startsOn,
      ends_on: endsOn,
      city,
      capacity,
      reserved_seats: capacity - left,
      ...(format ? { format } : {}),
    },
    as: "service",
  });
  return row.id;
}

/** A name no other test uses: specs run in parallel on one database and assert only on what they created. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

/** A formation of the test's own, created as the server (never a demo formation another spec reads). */
export async function createFormation(
  baseURL: string,
  fields: { title?: string; theme?: string; expert?: string; trainerId?: string | null; formats?: string[] } = {},
): Promise<{ id: number; title: string }> {
  const title = fields.title ?? uniqueName("Formation de test");
  const [row] = await rest<{ id: number }[]>(baseURL, "/rest/v1/formations", {
    method: "POST",
    as: "service",
    body: {
      theme: fields.theme ?? "Gestion",
      title,
      description: "Cours créé par un test",
      duration: "2 jours",
      formats: fields.formats ?? ["En ligne"],
      expert: fields.expert ?? "Nom affiché de l'expert",
      trainer_id: fields.trainerId ?? null,
      price: 800000,
      price_currency: "XOF",
    },
  });
  return { id: row.id, title };
}
