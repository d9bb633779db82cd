import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { prerenderPaths } from "../web/src/app/prerender-paths";

/**
 * Site-wide quality: (a) a crawl that follows every internal link and fails on any not-found screen,
 * (b) axe-core on every public page, experimental rules included (no serious or critical violation),
 * (c) full-page screenshots at 375 and 1280 px under e2e/screenshots/ (git-ignored) for visual review.
 */

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");
const caseStudyIds = [
  "pmcb-mali",
  "bceao-portfolio",
  "telecom-deployment",
  "sonabel-agile",
  "ecobank-digital",
  "senegal-gov",
];
const extraPages = [
  "/formations/1",
  "/formations/15",
  "/formations/30",
  "/formations/1/inscription",
  ...caseStudyIds.slice(0, 3).map((id) => `/etudes-de-cas/${id}`),
];
/** Screens behind the login gate: they redirect a visitor to /auth, so the crawl does not open them. */
const signedInOnly = ["/tableau-de-bord", "/mes-formations", "/profil", "/reseau"];

/** Every prerendered public page (three formation pages and one enrollment page stand for the thirty) plus a few case studies. */
const pages = [
  ...new Set([
    ...(await prerenderPaths()).filter((p) => !/^\/formations\/\d+(\/inscription)?$/.test(p)),
    ...extraPages,
  ]),
];

/**
 * WCAG 2.0 and 2.1 A/AA plus best practices, and axe's experimental rules, which include WCAG 2.1 checks axe does
 * not run by default: label-content-name-mismatch (2.5.3 Label in Name), p-as-heading, css-orientation-lock.
 */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice", "experimental"];

/**
 * Waits until the page is ready (hydrated whole by React, or, on an island page, its runtime started: root.tsx and
 * web/src/lib/islands/runtime.ts both mark <html data-hydrated>) and its main heading is on screen.
 */
async function settle(page: Page) {
  const hydrated = () => page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 25_000 });
  // The build folder is shared: if the site was being rebuilt while this page loaded, load it once more.
  await hydrated().catch(async () => {
    await page.reload();
    await hydrated();
  });
  await page.locator("h1").first().waitFor({ state: "visible", timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready);
}

function isSignedInOnly(pathname: string) {
  return signedInOnly.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

test.describe("internal links", () => {
  test("a crawl from / following every internal link never reaches 'Page non trouvée'", async ({
    context,
    baseURL,
  }) => {
    test.setTimeout(15 * 60_000);
    const origin = new URL(baseURL!).origin;
    const queue = ["/"];
    const seen = new Set(queue);
    const broken: string[] = [];
    const linkedFrom = new Map<string, string>();

    // A few tabs share the queue: the crawl visits about a hundred pages.
    // A tab that finds the queue empty waits while another tab is still reading a page.
    let inFlight = 0;
    async function crawlWith(page: Page) {
      for (;;) {
        const target = queue.shift();
        if (!target) {
          if (inFlight === 0) return;
          await page.waitForTimeout(100);
          continue;
        }
        inFlight += 1;
        try {
          await visit(page, target);
        } catch (error) {
          broken.push(`${target}: ${(error as Error).message.split("\n")[0]}`);
        } finally {
          inFlight -= 1;
        }
      }
    }

    async function visit(page: Page, target: string) {
      await page.goto(target, { waitUntil: "domcontentloaded" });
      // Prerendered pages have their h1 in the HTML; other routes render it once the app has started.
      await page
        .locator("h1")
        .first()
        .waitFor({ state: "visible", timeout: 15_000 })
        .catch(() => undefined);
      if ((await page.getByText("Page non trouvée", { exact: true }).count()) > 0) {
        broken.push(`${target} (lien trouvé sur ${linkedFrom.get(target) ?? "?"})`);
      }
      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
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

    const tabs = await Promise.all([context.newPage(), context.newPage(), context.newPage()]);
    // The first tab starts at /; the others wait while pages are in flight and join in as links are found.
    await Promise.all(tabs.map((tab, index) => tab.waitForTimeout(index * 300).then(() => crawlWith(tab))));

    test.info().annotations.push({ type: "pages explorées", description: String(seen.size) });
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

  for (const pathname of pages) {
    test(`${pathname}: no serious or critical accessibility violation, screenshots at 375 and 1280 px`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const problems: string[] = [];
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        await page.goto(pathname);
        await settle(page);
        // Case-study details show a short loading skeleton first.
        await page.waitForLoadState("networkidle").catch(() => undefined);

        const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        // The experimental Label-in-Name rule (WCAG 2.5.3) is part of the run (listed even where nothing matched it).
        const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable];
        expect(ran.map((rule) => rule.id)).toContain("label-content-name-mismatch");
        for (const violation of results.violations) {
          if (violation.impact !== "serious" && violation.impact !== "critical") continue;
          const targets = violation.nodes
            .slice(0, 5)
            .map((node) => node.target.join(" "))
            .join(" | ");
          problems.push(`[${width}px] ${violation.impact} ${violation.id}: ${violation.help} → ${targets}`);
        }

        const slug = pathname === "/" ? "racine" : pathname.slice(1).replace(/[^a-z0-9-]+/gi, "_");
        await page.screenshot({
          path: path.join(screenshotDir, `${slug}-${width}.png`),
          fullPage: true,
          animations: "disabled",
        });
      }
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
});
