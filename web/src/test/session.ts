/**
 * A signed-in visitor for component tests: the session is stored where supabase-js looks for it, so the app's
 * real AuthProvider finds it on start, exactly as after a sign-in in the browser. The profile is then read over
 * /rest/v1/profiles like in production: give it with `profileRow()` in a `restGet("profiles", …)` handler.
 */
import type { Session, User } from "@supabase/supabase-js";
import type { Profile } from "@common/database";
import { SESSION_STORAGE_KEY } from "./backend";

export interface TestUserInput {
  id?: string;
  email?: string;
  fullName?: string;
}

export function testUser({
  id = "user-1",
  email = "awa@example.com",
  fullName = "Awa Koné",
}: TestUserInput = {}): User {
  return {
    id,
    email,
    aud: "authenticated",
    role: "authenticated",
    app_metadata: { provider: "email" },
    user_metadata: { full_name: fullName },
    created_at: "2026-01-05T09:00:00Z",
  };
}

/** A `profiles` row for `user`, as the database returns it. */
export function profileRow(user: User, over: Partial<Omit<Profile, "id">> = {}): Profile {
  return {
    id: user.id,
    email: user.email ?? null,
    full_name: (user.user_metadata.full_name as string | undefined) ?? null,
    company: null,
    position: null,
    country: null,
    role: "client",
    created_at: "2026-01-05T09:00:00Z",
    updated_at: "2026-01-05T09:00:00Z",
    ...over,
  };
}

/** Stores a valid, far-from-expiry session for `user` (supabase-js will not try to refresh it). */
export function storeSession(user: User): Session {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  const session: Session = {
    access_token: `test-access-token-${user.id}`,
    refresh_token: `test-refresh-token-${user.id}`,
    token_type: "bearer",
    expires_in: 3600,
    expires_at: expiresAt,
    user,
  };
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  return session;
}

/** What GoTrue answers to a sign-in, a token refresh or a sign-up of a confirmed account: a session for `user`. */
export function sessionBody(user: User) {
  return {
    access_token: "new-access-token",
    refresh_token: "new-refresh-token",
    token_type: "bearer",
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user,
  };
}
