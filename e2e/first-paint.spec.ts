import type { Browser, Page } from "@playwright/test";
import { prerenderPaths } from "../web/src/app/prerender-paths";
import { EDITED_DEMO_FORMATION, expect, test } from "./fixtures";

/**
 * An island page paints from its HTML alone (docs/decisions/0937): its critical CSS is inline, and the full
 * stylesheet (with the Inter faces), the island runtime and the icon are requested only after the first paint.
 */
const PAGES = ["/", "/formations", "/formations/1", "/contact"];
/** The prerendered pages React Router hydrates whole, with the stylesheet linked as usual (decision 0802). */
const HYDRATED_WHOLE = [/^\/formations\/\d+\/inscription$/, /^\/politique-confidentialite$/];
const STYLESHEET = /\/assets\/root-[\w-]+\.css$/;
const LATE_ASSETS = [
  STYLESHEET,
  /\/assets\/islands\/islands-[\w-]+\.js$/,
  /\/assets\/favicon-[\w-]+\.svg$/,
  /\.woff2$/,
];

/** When the page first painted content, and when each resource it fetched was requested (ms since navigation). */
async function paintAndRequests(page: Page) {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    requests: performance
      .getEntriesByType("resource")
      .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
  }));
}

/** Whether a face of Inter has loaded (the French subset, which every page uses). */
function interLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.fonts].some((face) => face.family.replace(/"/g, "") === "Inter Variable" && face.status === "loaded"),
  );
}

for (const path of PAGES) {
  test(`${path} requests its stylesheet, runtime, font and icon only after its first paint`, async ({ page }) => {
    const response = await page.goto(path, { waitUntil: "networkidle" });
    const html = await response!.text();
    expect(html).toMatch(/<style>@layer properties;@layer theme\{/);
    expect(html.replace(/<noscript>.*?<\/noscript>/g, "")).not.toContain('rel="stylesheet"');

    const { firstPaint, requests } = await paintAndRequests(page);
    expect(firstPaint).toBeGreaterThan(0);
    for (const asset of LATE_ASSETS) {
      const request = requests.find((entry) => asset.test(new URL(entry.url).pathname));
      expect(request, `${asset} requested`).toBeDefined();
      expect(request!.startTime, `${asset} after the first paint`).toBeGreaterThanOrEqual(firstPaint);
    }
    // In the end the page is set in Inter, its icon is the firm's, and the full stylesheet is there.
    await expect.poll(() => interLoaded(page)).toBe(true);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", /\/assets\/favicon-[\w-]+\.svg$/);
    await expect(page.locator('head link[rel="stylesheet"]')).toHaveAttribute("href", STYLESHEET);
  });
}

test("a later page asks for the stylesheet, which it has in cache, before its first paint", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  await page.goto("/contact", { waitUntil: "networkidle" });
  const { firstPaint, requests } = await paintAndRequests(page);
  const stylesheet = requests.find((entry) => STYLESHEET.test(new URL(entry.url).pathname));
  expect(stylesheet!.startTime).toBeLessThan(firstPaint);
});

test.describe("with the full stylesheet never arriving", () => {
  test.beforeEach(async ({ page }) => {
    await page.route(STYLESHEET, (route) => route.abort());
  });

  test("the page is laid out and coloured by its inline CSS, and its islands still work", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/contact");
    // Desktop navigation shown (a md: rule), the hero band in its colours, the body in the theme's.
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
    const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(body).toBe("rgb(255, 255, 255)");
    await expect(page.locator("h1")).toHaveCSS("font-weight", "700");
    // Islands hydrate once the stylesheet has settled, even as a failure.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  });

  test("a visitor in the dark theme gets it at first paint", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/contact");
    await expect(page.locator("html")).toHaveClass(/dark/);
    const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(body).toBe("rgb(11, 18, 32)");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page links the full stylesheet itself", async ({ page }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto("/contact", { waitUntil: "networkidle" });
    expect(stylesheets).toEqual([expect.stringMatching(STYLESHEET)]);
  });
});

for (const path of ["/", "/contact", "/services"]) {
  test(`Inter's arrival after the first paint of ${path} barely moves it: the fallback faces take its room`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path, { waitUntil: "networkidle" });
    await expect.poll(() => interLoaded(page)).toBe(true);
    const layoutShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const shifts = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
            resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(0), 1000);
        }),
    );
    // Issue 26's budget. Measured 0.016 on / (its uppercase kicker is wider in the stand-in and wraps at this width,
    // not at 360 or 412 px) and 0 on the others. With the bold stand-in scaled like the regular one (before decision
    // 0982) /services read 0.026, its bold titles wrapping; with system-ui's fonts, / 0.042 and /contact 0.032.
    expect(layoutShift).toBeLessThan(0.02);
  });
}

// Not the formation another spec edits meanwhile: edited, its page is the app shell (decision 0936).
const otherIslandPages = (await prerenderPaths()).filter(
  (path) =>
    !PAGES.includes(path) &&
    path !== `/formations/${EDITED_DEMO_FORMATION}` &&
    !HYDRATED_WHOLE.some((pattern) => pattern.test(path)),
);

test.describe("the inline critical CSS", () => {
  /** Every element's box and colours, without JavaScript (no island changes the page meanwhile). */
  async function rendering(browser: Browser, path: string, width: number, blocked: RegExp): Promise<string[]> {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    try {
      const page = await context.newPage();
      await page.route(blocked, (route) => route.abort());
      await page.goto(path, { waitUntil: "networkidle" });
      return await page.evaluate(() =>
        [...document.body.querySelectorAll("*")].map((element, index) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          const rect = [box.x, box.y, box.width, box.height].map(Math.round).join(",");
          return `${index} ${element.tagName} ${rect} ${style.color} ${style.backgroundColor} ${style.display}`;
        }),
      );
    } finally {
      await context.close();
    }
  }

  // The four measured pages at both widths, every other island page at a phone's.
  for (const [path, widths] of [
    ...PAGES.map((path) => [path, [390, 1280]] as const),
    ...otherIslandPages.map((path) => [path, [390]] as const),
  ]) {
    for (const width of widths) {
      test(`lays out and colours ${path} at ${width} px as the full stylesheet does`, async ({ browser }) => {
        // The same faces in both: the full stylesheet's web font is blocked, the critical CSS has none.
        const full = await rendering(browser, path, width, /\.woff2$/);
        const critical = await rendering(browser, path, width, STYLESHEET);
        const differences = critical.filter((line, index) => line !== full[index]);
        expect(critical).toHaveLength(full.length);
        expect(differences.slice(0, 10)).toEqual([]);
      });
    }
  }
});
