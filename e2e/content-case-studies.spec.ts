import { expect, test } from "./fixtures";
import { rest } from "./learner-fixtures";

/**
 * Issue 28, case studies (decision 0952): an editor (not an admin) writes a study, previews it and publishes it;
 * within five seconds /etudes-de-cas lists it and its page answers with the study and its JSON-LD Article in the
 * HTML, readable without JavaScript, and its sector's page cites it; a changed address and a former identifier answer
 * 301.
 */
test("an editor publishes a case study that is public at once; old addresses redirect", async ({
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
  await expect(page.getByRole("heading", { level: 2, name: "Études de cas" })).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Structurer le pilotage d'un programme d'expansion minière" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Nouvelle étude de cas" }).click();

  const title = `Moderniser le suivi des chantiers d'un port ${Date.now()}`;
  await page
    .getByLabel(/^Titre/)
    .first()
    .fill(title);
  const slug = await page.getByLabel(/^Adresse/).inputValue();
  expect(slug).toMatch(/^moderniser-le-suivi-des-chantiers-d-un-port-\d+$/);
  await page.getByLabel(/^Client/).fill("Autorité portuaire");
  await page.getByLabel(/^Secteur/).fill("Transport et logistique");
  await page.getByLabel(/^Pays ou bureau/).fill("Abidjan, Côte d'Ivoire");
  await page.getByLabel(/^Résumé/).fill("Un bureau de projets pour les chantiers du port.");
  await page.getByLabel(/^Résultat en une phrase/).fill("Délais tenus sur neuf chantiers sur dix.");
  await page.getByLabel(/Le contexte/).fill("## Un port en travaux\n\nDouze chantiers sans planning commun.");
  await page.getByLabel(/Notre démarche/).fill("- un planning maître\n- des revues hebdomadaires");
  await page.getByLabel(/^Chiffres clés/).fill("9 sur 10 — chantiers dans les délais");

  await page.getByRole("button", { name: "Aperçu" }).click();
  const preview = page.getByRole("region", { name: "Aperçu" });
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Un port en travaux" })).toBeVisible();

  await page.getByRole("button", { name: "Publier maintenant" }).click();
  await expect(page.getByRole("button", { name: "Dépublier" })).toBeVisible();
  const publishedAt = Date.now();

  let html = "";
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseURL}/etudes-de-cas/${slug}`);
        html = await response.text();
        return response.status;
      },
      { timeout: 5_000, intervals: [250] },
    )
    .toBe(200);
  expect(Date.now() - publishedAt).toBeLessThan(5_000);
  expect(html).toContain('"@type":"Article"');
  expect(html).toContain('<meta property="og:type" content="article">');
  const listing = await (await fetch(`${baseURL}/etudes-de-cas`)).text();
  expect(listing).toContain(`href="/etudes-de-cas/${slug}"`);
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/etudes-de-cas/${slug}`);

  const reader = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const noScript = await reader.newPage();
  await noScript.goto(`${baseURL}/etudes-de-cas`);
  await expect(noScript.getByRole("heading", { level: 3, name: title })).toBeVisible();
  await noScript.goto(`${baseURL}/etudes-de-cas/${slug}`);
  await expect(noScript.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(noScript.getByText("Douze chantiers sans planning commun.")).toBeVisible();
  await expect(noScript.getByText("chantiers dans les délais")).toBeVisible();
  // Its sector's page cites it among its references (decision 0975).
  await noScript.goto(`${baseURL}/industries/transport-et-logistique`);
  const references = noScript.getByRole("region", { name: "Nos études de cas" });
  await expect(references.getByRole("heading", { level: 3, name: title })).toBeVisible();
  await expect(references.getByRole("link", { name: `Lire l'étude de cas : ${title}` })).toHaveAttribute(
    "href",
    `/etudes-de-cas/${slug}`,
  );
  await reader.close();

  // A new address: the old one answers 301 to it.
  await page.getByLabel(/^Adresse/).fill(`${slug}-bis`);
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseURL}/etudes-de-cas/${slug}`, { redirect: "manual" });
        return `${response.status} ${response.headers.get("location")}`;
      },
      { timeout: 5_000, intervals: [250] },
    )
    .toBe(`301 /etudes-de-cas/${slug}-bis`);
  const sectorPage = await (await fetch(`${baseURL}/industries/transport-et-logistique`)).text();
  expect(sectorPage).toContain(`href="/etudes-de-cas/${slug}-bis"`);

  // The seed's former identifiers lead to the studies' addresses.
  const old = await fetch(`${baseURL}/etudes-de-cas/pmcb-mali`, { redirect: "manual" });
  expect(old.status).toBe(301);
  expect(old.headers.get("location")).toBe("/etudes-de-cas/programme-expansion-miniere-mali");
});
