import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { inject } from "vitest";
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY } from "../server/src/config";
import type { Database } from "../web/src/lib/database.types";

export { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY };
export const backends = () => inject("backends");

/** supabase-js as the browser uses it; Node 20 needs a WebSocket class for the (unused) realtime client. */
export function client(url: string, key = DEV_ANON_KEY): SupabaseClient<Database> {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

export const PASSWORD = "Formation2027";
export const uniqueEmail = (label = "user") => `${label}-${randomUUID()}@example.com`;

/** A fresh signed-in user with their own client. */
export async function signedUpClient(url: string, fullName = "Awa Koné", company = "Orange CI") {
  const supabase = client(url);
  const email = uniqueEmail();
  const { data, error } = await supabase.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { full_name: fullName, company } },
  });
  if (error || !data.user || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  return { supabase, user: data.user, session: data.session, email };
}

export function api(url: string, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has("apikey")) headers.set("apikey", DEV_ANON_KEY);
  if (!headers.has("authorization")) headers.set("authorization", `Bearer ${init.token ?? DEV_ANON_KEY}`);
  return fetch(`${url}${path}`, { ...init, headers });
}
