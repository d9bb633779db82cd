import { readFile } from "node:fs/promises";
import { DEMO_ANON_KEY, expect, openPageInNewContext, signInAs, test } from "./fixtures";
import { createSession } from "./learner-fixtures";
import { pdfTextLines } from "../tests/integration/pdf-text";

/**
 * Someone else pays (issue 43 item 8, decision 1004): a learner forwards a payment link; someone without an account
 * opens it in a fresh browser, pays by Mobile Money in the sandbox, and the invoice names the payer's company.
 */
test.describe("a payment link", () => {
  test.slow(); // sign-in, the gateway's page, its notification and the invoice on a shared machine
  test("a learner forwards the link; a payer without an account pays by Mobile Money; the invoice bears their company", async ({
    page,
    browser,
    baseURL,
    user,
  }) => {
    const sessionId = await createSession(baseURL!, 1, { startsOn: "2030-10-05", endsOn: "2030-10-07" });
    const enrolled = await fetch(`${baseURL}/functions/v1/enrol`, {
      method: "POST",
      headers: {
        apikey: DEMO_ANON_KEY,
        authorization: `Bearer ${user.session.access_token as string}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ session_id: sessionId, payment_method: "mobile" }),
    });
    expect(enrolled.status).toBe(201);

    await signInAs(page, baseURL!, user);
    await page.goto("/mes-formations");
    await page.getByRole("button", { name: "Faire payer par quelqu'un d'autre" }).click();
    const payerEmail = `daf-${Date.now()}@example.com`;
    await page.getByRole("textbox", { name: "Nom de la personne qui paie" }).fill("Mariam Traoré");
    await page.getByRole("textbox", { name: "Son e-mail" }).fill(payerEmail);
    await page.getByRole("button", { name: "Créer et envoyer le lien" }).click();
    const linkBox = page.getByRole("textbox", { name: "Lien à transmettre" });
    await expect(linkBox).toHaveValue(/\/paiement\/[A-Za-z0-9_-]{32}$/);
    const link = await linkBox.inputValue();
    // The same link leaves by e-mail to the payer.
    await expect
      .poll(async () => {
        const outbox = (await (await fetch(`${baseURL}/_dev/outbox`)).json()) as { to: string; text: string }[];
        return outbox.some((mail) => mail.to === payerEmail && mail.text.includes(new URL(link).pathname));
      })
      .toBe(true);

    // The payer: a fresh browser, no account.
    const payer = await openPageInNewContext(browser, { acceptDownloads: true });
    await payer.goto(new URL(link).pathname);
    await expect(payer.getByRole("heading", { name: "Paiement d'une formation" })).toBeVisible();
    await expect(payer.getByTestId("link-amount")).toHaveText(/950\s000\sF\sCFA/);
    await payer.getByRole("textbox", { name: "Votre nom" }).fill("Mariam Traoré");
    await payer.getByRole("textbox", { name: "Entreprise" }).fill("Société Ivoirienne de Banque");
    await payer.getByRole("textbox", { name: "Votre e-mail" }).fill(payerEmail);
    await payer.getByRole("radio", { name: "Wave" }).click();
    await payer.getByRole("textbox", { name: /Numéro de téléphone Mobile Money/ }).fill("+225 07 01 02 03 04");
    await payer.getByRole("button", { name: /^Payer 950/ }).click();

    await expect(payer).toHaveURL(/\/functions\/v1\/sandbox-checkout\?transaction=sbx_/);
    await payer.getByRole("button", { name: "Paiement accepté" }).click();
    await expect(payer).toHaveURL(/\/paiement\/retour-lien\?paiement=\d+/);
    await expect(payer.getByRole("heading", { name: "Paiement reçu" })).toBeVisible({ timeout: 20_000 });
    await expect(payer.getByText(/adressée à Mariam Traoré \(Société Ivoirienne de Banque\)/)).toBeVisible();

    const download = payer.waitForEvent("download");
    await payer.getByRole("button", { name: /^Télécharger la facture FAC-/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^facture-FAC-\d{4}-\d{6}\.pdf$/);
    const text = pdfTextLines(await readFile((await file.path())!)).join("\n");
    expect(text).toContain("Société Ivoirienne de Banque");
    expect(text).toContain("Mariam Traoré");
    expect(text).toMatch(/Stagiaire : /);
    await payer.context().close();

    // The learner's seat is paid.
    await page.goto("/mes-formations");
    await expect(page.getByRole("button", { name: "Facture (PDF)" })).toBeVisible();
  });
});
