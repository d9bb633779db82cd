import { expect, test } from "./fixtures";
import { rest } from "./learner-fixtures";

/**
 * Issue 28, « Notre équipe » (decision 0951): an editor (not an admin) adds a member and publishes them; within five
 * seconds /notre-equipe shows them to a visitor without JavaScript, with a JSON-LD Person; « Dépublier » takes them
 * off the page. The build's template of the page is not served as it is.
 */
test("an editor publishes a team member who is on « Notre équipe » at once, without JavaScript, and unpublishes them", async ({
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
  await page.getByRole("link", { name: "Nouveau membre" }).click();
  const name = `Clarisse Mba ${Date.now()}`;
  await page.getByLabel(/^Nom/).fill(name);
  await page.getByLabel(/^Fonction/).fill("Consultante, gestion des risques");
  // A department that is not the first tab: without JavaScript every department is shown.
  await page.getByLabel(/^Équipe/).selectOption("operations");
  await page.getByLabel(/^Bureaux/).fill("Libreville");
  await page.getByLabel(/^Présentation/).fill("Elle structure la gestion des risques des grands projets.");

  await page.getByRole("button", { name: "Publier maintenant" }).click();
  await expect(page.getByRole("button", { name: "Dépublier" })).toBeVisible();
  const publishedAt = Date.now();

  let html = "";
  await expect
    .poll(
      async () => {
        html = await (await fetch(`${baseURL}/notre-equipe`)).text();
        return html.includes(name);
      },
      { timeout: 5_000, intervals: [250] },
    )
    .toBe(true);
  expect(Date.now() - publishedAt).toBeLessThan(5_000);
  expect(html).toContain('"@type":"Person"');
  expect(html).toContain(`"name":"${name}"`);

  const reader = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const noScript = await reader.newPage();
  await noScript.goto(`${baseURL}/notre-equipe`);
  const main = noScript.getByRole("main");
  await expect(main.getByRole("heading", { level: 3, name })).toBeVisible();
  await expect(main.getByText("Elle structure la gestion des risques des grands projets.")).toBeVisible();
  await expect(main.getByRole("heading", { name: "Marie-Claire Tremblay" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 3, name: "Opérations" })).toBeVisible();

  await page.getByRole("button", { name: "Dépublier" }).click();
  await expect(page.getByRole("button", { name: "Publier maintenant" })).toBeVisible();
  await expect
    .poll(async () => (await fetch(`${baseURL}/notre-equipe`)).text(), { timeout: 5_000, intervals: [250] })
    .not.toContain(name);
  await noScript.goto(`${baseURL}/notre-equipe`);
  await expect(noScript.getByRole("heading", { name: "Marie-Claire Tremblay" })).toBeVisible();
  await expect(noScript.getByRole("heading", { name })).toHaveCount(0);
  await reader.close();

  // With JavaScript, the tabs work from the keyboard.
  const visitor = await page.context().browser()!.newContext();
  const team = await visitor.newPage();
  await team.goto(`${baseURL}/notre-equipe`);
  const tabs = team.getByRole("tablist", { name: "Départements" });
  await tabs.getByRole("tab", { name: "Conseil" }).click();
  await expect(team.getByRole("tabpanel").getByRole("heading", { name: "Serge Kouassi" })).toBeVisible();
  await team.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Opérations" })).toHaveAttribute("aria-selected", "true");
  await expect(team.getByRole("tabpanel").getByRole("heading", { name: "Awa Sylla" })).toBeVisible();
  await visitor.close();

  for (const path of ["/notre-equipe/index.html", "/blog/_modele/", "/carrieres/_modele/"]) {
    expect((await fetch(`${baseURL}${path}`)).status, path).toBe(404);
  }
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  expect(sitemap).toContain("/notre-equipe");
  expect(sitemap).not.toContain("_modele");
});
