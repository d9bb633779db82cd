import { readFile } from "node:fs/promises";
import { expect, signInAs, test } from "./fixtures";
import { createSession, rest, uniqueName } from "./learner-fixtures";
import { pdfTextLines } from "../tests/integration/pdf-text";

/**
 * Issue 43 item 7 (decisions 1002, 1003): before paying, a learner sees the price built by the database — the
 * catalogue price, the early-bird rate, a promotion code, a plan in 3 instalments — pays the first instalment on the
 * sandbox gateway, and the invoice says « Échéance 1/3 ».
 */
test.describe("negotiated prices", () => {
  test.slow(); // a session, sign-in, the gateway's page and its notification on a shared machine
  test("a learner sees the breakdown with a code and a plan, pays the first instalment, the invoice says « Échéance 1/3 »", async ({
    page,
    baseURL,
    user,
  }) => {
    // A session of formation 1 (950 000 F CFA) of its own, with an early-bird rate and 3 instalments allowed.
    const sessionId = await createSession(baseURL!, 1, { startsOn: "2031-05-21", endsOn: "2031-05-23" });
    await rest(baseURL!, "/rest/v1/pricing_rules", {
      method: "POST",
      body: { session_id: sessionId, early_bird_price: 900000, early_bird_until: "2031-01-15", instalments_max: 3 },
      as: "service",
    });
    const code = uniqueName("E2E")
      .replace(/[^A-Za-z0-9]/g, "")
      .slice(0, 20)
      .toUpperCase();
    await rest(baseURL!, "/rest/v1/promo_codes", {
      method: "POST",
      body: { code, percent_off: 10, max_uses: 5 },
      as: "service",
    });

    await signInAs(page, baseURL!, user);
    await page.goto("/formations/1");
    await page.getByRole("radio", { name: /^21 – 23 mai 2031/ }).click();
    await page.getByRole("button", { name: "S'inscrire à cette formation" }).click();
    const dialog = page.getByRole("dialog", { name: "Choisissez votre moyen de paiement" });
    const breakdown = dialog.getByTestId("price-breakdown");
    await expect(breakdown).toContainText("Tarif préférentiel jusqu'au 15 janvier 2031");

    // A wrong code is answered in French; the right one is applied by the database.
    await dialog.getByRole("textbox", { name: "Code promo (facultatif)" }).fill("PASUNCODE");
    await dialog.getByRole("button", { name: "Appliquer" }).click();
    await expect(dialog.getByText("Le code promo « PASUNCODE » n'existe pas.")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Code promo (facultatif)" }).fill(code.toLowerCase());
    await dialog.getByRole("button", { name: "Appliquer" }).click();
    await expect(breakdown).toContainText(`Code promo ${code} (−10 %)`);
    await expect(breakdown).toContainText("810 000 F CFA");

    // Three instalments of 270 000: the schedule is shown before paying, the transfer is not offered.
    await dialog.getByRole("radio", { name: "En 3 fois" }).click();
    await expect(breakdown).toContainText("Échéance 1/3 — aujourd'hui");
    await expect(breakdown).toContainText("Échéance 3/3 — le");
    await expect(dialog.getByRole("radio", { name: "Virement bancaire" })).toHaveCount(0);
    await dialog.getByRole("radio", { name: "Mobile Money" }).click();
    await dialog.getByRole("textbox", { name: /Numéro de téléphone Mobile Money/ }).fill("+225 07 01 02 03 04");
    const enrol = page.waitForResponse(
      (r) => r.url().includes("/functions/v1/enrol") && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Continuer vers le paiement" }).click();
    expect((await enrol).request().postDataJSON()).toEqual({
      session_id: sessionId,
      payment_method: "mobile",
      promo_code: code.toLowerCase(),
      instalments: 3,
    });

    // The sandbox charges the first instalment only.
    await expect(page).toHaveURL(/\/functions\/v1\/sandbox-checkout\?transaction=sbx_/);
    await expect(page.getByText("270 000 F CFA")).toBeVisible();
    await page.getByRole("button", { name: "Paiement accepté" }).click();
    await expect(page.getByText("Paiement reçu : votre inscription est confirmée")).toBeVisible({ timeout: 20_000 });
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Télécharger la facture (PDF)" }).click();
    const text = pdfTextLines(await readFile((await (await download).path())!)).join("\n");
    expect(text).toContain("Échéance 1/3 du paiement en 3 fois");
    expect(text).toContain(`Code promo ${code}`);

    // « Mes formations » shows the plan and offers the next instalment.
    await page.goto("/mes-formations");
    const plan = page.getByTestId("instalment-plan");
    await expect(plan).toContainText("Paiement en 3 fois : prochaine échéance 2/3");
    await expect(plan.getByRole("button", { name: "Régler l'échéance 2/3" })).toBeVisible();
  });
});
