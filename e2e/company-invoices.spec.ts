import { expect, openPageInNewContext, signInAs, test } from "./fixtures";
import { createUserWithRole, rest, uniqueName } from "./learner-fixtures";

interface OutboxMail {
  to: string;
  subject: string;
}

/**
 * Issue 43 item 6 (decisions 1000, 1001): staff invoice a company with its purchase order and 30-day terms, record a
 * partial transfer; the company's training manager reads the invoice, what is left to pay and the statement of
 * account in « Espace entreprise », and received the invoice by e-mail; staff find it in « Relances » once overdue.
 */
test("staff invoice a company and record a partial transfer; the training manager sees what is due and the statement", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000); // two browsers, PDF and e-mails, on a shared machine
  const staff = await createUserWithRole(baseURL!, "admin", "Admin Factures");
  const manager = await createUserWithRole(baseURL!, "client", "Awa Responsable");
  const company = uniqueName("Sotra");
  const [organisation] = await rest<{ id: string }[]>(baseURL!, "/rest/v1/organisations", {
    method: "POST",
    as: staff,
    body: {
      legal_name: company,
      registration_kind: "RCCM",
      registration_number: "CI-ABJ-2020-B-1234",
      country: "Côte d'Ivoire",
      currency: "XOF",
      payment_terms_days: 30,
      purchase_order_required: true,
    },
  });
  await rest(baseURL!, "/rest/v1/rpc/invite_organisation_member", {
    method: "POST",
    as: staff,
    body: { p_organisation: organisation!.id, p_email: manager.email, p_role: "training_manager" },
  });

  // Staff: « Factures entreprises », an invoice with its purchase order (required by this company).
  await signInAs(page, baseURL!, staff);
  await page.goto("/gestion-factures-entreprises");
  await page.getByLabel("Organisation").selectOption({ label: `${company} (XOF)` });
  await page.getByLabel("Objet").fill("Formation « Gestion de projet » — 5 salariés");
  await page.getByLabel(/^Montant TTC/).fill("1 500 000");
  await page.getByRole("button", { name: "Émettre et envoyer la facture" }).click();
  await expect(page.getByRole("alert")).toContainText("exige un numéro de bon de commande");
  await page.getByLabel("Bon de commande").fill("BC-2027-118");
  await page.getByRole("button", { name: "Émettre et envoyer la facture" }).click();
  await expect(page.getByRole("heading", { name: /^Facture FAC-\d{4}-\d{6}$/ })).toBeVisible();
  const number = (await page.getByRole("heading", { name: /^Facture FAC-/ }).textContent())!.replace("Facture ", "");
  await expect(page.getByText("Bon de commande : BC-2027-118 · paiement à 30 jours")).toBeVisible();

  // A partial transfer, reconciled by its bank reference.
  await page.getByLabel("Montant reçu (XOF)").fill("600000");
  await page.getByLabel("Référence du relevé bancaire").fill("VIR-SGBCI-0042");
  await page.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await expect(page.getByTestId("invoice-payment")).toContainText("VIR-SGBCI-0042");
  await expect(page.getByTestId("invoice-balance")).toContainText(/900\s000/);
  await expect(page.getByText("Partiellement payée").first()).toBeVisible();

  // The training manager: the invoice, what is left and the statement; the invoice and receipt were e-mailed.
  const managerPage = await openPageInNewContext(browser);
  await signInAs(managerPage, baseURL!, manager);
  await managerPage.goto("/espace-entreprise");
  const invoice = managerPage.getByTestId("company-invoice").filter({ hasText: number });
  await expect(invoice).toContainText("bon de commande BC-2027-118");
  await expect(invoice.getByTestId("company-invoice-due")).toHaveText(/900\s000\sF\sCFA/);
  await expect(managerPage.getByTestId("statement-line")).toHaveCount(2);
  await expect(managerPage.getByTestId("statement-balance")).toHaveText(/900\s000\sF\sCFA/);
  const download = managerPage.waitForEvent("download");
  await managerPage.getByRole("button", { name: "Télécharger la facture (PDF)" }).click();
  expect((await download).suggestedFilename()).toBe(`facture-${number}.pdf`);
  await managerPage.context().close();
  await expect(async () => {
    await fetch(`${baseURL}/_dev/jobs/run`, { method: "POST" });
    const outbox = (await (await fetch(`${baseURL}/_dev/outbox`)).json()) as OutboxMail[];
    const subjects = outbox.filter((mail) => mail.to === manager.email.toLowerCase()).map((mail) => mail.subject);
    expect(subjects).toContain(`Facture ${number} — ${company}`);
    expect(subjects).toContain(`Paiement reçu — facture ${number}`);
  }).toPass({ timeout: 15_000 });

  // « Relances »: not overdue yet, so not listed.
  await page.goto("/gestion-factures-entreprises?vue=relances");
  await expect(page.getByRole("button", { name: "Relances", pressed: true })).toBeVisible();
  await expect(page.getByTestId("company-invoice-row").filter({ hasText: number })).toHaveCount(0);
});
