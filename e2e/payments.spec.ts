import { DEMO_ANON_KEY, expect, signInAs, test } from "./fixtures";

/** The Supabase CLI's public local service-role key: the test plays the admin who opens a session. */
const SERVICE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

async function openSession(baseURL: string, formationId: number, city: string) {
  const response = await fetch(`${baseURL}/rest/v1/course_sessions`, {
    method: "POST",
    headers: {
      apikey: DEMO_ANON_KEY,
      authorization: `Bearer ${SERVICE_KEY}`,
      "content-type": "application/json",
      prefer: "return=representation",
    },
    body: JSON.stringify({
      formation_id: formationId,
      starts_on: "2030-06-02",
      ends_on: "2030-06-04",
      city,
      venue: "Hôtel Président",
      capacity: 12,
    }),
  });
  expect(response.status).toBe(201);
}

async function mailsTo(baseURL: string, email: string): Promise<{ subject: string; text: string }[]> {
  const all = (await (await fetch(`${baseURL}/_dev/outbox`)).json()) as { to: string; subject: string; text: string }[];
  return all.filter((mail) => mail.to === email);
}

test.describe("paying for a seat (issue 13)", () => {
  test.slow(); // a session, sign-in, the gateway's page, its notification and the e-mails on a shared machine
  test("a learner picks a session, pays with Mobile Money in the sandbox, gets the invoice, the receipt and the convocation", async ({
    page,
    baseURL,
    user,
  }) => {
    await openSession(baseURL!, 1, "Yamoussoukro");
    await signInAs(page, baseURL!, user);
    await page.goto("/formations/1");
    await page.getByRole("radio", { name: /Yamoussoukro/ }).click();
    await page.getByRole("button", { name: "S'inscrire à cette formation" }).click();
    const dialog = page.getByRole("dialog", { name: "Choisissez votre moyen de paiement" });
    await dialog.getByRole("radio", { name: "Mobile Money" }).click();
    await dialog.getByRole("radio", { name: "Wave" }).click();
    await dialog.getByRole("textbox", { name: /Numéro de téléphone Mobile Money/ }).fill("+225 07 01 02 03 04");
    await dialog.getByRole("button", { name: "Continuer vers le paiement" }).click();

    // The sandbox's hosted checkout: the amount is the catalogue's, the phone the learner's.
    await expect(page).toHaveURL(/\/functions\/v1\/sandbox-checkout\?transaction=sbx_/);
    await expect(page.getByText("950 000 F CFA")).toBeVisible();
    await expect(page.getByText("+2250701020304")).toBeVisible();
    await expect(page.getByText("Wave")).toBeVisible();
    await page.getByRole("button", { name: "Paiement accepté" }).click();

    await expect(page).toHaveURL(/\/paiement\/retour\?paiement=\d+/);
    await expect(page.getByText("Paiement reçu : votre inscription est confirmée")).toBeVisible({ timeout: 20_000 });
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Télécharger la facture (PDF)" }).click();
    expect((await download).suggestedFilename()).toMatch(/^facture-.*\.pdf$/);

    await expect
      .poll(async () => (await mailsTo(baseURL!, user.email)).map((mail) => mail.subject), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Paiement reçu — facture FAC-\d{4}-\d{6}$/),
          expect.stringMatching(/^Convocation : /),
        ]),
      );
  });

  test("a CAD formation offers no Mobile Money; a bank transfer shows its reference and bank details and e-mails them", async ({
    page,
    baseURL,
    user,
  }) => {
    await openSession(baseURL!, 3, "Sherbrooke");
    await signInAs(page, baseURL!, user);
    await page.goto("/formations/3");
    await page.getByRole("radio", { name: /Sherbrooke/ }).click();
    await page.getByRole("button", { name: "S'inscrire à cette formation" }).click();
    const dialog = page.getByRole("dialog", { name: "Choisissez votre moyen de paiement" });
    await expect(dialog.getByRole("radio", { name: "Carte bancaire" })).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "Mobile Money" })).toHaveCount(0);
    await dialog.getByRole("radio", { name: "Virement bancaire" }).click();
    await dialog.getByRole("button", { name: "Obtenir les coordonnées bancaires" }).click();

    const details = page.getByTestId("bank-transfer-details");
    await expect(details.getByText(/^PAC-\d{4}-\d{6}$/)).toBeVisible();
    await expect(details.getByText("1 950,00 $ CA")).toBeVisible();
    await expect(details.getByText("Transit : 00011")).toBeVisible();
    const reference = (await details.getByText(/^PAC-\d{4}-\d{6}$/).textContent())!;
    await expect
      .poll(
        async () => (await mailsTo(baseURL!, user.email)).find((mail) => mail.subject.includes(reference))?.text ?? "",
        { timeout: 15_000 },
      )
      .toContain("Transit : 00011");
  });
});

test.describe("paying on a phone (issue 18)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("at 375 px the payment choice with the Mobile Money fields fits the screen and its button stays reachable", async ({
    page,
    baseURL,
    user,
  }) => {
    await openSession(baseURL!, 1, "Korhogo");
    await signInAs(page, baseURL!, user);
    await page.goto("/formations/1");
    await page.getByRole("radio", { name: /Korhogo/ }).click();
    await page.getByRole("button", { name: "S'inscrire à cette formation" }).click();
    const dialog = page.getByRole("dialog", { name: "Choisissez votre moyen de paiement" });
    await dialog.getByRole("radio", { name: "Mobile Money" }).click();
    await expect(dialog.getByRole("textbox", { name: /Numéro de téléphone Mobile Money/ })).toBeVisible();
    const continueButton = dialog.getByRole("button", { name: "Continuer vers le paiement" });
    await continueButton.scrollIntoViewIfNeeded();
    await expect(continueButton).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });
});
