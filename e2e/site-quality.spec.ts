import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { prerenderPaths } from "../web/src/app/prerender-paths";

/**
 * Site-wide quality: (a) a crawl that follows every internal link and fails on any not-found screen,
 * (b) axe-core on every public page (no serious or critical violation), (c) full-page screenshots at
 * 375 and 1280 px under e2e/screenshots/ (git-ignored) for visual review.
 */

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");
const caseStudyIds = ["pmcb-mali", "bceao-portfolio", "telecom-deployment", "sonabel-agile", "ecobank-digital", "senegal-gov"];
const extraPages = ["/formations/1", "/formations/15", "/formations/30", ...caseStudyIds.slice(0, 3).map((id) => `/etudes-de-cas/${id}`)];
/** Screens behind the login gate: they redirect a visitor to /auth, so the crawl does not open them. */
const signedInOnly = ["/tableau-de-bord", "/mes-formations", "/profil", "/reseau"];

async function publicPages(): Promise<string[]> {
  return [...new Set([...(await prerenderPaths()), ...extraPages])];
}

/** Waits until React has hydrated the page and its main heading is on screen. */
async function settle(page: Page) {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber")));
  await page.locator("h1").first().waitFor({ state: "visible", timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready);
}

function isSignedInOnly(pathname: string) {
  return signedInOnly.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

test.describe("internal links", () => {
  test("a crawl from / following every internal link never reaches 'Page non trouvée'", async ({ page, baseURL }) => {
    test.setTimeout(15 * 60_000);
    const origin = new URL(baseURL!).origin;
    const queue = ["/"];
    const seen = new Set(queue);
    const broken: string[] = [];
    const linkedFrom = new Map<string, string>();

    while (queue.length > 0) {
      const target = queue.shift()!;
      await page.goto(target);
      await settle(page).catch(() => undefined);
      const notFound = await page.getByText("Page non trouvée", { exact: true }).count();
      if (notFound > 0) broken.push(`${target} (lien trouvé sur ${linkedFrom.get(target) ?? "?"})`);

      const hrefs = await page.locator("a[href]").evaluateAll((anchors) =>
        anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
      );
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== origin || isSignedInOnly(url.pathname)) continue;
        const key = `${url.pathname}${url.search}`;
        if (seen.has(key)) continue;
        seen.add(key);
        linkedFrom.set(key, target);
        queue.push(key);
      }
    }

    expect(seen.size).toBeGreaterThan(30);
    expect(broken, `pages showing 'Page non trouvée':\n${broken.join("\n")}`).toEqual([]);
  });

  test("an unknown address shows the not-found screen (the crawl's detector works)", async ({ page }) => {
    await page.goto("/cette-page-n-existe-pas");
    await expect(page.getByText("Page non trouvée", { exact: true }).first()).toBeVisible();
  });
});

test.describe("every public page", () => {
  test.use({ reducedMotion: "reduce" });

  test.beforeAll(() => mkdirSync(screenshotDir, { recursive: true }));

  // Test titles are fixed before the list is known, so the list is built synchronously from the same source.
  const pages = [
    "/", "/accueil", "/bienvenue", "/a-propos", "/entreprise", "/notre-equipe", "/carrieres", "/services",
    "/services/conseil", "/services/coaching", "/expertise/gestion-de-projet", "/expertise/transformation-agile",
    "/solutions/bureau-de-projets", "/contact", "/blog", "/etudes-de-cas", "/mentions-legales", "/confidentialite",
    "/cgv", "/formations", "/formations/certifications", "/auth", "/mot-de-passe-oublie", ...extraPages,
  ];

  test("the audited list covers every prerendered page", async () => {
    const missing = (await publicPages()).filter((p) => !pages.includes(p) && !/^\/formations\/\d+$/.test(p));
    expect(missing).toEqual([]);
  });

  for (const pathname of pages) {
    test(`${pathname}: no serious or critical accessibility violation, screenshots at 375 and 1280 px`, async ({ page }) => {
      test.setTimeout(90_000);
      const problems: string[] = [];
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        await page.goto(pathname);
        await settle(page);
        // Case-study details show a short loading skeleton first.
        await page.waitForLoadState("networkidle").catch(() => undefined);

        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          .analyze();
        for (const violation of results.violations) {
          if (violation.impact !== "serious" && violation.impact !== "critical") continue;
          const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(" ")).join(" | ");
          problems.push(`[${width}px] ${violation.impact} ${violation.id}: ${violation.help} → ${targets}`);
        }

        const slug = pathname === "/" ? "racine" : pathname.slice(1).replace(/[^a-z0-9-]+/gi, "_");
        await page.screenshot({ path: path.join(screenshotDir, `${slug}-${width}.png`), fullPage: true, animations: "disabled" });
      }
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
});
