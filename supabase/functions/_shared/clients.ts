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

/**
 * The project as the caller: the anon key with the caller's own bearer token, so Row Level Security decides what
 * they read, exactly as their browser would.
 */
export function asCaller(request: Request): SupabaseClient {
  const authorization = request.headers.get("authorization");
  return createClient(requiredEnv("SUPABASE_URL"), requiredEnv("SUPABASE_ANON_KEY"), {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: authorization ? { authorization } : {} },
  });
}
