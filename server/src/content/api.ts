import { PostgrestClient, type PostgrestError } from "@supabase/postgrest-js";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@common/database";

/**
 * What the public pages rendered here read the edited content through (issue 49 item 10, decision 1096): the project's
 * API as `anon`, with supabase-js's PostgREST client typed by the schema (the part of supabase-js the pages need, as
 * web/src/lib/supabase.ts builds it), so Row Level Security is the only publication rule and the pages render the same
 * against a hosted project as against the local backend.
 */
export type ContentApi = Pick<SupabaseClient<Database>, "from">;

/**
 * The anon client of the API at `url`. `fetchImpl` answers the requests in this process (the local backend, app.ts), so
 * no port, loopback connection or second HTTP stack is needed.
 */
export function contentApi(url: string, anonKey: string, fetchImpl?: typeof fetch): ContentApi {
  const rest = new PostgrestClient<Database>(`${url.replace(/\/+$/, "")}/rest/v1`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "X-Client-Info": "site-server (postgrest)" },
    schema: "public",
    fetch: fetchImpl,
  });
  return { from: rest.from.bind(rest) };
}

/**
 * The rows of an answer, or the answer's error thrown with its SQLSTATE (a database that cannot be reached, 08006,
 * still makes the page answer 503: app.ts).
 */
export function rowsOf<Answer extends { data: unknown[] | null; error: PostgrestError | null }>(
  answer: Answer,
): NonNullable<Answer["data"]> {
  if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
  return (answer.data ?? []) as NonNullable<Answer["data"]>;
}

/** The one row of an answer (`maybeSingle`), or null. */
export function rowOf<Answer extends { data: unknown; error: PostgrestError | null }>(
  answer: Answer,
): Answer["data"] | null {
  if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
  return answer.data;
}
