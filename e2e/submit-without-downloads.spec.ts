import type { Page, Request } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";

/**
 * Issue 26: once a form is in use, pressing its submit button downloads no JavaScript before the request leaves —
 * validation and the backend client are fetched at idle after the form hydrated (lib/warm-up.ts, decision 0611).
 */
test.describe.configure({ timeout: 90_000 }); // hydration and idle take long on a busy two-core machine

function scriptsRequested(page: Page): Request[] {
  const scripts: Request[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request);
  });
  return scripts;
}

/** Waits until the page has requested nothing new for a second (the load state "networkidle" fires only once). */
async function settle(page: Page) {
  const requested = () => page.evaluate(() => performance.getEntriesByType("resource").length);
  let before = -1;
  for (let now = await requested(); now !== before; now = await requested()) {
    before = now;
    await page.waitForTimeout(1000);
  }
}

/** Focuses the form (which hydrates its island), then lets the browser go idle so the warm-up can run. */
async function startUsing(page: Page, island: string, field: RegExp) {
  const marker = page.locator(`[data-island="${island}"]`);
  await marker.getByLabel(field).first().focus();
  await expect(marker).toHaveAttribute("data-island-hydrated", { timeout: 30_000 }); // a busy machine hydrates slowly
  await settle(page);
}

test("the contact form sends its message without fetching a module on « Envoyer »", async ({ page }) => {
  await page.goto("/contact", { waitUntil: "networkidle" });
  await startUsing(page, "contact-form", /Nom complet/);
  const form = page.getByRole("form", { name: "Formulaire de contact" });
  const tag = randomUUID().slice(0, 8);
  await form.getByLabel(/Nom complet/).fill(`Koffi Yao ${tag}`);
  await form.getByLabel(/Adresse email/).fill(`koffi-${tag}@example.com`);
  await form.getByLabel(/Sujet/).fill("Formation PMP à Abidjan");
  await form.getByLabel(/^Message/).fill("Nous sommes huit, en mars si possible.");

  const scripts = scriptsRequested(page);
  const stored = page.waitForRequest((request) => request.url().includes("/rest/v1/enquiries"));
  await form.getByRole("button", { name: "Envoyer le message" }).click();
  expect((await stored).method()).toBe("POST");
  expect(scripts.map((request) => request.url())).toEqual([]);
  await expect(page.getByText("Formulaire envoyé avec succès")).toBeVisible();
});

test("the quote form checks its fields on « Demander un devis » without fetching a module", async ({ page }) => {
  await page.goto("/devis", { waitUntil: "networkidle" });
  await startUsing(page, "quote-form", /Organisation/);
  const scripts = scriptsRequested(page);
  await page.getByRole("form", { name: "Demande de devis" }).getByRole("button", { name: "Demander un devis" }).click();
  await expect(page.getByText("Veuillez indiquer votre organisation.")).toBeVisible();
  expect(scripts.map((request) => request.url())).toEqual([]);
});
