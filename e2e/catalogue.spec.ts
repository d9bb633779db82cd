import { formatSessionDates } from "../web/src/lib/session-format";
import { DEMO_ANON_KEY, expect, test } from "./fixtures";
import { createFormation, createSession } from "./learner-fixtures";
import { pdfTextLines } from "../tests/integration/pdf-text";

const themeCards = (page: import("@playwright/test").Page) => page.getByRole("list", { name: "Thèmes de formation" });
const filterBar = (page: import("@playwright/test").Page) =>
  page.getByRole("group", { name: "Filtrer les formations par thème" });
const formationCards = (page: import("@playwright/test").Page) => page.getByTestId("formation-card");
// The 30 demo formations (ids 1–30), whatever formations other specs create meanwhile (they list after them: the grid is
// ordered by id, 12 cards a page, decision 1074), so this spec asserts on its own data and runs in any order.
const DEMO_CARDS = Array.from(
  { length: 30 },
  (_, i) => `[data-testid="formation-card"]:has(a[href="/formations/${i + 1}"])`,
).join(", ");
const demoCards = (page: import("@playwright/test").Page) => page.locator(DEMO_CARDS);

test.describe("catalogue", () => {
  test("lists the 30 formations, refreshed from the backend once the grid scrolls into view", async ({ page }) => {
    const catalogueCall = page.waitForResponse(
      (r) => r.url().includes("/rest/v1/formations") && r.request().method() === "GET",
    );
    // Three pages of 12 cards (decision 1074).
    await page.goto("/formations?page=3");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The grid is a `visible` island (decision 0802): the backend is asked when the visitor reaches it.
    await formationCards(page).first().scrollIntoViewIfNeeded();
    const response = await catalogueCall;
    expect(response.status()).toBe(200);
    // The public columns by name: never `*`, which would include a staff account's id (decision 0988).
    const columns = new URL(response.url()).searchParams.get("select")!.split(",");
    expect(columns).toEqual(expect.arrayContaining(["id", "title", "price", "price_currency"]));
    expect(columns).not.toContain("trainer_id");
    await expect(demoCards(page)).toHaveCount(30);
    const pmp = formationCards(page).filter({ hasText: "Préparation à la certification PMP®" });
    await expect(pmp.getByText("Gestion", { exact: true })).toBeVisible();
    await expect(pmp.getByTestId("formation-price")).toHaveText("950 000 F CFA");
    await expect(pmp.getByText("5 jours")).toBeVisible();
    await expect(pmp.getByRole("link", { name: "Découvrir" })).toHaveAttribute("href", "/formations/22");
    await expect(formationCards(page).filter({ hasText: "Normes ISO" }).getByTestId("formation-price")).toHaveText(
      "1 950,00 $ CA",
    );
  });

  test("a theme card filters, a second click clears, and the URL follows", async ({ page }) => {
    await page.goto("/formations");
    await expect(demoCards(page)).toHaveCount(12);
    const leadership = themeCards(page).getByRole("button", { name: "Leadership" });
    await leadership.click();
    await expect(leadership).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\/formations\?theme=Leadership$/);
    await expect(demoCards(page)).toHaveCount(3);
    await expect(filterBar(page).getByRole("button", { name: "Leadership" })).toHaveAttribute("aria-pressed", "true");
    await leadership.click();
    await expect(leadership).toHaveAttribute("aria-pressed", "false");
    await expect(page).toHaveURL(/\/formations$/);
    await expect(demoCards(page)).toHaveCount(12);
  });

  test("?theme= preselects a theme", async ({ page }) => {
    await page.goto("/formations?theme=Finance");
    await expect(themeCards(page).getByRole("button", { name: "Finance" })).toHaveAttribute("aria-pressed", "true");
    await expect(demoCards(page)).toHaveCount(3);
    await expect(formationCards(page).first()).toContainText("Finance");
  });

  test("the filter bar lists 'Tous' and the ten themes, and filters the grid", async ({ page }) => {
    await page.goto("/formations");
    await expect(filterBar(page).getByRole("button")).toHaveText([
      "Tous",
      "Leadership",
      "Gouvernance",
      "IA stratégique",
      "IA appliquée",
      "Éthique numérique",
      "Transformation digitale",
      "Conformité",
      "Gestion",
      "Communication",
      "Finance",
    ]);
    await filterBar(page).getByRole("button", { name: "Conformité" }).click();
    await expect(demoCards(page)).toHaveCount(3);
    await expect(page).toHaveURL(/theme=Conformit%C3%A9/);
    await filterBar(page).getByRole("button", { name: "Tous" }).click();
    await expect(demoCards(page)).toHaveCount(12);
  });

  test("every theme card leads to formations: the cards are the filter's themes", async ({ page }) => {
    await page.goto("/formations");
    await expect(demoCards(page)).toHaveCount(12);
    await expect(themeCards(page).getByRole("button")).toHaveCount(10);
    for (const theme of ["Gouvernance", "Éthique numérique", "Conformité"]) {
      await themeCards(page)
        .getByRole("button", { name: new RegExp(`^${theme} `) })
        .click();
      await expect(demoCards(page)).toHaveCount(3);
    }
    await expect(themeCards(page).getByRole("button", { name: /^Innovation/ })).toHaveCount(0);
  });

  test("an unknown theme in the address shows the empty state, cleared by 'Voir toutes les formations'", async ({
    page,
  }) => {
    await page.goto("/formations?theme=Innovation");
    await expect(page.getByText("Aucune formation trouvée pour cette catégorie")).toBeVisible();
    await page.getByRole("button", { name: "Voir toutes les formations" }).click();
    await expect(demoCards(page)).toHaveCount(12);
    await expect(page).toHaveURL(/\/formations(\?theme=)?$/);
  });

  test("« Voir plus » shows 12 more cards, with JavaScript and without", async ({ page, browser }) => {
    await page.goto("/formations");
    await expect(demoCards(page)).toHaveCount(12);
    await page.getByRole("link", { name: "Voir plus", exact: true }).click();
    await expect(demoCards(page)).toHaveCount(24);
    await expect(page).toHaveURL(/\/formations\?page=2/);

    // Without JavaScript (decisions 1073, 1074): the link and the theme cards are answered by the server.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto("/formations");
    await expect(demoCards(plain)).toHaveCount(12);
    await plain.getByRole("link", { name: "Voir plus", exact: true }).click();
    await expect(plain).toHaveURL(/\/formations\?page=2#formation-13$/);
    await expect(demoCards(plain)).toHaveCount(24);
    await themeCards(plain)
      .getByRole("button", { name: /^Finance/ })
      .click();
    await expect(plain).toHaveURL(/\/formations\?theme=Finance#nos-formations$/);
    await expect(demoCards(plain)).toHaveCount(3);
    await expect(themeCards(plain).getByRole("button", { name: /^Finance/ })).toHaveAttribute("aria-pressed", "true");
    // The pressed card clears the filter.
    await themeCards(plain)
      .getByRole("button", { name: /^Finance/ })
      .click();
    await expect(plain).toHaveURL(/\/formations\?theme=#nos-formations$/);
    await expect(demoCards(plain)).toHaveCount(12);
    await context.close();
  });

  test("« Voir plus » keeps the theme, with JavaScript and without, and the last page has none", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    // Formations of this test's own in Conformité, after its 3 demo ones: the theme has a second page.
    const titles: string[] = [];
    for (let i = 0; i < 13; i++) titles.push((await createFormation(baseURL!, { theme: "Conformité" })).title);
    const listed = (tab: import("@playwright/test").Page) => tab.locator('ul[aria-label="Formations"] > li');
    const more = (tab: import("@playwright/test").Page) => tab.getByRole("link", { name: "Voir plus", exact: true });

    // Without JavaScript: the server answers the link, the theme kept, up to the last page, which has no link.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto("/formations?theme=Conformit%C3%A9");
    await expect(listed(plain)).toHaveCount(12);
    await expect(plain.getByText(/^12 formations sur \d+$/)).toBeVisible();
    await expect(more(plain)).toHaveAttribute("href", "/formations?theme=Conformit%C3%A9&page=2#formation-13");
    await more(plain).click();
    await expect(plain).toHaveURL(/\/formations\?theme=Conformit%C3%A9&page=2#formation-13$/);
    while ((await more(plain).count()) > 0) await more(plain).click();
    await expect(listed(plain).and(plain.locator(':not([data-theme="Conformité"])'))).toHaveCount(0);
    for (const title of titles) await expect(plain.getByText(title)).toBeVisible();
    await expect(plain.getByText(/formations sur/)).toHaveCount(0);
    await context.close();

    // With the island: 12 more in place (no new document), the theme kept in the address, the first new card focused.
    await page.goto("/formations?theme=Conformit%C3%A9");
    await listed(page).first().scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="catalogue-browser"]')).toHaveAttribute("data-island-hydrated", "");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await more(page).click();
    await expect(listed(page)).toHaveCount(Math.min(24, 3 + titles.length));
    await expect(page).toHaveURL(/\/formations\?theme=Conformit%C3%A9&page=2/);
    await expect(page.locator("#formation-13 a").first()).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(listed(page).and(page.locator(':not([data-theme="Conformité"])'))).toHaveCount(0);
    await expect(more(page)).toHaveCount(0);
  });

  test("'Catalogue PDF' downloads the PDF catalogue made from the database: formations by theme, sessions, prices", async ({
    page,
    request,
  }) => {
    await page.goto("/formations");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Catalogue PDF" }).click();
    expect((await download).suggestedFilename()).toBe("catalogue-formations-pont-atlantique.pdf");

    const response = await request.get("/catalogue.pdf");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfTextLines(body).join("\n");
    for (const expected of [
      "Catalogue des formations",
      "Préparation à la certification PMP®",
      "Leadership transformationnel pour dirigeants",
      "Gouvernance",
      "Prochaines sessions :",
      "Abidjan",
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/950\s000/);
  });

  test("every demo formation has an upcoming session: the calendar is seeded relative to today", async ({
    request,
  }) => {
    const today = new Date().toISOString().slice(0, 10);
    const response = await request.get(
      `/rest/v1/course_sessions?select=formation_id,city&status=neq.cancelled&starts_on=gt.${today}`,
      { headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${DEMO_ANON_KEY}` } },
    );
    expect(response.status()).toBe(200);
    const sessions = (await response.json()) as { formation_id: number; city: string }[];
    const formations = new Set(sessions.map((s) => s.formation_id));
    for (let id = 1; id <= 30; id++) expect(formations.has(id), `formation ${id} has an upcoming session`).toBe(true);
    for (const city of ["Abidjan", "Dakar", "Montréal", "En ligne"])
      expect(sessions.map((s) => s.city)).toContain(city);
  });

  test("sessions table: seats in words, 'S'inscrire' opens the formation's enrollment page", async ({ page }) => {
    await page.goto("/formations");
    // The page holds the database's sessions from the start (decision 1044), the first ten in view: the others are
    // behind « Voir plus ».
    await page.getByText(/^Voir plus de sessions/).click();
    const rows = page.getByTestId("session-row");
    // Rows are found by their formation: other specs may add sessions or take a seat meanwhile.
    const pmp = rows.filter({ hasText: "Préparation à la certification PMP®" }).first();
    await expect(pmp).toContainText(/\d+ \/ 20 places? restantes?/);
    await expect(pmp.locator("[data-level]")).toHaveAttribute("data-level", "limited");
    const ia = rows.filter({ hasText: "IA générative appliquée à la gestion de projet" }).first();
    await expect(ia.locator("[data-level]")).toHaveAttribute("data-level", "available");
    await pmp.getByRole("link", { name: "S'inscrire" }).click();
    await expect(page).toHaveURL(/\/formations\/22\/inscription$/);
    await expect(page.getByRole("heading", { level: 1, name: "Préparation à la certification PMP®" })).toBeVisible();
  });

  test("without JavaScript, the sessions table and a formation's sessions box list a session just created", async ({
    browser,
    baseURL,
  }) => {
    // Issue 48 items 4 and 6 (decision 1044): the server writes the real upcoming sessions into the page, not the
    // build's demo list. Dates no other test uses, far ahead: the session is behind « Voir plus ».
    const year = 2040 + Math.floor(Math.random() * 50);
    const day = 10 + Math.floor(Math.random() * 15);
    const [startsOn, endsOn] = [`${year}-05-${day}`, `${year}-05-${day + 1}`];
    await createSession(baseURL!, 14, { startsOn, endsOn, capacity: 9 });
    const dates = formatSessionDates(startsOn, endsOn);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/formations");
    await page.getByText(/^Voir plus de sessions/).click(); // a <details>: it opens without a script
    const row = page.getByTestId("session-row").filter({ hasText: dates });
    await expect(row).toBeVisible();
    await expect(row).toContainText("Protection des données personnelles en Afrique");
    await expect(row).toContainText("9 / 9 places restantes");
    await expect(row.getByRole("link", { name: "S'inscrire" })).toHaveAttribute("href", "/formations/14/inscription");

    await page.goto("/formations/14");
    await expect(page.getByText(dates).first()).toBeVisible();
    await expect(page.getByText(/Aucune session publique/)).toHaveCount(0);
    await context.close();
  });

  test("the information-request form validates in French and confirms", async ({ page }) => {
    await page.goto("/formations");
    const form = page.getByRole("form", { name: "Demande d'information" });
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect(form.getByText("Veuillez indiquer votre nom")).toBeVisible();
    await expect(form.getByText("Veuillez choisir une formation")).toBeVisible();
    await form.getByLabel("Nom complet").fill("Awa Koné");
    await form.getByLabel("Adresse email").fill("awa@example.com");
    await form.getByRole("combobox", { name: /Formation qui vous intéresse/ }).click();
    await page.getByRole("option", { name: "Préparation à la certification PMP®" }).click();
    // Formation 22 has a dated session: the visitor may name it.
    await expect(form.getByRole("combobox", { name: "Session" })).toBeVisible();
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect(page.getByText("Demande envoyée")).toBeVisible();
    await expect(form.getByLabel("Nom complet")).toHaveValue("");
  });

  test("the served HTML holds the first 12 formations and hydrates without mismatch, even with ?theme=", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/formations")).text();
    expect(html.match(/data-testid="formation-card"/g)).toHaveLength(12);
    expect(html).toContain("Leadership transformationnel pour dirigeants");
    const gestion = await (await request.get("/formations?theme=Gestion")).text();
    expect(gestion).toContain("Préparation à la certification PMP®");
    const detail = await (await request.get("/formations/22")).text();
    expect(detail).toContain("<title>Préparation à la certification PMP® | Pont Atlantique Conseil</title>");

    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /hydrat|#418|#423|#425/i.test(message.text())) problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto("/formations?theme=Gestion");
    await expect(demoCards(page)).toHaveCount(3);
    // The island hydrates on the served markup once the grid is in view.
    await page.locator('ul[aria-label="Formations"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="catalogue-browser"]')).toHaveAttribute("data-island-hydrated", "");
    await expect(demoCards(page)).toHaveCount(3);
    await page.goto("/formations/22");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });

  test("client-side navigation inside the app with nothing cached shows 3 skeleton cards, then the formations", async ({
    page,
  }) => {
    // Public island pages link by page loads (docs/decisions/0801); the app navigates client-side from a page it
    // renders itself in the browser, such as a certificate's verification (its number is in the URL).
    await page.goto("/certificats/verifier/PR-0000-0000-0000-0000");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" }); // root.tsx marks it, on either runtime
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/rest/v1/formations*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("navigation").getByRole("link", { name: "Formations", exact: true }).first().click();
    await expect(page).toHaveURL(/\/formations$/);
    await expect(page.getByTestId("formation-card-skeleton")).toHaveCount(3);
    release();
    await expect(demoCards(page)).toHaveCount(12);
    await expect(page.getByTestId("formation-card-skeleton")).toHaveCount(0);
  });

  test("a backend error shows the demo formations, silently", async ({ page }) => {
    await page.route("**/rest/v1/formations*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "panne" }) }),
    );
    await page.goto("/formations");
    await page.waitForLoadState("networkidle");
    await expect(demoCards(page)).toHaveCount(12);
    await filterBar(page).getByRole("button", { name: "Finance" }).click();
    await expect(demoCards(page)).toHaveCount(3);
  });

  test("at 375 px the catalogue, a formation and an enrollment page never scroll sideways", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ["/formations", "/formations/22", "/formations/22/inscription"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });
});
