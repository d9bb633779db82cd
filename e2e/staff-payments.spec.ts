import type { Page } from "@playwright/test";
import { expect, signInAs, test, type TestUser } from "./fixtures";
import { createFormation, createSession, createUserWithRole, rest } from "./learner-fixtures";

// Issue 23, item 3: in « Paiements » a pending transfer's primary action is « Virement reçu » (payment recorded,
// invoice issued); confirming without payment is a separate action that needs a reason; what no longer applies is gone.
test.describe("safe staff actions in « Paiements »", () => {
  test.slow();

  /** A learner enrolled by bank transfer on a session of the test's own formation, the transfer attempt pending. */
  async function pendingTransfer(baseURL: string, name: string) {
    const formation = await createFormation(baseURL);
    const sessionId = await createSession(baseURL, formation.id, { startsOn: "2031-06-02", endsOn: "2031-06-04" });
    const learner = await createUserWithRole(baseURL, "client", name);
    const { enrollment_id } = await rest<{ enrollment_id: number }>(baseURL, "/functions/v1/enrol", {
      method: "POST",
      body: { session_id: sessionId, payment_method: "virement" },
      as: learner,
    });
    await rest(baseURL, "/functions/v1/create-payment", {
      method: "POST",
      body: { enrollment_id, channel: "virement" },
      as: learner,
    });
    return { formation, learner, enrollmentId: enrollment_id };
  }

  const rowOf = (page: Page, learner: TestUser) =>
    page.getByTestId("enrollment-row").filter({ hasText: learner.email });

  test("« Virement reçu » records the payment and issues the invoice, then is no longer offered", async ({
    page,
    baseURL,
  }) => {
    const admin = await createUserWithRole(baseURL!, "admin", "Admin Comptable");
    const { formation, learner, enrollmentId } = await pendingTransfer(baseURL!, "Apprenante Virement");
    await signInAs(page, baseURL!, admin);
    await page.goto(`/paiements?q=${encodeURIComponent(learner.email)}`);
    const row = rowOf(page, learner);
    await expect(row).toContainText("2 – 4 juin 2031", { timeout: 20_000 });
    await expect(row).toContainText(formation.title);
    const received = row.getByRole("button", { name: /^Virement reçu/ });
    // The primary action comes first and is in view at 1280 px, beside the explicit unpaid confirmation. Lists
    // above the table (« Remboursements à effectuer ») grow with the suite's other tests, so the row is brought
    // into view vertically only: a table wider than the screen would still leave the button out of view.
    await row.evaluate((element) => element.scrollIntoView({ block: "center", inline: "nearest" }));
    await expect(received).toBeInViewport();
    await expect(row.getByRole("button", { name: /^Confirmer sans paiement/ })).toBeVisible();
    await expect(row.getByRole("button", { name: /^Confirmer :/ })).toHaveCount(0);

    await received.click();
    const dialog = page.getByRole("dialog", { name: "Enregistrer le virement reçu ?" });
    await expect(dialog).toContainText("la facture émise");
    await dialog.getByRole("button", { name: "Confirmer la réception" }).click();
    await expect(page.getByText("Virement enregistré")).toBeVisible({ timeout: 15_000 });
    await expect(row).toContainText("Confirmée");
    await expect(row.getByRole("button", { name: /Virement reçu/ })).toHaveCount(0);
    await expect(row.getByRole("button", { name: /Confirmer sans paiement/ })).toHaveCount(0);

    const invoices = await rest<unknown[]>(
      baseURL!,
      `/rest/v1/invoices?enrollment_id=eq.${enrollmentId}&select=number`,
      {
        as: "service",
      },
    );
    expect(invoices).toHaveLength(1);
  });

  test("confirming without payment asks for a reason, says no invoice is issued, and records who and why", async ({
    page,
    baseURL,
  }) => {
    const admin = await createUserWithRole(baseURL!, "admin", "Admin Prudente");
    const { learner, enrollmentId } = await pendingTransfer(baseURL!, "Apprenant Bon De Commande");
    await signInAs(page, baseURL!, admin);
    await page.goto(`/paiements?q=${encodeURIComponent(learner.email)}`);
    const row = rowOf(page, learner);
    await row.getByRole("button", { name: /^Confirmer sans paiement/ }).click();
    const dialog = page.getByRole("dialog", { name: "Confirmer sans paiement ?" });
    await expect(dialog).toContainText("aucune facture ne sera émise");
    await dialog.getByRole("button", { name: "Confirmer sans paiement" }).click();
    await expect(dialog.getByText("Indiquez pourquoi cette place est confirmée sans paiement.")).toBeVisible();
    await dialog.getByLabel("Raison").fill("Bon de commande de l'employeur reçu");
    await dialog.getByRole("button", { name: "Confirmer sans paiement" }).click();
    await expect(page.getByText("Inscription confirmée sans paiement")).toBeVisible();
    await expect(row).toContainText("Confirmée");

    const history = await rest<{ changed_by: string; reason: string }[]>(
      baseURL!,
      `/rest/v1/enrollment_status_changes?enrollment_id=eq.${enrollmentId}&select=changed_by,reason`,
      { as: "service" },
    );
    expect(history).toEqual([{ changed_by: admin.id, reason: "Bon de commande de l'employeur reçu" }]);
    const invoices = await rest<unknown[]>(baseURL!, `/rest/v1/invoices?enrollment_id=eq.${enrollmentId}&select=id`, {
      as: "service",
    });
    expect(invoices).toEqual([]);
  });

  test("the API refuses « Confirmer » without payment and without a reason", async ({ baseURL }) => {
    const admin = await createUserWithRole(baseURL!, "admin", "Admin Pressé");
    const { enrollmentId } = await pendingTransfer(baseURL!, "Apprenante Impayée");
    await expect(
      rest(baseURL!, `/rest/v1/enrollments?id=eq.${enrollmentId}`, {
        method: "PATCH",
        body: { status: "confirmed" },
        as: admin,
      }),
    ).rejects.toThrow(/sans paiement demande une raison/);
  });

  test("a session that has already ended cannot be created: the form says why", async ({ page, baseURL }) => {
    const admin = await createUserWithRole(baseURL!, "admin", "Admin Sessions");
    await signInAs(page, baseURL!, admin);
    await page.goto("/gestion-sessions");
    await page.getByRole("button", { name: "Nouvelle session" }).click();
    const form = page.getByRole("dialog", { name: "Nouvelle session" });
    await form.getByLabel("Premier jour").fill("2024-03-04");
    await form.getByLabel("Dernier jour").fill("2024-03-06");
    await form.getByRole("button", { name: "Enregistrer la session" }).click();
    await expect(
      form.getByText("Cette date est passée : une session se termine aujourd'hui au plus tôt."),
    ).toBeVisible();
  });
});
