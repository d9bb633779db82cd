/**
 * The one render helper of the front-end tests: the screen under test inside the app's providers (a memory
 * router, a React Query client without retries, the real AuthProvider, the toaster), with the backend faked
 * at the HTTP boundary by ./backend.ts.
 *
 *   setupFakeBackend();
 *   backend.use(restGet("certificates", [certificate]));
 *   const { user } = renderWithProviders(<MyCertificatesRoute />, { path: "/certificats", signedIn: learner });
 */
import type { User } from "@supabase/supabase-js";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { toast as sonner } from "sonner";
import { Toaster } from "~/components/ui/toaster";
import { AuthProvider, useAuth } from "~/lib/auth";
import { sessionEndedCaches } from "~/lib/session-ended";
import type { Profile } from "@common/database";
import { backend } from "./backend";
import { restGet } from "./handlers";
import { profileRow, storeSession } from "./session";

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

export interface RenderOptions {
  /** The route pattern the element is mounted on, e.g. "/formations/:id" (default "/"). */
  path?: string;
  /** The URL first shown (default: `path`). */
  url?: string;
  /** Other routes, e.g. the page a link or a redirect leads to, to assert the navigation. */
  routes?: StubRoute[];
  /** Signs this user in (a stored session the real AuthProvider picks up); signed out otherwise. */
  signedIn?: User;
  /**
   * Render only once the session is known, like the signed-in layout (default when `signedIn`). False for public
   * components that must cope with a sign-in state still unknown.
   */
  awaitSession?: boolean;
  /** React Query's default retry for queries (default: none, so a failure shows at once). */
  retry?: boolean | number;
  /** The signed-in user's profile as /rest/v1/profiles answers it (default: a client named after the user). */
  profile?: Partial<Omit<Profile, "id">>;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
}

/** Like the signed-in layout: the screen renders once the stored session (and the auth state) is known. */
function SessionGate({ expected, children }: { expected: boolean; children: React.ReactNode }) {
  const { user, loading } = useAuth();
  return expected && (loading || !user) ? null : <>{children}</>;
}

export function renderWithProviders(
  element: React.ReactElement,
  options: RenderOptions = {},
): RenderWithProvidersResult {
  const { path = "/", routes = [], signedIn, awaitSession = Boolean(signedIn) } = options;
  return renderRoutes(
    [{ path, Component: () => <SessionGate expected={awaitSession}>{element}</SessionGate> }, ...routes],
    { ...options, url: options.url ?? path },
  );
}

/** The same providers around a route table of one's own, e.g. a layout route with its child screens. */
export function renderRoutes(
  routes: StubRoute[],
  options: Omit<RenderOptions, "path" | "routes" | "awaitSession"> & { url: string },
): RenderWithProvidersResult {
  const { url, signedIn, profile, retry = false } = options;
  if (signedIn) {
    storeSession(signedIn);
    backend.fallback(restGet("profiles", [profileRow(signedIn, profile)]));
    // The account menu asks which organisations the person manages (« Espace entreprise »): none, unless a test says.
    backend.fallback(restGet("organisation_members", []));
  }
  installImmediateIdleCallback();
  dismissToasts(); // sonner keeps its toasts in a module: a previous test's toast would show up again
  const queryClient = new QueryClient({
    ...sessionEndedCaches(), // as the app's (web/src/app/providers.tsx): an ended session sends the person to sign in
    defaultOptions: { queries: { retry, retryDelay: 0 }, mutations: { retry: false } },
  });
  const Stub = createRoutesStub(routes);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Stub initialEntries={[url]} />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...result, user: userEvent.setup(), queryClient };
}

// The AuthProvider reads a stored session when the browser is idle; jsdom has no requestIdleCallback, and the
// provider's 1.5 s fallback would only slow tests down.
function installImmediateIdleCallback() {
  if (typeof window.requestIdleCallback === "function") return;
  window.requestIdleCallback = ((callback: IdleRequestCallback) =>
    window.setTimeout(
      () => callback({ didTimeout: false, timeRemaining: () => 50 }),
      0,
    )) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = (handle: number) => window.clearTimeout(handle);
}

function dismissToasts() {
  sonner.dismiss();
}
