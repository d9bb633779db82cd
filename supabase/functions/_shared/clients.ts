import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { requiredEnv } from "./env.ts";

/** A thrown error of the database, as the REST API reported it (SQLSTATE `code` and the database's message). */
export class DatabaseRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

let serviceClient: SupabaseClient | undefined;

/** The project as the server (service role, no RLS): for what the caller may not do directly but the function decides. */
export function asService(): SupabaseClient {
  serviceClient ??= createClient(requiredEnv("SUPABASE_URL"), requiredEnv("SUPABASE_SERVICE_ROLE_KEY"), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return serviceClient;
}

/** Calls a database function as the server; a refusal of the database is thrown as a DatabaseRefusal. */
export async function callRpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await asService().rpc(name, args);
  if (error) throw new DatabaseRefusal(error.code, error.message);
  return data as T;
}
