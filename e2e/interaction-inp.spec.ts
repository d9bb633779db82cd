import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Issue 26: Interaction to Next Paint, as the `web-vitals` library measures it in the page, on the main interaction
 * of each of the four pages Lighthouse measures (the menu and the project dialog of `/`, a theme of `/formations`,
 * « S'inscrire » on `/formations/1`, the contact form of `/contact`), each made as a visitor would, the first tap on an
 * island included (its code is fetched and hydrated meanwhile). Figures are attached to the run as annotations.
 *
 * The 200 ms budget is a figure, measured by `npm run bench:inp` (this spec alone, one worker, budget 200 ms;
 * decision 0960). In the full suite, on a two-core machine that runs two browsers, the server and Deno at once,
 * the spec holds a regression ceiling instead: a tap the page leaves unanswered for over 1.5 s is broken whatever the
 * load (CI saw 360–512 ms at its own load where the bench sees 48–128 ms).
 */
test.describe.configure({ timeout: 90_000 }); // a busy two-core machine hydrates slowly

/** The library's IIFE build (`var webVitals = …`, beside the file its package exports), made a global of the page. */
const WEB_VITALS = `${readFileSync(
  path.join(path.dirname(createRequire(import.meta.url).resolve("web-vitals")), "web-vitals.iife.js"),
  "utf8",
)};\nwindow.webVitals = webVitals;`;
const INP_BUDGET_MS = Number(process.env.INP_BUDGET_MS ?? 1500);

interface InpReport {
  value: number;
  interactions: { name: string; target: string; duration: number }[];
}

declare global {
  interface Window {
    webVitals: typeof import("web-vitals");
    __reportInp: (report: InpReport) => void;
  }
}

/**
 * Loads web-vitals in the page before its own scripts; every INP it reports (at each change) is sent to the test at
 * once, so that a page that navigates afterwards (« S'inscrire » leads a visitor to /auth) loses nothing.
 */
async function measureInp(page: Page): Promise<InpReport> {
  const report: InpReport = { value: 0, interactions: [] };
  await page.exposeFunction("__reportInp", (latest: InpReport) => {
    report.value = Math.max(report.value, latest.value);
    report.interactions.push(...latest.interactions);
  });
  await page.addInitScript({ content: WEB_VITALS });
  await page.addInitScript(() => {
    window.webVitals.onINP(
      (metric) => {
        void window.__reportInp({
          value: metric.value,
          interactions: metric.entries.map((entry) => {
            const target = entry.target as Element | null;
            return {
              name: entry.name,
              target: target ? `${target.tagName.toLowerCase()} ${target.textContent?.trim().slice(0, 40) ?? ""}` : "",
              duration: entry.duration,
            };
          }),
        });
      },
      { reportAllChanges: true, durationThreshold: 0 },
    );
  });
  return report;
}

/**
 * The INP so far. web-vitals reports an interaction once the browser has delivered its event-timing entry and then
 * been idle: this waits until at least one has been reported.
 */
async function inp(report: InpReport, label: string): Promise<number> {
  await expect
    .poll(() => report.interactions.length, { message: "web-vitals reported the interaction", timeout: 15_000 })
    .toBeGreaterThan(0);
  test.info().annotations.push({ type: `INP ${label}`, description: `${Math.round(report.value)} ms` });
  console.log(`INP ${label}: ${Math.round(report.value)} ms`, JSON.stringify(report.interactions.slice(-3)));
  return report.value;
}

test("/: the site menu on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const report = await measureInp(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  await expect(page.getByRole("navigation", { name: "Menu mobile" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Fermer le menu" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Fermer le menu" }).click();
  await expect(page.getByRole("navigation", { name: "Menu mobile" })).toBeHidden();
  expect(await inp(report, "/ menu")).toBeLessThanOrEqual(INP_BUDGET_MS);
});

test("/: « Contactez-nous » opens the project dialog", async ({ page }) => {
  const report = await measureInp(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Contactez-nous" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByLabel(/Nom complet/).pressSequentially("Awa", { delay: 30 });
  expect(await inp(report, "/ dialog")).toBeLessThanOrEqual(INP_BUDGET_MS);
});

test("/formations: a theme card filters the catalogue", async ({ page }) => {
  const report = await measureInp(page);
  await page.goto("/formations");
  const card = page.getByRole("list", { name: "Thèmes de formation" }).getByRole("button", { name: /^Finance/ });
  await card.click();
  await expect(card).toHaveAttribute("aria-pressed", "true", { timeout: 30_000 });
  expect(await inp(report, "/formations theme")).toBeLessThanOrEqual(INP_BUDGET_MS);
});

test("/formations/1: « S'inscrire » answers a visitor", async ({ page }) => {
  const report = await measureInp(page);
  await page.goto("/formations/1");
  await page
    .getByRole("button", { name: /S'inscrire/ })
    .first()
    .click();
  // A visitor is told to sign in first (then sent to /auth): the INP is read while the notice shows.
  await expect(page.getByText("Connexion requise").first()).toBeVisible({ timeout: 30_000 });
  expect(await inp(report, "/formations/1 S'inscrire")).toBeLessThanOrEqual(INP_BUDGET_MS);
});

test("/contact: typing in the form and « Envoyer le message »", async ({ page }) => {
  const report = await measureInp(page);
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Formulaire de contact" });
  await form.getByLabel(/Nom complet/).pressSequentially("Awa Diop", { delay: 30 });
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute("data-island-hydrated", "", {
    timeout: 30_000,
  });
  await form.getByLabel(/Adresse email/).pressSequentially("awa@example.com", { delay: 30 });
  await form.getByLabel(/Sujet/).fill("Mesure de l'INP");
  await form.getByLabel(/^Message/).pressSequentially("Bonjour", { delay: 30 });
  await form.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByText("Formulaire envoyé avec succès").first()).toBeVisible({ timeout: 30_000 });
  expect(await inp(report, "/contact form")).toBeLessThanOrEqual(INP_BUDGET_MS);
});
