import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Island pages (docs/decisions/0800): until someone interacts, a marketing page fetches only the small island
 * runtime, no React and no React Router; using an island fetches React and that island, and it works.
 */
const MARKETING_PAGES = ["/", "/contact", "/a-propos"];

/** Every script the page fetched until the network went idle, nobody touching it. */
async function scriptsUntilIdle(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(path, { waitUntil: "networkidle" });
  return scripts;
}

for (const path of MARKETING_PAGES) {
  test(`${path} fetches only the island runtime before any interaction`, async ({ page }) => {
    const scripts = await scriptsUntilIdle(page, path);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/islands\/islands-[\w-]+\.js$/)]);
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
  expect(scripts.some((src) => /\/islands\/hydrate-/.test(src))).toBe(true);
  expect(scripts.some((src) => /\/islands\/site-header-/.test(src))).toBe(true);
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
