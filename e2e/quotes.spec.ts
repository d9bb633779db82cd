import { openPageInNewContext, signInAs, test, expect } from "./fixtures";
import { createUserWithRole, uniqueName } from "./learner-fixtures";

/**
 * Issue 43 item 2 (decision 0997): staff build a quote and send it; the client opens the e-mailed link without an
 * account, on a phone, and accepts it; staff then see « Accepté ».
 */
test("staff send a quote, the client accepts it from the e-mailed link, staff see « Accepté »", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two browsers, the quote's PDF and e-mails on a shared two-core machine
  const admin = await createUserWithRole(baseURL!, "admin", "Admin Devis");
  const company = uniqueName("Sotra");
  const email = `devis-${company.replace(/\W+/g, "-").toLowerCase()}@example.com`;
  await signInAs(page, baseURL!, admin);

  await page.goto("/gestion-devis/nouveau");
  await page.getByLabel("Raison sociale").fill(company);
  await page.getByLabel("Nom du contact").fill("Aya Diallo");
  await page.getByLabel("E-mail du contact").fill(email);
  await page.getByLabel("Désignation").fill("Management d'équipe, session intra-entreprise");
  await page.getByLabel("Nombre d'apprenants").fill("5");
  await page.getByLabel("Prix unitaire (XOF)").fill("150000");
  await page.getByLabel("Remise (%)").fill("10");
  // 5 × 150 000 less 10 %.
  await expect(page.getByTestId("draft-total")).toContainText("675");
  await page.getByRole("button", { name: "Envoyer le devis" }).click();
  await expect(page.getByText(new RegExp(`Devis DEV-\\d{4}-\\d{6} envoyé à ${email}`))).toBeVisible();

  // The e-mail, from the development outbox.
  let link = "";
  await expect(async () => {
    await fetch(`${baseURL}/_dev/jobs/run`, { method: "POST" });
    const outbox = (await (await fetch(`${baseURL}/_dev/outbox`)).json()) as { to: string; text: string }[];
    const mail = outbox.find((m) => m.to === email);
    expect(mail).toBeDefined();
    link = /https?:\/\/\S+\/devis\/[A-Za-z0-9_-]{32}/.exec(mail!.text)![0];
  }).toPass({ timeout: 15_000 });

  // The client: no account, a phone.
  const client = await openPageInNewContext(browser, { baseURL, viewport: { width: 390, height: 844 } });
  await client.goto(new URL(link).pathname);
  await expect(client.getByRole("heading", { name: /^Devis DEV-/ })).toBeVisible();
  await expect(client.getByTestId("quote-total")).toContainText("675");
  await client.getByLabel("Votre fonction").fill("Responsable formation");
  await client.getByRole("checkbox", { name: /Je confirme être habilité/ }).check();
  await client.getByRole("button", { name: "Accepter le devis" }).click();
  await expect(client.getByRole("heading", { name: "Devis accepté" })).toBeVisible();
  await client.context().close();

  await page.goto("/gestion-devis");
  const row = page.getByTestId("quote-row").filter({ hasText: company });
  await expect(row).toContainText("Accepté");
});
