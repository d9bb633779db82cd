import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEV_SERVICE_ROLE_KEY } from "../server/src/config/defaults";
import { createFormation, uniqueName } from "./learner-fixtures";
import { createUser, expect, signInAs, test, type TestUser } from "./fixtures";

/** Promotes an account the way `npm run admin:create` does: set_user_role called with the service-role key. */
async function makeAdmin(baseURL: string, user: TestUser): Promise<void> {
  await setRole(baseURL, user, "admin");
}

async function setRole(baseURL: string, user: TestUser, role: "admin" | "trainer"): Promise<void> {
  const response = await fetch(`${baseURL}/rest/v1/rpc/set_user_role`, {
    method: "POST",
    headers: {
      apikey: DEV_SERVICE_ROLE_KEY,
      authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({ target_user: user.id, new_role: role }),
  });
  if (!response.ok) throw new Error(`set_user_role failed: ${response.status} ${await response.text()}`);
}

/**
 * An enrollment recorded as the server records it (the browser no longer inserts enrollments: decision 0841; the
 * enrollment flow itself is covered by enrollment.spec.ts).
 */
async function enrol(baseURL: string, learner: TestUser, formationId: number): Promise<{ id: number }> {
  const response = await fetch(`${baseURL}/rest/v1/enrollments`, {
    method: "POST",
    headers: {
      apikey: DEV_SERVICE_ROLE_KEY,
      authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}`,
      "content-type": "application/json",
      prefer: "return=representation",
      accept: "application/vnd.pgrst.object+json",
    },
    body: JSON.stringify({
      formation_id: formationId,
      user_id: learner.id,
      payment_method: "mobile",
      status: "pending",
    }),
  });
  if (!response.ok) throw new Error(`enrollment failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: number };
}

/** Axe on the screen's own content: the sidebar shell around it is checked by shell.spec.ts. */
async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include("main")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${label} ${violation.id}: ${violation.nodes.map((node) => `${node.target.join(" ")} ${node.html}`).join(" | ")}`,
    );
}

test.describe("back office", () => {
  test("an admin creates a formation that the public catalogue then lists, edits it and deletes it", async ({
    page,
    baseURL,
  }) => {
    test.slow(); // create, pick a trainer, edit, delete: many screens on a shared 2-core machine
    const admin = await createUser(baseURL!, { fullName: "Admin Catalogue" });
    await makeAdmin(baseURL!, admin);
    const trainerName = `Awa Formatrice ${Date.now()}`;
    const trainer = await createUser(baseURL!, { fullName: trainerName });
    await setRole(baseURL!, trainer, "trainer");
    await signInAs(page, baseURL!, admin);
    const title = `Gouvernance des projets publics ${Date.now()}`;

    await page.goto("/gestion-formations");
    await expect(page.getByRole("heading", { level: 1, name: "Gestion des formations" })).toBeVisible();
    await expect(page.getByRole("table", { name: /formations?,? les plus récentes/ })).toBeVisible();
    await page.getByRole("button", { name: "Nouvelle formation" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouvelle formation" });
    await dialog.getByRole("button", { name: "Créer la formation" }).click();
    await expect(dialog.getByText("Le titre est obligatoire")).toBeVisible();

    await dialog.getByLabel("Titre").fill(title);
    await dialog.getByRole("combobox", { name: "Thème" }).click();
    await page.getByRole("option", { name: "Gouvernance" }).click();
    await dialog.getByLabel("Durée").fill("2 jours");
    await dialog.getByLabel("Description").fill("Piloter les grands projets de l'État avec méthode.");
    await dialog.getByRole("checkbox", { name: "En ligne" }).check();
    await dialog.getByLabel("Expert").fill("Awa Traoré");
    await expect(dialog.getByText("Le nom affiché sur la page de la formation.")).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: "Compte formateur" })).toHaveText("Aucun formateur");
    await dialog.getByRole("combobox", { name: "Compte formateur" }).click();
    await page.getByRole("option", { name: trainerName }).click();
    await dialog.getByLabel("Prix").fill("875 000");
    await dialog.getByRole("button", { name: "Créer la formation" }).click();
    await expect(page.getByText("Formation créée")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText("Gouvernance");
    await expect(row).toContainText(/875\s000\sF\sCFA/);
    await page.screenshot({ path: "test-results/admin-formations.png", fullPage: true });

    // Who teaches is a staff account's id: read here as the server, no visitor reads it (decision 0988).
    const [saved] = (await (
      await fetch(`${baseURL}/rest/v1/formations?title=eq.${encodeURIComponent(title)}&select=trainer_id`, {
        headers: { apikey: DEV_SERVICE_ROLE_KEY, authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}` },
      })
    ).json()) as { trainer_id: string | null }[];
    expect(saved.trainer_id).toBe(trainer.id);

    // The catalogue shows 12 cards a page in catalogue order (decision 1074): the new formation is behind « Voir plus »
    // on a backend that holds every test's formations.
    await page.goto("/formations?theme=Gouvernance");
    const card = page.getByText(title);
    await expect(async () => {
      if (await card.isVisible()) return;
      await page.getByRole("link", { name: "Voir plus", exact: true }).click();
      await expect(card).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });

    await page.goto("/gestion-formations");
    await page.getByLabel("Rechercher une formation").fill(title);
    await expect(page.getByTestId("formation-row")).toHaveCount(1);
    await page.getByRole("button", { name: `Modifier « ${title} »` }).click();
    const edit = page.getByRole("dialog", { name: "Modifier la formation" });
    await expect(edit.getByRole("combobox", { name: "Compte formateur" })).toHaveText(trainerName);
    await edit.getByRole("combobox", { name: "Compte formateur" }).click();
    await page.getByRole("option", { name: "Aucun formateur" }).click();
    await edit.getByLabel("Prix").fill("");
    await edit.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(page.getByText("Formation mise à jour")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("Sur demande");

    await page.getByRole("button", { name: `Supprimer « ${title} »` }).click();
    await page
      .getByRole("dialog", { name: "Supprimer cette formation ?" })
      .getByRole("button", { name: "Supprimer" })
      .click();
    await expect(page.getByText("Formation supprimée")).toBeVisible();
    await expect(page.getByText("Aucune formation ne correspond à cette recherche")).toBeVisible();
  });

  test("a formation with enrollments cannot be deleted, and the admin is told why in French", async ({
    page,
    baseURL,
  }) => {
    const admin = await createUser(baseURL!, { fullName: "Admin Suppression" });
    await makeAdmin(baseURL!, admin);
    const learner = await createUser(baseURL!, { fullName: "Kofi Mensah" });
    const { id, title } = await createFormation(baseURL!, { title: uniqueName("Formation inscrite") });
    await enrol(baseURL!, learner, id);
    await signInAs(page, baseURL!, admin);
    await page.goto("/gestion-formations");
    await page.getByLabel("Rechercher une formation").fill(title);
    await page.getByRole("button", { name: `Supprimer « ${title} »` }).click();
    await page
      .getByRole("dialog", { name: "Supprimer cette formation ?" })
      .getByRole("button", { name: "Supprimer" })
      .click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Suppression impossible" });
    await expect(toast).toContainText("Cette formation a des inscriptions : elle ne peut pas être supprimée.");
    await expect(page.getByTestId("formation-row")).toHaveCount(1);
  });

  test("an admin confirms then completes a learner's enrollment on /paiements and reads its history", async ({
    page,
    baseURL,
  }) => {
    test.slow(); // four dialogs and two page loads of the back office: past 30 s on a loaded machine
    const admin = await createUser(baseURL!, { fullName: "Mariam Admin" });
    await makeAdmin(baseURL!, admin);
    const learner = await createUser(baseURL!, { fullName: "Fatou Ndiaye" });
    await enrol(baseURL!, learner, 6);
    await signInAs(page, baseURL!, admin);

    await page.goto(`/paiements?q=${encodeURIComponent(learner.email)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Paiements et inscriptions" })).toBeVisible();
    const row = page.getByTestId("enrollment-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Fatou Ndiaye");
    await expect(row).toContainText(learner.email);
    await expect(row).toContainText("Mobile Money");
    await expect(row).toContainText("En attente");
    await expect(row.getByRole("button", { name: /^Marquer terminée/ })).toHaveCount(0);

    // Unpaid: confirming asks why (decision 0870).
    await row.getByRole("button", { name: /^Confirmer sans paiement/ }).click();
    const unpaid = page.getByRole("dialog", { name: "Confirmer sans paiement ?" });
    await unpaid.getByLabel("Raison").fill("Prise en charge par l'employeur");
    await unpaid.getByRole("button", { name: "Confirmer sans paiement" }).click();
    await expect(row).toContainText("Confirmée");
    await row.getByRole("button", { name: /^Marquer terminée/ }).click();
    await page
      .getByRole("dialog", { name: "Marquer cette formation terminée ?" })
      .getByRole("button", { name: "Confirmer : formation terminée" })
      .click();
    await expect(row).toContainText("Terminée");
    await expect(page.getByText(/le certificat est émis/)).toBeVisible();
    await expect(row.getByRole("button", { name: /^(Confirmer|Marquer terminée|Annuler)/ })).toHaveCount(0);

    await row.getByRole("button", { name: /^Historique/ }).click();
    const history = page.getByRole("dialog", { name: "Historique de l'inscription" });
    await expect(history.getByTestId("status-change")).toHaveCount(2);
    await expect(history.getByTestId("status-change").nth(0)).toContainText("En attente → Confirmée");
    await expect(history.getByTestId("status-change").nth(1)).toContainText("Confirmée → Terminée");
    await expect(history.getByTestId("status-change").nth(1)).toContainText("par Mariam Admin");
    await page.screenshot({ path: "test-results/admin-payments-history.png" });

    // The dashboard's figures link to the filtered list.
    await page.goto("/paiements?statut=completed");
    await expect(page.getByRole("combobox", { name: "Statut" })).toContainText("Terminée");
    await expect(page.getByTestId("enrollment-row").filter({ hasText: learner.email })).toHaveCount(1);
  });

  test("a client who opens /paiements sees the access-denied screen and no data", async ({ page, baseURL, user }) => {
    await signInAs(page, baseURL!, user);
    await page.goto("/paiements");
    await expect(page.getByRole("heading", { name: "Accès réservé aux administrateurs" })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await page.getByRole("link", { name: "Retour au tableau de bord" }).click();
    await expect(page).toHaveURL(/\/tableau-de-bord$/);
  });

  test("an admin renames an expert across their formations and makes a user a trainer", async ({ page, baseURL }) => {
    const admin = await createUser(baseURL!, { fullName: "Admin Experts" });
    await makeAdmin(baseURL!, admin);
    const future = await createUser(baseURL!, { fullName: "Ibrahim Ouédraogo" });
    const stamp = Date.now();
    const expert = `Expert Temporaire ${stamp}`;
    const created = await fetch(`${baseURL}/rest/v1/formations`, {
      method: "POST",
      headers: {
        apikey: DEV_SERVICE_ROLE_KEY,
        authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}`,
        "content-type": "application/json",
      },
      body: JSON.stringify([
        {
          theme: "Gestion",
          title: `Pilotage de portefeuille ${stamp}`,
          duration: "2 jours",
          formats: ["En ligne"],
          expert,
          price_currency: "XOF",
        },
        {
          theme: "Finance",
          title: `Budget de projet ${stamp}`,
          duration: "1 jour",
          formats: ["Présentiel"],
          expert,
          price_currency: "CAD",
        },
      ]),
    });
    expect(created.ok).toBe(true);
    await signInAs(page, baseURL!, admin);

    await page.goto("/gestion-experts");
    await expect(page.getByRole("heading", { level: 1, name: "Experts et rôles" })).toBeVisible();
    // Names give no access: the screen says how a trainer really gets a formation.
    await expect(page.getByText(/choisissez son compte dans le champ «\sCompte formateur\s»/)).toBeVisible();
    await expect(page.getByText(/exactement son nom complet/)).toHaveCount(0);
    const card = page.getByTestId("expert-card").filter({ hasText: expert });
    await expect(card).toContainText("2 formations");
    await card.getByRole("button", { name: `Renommer ${expert}` }).click();
    const dialog = page.getByRole("dialog", { name: "Renommer l'expert" });
    await expect(dialog).toContainText("Le compte formateur attribué à chaque formation ne change pas.");
    await dialog.getByLabel("Nouveau nom").fill("Ibrahim Ouédraogo");
    await dialog.getByRole("button", { name: "Renommer" }).click();
    await expect(page.getByText("2 formations mises à jour : « Ibrahim Ouédraogo ».")).toBeVisible();
    await expect(page.getByTestId("expert-card").filter({ hasText: expert })).toHaveCount(0);
    await expect(page.getByTestId("expert-card").filter({ hasText: "Ibrahim Ouédraogo" })).toContainText(
      "2 formations",
    );

    await page.getByLabel("Rechercher une personne").fill(future.email);
    const person = page.getByTestId("person-row").filter({ hasText: future.email });
    await expect(person).toContainText("Client");
    await person.getByRole("button", { name: "Rendre Ibrahim Ouédraogo formateur" }).click();
    const confirm = page.getByRole("dialog", { name: "Changer le rôle ?" });
    await expect(confirm).toContainText("passera de « Client » à « Formateur »");
    await confirm.getByRole("button", { name: "Confirmer" }).click();
    await expect(page.getByText("Ibrahim Ouédraogo est désormais « Formateur ».")).toBeVisible();
    await expect(person).toContainText("Formateur");
    await page.screenshot({ path: "test-results/admin-experts.png", fullPage: true });
  });

  test("statistics show four charts, each with its data as a table", async ({ page, baseURL }) => {
    const admin = await createUser(baseURL!, { fullName: "Admin Statistiques" });
    await makeAdmin(baseURL!, admin);
    const learner = await createUser(baseURL!, { fullName: "Aminata Touré" });
    await enrol(baseURL!, learner, 3);
    await signInAs(page, baseURL!, admin);

    await page.goto("/statistiques");
    await expect(page.getByRole("heading", { level: 1, name: "Statistiques" })).toBeVisible();
    for (const name of [
      "Inscriptions par mois",
      "Inscriptions par thème",
      "Inscriptions par moyen de paiement",
      "Inscriptions par pays",
    ]) {
      await expect(page.getByRole("figure", { name })).toBeVisible();
    }
    const byMethod = page.getByRole("figure", { name: "Inscriptions par moyen de paiement" });
    await byMethod.getByText(/Voir les données/).click();
    const table = byMethod.getByRole("table", { name: /données du graphique/ });
    await expect(table.getByRole("rowheader", { name: "Mobile Money" })).toBeVisible();
    const byCountry = page.getByRole("figure", { name: "Inscriptions par pays" });
    await byCountry.getByText(/Voir les données/).click();
    await expect(byCountry.getByRole("rowheader", { name: "Non renseigné" })).toBeVisible();
    await expect(page.locator(".recharts-surface").first()).toBeVisible();
    await page.screenshot({ path: "test-results/admin-statistics.png", fullPage: true });
  });

  test("the back-office screens pass axe in light and dark mode", async ({ page, baseURL }) => {
    test.setTimeout(180_000); // twelve axe runs on a shared two-core machine
    const admin = await createUser(baseURL!, { fullName: "Admin Accessibilité" });
    await makeAdmin(baseURL!, admin);
    const learner = await createUser(baseURL!, { fullName: "Koffi Yao" });
    await enrol(baseURL!, learner, 2);
    await signInAs(page, baseURL!, admin);
    const violations: string[] = [];
    for (const theme of ["light", "dark"]) {
      await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
      for (const [path, heading] of [
        ["/gestion-formations", "Gestion des formations"],
        ["/paiements", "Paiements et inscriptions"],
        ["/gestion-experts", "Experts et rôles"],
        ["/statistiques", "Statistiques"],
        ["/demandes", "Demandes"],
        ["/abonnes-newsletter", "Abonnés à l'infolettre"],
      ]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole("status")).toHaveCount(0);
        violations.push(...(await seriousViolations(page, `${theme} ${path}`)));
      }
    }
    expect(violations).toEqual([]);
  });
});
