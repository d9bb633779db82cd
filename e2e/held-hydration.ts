import type { Page } from "@playwright/test";

/**
 * What the specs of pages used before they are interactive share (e2e/before-hydration*.spec.ts, issue 10): a slow
 * phone's CPU, hydration held back until the interaction is made, and whether the page is interactive yet.
 */

export async function slowPhoneCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
}

/** Opens `path` on a phone CPU slowed 6×, without waiting for anything but the first bytes. */
export async function open(page: Page, path: string) {
  await slowPhoneCpu(page);
  await page.goto(path, { waitUntil: "commit" });
}

/**
 * Holds back the module that starts hydration (React Router's entry.client chunk, or on an island page the island
 * runtime's core chunk, which holds React: docs/decisions/0800 and 0970) until `release()` is called, so that the
 * interaction made meanwhile surely comes first whatever the machine's speed (on a fast one, CPU ×6 alone can hydrate
 * before two fields are filled). Every other module loads meanwhile, as it would while a person reads.
 */
export async function holdHydration(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(entry\.client|islands\/islands-core)-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Whether the page is interactive yet: root.tsx marks <html data-hydrated> once the app has hydrated; an island page
 * becomes interactive island by island (each marked data-island-hydrated, docs/decisions/0800).
 */
export const hydrated = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    if (root.hasAttribute("data-island-page")) return document.querySelector("[data-island-hydrated]") !== null;
    return root.hasAttribute("data-hydrated");
  });
