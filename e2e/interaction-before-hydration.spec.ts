import { expect, test, type Page } from "@playwright/test";

/**
 * Issue 26, decision 0959: the first tap on the site menu opens it through the platform (a popover and its
 * `popovertarget`), with no JavaScript of the page's own, and the island that hydrates afterwards takes the menu as it
 * is: it does not close it, and the keyboard keeps working (Escape closes it, focus goes back to its button).
 * Uses Playwright's own `test` (not the fixtures' goto, which waits for hydration).
 */

const PHONE = { width: 375, height: 812 };

/** Holds back every module the island runtime asks for (React and the islands) until `release()` is called. */
async function holdIslandCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/islands\/(?!islands-)[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const header = (page: Page) => page.locator('[data-island="site-header"]');
const menu = (page: Page) => page.getByRole("navigation", { name: "Menu mobile" });

test.use({ viewport: PHONE });

test("with JavaScript off, the menu opens and Escape closes it", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  try {
    await page.goto("/");
    await expect(menu(page)).toBeHidden();
    const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
    await toggle.click();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Formations" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
  } finally {
    await context.close();
  }
});

test("the menu opens before its island hydrates, and the island keeps it open", async ({ page }) => {
  const release = await holdIslandCode(page);
  await page.goto("/", { waitUntil: "commit" });
  const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
  await toggle.click();
  // Open at once, its island not hydrated (its code is held back).
  await expect(menu(page)).toBeVisible();
  await expect(header(page)).not.toHaveAttribute("data-island-hydrated", "");
  // No held tap, no pressed look: the browser performed it.
  await expect(page.locator("[data-early-pressed]")).toHaveCount(0);
  release();
  await expect(header(page)).toHaveAttribute("data-island-hydrated", "", { timeout: 15_000 });
  // Hydrated into the open state: still open, and the button now says so.
  const close = page.getByRole("button", { name: "Fermer le menu" });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  await expect(menu(page)).toBeVisible();
  // Usable from the keyboard: Escape closes it and focus goes back to the button.
  await menu(page).getByRole("link", { name: "Formations" }).focus();
  await page.keyboard.press("Escape");
  await expect(menu(page)).toBeHidden();
  const open = page.getByRole("button", { name: "Ouvrir le menu" });
  await expect(open).toHaveAttribute("aria-expanded", "false");
  await expect(open).toBeFocused();
  // And it opens and closes again, now through the island.
  await open.click();
  await expect(menu(page)).toBeVisible();
  await page.getByRole("button", { name: "Fermer le menu" }).click();
  await expect(menu(page)).toBeHidden();
});

test("a tap outside the open menu closes it, and the island follows", async ({ page }) => {
  await page.goto("/", { waitUntil: "commit" });
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  await expect(header(page)).toHaveAttribute("data-island-hydrated", "", { timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Fermer le menu" })).toHaveAttribute("aria-expanded", "true");
  await page.mouse.click(PHONE.width / 2, PHONE.height - 40);
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toHaveAttribute("aria-expanded", "false");
});
