import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Island pages (docs/decisions/0800, 0802): until someone interacts, a public page fetches only the small island
 * runtime, no React and no React Router; using an island fetches React and that island, and it works.
 */
const MARKETING_PAGES = ["/", "/contact", "/a-propos"];
const CATALOGUE_PAGES = ["/formations", "/formations/1"];
const RUNTIME = /^\/assets\/islands\/islands-[\w-]+\.js$/;

/** Every script the page fetched until the network went idle, nobody touching it. */
async function scriptsUntilIdle(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(path, { waitUntil: "networkidle" });
  return scripts;
}

for (const path of [...MARKETING_PAGES, ...CATALOGUE_PAGES]) {
  test(`${path} fetches only the island runtime before any interaction`, async ({ page }) => {
    const scripts = await scriptsUntilIdle(page, path);
    expect(scripts).toEqual([expect.stringMatching(RUNTIME)]);
    await expect(page.locator("html")).toHaveAttribute("data-island-page", "");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    await expect(page.locator("[data-island][data-island-hydrated]")).toHaveCount(0);
  });
}

test("using the header's menu fetches React and the header island, and the menu opens", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const scripts = await scriptsUntilIdle(page, "/a-propos");
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  await expect(page.getByRole("button", { name: "Fermer le menu" })).toHaveAttribute("aria-expanded", "true");
  expect(scripts.some((src) => /\/islands\/islands-core-/.test(src))).toBe(true);
  expect(scripts.some((src) => /\/islands\/site-header-/.test(src))).toBe(true);
  // At most three files to hydrate an island: the core (React), Rolldown's helpers, the island (decision 0970).
  expect(scripts.filter((src) => !RUNTIME.test(src)).length).toBeLessThanOrEqual(3);
  // The other islands of the page stay as they were served.
  await expect(page.locator('[data-island="newsletter-form"]')).not.toHaveAttribute("data-island-hydrated", "");
});

test("links between public pages are ordinary page loads", async ({ page }) => {
  await page.goto("/a-propos");
  const navigation = page.waitForEvent("framenavigated");
  await page.getByRole("navigation", { name: "Liens rapides" }).getByRole("link", { name: "Contact" }).click();
  await navigation;
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator("html")).toHaveAttribute("data-island-page", "");
});

/** Bytes the browser received (encoded bodies and headers, as transferred) until the network went idle. */
async function transferredUntilIdle(page: Page, path: string): Promise<number> {
  const sizes: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize));
  });
  await page.goto(path, { waitUntil: "networkidle" });
  return (await Promise.all(sizes)).reduce((total, size) => total + size, 0);
}

for (const path of CATALOGUE_PAGES) {
  test(`${path} transfers at most 110 KiB before any interaction (issue 11)`, async ({ page }) => {
    const bytes = await transferredUntilIdle(page, path);
    expect(bytes).toBeGreaterThan(20 * 1024); // the page, its stylesheet and font were counted
    expect(bytes).toBeLessThanOrEqual(110 * 1024);
  });
}

test("a theme card tapped before hydration filters in place from the server's answer, then the island takes over", async ({
  page,
}) => {
  // The islands' core (React) is held back until the tap has been answered, so the tap surely comes before any
  // hydration on a fast or a slow machine alike (as before-hydration.spec.ts holds it).
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/islands\/islands-core-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/formations", { waitUntil: "load" });
  const browser = page.locator('[data-island="catalogue-browser"]');
  await expect(browser).not.toHaveAttribute("data-island-hydrated", "");
  // The page's inline script asks the server for the filter form's address (decision 1073).
  const answered = page.waitForResponse((r) => new URL(r.url()).search === "?theme=Finance");
  await page
    .getByRole("list", { name: "Thèmes de formation" })
    .getByRole("button", { name: /^Finance / })
    .click();
  expect((await answered).status()).toBe(200);
  await expect(page).toHaveURL(/\/formations\?theme=Finance$/);
  await expect(page.getByRole("button", { name: /^Finance / })).toHaveAttribute("aria-pressed", "true");
  // Finance's cards only (the shared backend may hold other tests' Finance formations besides the seed's three).
  await expect(page.locator('ul[aria-label="Formations"] > li[data-theme="Finance"]').first()).toBeVisible();
  await expect(page.locator('ul[aria-label="Formations"] > li:not([data-theme="Finance"])')).toHaveCount(0);
  release();
  // The tap woke the island: it hydrates on the new markup and filters at once from then on.
  await expect(page.locator('[data-island="catalogue-browser"]')).toHaveAttribute("data-island-hydrated", "");
  await page
    .getByRole("group", { name: "Filtrer les formations par thème" })
    .getByRole("button", { name: "Gestion" })
    .click();
  await expect(page).toHaveURL(/\/formations\?theme=Gestion$/);
  await expect(page.locator('ul[aria-label="Formations"] > li:not([data-theme="Gestion"])')).toHaveCount(0);
  // The sessions table, far below, has not been seen: it is still the served markup.
  await expect(page.locator('[data-island="live-sessions-table"]')).not.toHaveAttribute("data-island-hydrated", "");
});

test("?theme= in the address is answered filtered by the server; the islands hydrate when scrolled to", async ({
  page,
}) => {
  await page.goto("/formations?theme=Gestion");
  const browser = page.locator('[data-island="catalogue-browser"]');
  await expect(
    page.getByRole("group", { name: "Filtrer les formations par thème" }).getByRole("button", { name: "Gestion" }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator('ul[aria-label="Formations"] > li:not([data-theme="Gestion"])')).toHaveCount(0);
  await page.locator('ul[aria-label="Formations"]').scrollIntoViewIfNeeded();
  await expect(browser).toHaveAttribute("data-island-hydrated", "");
  const sessions = page.locator('[data-island="live-sessions-table"]');
  await expect(sessions).not.toHaveAttribute("data-island-hydrated", "");
  await page.getByRole("table", { name: "Prochaines sessions de formation" }).scrollIntoViewIfNeeded();
  await expect(sessions).toHaveAttribute("data-island-hydrated", "");
});

test("a formation tab tapped before hydration wakes the tabs island and shows its panel", async ({ page }) => {
  await scriptsUntilIdle(page, "/formations/23");
  await page.getByRole("tab", { name: "Programme" }).click();
  await expect(page.locator('[data-island="formation-tabs"]')).toHaveAttribute("data-island-hydrated", "");
  await expect(page.getByRole("tab", { name: "Programme" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("Jour 1");
  // The enrollment card is not touched: it stays the served markup.
  await expect(page.locator('[data-island="formation-enrol"]')).not.toHaveAttribute("data-island-hydrated", "");
});
