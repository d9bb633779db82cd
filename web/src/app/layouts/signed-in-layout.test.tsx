import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "@common/database";
import { useLocation } from "react-router";
import { backend, http, json, renderRoutes, restGet, setupFakeBackend, testUser } from "~/test";
import SignedInLayout from "./signed-in-layout";

setupFakeBackend();
const awa = testUser({ id: "u1", email: "awa@example.com", fullName: "Awa Koné" });

function SignInScreen() {
  const { search } = useLocation();
  return (
    <>
      <h1>Écran connexion</h1>
      <p data-testid="sign-in-query">{search}</p>
    </>
  );
}

function renderShell({ signedIn = awa as ReturnType<typeof testUser> | null, profile = {} as Partial<Profile> } = {}) {
  return renderRoutes(
    [
      {
        Component: SignedInLayout,
        children: [
          { path: "/mes-formations", Component: () => <h1>Écran mes formations</h1> },
          { path: "/tableau-de-bord", Component: () => <h1>Écran tableau de bord</h1> },
        ],
      },
      { path: "/auth", Component: SignInScreen },
      { path: "/", Component: () => <h1>Écran accueil</h1> },
    ],
    { url: "/mes-formations", signedIn: signedIn ?? undefined, profile },
  );
}

const enquiry = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  read_at: null,
  status: "nouvelle",
  ...over,
});

function mockViewport(mobile: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: mobile && query.includes("max-width"),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

beforeEach(() => {
  document.cookie = "sidebar:state=; max-age=0; path=/";
  mockViewport(false);
});

describe("login gate", () => {
  it("shows a loading state while the session is unknown, and starts the check at once", async () => {
    backend.use(http("GET", "/rest/v1/profiles", () => new Promise<never>(() => {}))); // the sign-in state never settles
    renderShell();
    expect(screen.getByRole("status")).toHaveTextContent("Chargement de votre espace");
    await waitFor(() => expect(backend.requestsTo("/rest/v1/profiles")).toHaveLength(1));
    expect(screen.getByRole("status")).toHaveTextContent("Chargement de votre espace");
    expect(screen.queryByText("Écran mes formations")).not.toBeInTheDocument();
  });

  it("sends a signed-out person to /auth once loading is over, without speaking of an expired session", async () => {
    renderShell({ signedIn: null });
    expect(await screen.findByText("Écran connexion")).toBeInTheDocument();
    expect(screen.getByTestId("sign-in-query")).not.toHaveTextContent("session=");
  });

  it("sends a person whose session was revoked to sign in again, saying so, and back here afterwards", async () => {
    const ended = {
      code: "PGRST301",
      details: null,
      hint: null,
      message: "JWT session has ended (signed out or revoked)",
    };
    backend.use(
      http("GET", "/rest/v1/profiles", () => json(ended, 401)),
      http("POST", "/auth/v1/logout", () => json({ code: 401, error_code: "session_not_found", msg: "Session" }, 401)),
    );
    renderShell();
    expect(await screen.findByText("Écran connexion")).toBeInTheDocument();
    const query = new URLSearchParams(screen.getByTestId("sign-in-query").textContent ?? "");
    expect(query.get("session")).toBe("expiree");
    expect(query.get("redirect")).toBe("/mes-formations");
  });
});

describe("sidebar", () => {
  it("shows the user card and the client menu", async () => {
    renderShell();
    expect(await screen.findByText("Écran mes formations")).toBeInTheDocument();
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

  it("shows the admin menu without a made-up count, and defaults the name to 'Utilisateur'", async () => {
    backend.use(restGet("enquiries", []));
    renderShell({
      signedIn: testUser({ id: "u1", email: "x@example.com", fullName: "" }),
      profile: { full_name: null, role: "admin" },
    });
    expect(await screen.findByTestId("sidebar-user-name")).toHaveTextContent("Utilisateur");
    expect(screen.getByText("U")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Tableau de bord" })).toHaveAttribute("href", "/tableau-de-bord");
    // Sixteen-odd entries read in sections (issue 48 item 4): each group is a list named by its heading.
    const money = screen.getByRole("list", { name: "Finances" });
    expect(within(money).getByRole("link", { name: "Paiements" })).toHaveAttribute("href", "/paiements");
    expect(within(screen.getByRole("list", { name: "Clients" })).getByRole("link", { name: "Devis" })).toBeVisible();
  });

  it("shows admins the number of unread enquiries on 'Demandes', and never asks it for other roles", async () => {
    backend.use(
      restGet("enquiries", [
        enquiry(1),
        enquiry(2),
        enquiry(3),
        enquiry(4),
        enquiry(5, { read_at: "2027-01-02T10:00:00Z" }),
        enquiry(6, { status: "archivee" }),
      ]),
    );
    const { unmount } = renderShell();
    await screen.findByText("Écran mes formations");
    expect(backend.requestsTo("/rest/v1/enquiries")).toEqual([]);
    unmount();
    renderShell({ profile: { full_name: "Admin", role: "admin" } });
    const demandes = await screen.findByRole("link", { name: /^Demandes/ });
    expect(demandes).toHaveAttribute("href", "/demandes");
    await waitFor(() => expect(demandes).toHaveTextContent("Demandes4"));
  });

  it("collapses to icons with Ctrl+B and the button, keeping the state in the sidebar:state cookie", async () => {
    const { user } = renderShell();
    const sidebar = await screen.findByTestId("sidebar");
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

  it("starts collapsed when the cookie says so", async () => {
    document.cookie = "sidebar:state=false; path=/";
    renderShell();
    expect(await screen.findByTestId("sidebar")).toHaveAttribute("data-state", "collapsed");
    expect(screen.getByRole("link", { name: "Mes formations" })).toBeInTheDocument();
    const darkMode = screen.getByRole("switch", { name: "Mode sombre" });
    expect(darkMode).toHaveAttribute("aria-checked", "false");
    fireEvent.click(darkMode);
    expect(darkMode).toHaveAttribute("aria-checked", "true");
    expect(document.documentElement).toHaveClass("dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");
    window.localStorage.removeItem("theme");
    document.documentElement.classList.remove("dark");
  });

  it("is a slide-over panel opened by a button on mobile", async () => {
    mockViewport(true);
    const { user } = renderShell();
    await user.click(await screen.findByRole("button", { name: "Ouvrir le menu" }));
    expect(screen.queryByTestId("sidebar")).not.toBeInTheDocument();
    expect(await screen.findByTestId("sidebar-mobile")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Tableau de bord" }));
    expect(await screen.findByText("Écran tableau de bord")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("sidebar-mobile")).not.toBeInTheDocument());
  });

  it("starts the Tab order with the skip link, shown on focus, then the menu button, on a phone too", async () => {
    mockViewport(true);
    const { user } = renderShell();
    await screen.findByText("Écran mes formations");
    await user.tab();
    const skip = screen.getByRole("link", { name: "Aller au contenu principal" });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute("href", "#contenu");
    expect(skip).toHaveClass("focus:not-sr-only");
    await user.tab();
    expect(screen.getByRole("button", { name: "Ouvrir le menu" })).toHaveFocus();
    expect(screen.getByRole("main")).toHaveAttribute("id", "contenu");
  });

  it("signs out and goes to the home page (not to /auth)", async () => {
    backend.use(http("POST", "/auth/v1/logout", () => ({ status: 204 })));
    const { user } = renderShell();
    await user.click(await screen.findByRole("button", { name: "Déconnexion" }));
    expect(await screen.findByText("Écran accueil")).toBeInTheDocument();
    expect(backend.requestsTo("/auth/v1/logout", "POST")).toHaveLength(1);
    expect(screen.queryByText("Écran connexion")).not.toBeInTheDocument();
  });
});
