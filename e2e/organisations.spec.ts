import { expect, openPageInNewContext, signInAs, test } from "./fixtures";
import { createUserWithRole, uniqueName } from "./learner-fixtures";

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Runs the due jobs (the invitation is queued by the database) and reads the local outbox. */
async function mailsTo(baseURL: string, address: string): Promise<OutboxMail[]> {
  await fetch(`${baseURL}/_dev/jobs/run`, { method: "POST" });
  const outbox = (await (await fetch(`${baseURL}/_dev/outbox`)).json()) as OutboxMail[];
  return outbox.filter((mail) => mail.to === address);
}

/** Issue 43, items 1 and 5 (decision 0995): staff create a company and name its training manager, who runs it. */
test("staff create an organisation and name a training manager; the manager edits its details and invites an employee", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000); // two browsers, two sign-ins and the mail jobs on a shared two-core machine
  const staff = await createUserWithRole(baseURL!, "admin", "Admin Organisations");
  const manager = await createUserWithRole(baseURL!, "client", "Awa Responsable");
  const company = uniqueName("Société Ivoirienne de Banque");
  const employeeEmail = `salarie-${crypto.randomUUID()}@example.com`;

  // Staff: the back office's « Organisations », a new record, its training manager.
  await signInAs(page, baseURL!, staff);
  await page.goto("/gestion-organisations");
  await page.getByRole("link", { name: "Nouvelle organisation" }).click();
  await page.getByLabel("Raison sociale").fill(company);
  await page.getByLabel("Type d'immatriculation").selectOption("RCCM");
  await page.getByLabel("Numéro d'immatriculation").fill("CI-ABJ-2020-B-1234");
  await page.getByLabel("Pays").fill("Côte d'Ivoire");
  await page.getByLabel("Devise").selectOption("XOF");
  await page.getByLabel("Bon de commande exigé sur les factures").check();
  await page.getByRole("button", { name: "Créer l'organisation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();

  await page.getByLabel("Adresse e-mail").fill(manager.email);
  await page.getByLabel("Rôle").selectOption("training_manager");
  await page.getByRole("button", { name: "Inviter" }).click();
  const members = page.getByRole("list", { name: "Membres de l'organisation" });
  await expect(members.getByTestId("organisation-member")).toHaveCount(1);
  await expect(members).toContainText(manager.email.toLowerCase());
  await expect(members).toContainText("Compte relié");

  // The training manager: « Espace entreprise » from the account menu, the details, an employee invited.
  const managerPage = await openPageInNewContext(browser);
  await signInAs(managerPage, baseURL!, manager);
  await managerPage.goto("/tableau-de-bord");
  await managerPage.getByRole("link", { name: "Espace entreprise" }).click();
  await expect(managerPage.getByRole("heading", { level: 1, name: "Espace entreprise" })).toBeVisible();
  await expect(managerPage.getByLabel("Raison sociale")).toHaveValue(company);
  await managerPage.getByLabel("Adresse de facturation").fill("Avenue Noguès, Plateau, Abidjan");
  await managerPage.getByLabel("Délai de paiement (jours)").fill("45");
  await managerPage.getByRole("button", { name: "Enregistrer" }).click();
  await expect(managerPage.getByText("Coordonnées enregistrées")).toBeVisible();

  await managerPage.getByLabel("Adresse e-mail").fill(employeeEmail);
  await managerPage.getByRole("button", { name: "Inviter" }).click();
  const managerMembers = managerPage.getByRole("list", { name: "Membres de l'organisation" });
  await expect(managerMembers.getByTestId("organisation-member")).toHaveCount(2);
  await expect(managerMembers).toContainText(employeeEmail);
  await expect(managerMembers).toContainText("En attente de son compte");

  // The employee's invitation, in French.
  await expect
    .poll(async () => (await mailsTo(baseURL!, employeeEmail)).map((mail) => mail.subject), { timeout: 15_000 })
    .toEqual([`Invitation : ${company}`]);
  const [mail] = await mailsTo(baseURL!, employeeEmail);
  expect(mail!.text).toContain("Créez votre compte avec cette adresse e-mail");

  // Staff see the saved details.
  await page.reload();
  await expect(page.getByLabel("Délai de paiement (jours)")).toHaveValue("45");
  await expect(page.getByLabel("Adresse de facturation")).toHaveValue("Avenue Noguès, Plateau, Abidjan");
  await managerPage.context().close();
});
