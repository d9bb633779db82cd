import type { AuthChangeEvent, AuthError, Session, User } from "@supabase/auth-js";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { forgetOfflineData } from "~/app/pwa/register";
import { profileKeys } from "~/domain/person";
import type { AppSupabaseClient } from "./supabase";

// Imported on demand: the client module pulls the runtime-config schema (zod), which first paint does not need.
let supabaseModule: Promise<typeof import("./supabase")> | undefined;
function getSupabase(): Promise<AppSupabaseClient> {
  supabaseModule ??= import("./supabase").catch((error: unknown) => {
    supabaseModule = undefined; // a failed chunk download may succeed next time
    throw error;
  });
  return supabaseModule.then((module) => module.getSupabase());
}

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
  company?: string;
}

export interface AuthResult {
  error: AuthError | Error | null;
}

/** Who is signed in, and the sign-in actions. The person's profile (name, role) is a query: useProfile (~/domain/profile). */
export interface AuthContextValue {
  user: User | null;
  session: Session | null;
  /** True until the stored session is known (INITIAL_SESSION). */
  loading: boolean;
  signIn(email: string, password: string): Promise<AuthResult>;
  signUp(input: SignUpInput): Promise<AuthResult>;
  signOut(): Promise<AuthResult>;
  /** Starts the session check now instead of when the browser is idle (screens that need it at once). */
  ensureReady(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const HANDLED_EVENTS = new Set<AuthChangeEvent>([
  "INITIAL_SESSION",
  "SIGNED_IN",
  "SIGNED_OUT",
  "TOKEN_REFRESHED",
  "MFA_CHALLENGE_VERIFIED",
  "USER_UPDATED",
]);

/** Runs `task` once the browser is idle, so public pages paint before supabase-js is downloaded. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1500);
  return () => window.clearTimeout(handle);
}

/**
 * True when the browser may hold a session: a supabase-js storage entry (sb-<ref>-auth-token) or tokens in the URL.
 * Without either, the visitor is certainly signed out and screens need not wait for supabase-js to say so.
 */
export function mayHoldSession(): boolean {
  try {
    if (/access_token=|[?&]code=/.test(window.location.hash + window.location.search)) return true;
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index) ?? "";
      if (key.startsWith("sb-") && key.endsWith("-auth-token")) return true;
    }
    return false;
  } catch {
    return true; // storage unreadable: let supabase-js decide
  }
}

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session | null>(null);
  const [sessionKnown, setSessionKnown] = useState(false);
  const started = useRef(false);
  const generation = useRef(0);
  const unsubscribe = useRef<(() => void) | null>(null);
  const currentUserId = useRef<string | null>(null);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    const myGeneration = generation.current;
    getSupabase()
      .then((client) => {
        if (myGeneration !== generation.current) return; // the provider unmounted meanwhile
        const { data } = client.auth.onAuthStateChange((event, nextSession) => {
          if (!HANDLED_EVENTS.has(event)) return;
          const nextUserId = nextSession?.user.id ?? null;
          if (currentUserId.current !== null && nextUserId !== currentUserId.current) {
            // Signed out or in as someone else: nothing read for the previous person stays in the page's cache
            // (lists shared by key with the route loaders, ~/app/prefetch.ts), so the next person never sees it.
            // A token refresh keeps the same user id and the cache.
            queryClient.clear();
          } else if (nextUserId !== currentUserId.current && nextUserId) {
            // Signed in: drop any cached profile so screens wait for a fresh read of the role instead of showing a
            // remembered one (useProfile reads it again). The reads started with the route (prefetchWithRoute)
            // before the stored session was known are this person's: they stay.
            queryClient.removeQueries({ queryKey: profileKeys.one(nextUserId) });
          }
          currentUserId.current = nextUserId;
          setSession(nextSession);
          if (event === "INITIAL_SESSION") setSessionKnown(true);
        });
        unsubscribe.current = () => data.subscription.unsubscribe();
      })
      .catch((error: unknown) => {
        if (myGeneration !== generation.current) return;
        // Backend unreachable or misconfigured: behave as signed out rather than loading forever.
        console.error("Initialisation de l'authentification impossible", error);
        started.current = false;
        setSessionKnown(true);
      });
  }, [queryClient]);

  useEffect(() => {
    // A visitor with no stored session is known signed out at once, and the Supabase client (≈ 30 KiB gzip) is not
    // downloaded for them at all until they sign in or open a screen that calls ensureReady() (decision 0602).
    // Whether a session may be stored is known only in the browser, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    const cancelIdle = mayHoldSession() ? whenIdle(start) : (setSessionKnown(true), () => {});
    return () => {
      cancelIdle();
      generation.current += 1;
      unsubscribe.current?.();
      unsubscribe.current = null;
      started.current = false;
    };
  }, [start]);

  const signIn = useCallback(
    async (email: string, password: string): Promise<AuthResult> => {
      start();
      try {
        const client = await getSupabase();
        const { error } = await client.auth.signInWithPassword({ email, password });
        return { error };
      } catch (error) {
        return { error: error instanceof Error ? error : new Error(String(error)) };
      }
    },
    [start],
  );

  const signUp = useCallback(
    async ({ email, password, fullName, company }: SignUpInput): Promise<AuthResult> => {
      start();
      try {
        const client = await getSupabase();
        const { error } = await client.auth.signUp({
          email,
          password,
          options: { data: { full_name: fullName, company: company ?? "" } },
        });
        return { error };
      } catch (error) {
        return { error: error instanceof Error ? error : new Error(String(error)) };
      }
    },
    [start],
  );

  const signOut = useCallback(async (): Promise<AuthResult> => {
    try {
      const client = await getSupabase();
      const { error } = await client.auth.signOut();
      // The copies of this person's data the service worker kept for offline leave the device with them.
      if (!error) await forgetOfflineData();
      return { error };
    } catch (error) {
      return { error: error instanceof Error ? error : new Error(String(error)) };
    }
  }, []);

  const user = session?.user ?? null;
  const loading = !sessionKnown;

  const value = useMemo<AuthContextValue>(
    () => ({ user, session, loading, signIn, signUp, signOut, ensureReady: start }),
    [user, session, loading, signIn, signUp, signOut, start],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value)
    throw new Error("useAuth() doit être appelé à l'intérieur de <AuthProvider> (voir web/src/app/providers.tsx).");
  return value;
}
