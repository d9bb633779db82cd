import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render as renderWithoutQueries, renderHook, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Listener = (event: string, session: unknown) => void;

const fake = vi.hoisted(() => {
  const state = { listener: null as Listener | null, profile: { id: "u1", full_name: "Awa Koné", role: "client" } };
  const single = vi.fn(async () => ({ data: state.profile, error: null }));
  const eq = vi.fn(() => ({ single }));
  const select = vi.fn(() => ({ eq }));
  const client = {
    auth: {
      onAuthStateChange: vi.fn((listener: Listener) => {
        state.listener = listener;
        return { data: { subscription: { unsubscribe: vi.fn() } } };
      }),
      signInWithPassword: vi.fn(async () => ({ data: {}, error: null })),
      signUp: vi.fn(async () => ({ data: {}, error: null })),
      signOut: vi.fn(async () => ({ error: null })),
    },
    from: vi.fn(() => ({ select })),
  };
  return { state, client, select, eq };
});

vi.mock("./supabase", () => ({ getSupabase: vi.fn(async () => fake.client) }));

import { useProfile } from "~/domain/profile";
import { AuthProvider, useAuth } from "./auth";

/** The app nests the auth provider in a query client (app/providers.tsx, same freshness); the profile is a query. */
function WithQueries({ children }: { children: React.ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
const render = (ui: React.ReactElement) => renderWithoutQueries(ui, { wrapper: WithQueries });

function Probe() {
  const { user, loading, ensureReady } = useAuth();
  const { data: profile } = useProfile();
  return (
    <div>
      <p>{loading ? "chargement" : "prêt"}</p>
      <p>{user ? `user:${user.id}` : "anonyme"}</p>
      <p>{profile?.full_name ?? "sans profil"}</p>
      <button type="button" onClick={ensureReady}>
        démarrer
      </button>
    </div>
  );
}

const session = { access_token: "t", user: { id: "u1", email: "awa@example.com", user_metadata: {} } };

describe("useAuth", () => {
  beforeEach(() => {
    fake.state.listener = null;
    vi.clearAllMocks();
    // A stored session (any value): the provider must then wait for supabase-js.
    window.localStorage.setItem("sb-localhost-auth-token", "{}");
  });
  afterEach(() => {
    vi.useRealTimers();
    window.localStorage.clear();
  });

  it("throws a clear error outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(/AuthProvider/);
  });

  it("does not touch supabase-js at first render, only once asked or idle", async () => {
    vi.useFakeTimers();
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText("chargement")).toBeInTheDocument();
    expect(fake.client.auth.onAuthStateChange).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(fake.client.auth.onAuthStateChange).toHaveBeenCalledTimes(1);
  });

  it("never downloads supabase-js for a visitor with no stored session until asked", async () => {
    window.localStorage.clear();
    vi.useFakeTimers();
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.getByText("anonyme")).toBeInTheDocument();
    expect(fake.client.auth.onAuthStateChange).not.toHaveBeenCalled();
    vi.useRealTimers();
    act(() => screen.getByRole("button", { name: "démarrer" }).click());
    await waitFor(() => expect(fake.client.auth.onAuthStateChange).toHaveBeenCalledTimes(1));
  });

  it("stays loading until INITIAL_SESSION; useProfile then reads the profile of the signed-in user", async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    act(() => screen.getByRole("button", { name: "démarrer" }).click());
    await waitFor(() => expect(fake.state.listener).not.toBeNull());
    act(() => fake.state.listener!("SIGNED_IN", session));
    expect(screen.getByText("chargement")).toBeInTheDocument();
    act(() => fake.state.listener!("INITIAL_SESSION", session));
    await waitFor(() => expect(screen.getByText("prêt")).toBeInTheDocument());
    expect(screen.getByText("user:u1")).toBeInTheDocument();
    expect(await screen.findByText("Awa Koné")).toBeInTheDocument();
    expect(fake.client.from).toHaveBeenCalledWith("profiles");
    expect(fake.select).toHaveBeenCalledWith("*");
    expect(fake.eq).toHaveBeenCalledWith("id", "u1");

    act(() => fake.state.listener!("SIGNED_OUT", null));
    expect(screen.getByText("anonyme")).toBeInTheDocument();
    expect(screen.getByText("sans profil")).toBeInTheDocument();
  });

  it("reads the profile afresh after signing out and in again, never a remembered role", async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    act(() => screen.getByRole("button", { name: "démarrer" }).click());
    await waitFor(() => expect(fake.state.listener).not.toBeNull());
    act(() => fake.state.listener!("INITIAL_SESSION", session));
    expect(await screen.findByText("Awa Koné")).toBeInTheDocument();

    act(() => fake.state.listener!("SIGNED_OUT", null));
    fake.state.profile = { id: "u1", full_name: "Awa Koné-Diallo", role: "admin" };
    act(() => fake.state.listener!("SIGNED_IN", session));
    expect(await screen.findByText("Awa Koné-Diallo")).toBeInTheDocument();
    expect(fake.eq).toHaveBeenCalledTimes(2);
    fake.state.profile = { id: "u1", full_name: "Awa Koné", role: "client" };
  });

  it("knows at once that a visitor with no stored session is signed out", async () => {
    window.localStorage.clear();
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText("prêt")).toBeInTheDocument();
    expect(screen.getByText("anonyme")).toBeInTheDocument();
    expect(fake.client.auth.onAuthStateChange).not.toHaveBeenCalled();
  });

  it("is ready and anonymous after an empty INITIAL_SESSION", async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    act(() => screen.getByRole("button", { name: "démarrer" }).click());
    await waitFor(() => expect(fake.state.listener).not.toBeNull());
    act(() => fake.state.listener!("INITIAL_SESSION", null));
    expect(screen.getByText("prêt")).toBeInTheDocument();
    expect(screen.getByText("anonyme")).toBeInTheDocument();
  });

  it("sends sign-up metadata and returns the error of sign-in", async () => {
    const failure = Object.assign(new Error("Invalid login credentials"), { code: "invalid_credentials" });
    fake.client.auth.signInWithPassword.mockResolvedValueOnce({ data: {}, error: failure as never });
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => (
        <WithQueries>
          <AuthProvider>{children}</AuthProvider>
        </WithQueries>
      ),
    });
    await act(async () => {
      await result.current.signUp({ email: "a@b.co", password: "Formation1", fullName: "Awa Koné", company: "" });
    });
    expect(fake.client.auth.signUp).toHaveBeenCalledWith({
      email: "a@b.co",
      password: "Formation1",
      options: { data: { full_name: "Awa Koné", company: "" } },
    });
    let outcome: Awaited<ReturnType<typeof result.current.signIn>> | undefined;
    await act(async () => {
      outcome = await result.current.signIn("a@b.co", "mauvais");
    });
    expect(outcome?.error).toBe(failure);
  });
});
