import { AuthClient } from "@supabase/auth-js";
import { useQuery } from "@tanstack/react-query";
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "~/app/providers";
import { useProfile } from "~/domain/profile";
import {
  SESSION_STORAGE_KEY,
  backend,
  http,
  json,
  profileRow,
  restGet,
  setupFakeBackend,
  storeSession,
  testUser,
  held,
  sessionBody,
} from "~/test";
import { useAuth } from "./auth";

// The app's real supabase-js client talks to the harness's fake backend over HTTP; the one spy watches when the
// provider subscribes to supabase-js (that is, when it downloads and starts it).
setupFakeBackend();
const subscriptions = vi.spyOn(AuthClient.prototype, "onAuthStateChange");
const awa = testUser({ id: "u1", email: "awa@example.com", fullName: "Awa Koné" });

function Probe() {
  const { user, loading, ensureReady, signIn, signOut } = useAuth();
  const { data: profile } = useProfile();
  return (
    <div>
      <p>{loading ? "chargement" : "prêt"}</p>
      <p>{user ? `user:${user.id}` : "anonyme"}</p>
      <p>{profile?.full_name ?? "sans profil"}</p>
      <button type="button" onClick={ensureReady}>
        démarrer
      </button>
      <button type="button" onClick={() => void signOut()}>
        se déconnecter
      </button>
      <button type="button" onClick={() => void signIn("awa@example.com", "Formation1")}>
        se connecter
      </button>
    </div>
  );
}

const binta = testUser({ id: "u2", email: "binta@example.com", fullName: "Binta Sow" });

/** A list read like the screens' own: its key names no user (the route loaders share it), fresh for a minute. */
function ListProbe({ read }: { read: (userId: string) => Promise<string> }) {
  const { user } = useAuth();
  const { data } = useQuery({ queryKey: ["auth-test", "list"], queryFn: () => read(user!.id), enabled: !!user });
  return <p>{data ?? "liste vide"}</p>;
}

/** The probe inside the app's own providers (web/src/app/providers.tsx: its query client, its freshness). */
const renderProbe = () =>
  render(
    <AppProviders>
      <Probe />
    </AppProviders>,
  );
const click = (name: string) => act(() => screen.getByRole("button", { name }).click());

const profileReads = () => backend.requestsTo("/rest/v1/profiles", "GET");

describe("useAuth", () => {
  beforeEach(() => {
    subscriptions.mockClear();
    backend.use(restGet("profiles", [profileRow(awa)]));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("throws a clear error outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(/AuthProvider/);
  });

  it("does not touch supabase-js at first render, only once asked or idle", async () => {
    storeSession(awa);
    renderProbe();
    expect(screen.getByText("chargement")).toBeInTheDocument();
    expect(subscriptions).not.toHaveBeenCalled();
    // jsdom has no requestIdleCallback: the provider's fallback starts supabase-js 1.5 s after the first render.
    await waitFor(() => expect(subscriptions).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(await screen.findByText("Awa Koné")).toBeInTheDocument();
  });

  it("never downloads supabase-js for a visitor with no stored session until asked", async () => {
    vi.useFakeTimers();
    renderProbe();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.getByText("anonyme")).toBeInTheDocument();
    expect(subscriptions).not.toHaveBeenCalled();
    vi.useRealTimers();
    click("démarrer");
    await waitFor(() => expect(subscriptions).toHaveBeenCalledTimes(1));
    expect(screen.getByText("anonyme")).toBeInTheDocument();
  });

  it("stays loading until INITIAL_SESSION; useProfile then reads the profile of the signed-in user", async () => {
    // A stored session whose access token has expired: supabase-js refreshes it before INITIAL_SESSION.
    const stored = storeSession(awa);
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 60 }),
    );
    const refresh = held(() => json(sessionBody(awa)));
    backend.use(
      http("POST", "/auth/v1/token", refresh.resolve),
      http("POST", "/auth/v1/logout", () => ({ status: 204 })),
    );
    renderProbe();
    click("démarrer");
    await waitFor(() => expect(backend.requestsTo("/auth/v1/token", "POST")).toHaveLength(1));
    expect(backend.requestsTo("/auth/v1/token", "POST")[0]!.search.get("grant_type")).toBe("refresh_token");
    // supabase-js may say SIGNED_IN before INITIAL_SESSION (a session recovered from storage): still loading.
    const listener = subscriptions.mock.calls[0]![0];
    await act(async () => {
      await listener("SIGNED_IN", stored);
    });
    expect(screen.getByText("chargement")).toBeInTheDocument();
    refresh.release();
    expect(await screen.findByText("prêt")).toBeInTheDocument();
    expect(screen.getByText("user:u1")).toBeInTheDocument();
    expect(await screen.findByText("Awa Koné")).toBeInTheDocument();
    const [read] = profileReads();
    expect(read!.search.get("select")).toBe("*");
    expect(read!.search.get("id")).toBe("eq.u1");

    click("se déconnecter");
    expect(await screen.findByText("anonyme")).toBeInTheDocument();
    expect(screen.getByText("sans profil")).toBeInTheDocument();
  });

  it("reads the profile afresh after signing out and in again, never a remembered role", async () => {
    let profile = profileRow(awa);
    storeSession(awa);
    backend.use(
      restGet("profiles", () => [profile]),
      http("POST", "/auth/v1/logout", () => ({ status: 204 })),
      http("POST", "/auth/v1/token", () => json(sessionBody(awa))),
    );
    renderProbe();
    click("démarrer");
    expect(await screen.findByText("Awa Koné")).toBeInTheDocument();

    click("se déconnecter");
    expect(await screen.findByText("anonyme")).toBeInTheDocument();
    profile = profileRow(awa, { full_name: "Awa Koné-Diallo", role: "admin" });
    click("se connecter");
    expect(await screen.findByText("Awa Koné-Diallo")).toBeInTheDocument();
    expect(profileReads()).toHaveLength(2);
  });

  it("forgets the previous person's cached lists when they sign out and someone else signs in, not on a refresh", async () => {
    storeSession(awa);
    backend.use(
      restGet("profiles", [profileRow(awa), profileRow(binta)]),
      http("POST", "/auth/v1/logout", () => ({ status: 204 })),
      http("POST", "/auth/v1/token", () => json(sessionBody(binta))),
    );
    const bintaList = held(() => ({}));
    const read = vi.fn((userId: string) =>
      userId === "u1" ? Promise.resolve("formations d'Awa") : bintaList.resolve().then(() => "formations de Binta"),
    );
    render(
      <AppProviders>
        <Probe />
        <ListProbe read={read} />
      </AppProviders>,
    );
    click("démarrer");
    expect(await screen.findByText("formations d'Awa")).toBeInTheDocument();

    // A token refresh of the same person keeps what was read.
    const listener = subscriptions.mock.calls[0]![0];
    await act(async () => {
      await listener("TOKEN_REFRESHED", { ...storeSession(awa), access_token: "refreshed" });
    });
    expect(screen.getByText("formations d'Awa")).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);

    click("se déconnecter");
    expect(await screen.findByText("anonyme")).toBeInTheDocument();
    expect(screen.getByText("liste vide")).toBeInTheDocument();
    click("se connecter");
    expect(await screen.findByText("Binta Sow")).toBeInTheDocument();
    // Binta's own list is being read: Awa's, still fresh by the cache's clock, is never shown meanwhile.
    expect(screen.queryByText("formations d'Awa")).not.toBeInTheDocument();
    expect(read).toHaveBeenLastCalledWith("u2");
    bintaList.release();
    expect(await screen.findByText("formations de Binta")).toBeInTheDocument();
  });

  it("knows at once that a visitor with no stored session is signed out", async () => {
    renderProbe();
    expect(await screen.findByText("prêt")).toBeInTheDocument();
    expect(screen.getByText("anonyme")).toBeInTheDocument();
    expect(subscriptions).not.toHaveBeenCalled();
  });

  it("is ready and anonymous after an empty INITIAL_SESSION", async () => {
    // Something stored under supabase-js's key that is no session: supabase-js says INITIAL_SESSION with none.
    window.localStorage.setItem(SESSION_STORAGE_KEY, "{}");
    renderProbe();
    click("démarrer");
    await waitFor(() => expect(subscriptions).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("prêt")).toBeInTheDocument();
    expect(screen.getByText("anonyme")).toBeInTheDocument();
  });

  it("sends sign-up metadata and returns the error of sign-in", async () => {
    backend.use(
      http("POST", "/auth/v1/signup", () => json({ ...awa, identities: [] })),
      http("POST", "/auth/v1/token", () =>
        json({ code: 400, error_code: "invalid_credentials", msg: "Invalid login credentials" }, 400),
      ),
    );
    const { result } = renderHook(() => useAuth(), { wrapper: AppProviders });
    await act(async () => {
      await result.current.signUp({ email: "a@b.co", password: "Formation1", fullName: "Awa Koné", company: "" });
    });
    expect(backend.requestsTo("/auth/v1/signup", "POST")[0]!.body).toMatchObject({
      email: "a@b.co",
      password: "Formation1",
      data: { full_name: "Awa Koné", company: "" },
    });
    let outcome: Awaited<ReturnType<typeof result.current.signIn>> | undefined;
    await act(async () => {
      outcome = await result.current.signIn("a@b.co", "mauvais");
    });
    expect(outcome?.error).toMatchObject({ message: "Invalid login credentials", code: "invalid_credentials" });
    expect(backend.requestsTo("/auth/v1/token", "POST")[0]!.body).toMatchObject({
      email: "a@b.co",
      password: "mauvais",
    });
  });
});
