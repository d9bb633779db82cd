import { expect, signInAs, test } from "./fixtures";
import { createFormation, createSession, rest } from "./learner-fixtures";

// Issue 42 item 8 (decision 0992): one unpaid hold per account. A learner who already holds an unpaid seat is told so
// in the enrollment dialog, with the way to pay or release it; nothing is taken.
test.describe("one unpaid hold per account", () => {
  test.slow(); // a sign-in and two page loads on a shared machine

  test("a second hold is refused in French, naming the first, with a link to pay or release it", async ({
    page,
    baseURL,
    user,
  }) => {
    const [held, wanted] = await Promise.all([createFormation(baseURL!), createFormation(baseURL!)]);
    const [heldSession, wantedSession] = await Promise.all([
      createSession(baseURL!, held.id),
      createSession(baseURL!, wanted.id),
    ]);
    await rest(baseURL!, "/functions/v1/enrol", {
      method: "POST",
      body: { session_id: heldSession, payment_method: "virement" },
      as: user,
    });

    await signInAs(page, baseURL!, user);
    await page.goto(`/formations/${wanted.id}`);
    await page.getByRole("button", { name: "S'inscrire à cette formation" }).click();
    const dialog = page.getByRole("dialog", { name: "Choisissez votre moyen de paiement" });
    await dialog.getByRole("radio", { name: "Virement bancaire" }).click();
    await dialog.getByRole("button", { name: "Obtenir les coordonnées bancaires" }).click();
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText(
      `Vous avez déjà une inscription en attente de paiement (« ${held.title} ») : réglez-la ou libérez la place dans « Mes formations » avant de réserver une autre session.`,
    );
    const taken = await rest<unknown[]>(baseURL!, `/rest/v1/enrollments?session_id=eq.${wantedSession}&select=id`, {
      as: "service",
    });
    expect(taken).toEqual([]);

    await alert.getByRole("link", { name: "Régler ou libérer mon inscription en attente" }).click();
    await expect(page).toHaveURL(/\/mes-formations$/);
    await expect(page.getByRole("button", { name: "Libérer ma place" })).toBeVisible();
    await expect(page.getByText(held.title)).toBeVisible();
  });
});
