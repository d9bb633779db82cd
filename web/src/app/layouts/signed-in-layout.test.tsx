import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

const auth = vi.hoisted(() => ({
  user: null as null | { id: string; email: string; user_metadata: Record<string, unknown> },
  profile: null as null | { full_name: string | null; role: string },
  loading: false,
  ensureReady: vi.fn(),
  signOut: vi.fn(async () => ({ error: null })),
}));
vi.mock("~/lib/auth", () => ({ useAuth: () => auth }));
vi.mock("~/domain/profile", () => ({ useProfile: () => ({ data: auth.profile, isPending: false }) }));
vi.mock("~/components/ui/toast", () => ({ toast: vi.fn() }));
const unread = vi.hoisted(() => ({ asked: [] as boolean[], value: undefined as number | undefined }));
vi.mock("~/features/enquiries/admin", () => ({
  useUnreadCount: (enabled: boolean) => {
    unread.asked.push(enabled);
    return { data: enabled ? unread.value : undefined };
  },
}));

import SignedInLayout from "./signed-in-layout";

function renderShell(entry = "/mes-formations") {
  const Stub = createRoutesStub([
    {
      Component: SignedInLayout,
      children: [
        { path: "/mes-formations", Component: () => <h1>Écran mes formations</h1> },
        { path: "/tableau-de-bord", Component: () => <h1>Écran tableau de bord</h1> },
      ],
    },
    { path: "/auth", Component: () => <h1>Écran connexion</h1> },
    { path: "/", Component: () => <h1>Écran accueil</h1> },
  ]);
  return render(<Stub initialEntries={[entry]} />);
}

function mockViewport(mobile: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: mobile && query.includes("max-width"),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

const signedIn = () => {
  auth.user = { id: "u1", email: "awa@example.com", user_metadata: { full_name: "Awa Koné" } };
  auth.profile = { full_name: "Awa Koné", role: "client" };
};

beforeEach(() => {
  auth.user = null;
  auth.profile = null;
  auth.loading = false;
  auth.signOut.mockClear();
  document.cookie = "sidebar:state=; max-age=0; path=/";
  mockViewport(false);
});

describe("login gate", () => {
  it("shows a loading state while the session is unknown", () => {
    auth.loading = true;
    renderShell();
    expect(screen.getByRole("status")).toHaveTextContent("Chargement de votre espace");
    expect(screen.queryByText("Écran mes formations")).not.toBeInTheDocument();
    expect(auth.ensureReady).toHaveBeenCalled();
  });

  it("sends a signed-out person to /auth once loading is over", async () => {
    renderShell();
    expect(await screen.findByText("Écran connexion")).toBeInTheDocument();
  });
});

describe("sidebar", () => {
  it("shows the user card and the client menu", () => {
    signedIn();
    renderShell();
    expect(screen.getByText("Écran mes formations")).toBeInTheDocument();
    expect(screen.getByTestId("sidebar-user-name")).toHaveTextContent("Awa Koné");
    expect(screen.getByText("AK")).toBeInTheDocument();
    expect(screen.getByText("Client")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Menu de l'espace personnel" });
    expect(nav).toHaveTextContent("Tableau de bord");
    expect(screen.getByRole("link", { name: "Mes formations" })).toHaveAttribute("href", "/mes-formations");
    expect(screen.getByRole("link", { name: "Réseau" })).toHaveAttribute("href", "/reseau");
    expect(screen.getByRole("link", { name: "Certificats" })).toHaveAttribute("href", "/certificats");
    expect(nav).not.toHaveTextContent("Bientôt disponible");
    expect(screen.getByRole("link", { name: "Mon profil" })).toHaveAttribute("href", "/profil");
    expect(screen.getByRole("switch", { name: "Mode sombre" })).toBeInTheDocument();
  });

  it("shows the admin menu without a made-up count, and defaults the name to 'Utilisateur'", () => {
    auth.user = { id: "u1", email: "x@example.com", user_metadata: {} };
    auth.profile = { full_name: null, role: "admin" };
    renderShell();
    expect(screen.getByTestId("sidebar-user-name")).toHaveTextContent("Utilisateur");
    expect(screen.getByText("U")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Tableau de bord" })).toHaveAttribute("href", "/tableau-de-bord");
  });

  it("shows admins the number of unread enquiries on 'Demandes', and never asks it for other roles", () => {
    unread.value = 4;
    unread.asked = [];
    signedIn();
    const { unmount } = renderShell();
    expect(unread.asked.every((enabled) => enabled === false)).toBe(true);
    unmount();
    auth.profile = { full_name: "Admin", role: "admin" };
    renderShell();
    expect(screen.getByRole("link", { name: /^Demandes/ })).toHaveAttribute("href", "/demandes");
    expect(screen.getByRole("link", { name: /^Demandes/ })).toHaveTextContent("Demandes4");
  });

  it("collapses to icons with Ctrl+B and the button, keeping the state in the sidebar:state cookie", async () => {
    signedIn();
    const user = userEvent.setup();
    renderShell();
    const sidebar = screen.getByTestId("sidebar");
    expect(sidebar).toHaveAttribute("data-state", "expanded");
    expect(sidebar).toHaveStyle({ width: "16rem" });
    fireEvent.keyDown(window, { key: "b", ctrlKey: true });
    expect(sidebar).toHaveAttribute("data-state", "collapsed");
    expect(sidebar).toHaveStyle({ width: "3rem" });
    expect(document.cookie).toContain("sidebar:state=false");
    await user.click(screen.getByRole("button", { name: "Développer le menu" }));
    expect(sidebar).toHaveAttribute("data-state", "expanded");
    expect(document.cookie).toContain("sidebar:state=true");
    fireEvent.keyDown(window, { key: "B", metaKey: true });
    expect(sidebar).toHaveAttribute("data-state", "collapsed");
  });

  it("starts collapsed when the cookie says so", () => {
    signedIn();
    document.cookie = "sidebar:state=false; path=/";
    renderShell();
    expect(screen.getByTestId("sidebar")).toHaveAttribute("data-state", "collapsed");
    expect(screen.getByRole("link", { name: "Mes formations" })).toBeInTheDocument();
    const darkMode = screen.getByRole("switch", { name: "Mode sombre" });
    expect(darkMode).toHaveAttribute("aria-checked", "false");
    fireEvent.click(darkMode);
    expect(darkMode).toHaveAttribute("aria-checked", "true");
    expect(document.documentElement).toHaveClass("dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");
    window.localStorage.clear();
    document.documentElement.classList.remove("dark");
  });

  it("is a slide-over panel opened by a button on mobile", async () => {
    signedIn();
    mockViewport(true);
    const user = userEvent.setup();
    renderShell();
    expect(screen.queryByTestId("sidebar")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ouvrir le menu" }));
    expect(await screen.findByTestId("sidebar-mobile")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Tableau de bord" }));
    expect(await screen.findByText("Écran tableau de bord")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("sidebar-mobile")).not.toBeInTheDocument());
  });

  it("signs out and goes to the home page (not to /auth)", async () => {
    signedIn();
    auth.signOut.mockImplementation(async () => {
      auth.user = null;
      return { error: null };
    });
    const user = userEvent.setup();
    renderShell();
    await act(async () => {
      await user.click(screen.getByRole("button", { name: "Déconnexion" }));
    });
    expect(auth.signOut).toHaveBeenCalled();
    expect(await screen.findByText("Écran accueil")).toBeInTheDocument();
  });
});
