import type { StorageClient } from "@supabase/storage-js";
import type { AppSupabaseClient } from "~/lib/supabase";

/**
 * supabase-js is imported when a visitor submits, never with a public page (decision 0602): the forms stay
 * prerendered and light, and only the visitors who send something download the client.
 */
export async function supabaseClient(): Promise<AppSupabaseClient> {
  const { getSupabase } = await import("~/lib/supabase");
  return getSupabase();
}

/** The storage client, for the CV upload (it brings its own code, which the other forms do not need). */
export async function supabaseStorage(): Promise<StorageClient> {
  const { getSupabaseStorage } = await import("~/lib/supabase");
  return getSupabaseStorage();
}

/** Downloads supabase-js and creates the client ahead of a submit (lib/warm-up.ts). */
export const warmSupabaseClient = (): Promise<unknown> => supabaseClient();
