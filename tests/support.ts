import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { inject } from "vitest";
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY } from "../server/src/config/defaults";
import type { Database } from "../common/database.types";

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

/**
 * An enrollment as the server records it (issue 13: the browser no longer inserts enrollments; the `enrol` function
 * does, as the server). For fixtures that need an enrollment without a dated session; returns the stored row.
 */
export async function enrollmentFixture(
  url: string,
  row: {
    formation_id: number;
    user_id: string;
    payment_method?: "carte" | "mobile" | "virement";
    status?: "pending" | "confirmed" | "completed";
  },
) {
  const service = client(url, DEV_SERVICE_ROLE_KEY);
  const { data, error } = await service
    .from("enrollments")
    .insert({ payment_method: "carte", status: "pending", ...row })
    .select()
    .single();
  if (error || !data) throw new Error(`enrollment fixture failed: ${error?.message}`);
  return data;
}

/** A dated session of a formation, far enough ahead to enrol in, created as the server (returns its id). */
export async function sessionFixture(url: string, formationId: number, capacity = 10): Promise<number> {
  const service = client(url, DEV_SERVICE_ROLE_KEY);
  const { data, error } = await service
    .from("course_sessions")
    .insert({ formation_id: formationId, starts_on: "2030-06-02", ends_on: "2030-06-04", city: "Abidjan", capacity })
    .select("id")
    .single();
  if (error || !data) throw new Error(`session fixture failed: ${error?.message}`);
  return data.id;
}
