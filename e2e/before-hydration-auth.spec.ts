import { expect, test } from "@playwright/test";
import { holdHydration, hydrated, open } from "./held-hydration";

/**
 * Issue 48, old finding 21 (decision 1142): `/auth`'s tabs are links, its markup holds the sign-in, phone and sign-up
 * forms, and an inline script switches them before the island has hydrated — at once, not 2.5–3 s later. Hydration
 * is held back (held-hydration.ts) until the taps are made, so they surely come first.
 */

test.describe.configure({ timeout: 60_000 });

test.describe("/auth before its island hydrates", () => {
  test("the 'Inscription' tab of /auth switches from the markup, then the island keeps it", async ({ page }) => {
    const release = await holdHydration(page);
    await open(page, "/auth?redirect=%2Fformations%2F1");
    const tab = page.getByRole("tab", { name: "Inscription" });
    await tab.waitFor();
    expect(await hydrated(page)).toBe(false);
    await tab.click();
    // At once, with the island's code held back (decision 1142): the sign-up form, the address, no held tap.
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByLabel("Nom complet")).toBeVisible();
    await expect(page.getByRole("button", { name: "Se connecter" })).toBeHidden();
    await expect(page).toHaveURL(/\/auth\?tab=signup&redirect=%2Fformations%2F1$/);
    await expect(page.locator("[data-early-pressed]")).toHaveCount(0);
    expect(await hydrated(page)).toBe(false);
    // The keyboard too: the arrow keys move between the tabs and open them.
    await page.keyboard.press("ArrowLeft");
    const phone = page.getByRole("tab", { name: "Téléphone" });
    await expect(phone).toBeFocused();
    await expect(page.getByRole("tabpanel").getByLabel("Numéro de mobile")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(tab).toHaveAttribute("aria-selected", "true");
    release();
    // The island hydrates on the tab shown and takes the tabs over, the keyboard included.
    await expect(page.locator('[data-island="auth-panel"]')).toHaveAttribute("data-island-hydrated", "", {
      timeout: 15_000,
    });
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByLabel("Nom complet")).toBeVisible();
    await tab.focus();
    await page.keyboard.press("Home");
    await expect(page.getByRole("tab", { name: "Connexion" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fformations%2F1$/);
  });

  test("/auth?tab=signup shows the sign-up form before the island", async ({ page }) => {
    const release = await holdHydration(page);
    await open(page, "/auth?tab=signup");
    await expect(page.getByRole("tab", { name: "Inscription" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByLabel("Nom complet")).toBeVisible();
    expect(await hydrated(page)).toBe(false);
    release();
  });

  test("/auth without JavaScript says why its forms are disabled (decision 1142)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto("/auth");
      await expect(page.getByRole("note")).toContainText("La connexion et l'inscription demandent JavaScript");
      await expect(page.getByRole("form", { name: "Connexion" })).toHaveCSS("pointer-events", "none");
    } finally {
      await context.close();
    }
  });
});
