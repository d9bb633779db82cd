import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startCinetPayFake, type CinetPayFake } from "../tests/fakes/cinetpay-fake";
import { startStripeFake, type StripeFake } from "../tests/fakes/stripe-fake";
import { startServer, type ServerProcess } from "../tests/process";
import { createUser, expect, openPageInNewContext, signInAs, test } from "./fixtures";
import { createUserWithRole, rest } from "./learner-fixtures";

/**
 * Issue 25 in a browser: the site started with PAYMENT_PROVIDERS=XOF:cinetpay,CAD:stripe against local fakes of both
 * gateways (tests/fakes, written from their documentation). A learner pays a francs CFA seat by Orange Money on
 * CinetPay's page and a CAD seat by card on Stripe Checkout; staff refund the card payment from « Paiements »; the
 * learner gets the credit note. The attacks on the notifications (bad signature, replay, amount, unknown transaction)
 * and the re-check job are driven from outside in tests/integration/gateways.test.ts.
 */
const KEYS = {
  CINETPAY_API_KEY: "e2e-cinetpay-apikey",
  CINETPAY_SITE_ID: "445160",
  CINETPAY_SECRET_KEY: "e2e-cinetpay-secret-key",
  STRIPE_SECRET_KEY: "sk_test_e2e_gateways",
  STRIPE_WEBHOOK_SECRET: "whsec_e2e_gateways",
};

let cinetpay: CinetPayFake;
let stripe: StripeFake;
let site: ServerProcess & { url: string };
let siteUrl = "";
const dataDir = mkdtempSync(path.join(tmpdir(), "site-e2e-gateways-"));

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000); // a second site on its own fresh database
  cinetpay = await startCinetPayFake({
    apiKey: KEYS.CINETPAY_API_KEY,
    siteId: KEYS.CINETPAY_SITE_ID,
    secretKey: KEYS.CINETPAY_SECRET_KEY,
  });
  stripe = await startStripeFake({ secretKey: KEYS.STRIPE_SECRET_KEY, webhookSecret: KEYS.STRIPE_WEBHOOK_SECRET });
  site = await startServer({
    DATA_DIR: dataDir,
    FORM_RATE_LIMIT: "off",
    PAYMENT_PROVIDERS: "XOF:cinetpay,CAD:stripe",
    ...KEYS,
    CINETPAY_API_URL: cinetpay.url,
    STRIPE_API_URL: stripe.url,
  });
  // The site names itself localhost (its SITE_URL default): the session storage key and the return URLs use it.
  siteUrl = site.url.replace("127.0.0.1", "localhost");
  stripe.webhookUrl = `${siteUrl}/functions/v1/payment-webhook?gateway=stripe`;
});

test.afterAll(async () => {
  site?.child.kill("SIGTERM");
  await site?.exited;
  await cinetpay?.close();
  await stripe?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function openSession(formationId: number, city: string): Promise<void> {
  await rest(siteUrl, "/rest/v1/course_sessions", {
    method: "POST",
    as: "service",
    body: { formation_id: formationId, starts_on: "2030-10-07", ends_on: "2030-10-09", city, capacity: 12 },
  });
}

async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  await fetch(`${siteUrl}/_dev/jobs/run`, { method: "POST" });
  const all = (await (await fetch(`${siteUrl}/_dev/outbox`)).json()) as { to: string; subject: string; text: string }[];
  return all.filter((mail) => mail.to === email);
}

async function chooseSession(page: Page, formationId: number, city: string) {
  await page.goto(`${siteUrl}/formations/${formationId}`);
  await page.getByRole("radio", { name: new RegExp(city) }).click();
  await page.getByRole("button", { name: "S'inscrire à cette formation" }).click();
  return page.getByRole("dialog", { name: "Choisissez votre moyen de paiement" });
}

async function expectConfirmedWithInvoice(page: Page) {
  await expect(page).toHaveURL(/\/paiement\/retour\?paiement=\d+/, { timeout: 20_000 });
  await expect(page.getByText("Paiement reçu : votre inscription est confirmée")).toBeVisible({ timeout: 20_000 });
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Télécharger la facture (PDF)" }).click();
  expect((await download).suggestedFilename()).toMatch(/^facture-.*\.pdf$/);
}

test("a francs CFA seat paid by Orange Money on CinetPay's page ends confirmed with one invoice", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const city = `Bouaké ${Date.now() % 100_000}`;
  await openSession(1, city);
  const learner = await createUser(siteUrl);
  const page = await openPageInNewContext(browser);
  await signInAs(page, siteUrl, learner);

  const dialog = await chooseSession(page, 1, city);
  await dialog.getByRole("radio", { name: "Mobile Money" }).click();
  await dialog.getByRole("radio", { name: "Orange Money" }).click();
  await dialog.getByRole("textbox", { name: /Numéro de téléphone Mobile Money/ }).fill("+225 07 01 02 03 04");
  await dialog.getByRole("button", { name: "Continuer vers le paiement" }).click();

  // CinetPay's hosted page: the whole francs of the catalogue price, Orange Money offered.
  await expect(page).toHaveURL(new RegExp(`^${cinetpay.url}/payment/[0-9a-f]{48}$`), { timeout: 20_000 });
  await expect(page.getByText("950000 XOF")).toBeVisible();
  await page.getByRole("radio", { name: "Orange Money" }).check();
  await page.getByRole("button", { name: "Payer", exact: true }).click();

  await expectConfirmedWithInvoice(page);
  const [transaction] = [...cinetpay.transactions.values()].filter((t) =>
    t.customer_phone_number.endsWith("701020304"),
  );
  expect(transaction).toMatchObject({ status: "ACCEPTED", payment_method: "OM", amount: 950000, currency: "XOF" });
  const invoices = await rest<{ number: string }[]>(
    siteUrl,
    `/rest/v1/invoices?select=number&user_id=eq.${learner.id}`,
    {
      as: "service",
    },
  );
  expect(invoices).toHaveLength(1);
  await expect
    .poll(async () => (await mailsTo(learner.email)).map((mail) => mail.subject), { timeout: 20_000 })
    .toContain(`Paiement reçu — facture ${invoices[0].number}`);
  await page.context().close();
});

test("a CAD seat paid by card on Stripe Checkout, cancelled, refunded from the back office through Stripe, with its credit note", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const city = `Sherbrooke ${Date.now() % 100_000}`;
  await openSession(3, city);
  const learner = await createUser(siteUrl);
  const page = await openPageInNewContext(browser, { acceptDownloads: true });
  await signInAs(page, siteUrl, learner);

  const dialog = await chooseSession(page, 3, city);
  await dialog.getByRole("radio", { name: "Carte bancaire" }).click();
  await dialog.getByRole("button", { name: "Continuer vers le paiement" }).click();

  // Stripe Checkout: the amount in dollars from the enrollment's cents.
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_`), { timeout: 20_000 });
  await expect(page.getByText("1950.00 CAD")).toBeVisible();
  await page.getByRole("button", { name: "Payer" }).click();
  await expectConfirmedWithInvoice(page);

  // The learner cancels within the policy: a full refund is owed.
  await page.goto(`${siteUrl}/mes-formations`);
  const card = page.getByTestId("enrollment-row").filter({ hasText: city });
  await expect(card.getByTestId("enrollment-status")).toHaveText("Payée");
  await card.getByRole("button", { name: "Annuler mon inscription" }).click();
  const cancel = page.getByRole("dialog", { name: "Annuler votre inscription ?" });
  await cancel.getByLabel(/Motif/).fill("Mission reportée");
  await cancel.getByRole("button", { name: "Confirmer l'annulation" }).click();
  await expect(card.getByTestId("enrollment-status")).toHaveText(
    /^Annulée — remboursement de 1\s950,00\s\$\sCA en cours/,
  );

  // Staff refund it from « Paiements »: Stripe's API gets the amount in cents.
  const admin = await createUserWithRole(siteUrl, "admin", "Admin Paiements");
  const staff = await openPageInNewContext(browser);
  await signInAs(staff, siteUrl, admin);
  await staff.goto(`${siteUrl}/paiements`);
  const [enrollment] = await rest<{ id: number }[]>(
    siteUrl,
    `/rest/v1/enrollments?select=id&user_id=eq.${learner.id}`,
    {
      as: "service",
    },
  );
  const task = staff.getByRole("listitem").filter({ hasText: `(inscription n° ${enrollment.id})` });
  await expect(task).toContainText(/1\s950,00\s\$\sCA/);
  await task.getByRole("button", { name: "Rembourser" }).click();
  const confirm = staff.getByRole("dialog", { name: /Rembourser 1\s950,00\s\$\sCA/ });
  await confirm.getByRole("button", { name: "Rembourser" }).click();
  await expect(staff.getByText(/1\s950,00\s\$\sCA remboursés par Stripe/)).toBeVisible({ timeout: 20_000 });
  const refunded = stripe.refunds.filter((refund) => refund.amount === 195000 && refund.currency === "cad");
  expect(refunded).toHaveLength(1);
  await staff.context().close();

  // The learner sees the refund made and downloads the credit note; an e-mail names it.
  await page.reload();
  await expect(card.getByTestId("enrollment-status")).toHaveText(/^Annulée — 1\s950,00\s\$\sCA remboursés le /, {
    timeout: 15_000,
  });
  const download = page.waitForEvent("download");
  await card.getByRole("button", { name: "Avoir (PDF)" }).click();
  expect((await download).suggestedFilename()).toMatch(/^avoir-.*\.pdf$/);
  await expect
    .poll(async () => (await mailsTo(learner.email)).map((mail) => mail.subject).join("\n"), { timeout: 20_000 })
    .toMatch(/^Remboursement effectué — avoir AV-\d{4}-\d{6}$/m);
  await page.context().close();
});
