import type { StorageClient } from "@supabase/storage-js";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@common/database";
import { loadRuntimeConfig } from "./runtime-config";

/**
 * The part of supabase-js's client the app uses: auth, tables and RPC (PostgREST), Edge Functions. Storage is
 * asked for separately (getSupabaseStorage), realtime not at all. The types are supabase-js's own, so the screens'
 * code reads exactly as with `createClient`.
 */
export type AppSupabaseClient = Pick<SupabaseClient<Database>, "auth" | "from" | "rpc" | "schema" | "functions">;

interface Backend {
  client: AppSupabaseClient;
  /** fetch with the anon key and the signed-in person's token, as supabase-js sends them. */
  authorisedFetch: typeof fetch;
  storageUrl: string;
  headers: Record<string, string>;
}

let backendPromise: Promise<Backend> | undefined;
let storagePromise: Promise<StorageClient> | undefined;

/**
 * supabase-js builds its client from Supabase's own packages; this builds the same client from the three the app
 * needs (decision 0958): ≈ 25 KiB gzip less than supabase-js, which also bundles realtime and storage. Same URLs,
 * same headers, and the session in localStorage under supabase-js's key (`sb-<first label of the host>-auth-token`),
 * so a session stored by either one is read by the other.
 */
async function createBackend(): Promise<Backend> {
  const [{ AuthClient }, { PostgrestClient }, { FunctionsClient }, config] = await Promise.all([
    import("@supabase/auth-js"),
    import("@supabase/postgrest-js"),
    import("@supabase/functions-js"),
    loadRuntimeConfig(),
  ]);
  const baseUrl = new URL(config.supabaseUrl.endsWith("/") ? config.supabaseUrl : `${config.supabaseUrl}/`);
  const anonKey = config.supabaseAnonKey;
  const headers = { "X-Client-Info": "supabase-js/2 (auth, postgrest, functions)" };

  const auth = new AuthClient({
    url: new URL("auth/v1", baseUrl).href,
    headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey, ...headers },
    storageKey: `sb-${baseUrl.hostname.split(".")[0]}-auth-token`,
    autoRefreshToken: true,
    persistSession: true,
    detectSessionInUrl: true,
    flowType: "implicit",
  });

  // `fetch` is looked up at each call (not captured), so that tests can replace it after the client exists.
  const authorisedFetch: typeof fetch = async (input, init) => {
    const { data } = await auth.getSession();
    const requestHeaders = new Headers(init?.headers);
    if (!requestHeaders.has("apikey")) requestHeaders.set("apikey", anonKey);
    if (!requestHeaders.has("Authorization"))
      requestHeaders.set("Authorization", `Bearer ${data.session?.access_token ?? anonKey}`);
    return fetch(input, { ...init, headers: requestHeaders });
  };

  const rest = new PostgrestClient<Database>(new URL("rest/v1", baseUrl).href, {
    headers,
    schema: "public",
    fetch: authorisedFetch,
  });
  const functionsUrl = new URL("functions/v1", baseUrl).href;

  const client: AppSupabaseClient = {
    auth,
    from: rest.from.bind(rest),
    schema: rest.schema.bind(rest),
    rpc: rest.rpc.bind(rest),
    get functions() {
      return new FunctionsClient(functionsUrl, { headers, customFetch: authorisedFetch });
    },
  };
  return { client, authorisedFetch, storageUrl: new URL("storage/v1", baseUrl).href, headers };
}

function getBackend(): Promise<Backend> {
  backendPromise ??= createBackend().catch((error: unknown) => {
    backendPromise = undefined; // let the next caller retry
    throw error;
  });
  return backendPromise;
}

/**
 * The one Supabase client of the app, created on first use: its code and the runtime configuration are fetched
 * only by the screens that talk to the backend, never on a page's first paint.
 */
export async function getSupabase(): Promise<AppSupabaseClient> {
  return (await getBackend()).client;
}

/**
 * The storage client (uploads, signed links), downloaded by the screens that upload or link a file, when they do:
 * it sends the same token as getSupabase().
 */
export function getSupabaseStorage(): Promise<StorageClient> {
  storagePromise ??= Promise.all([import("@supabase/storage-js"), getBackend()])
    .then(
      ([{ StorageClient }, backend]) => new StorageClient(backend.storageUrl, backend.headers, backend.authorisedFetch),
    )
    .catch((error: unknown) => {
      storagePromise = undefined;
      throw error;
    });
  return storagePromise;
}
