import { expect, signInAs, test } from "./fixtures";
import { createFormation, createSession } from "./learner-fixtures";

const methods = [
  { value: "carte", label: "Carte bancaire", action: "Continuer vers le paiement" },
  { value: "mobile", label: "Mobile Money", action: "Continuer vers le paiement" },
  { value: "virement", label: "Virement bancaire", action: "Obtenir les coordonnées bancaires" },
] as const;

test.describe("enrollment with payment choice", () => {
  test.slow(); // sign-in, a session created, the enrollment and "my trainings" on a shared machine
  for (const [index, method] of methods.entries()) {
    test(`a new user enrols paying by ${method.value} and finds the formation in my trainings`, async ({
      page,
      baseURL,
      user,
    }) => {
      await signInAs(page, baseURL!, user);
      // A session of its own per test (the database is shared by the run), told apart by its dates.
      const day = 10 + index;
      const sessionId = await createSession(baseURL!, 2, { startsOn: `2031-03-${day}`, endsOn: `2031-03-${day}` });
      await page.goto("/formations/2");
      const title = "Manager d'équipes de projet performantes";
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await page.getByRole("radio", { name: new RegExp(`^${day} mars 2031`) }).click();
      await page.getByRole("button", { name: "S'inscrire à cette formation" }).click();
      const dialog = page.getByRole("dialog", { name: "Choisissez votre moyen de paiement" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("radio", { name: "Carte bancaire" })).toBeChecked();
      await dialog.getByRole("radio", { name: method.label }).click();
      if (method.value === "mobile")
        await dialog.getByRole("textbox", { name: /Numéro de téléphone Mobile Money/ }).fill("07 01 02 03 04");

      // The seat is taken by the server (decision 0841): the browser sends the session and the method, never a price.
      const insert = page.waitForResponse(
        (r) => r.url().includes("/functions/v1/enrol") && r.request().method() === "POST",
      );
      await dialog.getByRole("button", { name: method.action }).click();
      const response = await insert;
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON()).toEqual({ session_id: sessionId, payment_method: method.value });
      // (The answer's body is not read: card and Mobile Money leave the page for the checkout at once.)

      // Card and Mobile Money go to the gateway's hosted page (decision 0850); a transfer shows its bank details.
      if (method.value === "virement") {
        await expect(page.getByTestId("bank-transfer-details")).toContainText(/PAC-\d{4}-\d{6}/);
        await expect(page.getByTestId("bank-transfer-details")).toContainText("780 000 F CFA");
        await page.getByRole("button", { name: "Terminé" }).click();
      } else {
        await expect(page).toHaveURL(/\/functions\/v1\/sandbox-checkout\?transaction=/);
        await expect(page.getByText("780 000 F CFA")).toBeVisible();
      }

      await page.goto("/mes-formations");
      await expect(page.getByText(title).first()).toBeVisible();
    });
  }

  test("cancel closes the dialog without enrolling", async ({ page, baseURL, user }) => {
    await signInAs(page, baseURL!, user);
    await page.goto("/formations/22");
    const enrol = page.getByRole("button", { name: "S'inscrire à cette formation" });
    await enrol.click();
    await page.getByRole("button", { name: "Annuler" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // By keyboard: Enter opens the dialog, Esc closes it and the focus is back on the button (old finding 20).
    await enrol.focus();
    await enrol.press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(enrol).toBeFocused();
    await page.goto("/mes-formations");
    await expect(page.getByRole("link", { name: "Découvrir nos formations" })).toBeVisible();
  });

  test("the enrollment page lists the formation's sessions and enrols from there", async ({ page, baseURL, user }) => {
    await signInAs(page, baseURL!, user);
    await page.goto("/formations/22/inscription");
    await expect(page.getByRole("heading", { level: 1, name: "Préparation à la certification PMP®" })).toBeVisible();
    await expect(page.getByTestId("session-row")).toHaveCount(1);
    await page.getByRole("button", { name: "S'inscrire à cette formation" }).click();
    await page.getByRole("radio", { name: "Mobile Money" }).click();
    await page.getByRole("textbox", { name: /Numéro de téléphone Mobile Money/ }).fill("+225 07 01 02 03 04");
    await page.getByRole("button", { name: "Continuer vers le paiement" }).click();
    await expect(page).toHaveURL(/\/functions\/v1\/sandbox-checkout\?transaction=/);
  });

  test("the enrollment page of a formation without session lists every upcoming session and offers none to enrol in; an unknown id goes back", async ({
    page,
    baseURL,
  }) => {
    // Every demo formation has sessions (decision 0874): a formation of the test's own has none.
    const formation = await createFormation(baseURL!);
    await page.goto(`/formations/${formation.id}/inscription`);
    // The seeded sessions at least (other tests add sessions of their own formations to this database).
    // A formation created by the test is not prerendered: its page renders in the browser (slower on a busy machine).
    await expect(page.getByTestId("session-row").nth(3)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("no-open-session")).toContainText("Aucune session n'est ouverte aux inscriptions");
    await expect(page.getByRole("button", { name: "S'inscrire à cette formation" })).toHaveCount(0);
    await page.goto("/formations/22/inscription");
    await page.getByRole("button", { name: "S'inscrire à cette formation" }).click();
    await expect(page.getByText("Veuillez vous connecter pour vous inscrire à cette formation")).toBeVisible();
    await expect(page).toHaveURL(/\/formations\/22\/inscription$/);
    await page.goto("/formations/9999/inscription");
    await expect(page).toHaveURL(/\/formations$/);
  });
});
