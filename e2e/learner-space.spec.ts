import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createUser, expect, signInAs, test, type TestUser } from "./fixtures";
import { rest } from "./learner-fixtures";

/**
 * Issue 23: the learner's space off the happy path, at phone and desktop widths — a learner who left the checkout
 * resumes payment from « Mes formations » and from the formation page; a learner promoted from the waitlist pays from
 * the e-mail's link `/mes-formations?payer=…` even when signed out; a learner cancels within the policy.
 */
const XOF_FORMATION = 1; // 950 000 XOF

/** A dated session of a demo formation in a city only this test uses, so its radio is found by name. */
async function openSession(baseURL: string, capacity = 12): Promise<{ id: number; city: string }> {
  const city = `Ville ${randomUUID().slice(0, 6)}`;
  const [row] = await rest<{ id: number }[]>(baseURL, "/rest/v1/course_sessions", {
    method: "POST",
    as: "service",
    body: {
      formation_id: XOF_FORMATION,
      starts_on: "2030-06-02",
      ends_on: "2030-06-04",
      city,
      venue: "Plateau",
      capacity,
    },
  });
  return { id: row.id, city };
}

/** A function called as the user, as the site calls it. */
async function invoke<T>(baseURL: string, name: string, user: TestUser, body: unknown): Promise<T> {
  return rest<T>(baseURL, `/functions/v1/${name}`, { method: "POST", as: user, body });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`learner space at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.slow(); // the gateway's page, its notification and a shared machine

    test("a learner who left the checkout resumes payment from « Mes formations » and from the formation page", async ({
      page,
      baseURL,
      user,
    }) => {
      const session = await openSession(baseURL!);
      await signInAs(page, baseURL!, user);
      await page.goto(`/formations/${XOF_FORMATION}`);
      await page.getByRole("radio", { name: new RegExp(session.city) }).click();
      await page.getByRole("button", { name: "S'inscrire à cette formation" }).click();
      await page
        .getByRole("dialog", { name: "Choisissez votre moyen de paiement" })
        .getByRole("button", { name: "Continuer vers le paiement" })
        .click();
      await expect(page).toHaveURL(/\/functions\/v1\/sandbox-checkout\?transaction=/);

      // The learner walks away from the gateway's page.
      await page.goto("/mes-formations");
      const card = page.getByTestId("enrollment-row").filter({ hasText: session.city });
      await expect(card.getByTestId("enrollment-status")).toHaveText(
        /^Place réservée jusqu'au \d{1,2}(er)? \S+ à \d{1,2} h \d{2}$/,
      );
      await expect(card.getByTestId("enrollment-reference")).toHaveText(/^PAC-\d{4}-\d{6}$/);
      await expectNoSidewaysScroll(page);
      await card.getByRole("button", { name: "Reprendre le paiement" }).click();
      await page
        .getByRole("dialog", { name: "Régler votre inscription" })
        .getByRole("button", { name: "Continuer vers le paiement" })
        .click();
      await expect(page).toHaveURL(/\/functions\/v1\/sandbox-checkout\?transaction=/);

      // …and from the formation page, which never says « Déjà inscrit » for an unpaid hold.
      await page.goto(`/formations/${XOF_FORMATION}`);
      await expect(page.getByText(/^Place réservée jusqu'au .*, en attente de paiement$/)).toBeVisible();
      await expect(page.getByText("Déjà inscrit")).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await page.getByRole("button", { name: "Reprendre le paiement" }).click();
      const dialog = page.getByRole("dialog", { name: "Régler votre inscription" });
      await dialog.getByRole("radio", { name: "Mobile Money" }).click();
      await dialog.getByRole("textbox", { name: /Numéro de téléphone Mobile Money/ }).fill("+225 07 01 02 03 04");
      await dialog.getByRole("button", { name: "Continuer vers le paiement" }).click();
      await expect(page).toHaveURL(/\/functions\/v1\/sandbox-checkout\?transaction=/);
      await page.getByRole("button", { name: "Paiement accepté" }).click();
      await expect(page.getByText("Paiement reçu : votre inscription est confirmée")).toBeVisible({ timeout: 20_000 });

      await page.goto("/mes-formations");
      await expect(card.getByTestId("enrollment-status")).toHaveText("Payée");
      await expect(card.getByRole("button", { name: "Facture (PDF)" })).toBeVisible();
      const download = page.waitForEvent("download");
      await card.getByRole("button", { name: "Convocation (PDF)" }).click();
      expect((await download).suggestedFilename()).toMatch(/^convocation-.*\.pdf$/);
      await page.goto(`/formations/${XOF_FORMATION}`);
      await expect(page.getByTestId("already-enrolled")).toContainText("Inscrit");
    });

    test("a learner promoted from the waitlist pays from /mes-formations?payer=…, signing in on the way", async ({
      page,
      baseURL,
      user,
    }) => {
      const session = await openSession(baseURL!, 1);
      const holder = await createUser(baseURL!);
      const held = await invoke<{ enrollment_id: number }>(baseURL!, "enrol", holder, {
        session_id: session.id,
        payment_method: "carte",
      });
      await invoke(baseURL!, "join-waitlist", user, { session_id: session.id, payment_method: "virement" });
      await invoke(baseURL!, "cancel", holder, { enrollment_id: held.enrollment_id });
      const [promoted] = await rest<{ id: number }[]>(
        baseURL!,
        `/rest/v1/enrollments?select=id&user_id=eq.${user.id}&session_id=eq.${session.id}&status=eq.pending`,
        { as: "service" },
      );
      expect(promoted).toBeDefined();

      // The e-mail's link, opened signed out: sign in, then straight back to the payment.
      await page.goto(`/mes-formations?payer=${promoted.id}`);
      await expect(page).toHaveURL(/\/auth\?redirect=/);
      await page.getByRole("tabpanel").getByLabel("Email").fill(user.email);
      await page.getByRole("tabpanel").getByLabel("Mot de passe", { exact: true }).fill(user.password);
      await page.getByRole("button", { name: "Se connecter" }).click();
      const dialog = page.getByRole("dialog", { name: "Régler votre inscription" });
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog.getByRole("radio", { name: "Virement bancaire" })).toBeChecked();
      await dialog.getByRole("button", { name: "Obtenir les coordonnées bancaires" }).click();
      const details = page.getByRole("dialog").getByTestId("bank-transfer-details");
      await expect(details).toContainText(/PAC-\d{4}-\d{6}/);
      await expect(details).toContainText("950 000");
      await expectNoSidewaysScroll(page);
      await page.getByRole("dialog").getByRole("button", { name: "Terminé" }).click();
      const card = page.getByTestId("enrollment-row").filter({ hasText: session.city });
      await expect(card.getByTestId("enrollment-status")).toHaveText(/en attente de votre virement$/);
      await expect(card.getByTestId("bank-transfer-details")).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test("a learner cancels a paid seat within the policy and is told the refund", async ({ page, baseURL, user }) => {
      const session = await openSession(baseURL!);
      const { enrollment_id: id } = await invoke<{ enrollment_id: number }>(baseURL!, "enrol", user, {
        session_id: session.id,
        payment_method: "carte",
      });
      const started = await invoke<{ checkout_url: string }>(baseURL!, "create-payment", user, {
        enrollment_id: id,
        channel: "carte",
      });
      const paid = await fetch(started.checkout_url, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ outcome: "succeeded" }),
      });
      expect(paid.status).toBe(303);
      await expect
        .poll(
          async () =>
            (
              await rest<{ status: string }[]>(baseURL!, `/rest/v1/enrollments?select=status&id=eq.${id}`, {
                as: "service",
              })
            )[0]?.status,
          { timeout: 20_000 },
        )
        .toBe("confirmed");

      await signInAs(page, baseURL!, user);
      await page.goto("/mes-formations");
      const card = page.getByTestId("enrollment-row").filter({ hasText: session.city });
      await expect(card.getByTestId("enrollment-status")).toHaveText("Payée");
      await expect(
        card.getByText(/^Annulation gratuite jusqu'au .*\s: remboursement intégral sous 14 jours\.$/),
      ).toBeVisible();
      await expect(page.getByRole("heading", { name: "Conditions d'annulation" })).toBeVisible();
      await card.getByRole("button", { name: "Annuler mon inscription" }).click();
      const dialog = page.getByRole("dialog", { name: "Annuler votre inscription ?" });
      await expect(dialog).toContainText(/950\s000\sF\sCFA vous seront remboursés/);
      await dialog.getByLabel(/Motif/).fill("Mission reportée");
      await dialog.getByRole("button", { name: "Confirmer l'annulation" }).click();
      await expect(page.getByText(/Nous vous remboursons 950\s000\sF\sCFA au plus tard le/)).toBeVisible();
      await expect(card.getByTestId("enrollment-status")).toHaveText(
        /^Annulée — remboursement de 950\s000\sF\sCFA en cours \(au plus tard le .*\)$/,
      );
      await expect(card.getByText("Annulée par vous : Mission reportée")).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}
