import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { NewsletterForm } from "~/components/layout/newsletter-form";
import { EARLY_INTERACTIONS_SCRIPT } from "~/lib/early-interactions";
import { hydrateIsland } from "./hydrate";
import { IslandProviders } from "./providers";

const root = document.documentElement;
const wake = vi.fn();
const subscribeNewsletter = vi.hoisted(() => vi.fn(async (_email: string) => undefined));
const warmNewsletterClient = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock("~/features/newsletter/api/newsletter", () => ({ subscribeNewsletter, warmNewsletterClient }));

beforeAll(() => {
  // hydrateIsland resolves from the island's own effects, as in the browser: React schedules them itself here.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  // An island page: <html data-island-page> is in the markup before the inline <head> script runs.
  root.setAttribute("data-island-page", "");
  new Function(EARLY_INTERACTIONS_SCRIPT)();
  window.__islandWake = wake;
});

/** The newsletter island as the build prerenders it: its own root, its own useId prefix. */
function prerenderNewsletter(prefix: string): HTMLElement {
  const marker = document.createElement("div");
  marker.dataset.island = "newsletter-form";
  marker.dataset.islandPrefix = prefix;
  marker.innerHTML = renderToString(
    <IslandProviders location={{ pathname: "/a-propos" }}>
      <NewsletterForm />
    </IslandProviders>,
    { identifierPrefix: prefix },
  );
  document.body.append(marker);
  return marker;
}

function type(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("an island page before and after its islands hydrate", () => {
  it("holds a submission made in an island, asks for it to hydrate, and replays it there once hydrated", async () => {
    const first = prerenderNewsletter("i1-");
    const second = prerenderNewsletter("i2-");
    const [firstField, secondField] = screen.getAllByLabelText(
      "Adresse email pour la newsletter",
    ) as HTMLInputElement[];
    type(firstField!, "awa@example.com");
    type(secondField!, "moussa@example.com");
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    first.querySelector("form")!.dispatchEvent(submit);

    expect(submit.defaultPrevented).toBe(true);
    expect(first).toHaveAttribute("data-island-wanted");
    // Asked after the next frame, so that what the tap shows is painted first (decision 0959).
    await vi.waitFor(() => expect(wake).toHaveBeenCalledWith(first));

    await hydrateIsland(first, NewsletterForm);
    expect(first).toHaveAttribute("data-island-hydrated");
    // The held submission went through the island's own handler, with what was typed.
    expect(await screen.findByText("Confirmez votre inscription")).toBeInTheDocument();
    expect(subscribeNewsletter.mock.calls).toEqual([["awa@example.com"]]);
    expect(firstField).toHaveValue("");
    // The other island is still the served markup, its typed value still held for it.
    expect(second).not.toHaveAttribute("data-island-hydrated");
    expect(window.__earlyInteractions!.fields.map(({ field }) => field)).toEqual([secondField]);
  });

  it("leaves taps outside any island to the browser", () => {
    const button = document.createElement("button");
    button.type = "button";
    document.body.append(button);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
