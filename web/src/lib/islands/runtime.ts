/**
 * The only script an island page loads up front (docs/decisions/0800). It holds no React: it finds the island
 * markers and hydrates each when its `data-island-when` says — on the first interaction with it (the inline
 * early-interactions script reports it, having held the tap or submission for replay), when it scrolls into
 * view, or when the browser is idle. React and the island's code are fetched then, not before.
 */
import { watchSystemTheme } from "~/lib/theme";
import { islandStylesheetReady } from "./island-assets";

type Marker = HTMLElement;

const started = new WeakMap<Marker, Promise<void>>();

let registry: Promise<typeof import("./registry")> | undefined;
const loadRegistry = () => (registry ??= import("./registry"));

function hydrate(marker: Marker): Promise<void> {
  let done = started.get(marker);
  if (!done) {
    const name = marker.dataset.island ?? "";
    // React and the island's own code are fetched side by side, not one after the other. The registry (with the
    // chunk list of every island) is itself fetched then, so that it does not weigh on pages nobody touches.
    const component = loadRegistry().then(({ islandComponents, isIslandName }) =>
      isIslandName(name) ? islandComponents[name]() : Promise.reject(new Error(`Unknown island "${name}"`)),
    );
    // An island renders what the page's inline critical CSS has no rules for (an open menu, a dialog): it waits for
    // the full stylesheet, requested with the runtime (docs/decisions/0937).
    done = Promise.all([import("./hydrate"), component, islandStylesheetReady()]).then(
      ([{ hydrateIsland }, Component]) =>
        hydrateIsland(marker, Component as React.ComponentType<Record<string, unknown>>),
    );
    done.catch((error: unknown) => console.error(`Island ${marker.dataset.island} failed`, error));
    started.set(marker, done);
  }
  return done;
}

function whenIdle(task: () => void) {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(task, { timeout: 3000 });
  else window.setTimeout(task, 1500);
}

/** A signed-in visitor already has React in cache and expects 'Mon espace' at once: every island hydrates. */
function mayHoldSession(): boolean {
  try {
    return Object.keys(window.localStorage).some((key) => key.startsWith("sb-") && key.endsWith("-auth-token"));
  } catch {
    return false;
  }
}

/** The page was opened with a query parameter the island reads (its prerendered markup was built without it). */
function readsPageUrl(marker: Marker): boolean {
  const params = new URLSearchParams(window.location.search);
  return (marker.dataset.islandParams ?? "").split(" ").some((name) => name !== "" && params.has(name));
}

/** What must scroll into view for a `visible` island: the parts it marks `data-island-visible`, or all of it. */
function visibilityTargets(marker: Marker): Iterable<Element> {
  const marked = marker.querySelectorAll("[data-island-visible]");
  // A display: contents marker has no box of its own: watch its children.
  return marked.length > 0 ? marked : marker.children;
}

function schedule(marker: Marker, eager: Promise<void>[]) {
  const when = mayHoldSession() ? "idle" : marker.dataset.islandWhen;
  if (marker.hasAttribute("data-island-wanted") || readsPageUrl(marker)) {
    eager.push(hydrate(marker));
  } else if (when === "idle") {
    eager.push(new Promise((resolve) => whenIdle(() => void hydrate(marker).then(resolve, resolve))));
  } else if (when === "visible" && "IntersectionObserver" in window) {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        void hydrate(marker);
      }
    });
    for (const target of visibilityTargets(marker)) observer.observe(target);
  }
}

declare global {
  interface Window {
    /** Called by the inline early-interactions script when someone starts using an island not yet hydrated. */
    __islandWake?: (marker: Element) => void;
  }
}

export function startIslands(): void {
  window.__islandWake = (marker) => void hydrate(marker as Marker);
  const eager: Promise<void>[] = [];
  for (const marker of document.querySelectorAll<Marker>("[data-island]")) schedule(marker, eager);
  // End-to-end tests (e2e/fixtures.ts) wait for this marker as they do on pages hydrated whole.
  void Promise.allSettled(eager).then(() => document.documentElement.setAttribute("data-hydrated", "true"));
  watchSystemTheme();
}

startIslands();
