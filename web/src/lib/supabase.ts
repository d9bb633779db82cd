import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@common/database";
import { loadRuntimeConfig } from "./runtime-config";

export type AppSupabaseClient = SupabaseClient<Database>;

let clientPromise: Promise<AppSupabaseClient> | undefined;

/**
 * The one supabase-js client of the app, created on first use: the library (≈55 KiB gzip) and the runtime
 * configuration are fetched only by the screens that talk to the backend, never on a page's first paint.
 */
export function getSupabase(): Promise<AppSupabaseClient> {
  clientPromise ??= Promise.all([import("@supabase/supabase-js"), loadRuntimeConfig()])
    .then(([{ createClient }, config]) => createClient<Database>(config.supabaseUrl, config.supabaseAnonKey))
    .catch((error: unknown) => {
      clientPromise = undefined; // let the next caller retry
      throw error;
    });
  return clientPromise;
}
