import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const MINING_TITLE = "Structurer le pilotage d'un programme d'expansion minière";
const BCEAO_TITLE = "Gouvernance du portefeuille de projets d'une institution financière régionale";
const ECOBANK_TITLE = "Pilotage du programme de banque numérique d'un groupe bancaire panafricain";

/** Spec §9: the detail's skeleton lasts 500 ms. */
const CASE_STUDY_LOADING_MS = 500;

/**
 * Freezes the page's timers so the 500 ms skeleton stays on screen until the test moves the clock: on a loaded CI
 * machine a real 500 ms can pass between two of Playwright's polls and the skeleton would never be seen.
 */
async function holdTimers(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}

const cardTitles = (page: Page) => page.getByRole("tabpanel").getByRole("heading", { level: 3 });

/** The six seeded studies at least: the case-study editor's test publishes its own on the same database. */
async function expectAllStudies(page: Page) {
  await expect(cardTitles(page).nth(5)).toBeVisible();
  expect(await cardTitles(page).count()).toBeGreaterThanOrEqual(6);
}

test.describe("liste des études de cas", () => {
  test("les onglets filtrent par secteur et l'étude minière n'apparaît que sous 'Toutes'", async ({ page }) => {
    await page.goto("/etudes-de-cas");
    await expect(page.getByRole("tab", { name: "Toutes" })).toHaveAttribute("aria-selected", "true");
    await expectAllStudies(page);
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: MINING_TITLE })).toBeVisible();

    const expected: Record<string, number> = { Énergie: 1, Finance: 2, Télécoms: 1, "Secteur public": 1 };
    for (const [sector, count] of Object.entries(expected)) {
      await page.getByRole("tab", { name: sector }).click();
      await expect(page.getByRole("tab", { name: sector })).toHaveAttribute("aria-selected", "true");
      await expect(cardTitles(page)).toHaveCount(count);
      await expect(page.getByRole("tabpanel").getByRole("heading", { name: MINING_TITLE })).toHaveCount(0);
    }

    await page.getByRole("tab", { name: "Toutes" }).click();
    await expectAllStudies(page);
  });

  test("chaque carte montre secteur, année, client, titre, résumé, résultat et un lien", async ({ page }) => {
    await page.goto("/etudes-de-cas");
    await page.getByRole("tab", { name: "Secteur public" }).click();
    // The tabs are an island: the tap is replayed once it has hydrated (docs/decisions/0800).
    await expect(page.getByRole("tab", { name: "Secteur public" })).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByText("Secteur public", { exact: true })).toBeVisible();
    await expect(panel.getByText("2021", { exact: true })).toBeVisible();
    await expect(panel.getByText("Ministère chargé de la modernisation de l'administration")).toBeVisible();
    await expect(panel.getByText(/Création d'une unité de suivi des réformes/)).toBeVisible();
    await expect(panel.getByText(/taux d'exécution budgétaire porté de 61\s% à 83\s%/)).toBeVisible();
    await expect(panel.getByRole("link", { name: /Lire l'étude de cas/ })).toHaveAttribute(
      "href",
      "/etudes-de-cas/bureau-suivi-projets-prioritaires-etat",
    );
  });
});

test.describe("détail d'une étude de cas", () => {
  test("depuis la liste, l'étude s'ouvre par un chargement de page : son contenu prérendu, sans squelette", async ({
    page,
  }) => {
    // Public pages are separate documents (docs/decisions/0801): no client-side navigation, so no skeleton.
    await page.goto("/etudes-de-cas");
    await page.getByRole("tab", { name: "Finance" }).click();
    await expect(page.getByRole("tab", { name: "Finance" })).toHaveAttribute("aria-selected", "true");
    const navigation = page.waitForEvent("framenavigated");
    await page.getByRole("link", { name: `Lire l'étude de cas : ${BCEAO_TITLE}` }).click();
    await navigation;

    await expect(page).toHaveURL(/\/etudes-de-cas\/portefeuille-projets-banque-centrale$/);
    await expect(page.getByRole("heading", { level: 1, name: BCEAO_TITLE })).toBeVisible();
    await expect(page.getByTestId("case-study-skeleton")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Informations clés" })).toBeVisible();
    await expect(page.getByText("Dakar, Sénégal")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Services fournis" })).toBeVisible();
    await expect(page.getByRole("img", { name: /Illustration\s: secteur Finance, étude de cas/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Notre démarche" })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${BCEAO_TITLE} \\| Étude de cas`));
  });

  test("une navigation côté client, dans l'application, montre encore le squelette, puis le contenu", async ({
    page,
  }) => {
    // The misspelled address is rendered by the single-page app: from there, links navigate client-side and the
    // studies are read from the REST API.
    await page.clock.install();
    await page.goto("/etudes-de-case/etude-inexistante");
    await page.getByRole("link", { name: "Retour aux études de cas" }).click();
    await page.getByRole("tab", { name: "Finance" }).click();
    await holdTimers(page);
    await page.getByRole("link", { name: `Lire l'étude de cas : ${BCEAO_TITLE}` }).click();

    await expect(page.getByTestId("case-study-skeleton")).toBeVisible();
    await expect(page).toHaveURL(/\/etudes-de-cas\/portefeuille-projets-banque-centrale$/);
    await page.clock.runFor(CASE_STUDY_LOADING_MS);
    // The study arrives after three REST reads; on a busy machine they may end after the clock has run, and the
    // query's result is then delivered on a timer of the held clock: let the clock go on until the study shows.
    const heading = page.getByRole("heading", { level: 1, name: BCEAO_TITLE });
    await expect
      .poll(
        async () => {
          if (!(await heading.isVisible())) await page.clock.runFor(100);
          return heading.isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect(page.getByTestId("case-study-skeleton")).toHaveCount(0);
  });

  test("un chargement direct affiche le contenu rendu par le serveur, sans squelette", async ({ page }) => {
    const html = await (await page.request.get("/etudes-de-cas/transformation-agile-dsi-electricite")).text();
    expect(html).toContain("Transformation agile de la direction des systèmes d");
    expect(html).not.toContain("case-study-skeleton");

    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto("/etudes-de-cas/transformation-agile-dsi-electricite");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Transformation agile");
    await expect(page.getByTestId("case-study-skeleton")).toHaveCount(0);
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });

  test("la localisation par défaut est 'Afrique de l'Ouest'", async ({ page }) => {
    await page.goto("/etudes-de-cas/deploiement-reseau-4g-zones-rurales");
    const keyInfo = page.getByRole("complementary", { name: "Informations sur la mission" });
    await expect(keyInfo.getByText("Afrique de l'Ouest", { exact: true })).toBeVisible();
  });

  test("les études similaires sont du même secteur, sans l'étude elle-même, et y mènent", async ({ page }) => {
    await page.goto("/etudes-de-cas/portefeuille-projets-banque-centrale");
    const similar = page.getByRole("region", { name: "Études de cas similaires" });
    await expect(similar.getByRole("heading", { level: 3 })).toHaveText([ECOBANK_TITLE]);

    await similar.getByRole("link", { name: /Lire l'étude de cas/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: ECOBANK_TITLE })).toBeVisible();
    await expect(page).toHaveURL(/\/etudes-de-cas\/programme-banque-numerique-panafricain$/);
  });

  test("un ancien identifiant répond 301 vers l'adresse de l'étude", async ({ page }) => {
    const response = await page.request.get("/etudes-de-cas/bceao-portfolio", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/etudes-de-cas/portefeuille-projets-banque-centrale");
  });

  test("l'étude minière n'a pas d'étude similaire et le dit", async ({ page }) => {
    await page.goto("/etudes-de-cas/programme-expansion-miniere-mali");
    await expect(
      page.getByText(/Aucune autre étude de cas n'est publiée pour le moment dans le secteur «\sMines\s»\./),
    ).toBeVisible();
  });

  test("une adresse inconnue répond 404 ; dans l'application, le message et un lien de retour", async ({ page }) => {
    expect((await page.request.get("/etudes-de-cas/etude-inexistante")).status()).toBe(404);
    await page.goto("/etudes-de-case/etude-inexistante");
    await expect(page.getByRole("heading", { level: 1, name: "Étude de cas non trouvée" })).toBeVisible();
    await expect(page.getByText("L'étude de cas que vous recherchez n'existe pas ou a été déplacée.")).toBeVisible();
    await page.getByRole("link", { name: "Retour aux études de cas" }).click();
    await expect(page).toHaveURL(/\/etudes-de-cas$/);
    await expectAllStudies(page);
  });

  test("l'adresse mal orthographiée /etudes-de-case/:id mène à l'étude, même par son ancien identifiant", async ({
    page,
  }) => {
    await page.goto("/etudes-de-case/senegal-gov");
    await expect(page).toHaveURL(/\/etudes-de-cas\/bureau-suivi-projets-prioritaires-etat$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Mise en place d'un bureau de suivi des projets prioritaires de l'État",
    );
  });
});
