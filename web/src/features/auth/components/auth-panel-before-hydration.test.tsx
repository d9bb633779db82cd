import { screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { EARLY_INTERACTIONS_SCRIPT } from "~/lib/early-interactions";
import { hydrateIsland } from "~/lib/islands/hydrate";
import { IslandProviders } from "~/lib/islands/providers";
import { setupFakeBackend } from "~/test";
import { AUTH_TABS_IN_PLACE_SCRIPT } from "../lib/auth-tabs-in-place";
import { AuthPanel } from "./auth-panel";

setupFakeBackend();
const root = document.documentElement;
const wake = vi.fn();

beforeAll(() => {
  // hydrateIsland resolves from the island's own effects, as in the browser: React schedules them itself here.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  // An island page, with the inline <head> script that holds taps and submissions until an island hydrates.
  root.setAttribute("data-island-page", "");
  new Function(EARLY_INTERACTIONS_SCRIPT)();
});

afterEach(() => {
  document.body.innerHTML = "";
  wake.mockClear();
});

/** /auth as the build prerenders it (no query string), opened at `address`, with its inline script run after it. */
function prerenderAuth(address: string): HTMLElement {
  window.history.replaceState(null, "", address);
  const marker = document.createElement("div");
  marker.dataset.island = "auth-panel";
  marker.dataset.islandPrefix = "iauth-";
  marker.dataset.islandParams = "tab";
  marker.innerHTML = renderToString(
    <IslandProviders location={{ pathname: "/auth" }}>
      <AuthPanel />
    </IslandProviders>,
    { identifierPrefix: "iauth-" },
  );
  document.body.append(marker);
  window.__islandWake = wake;
  new Function(AUTH_TABS_IN_PLACE_SCRIPT)();
  return marker;
}

const tab = (name: string) => screen.getByRole("tab", { name });
const openPanel = () => screen.getByRole("tabpanel");

function tap(target: Element) {
  const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  target.dispatchEvent(click);
  return click;
}

function press(target: Element, key: string) {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe("/auth before its island hydrates (issue 48, old finding 21)", () => {
  it("serves the three forms, each posting, the inactive ones hidden, and tabs that are links", () => {
    const marker = prerenderAuth("/auth");
    expect([...marker.querySelectorAll("form")].map((form) => form.getAttribute("method"))).toEqual([
      "post",
      "post",
      "post",
    ]);
    expect(tab("Connexion")).toHaveAttribute("aria-selected", "true");
    expect(tab("Connexion")).toHaveAttribute("tabindex", "0");
    expect(tab("Inscription")).toHaveAttribute("tabindex", "-1");
    expect(tab("Inscription")).toHaveAttribute("href", "/auth?tab=signup");
    expect(tab("Téléphone")).toHaveAttribute("href", "/auth?tab=phone");
    expect(within(openPanel()).getByRole("button", { name: "Se connecter" })).toBeInTheDocument();
    expect(marker.querySelectorAll('[role="tabpanel"][hidden]')).toHaveLength(2);
  });

  it("a tap on « Inscription » shows the sign-up form at once, updates the address and asks for the island", async () => {
    const marker = prerenderAuth("/auth?redirect=%2Fformations%2F1");
    const click = tap(tab("Inscription"));
    expect(click.defaultPrevented).toBe(true);
    expect(tab("Inscription")).toHaveAttribute("aria-selected", "true");
    expect(tab("Inscription")).toHaveAttribute("data-state", "active");
    expect(tab("Connexion")).toHaveAttribute("aria-selected", "false");
    expect(within(openPanel()).getByRole("button", { name: "Créer un compte" })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe("/auth?tab=signup&redirect=%2Fformations%2F1");
    // Not held by the early-interactions script (nothing to replay: the tab is already open), no pressed look.
    expect(window.__earlyInteractions!.action).toBeNull();
    expect(marker.querySelector("[data-early-pressed]")).toBeNull();
    expect(marker).toHaveAttribute("data-island-wanted");
    await vi.waitFor(() => expect(wake).toHaveBeenCalledWith(marker));
  });

  it("the arrow keys, Home and End move between the tabs and open them", () => {
    prerenderAuth("/auth");
    tab("Connexion").focus();
    expect(press(tab("Connexion"), "ArrowLeft").defaultPrevented).toBe(true);
    expect(tab("Inscription")).toHaveFocus();
    expect(tab("Inscription")).toHaveAttribute("aria-selected", "true");
    press(tab("Inscription"), "Home");
    expect(tab("Connexion")).toHaveFocus();
    press(tab("Connexion"), "ArrowRight");
    expect(tab("Téléphone")).toHaveAttribute("aria-selected", "true");
    expect(within(openPanel()).getByLabelText("Numéro de mobile")).toBeInTheDocument();
    expect(window.location.search).toBe("?tab=phone");
    expect(press(tab("Téléphone"), "a").defaultPrevented).toBe(false);
  });

  it("opened at /auth?tab=phone, shows the phone form before any script of the island", () => {
    prerenderAuth("/auth?tab=phone");
    expect(tab("Téléphone")).toHaveAttribute("aria-selected", "true");
    expect(within(openPanel()).getByLabelText("Numéro de mobile")).toBeInTheDocument();
    expect(wake).not.toHaveBeenCalled();
  });

  it("a click with a modifier is left to the browser (the address opens in another tab)", () => {
    prerenderAuth("/auth");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    tab("Inscription").dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(tab("Connexion")).toHaveAttribute("aria-selected", "true");
  });

  it("the island hydrates on the tab shown, keeps what was typed, then switches the tabs itself", async () => {
    const marker = prerenderAuth("/auth");
    tap(tab("Inscription"));
    const name = within(openPanel()).getByLabelText(/Nom complet/) as HTMLInputElement;
    name.value = "Awa Koné";
    name.dispatchEvent(new Event("input", { bubbles: true }));

    await hydrateIsland(marker, AuthPanel);
    await vi.waitFor(() => expect(marker.querySelectorAll('[role="tabpanel"]')).toHaveLength(1));
    expect(tab("Inscription")).toHaveAttribute("aria-selected", "true");
    expect(within(openPanel()).getByLabelText(/Nom complet/)).toBe(name);
    expect(name).toHaveValue("Awa Koné");

    // The island's own tabs now: the inline script steps aside, React cancels the link and updates the address.
    expect(tap(tab("Connexion")).defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(tab("Connexion")).toHaveAttribute("aria-selected", "true"));
    expect(window.location.search).toBe("");
    expect(within(openPanel()).getByRole("button", { name: "Se connecter" })).toBeInTheDocument();
    press(tab("Connexion"), "End");
    await vi.waitFor(() => expect(tab("Inscription")).toHaveFocus());
    expect(tab("Inscription")).toHaveAttribute("aria-selected", "true");
    expect(tab("Inscription")).toHaveAttribute("tabindex", "0");
    expect(tab("Connexion")).toHaveAttribute("tabindex", "-1");
    expect(window.location.search).toBe("?tab=signup");
  });
});
