import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoutes, setupFakeBackend, testUser } from "~/test";
import { SiteHeader } from "./site-header";

setupFakeBackend();

type Listener = (event: MediaQueryListEvent) => void;

/** A controllable matchMedia: `setWidth` fires change events like a resized window. */
function mockMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<{ query: string; listener: Listener }>();
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return min ? width >= Number(min[1]) : false;
  };
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_: string, listener: Listener) => listeners.add({ query, listener }),
      removeEventListener: (_: string, listener: Listener) => {
        for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
      },
    })),
  );
  return {
    setWidth(next: number) {
      width = next;
      for (const { query, listener } of [...listeners])
        listener({ matches: matches(query), media: query } as MediaQueryListEvent);
    },
  };
}

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname + location.search}</output>;
}

function renderHeader(path = "/accueil", { signedIn = false } = {}) {
  const page = () => (
    <>
      <SiteHeader />
      <CurrentPath />
    </>
  );
  return renderRoutes([{ path: "*", Component: page }], { url: path, ...(signedIn ? { signedIn: testUser() } : {}) });
}

describe("SiteHeader", () => {
  let media: ReturnType<typeof mockMatchMedia>;
  beforeEach(() => {
    media = mockMatchMedia(375);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the six navigation links and marks the current page", () => {
    renderHeader("/services");
    const nav = screen.getByRole("navigation", { name: "Navigation principale" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Accueil", "/accueil"],
      ["Entreprise", "/entreprise"],
      ["Services", "/services"],
      ["Formations", "/formations"],
      ["Études de cas", "/etudes-de-cas"],
      ["Contact", "/contact"],
    ]);
    expect(within(nav).getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Accueil" })).not.toHaveAttribute("aria-current");
  });

  it("names the logo link by its visible text, then where it leads (WCAG 2.5.3 Label in Name)", () => {
    renderHeader();
    const logo = screen.getByRole("link", { name: "Pont Atlantique CONSEIL – accueil" });
    expect(logo).not.toHaveAttribute("aria-label");
    expect(logo.textContent).toMatch(/^Pont Atlantique CONSEIL/);
  });

  it("marks Accueil as current on / too", () => {
    renderHeader("/");
    const nav = screen.getByRole("navigation", { name: "Navigation principale" });
    expect(within(nav).getByRole("link", { name: "Accueil" })).toHaveAttribute("aria-current", "page");
  });

  it("shows the signed-out buttons to a visitor", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "Connexion" })).toHaveAttribute("href", "/auth");
    expect(screen.getByRole("link", { name: "Consultation" })).toHaveAttribute("href", "/contact");
    expect(screen.queryByRole("link", { name: "Mon espace" })).not.toBeInTheDocument();
  });

  it("offers a signed-in person the way back to their space, on desktop and in the mobile menu", async () => {
    const user = userEvent.setup();
    renderHeader("/accueil", { signedIn: true });
    const mySpace = await screen.findAllByRole("link", { name: "Mon espace", hidden: true });
    expect(screen.queryByRole("link", { name: "Connexion" })).not.toBeInTheDocument();
    expect(mySpace.map((l) => l.getAttribute("href"))).toEqual(["/tableau-de-bord", "/tableau-de-bord"]);
    await user.click(screen.getByRole("button", { name: /menu/i }));
    const panel = screen.getByRole("navigation", { name: "Menu mobile" });
    expect(within(panel).getByRole("link", { name: "Mon espace" })).toHaveAttribute("href", "/tableau-de-bord");
    expect(within(panel).queryByRole("link", { name: "Se connecter" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Consultation" })).toHaveAttribute("href", "/contact");
  });

  it("toggles the mobile menu with French labels and aria-expanded", async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Ouvrir le menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById("menu-mobile")).toHaveAttribute("data-state", "closed");

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName("Fermer le menu");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById("menu-mobile")!;
    expect(panel).toHaveAttribute("data-state", "open");
    expect(within(panel).getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/auth");
    expect(within(panel).getByRole("link", { name: "S'inscrire" })).toHaveAttribute("href", "/auth?tab=signup");

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName("Ouvrir le menu");
  });

  it("closes when a link is selected, and navigates", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Ouvrir le menu" }));
    const panel = document.getElementById("menu-mobile")!;
    await user.click(within(panel).getByRole("link", { name: "Formations" }));
    expect(screen.getByTestId("path")).toHaveTextContent("/formations");
    expect(panel).toHaveAttribute("data-state", "closed");
    expect(screen.getByRole("button", { name: "Ouvrir le menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when the viewport becomes 768 px or wider", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Ouvrir le menu" }));
    act(() => media.setWidth(700));
    expect(document.getElementById("menu-mobile")).toHaveAttribute("data-state", "open");
    act(() => media.setWidth(768));
    expect(document.getElementById("menu-mobile")).toHaveAttribute("data-state", "closed");
  });

  it("closes on Escape", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Ouvrir le menu" }));
    await user.keyboard("{Escape}");
    expect(document.getElementById("menu-mobile")).toHaveAttribute("data-state", "closed");
  });
});
