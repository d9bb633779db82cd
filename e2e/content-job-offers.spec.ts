import { expect, test } from "./fixtures";
import { rest } from "./learner-fixtures";

/**
 * Issue 28, job offers (decision 0894): an editor (not an admin) writes an offer, previews it and publishes it;
 * within five seconds /carrieres lists it and its page answers with the offer and its JSON-LD JobPosting in the
 * HTML, readable without JavaScript; the application form of that page names the offer.
 */
test("an editor publishes a job offer that is public at once and whose form names it", async ({
  page,
  baseURL,
  user,
}) => {
  test.setTimeout(120_000);
  await rest(baseURL!, "/rest/v1/rpc/set_user_role", {
    method: "POST",
    as: "service",
    body: { target_user: user.id, new_role: "editor" },
  });
  const key = `sb-${new URL(baseURL!).hostname.split(".")[0]}-auth-token`;
  await page.addInitScript(([storageKey, value]) => window.localStorage.setItem(storageKey, value), [
    key,
    JSON.stringify(user.session),
  ] as const);

  await page.goto("/contenus");
  await expect(page.getByRole("heading", { level: 2, name: "Offres d'emploi" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Formateur(trice) en agilité" })).toBeVisible();
  await page.getByRole("link", { name: "Nouvelle offre" }).click();

  const title = `Analyste de portefeuille de projets ${Date.now()}`;
  await page.getByLabel(/^Intitulé du poste/).fill(title);
  const slug = await page.getByLabel(/Adresse/).inputValue();
  expect(slug).toMatch(/^analyste-de-portefeuille-de-projets-\d+$/);
  await page.getByLabel(/^Département/).fill("Conseil");
  await page.getByLabel(/^Lieu/).fill("Libreville, Gabon");
  await page.getByLabel(/^Résumé/).fill("Suivre les projets d'un ministère et préparer ses comités.");
  await page
    .getByLabel(/Description du poste/)
    .fill("## Vos missions\n\nConsolider les tableaux de bord et préparer les arbitrages.");
  await page.getByLabel(/^Compétences recherchées/).fill("Trois ans en bureau de projets\nExcel avancé");
  await page.getByLabel(/^Date de clôture/).fill("2099-12-31");

  await page.getByRole("button", { name: "Aperçu" }).click();
  const preview = page.getByRole("region", { name: "Aperçu" });
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: "Vos missions" })).toBeVisible();

  await page.getByRole("button", { name: "Publier maintenant" }).click();
  await expect(page.getByRole("button", { name: "Dépublier" })).toBeVisible();
  const publishedAt = Date.now();

  let html = "";
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseURL}/carrieres/${slug}`);
        html = await response.text();
        return response.status;
      },
      { timeout: 5_000, intervals: [250] },
    )
    .toBe(200);
  expect(Date.now() - publishedAt).toBeLessThan(5_000);
  expect(html).toContain(title);
  expect(html).toContain('"@type":"JobPosting"');
  expect(html).toContain('"validThrough":"2099-12-31T23:59:59Z"');
  const listing = await (await fetch(`${baseURL}/carrieres`)).text();
  expect(listing).toContain(`href="/carrieres/${slug}"`);
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/carrieres/${slug}`);

  const reader = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const noScript = await reader.newPage();
  await noScript.goto(`${baseURL}/carrieres`);
  await expect(noScript.getByRole("heading", { level: 3, name: title })).toBeVisible();
  await noScript.goto(`${baseURL}/carrieres/${slug}`);
  await expect(noScript.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(noScript.getByText("Consolider les tableaux de bord et préparer les arbitrages.")).toBeVisible();
  await expect(noScript.getByText("Candidatures jusqu'au 31 décembre 2099")).toBeVisible();
  await reader.close();

  const visitor = await page.context().browser()!.newContext();
  const offerPage = await visitor.newPage();
  await offerPage.goto(`${baseURL}/carrieres/${slug}#candidature`);
  await offerPage.getByLabel(/Nom complet/).click(); // the form's island hydrates on the first interaction
  await expect(offerPage.getByRole("form", { name: `Candidature : ${title}` })).toBeVisible({ timeout: 15_000 });
  await expect(offerPage.getByLabel(/Poste recherché/)).toHaveValue(title);
  await visitor.close();
});
