import { expect, signInAs, test } from "./fixtures";
import { rest } from "./learner-fixtures";

// Issue 18: nothing on screen may be untrue, and the database keeps one enrolment per learner and course.
test.describe("one enrolment per learner and course", () => {
  test.slow(); // sign-in, enrolment and several page loads on a shared machine
  test("after enrolling, the course and enrolment pages say 'Déjà inscrit' and link to my trainings", async ({ page, baseURL, user }) => {
    await signInAs(page, baseURL!, user);
    await page.goto("/formations/4");
    await page.getByRole("button", { name: "S'inscrire à cette formation" }).click();
    await page.getByRole("radio", { name: "Virement bancaire" }).click();
    await page.getByRole("button", { name: "Confirmer l'inscription" }).click();
    await expect(page.getByText("Inscription confirmée !")).toBeVisible();

    const link = page.getByRole("link", { name: "Voir mon inscription dans « Mes formations »" });
    await expect(page.getByText("Déjà inscrit", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "S'inscrire à cette formation" })).toHaveCount(0);

    await page.goto("/formations/4/inscription");
    await expect(page.getByText("Déjà inscrit", { exact: true })).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/mes-formations$/);
  });

  test("a duplicate made in another tab is refused by the database with a clear French message", async ({ page, baseURL, user }) => {
    await signInAs(page, baseURL!, user);
    await page.goto("/formations/6");
    await page.getByRole("button", { name: "S'inscrire à cette formation" }).click();
    const dialog = page.getByRole("dialog", { name: "Choisissez votre moyen de paiement" });
    await expect(dialog).toBeVisible();

    // Meanwhile the same learner enrols from elsewhere (another tab, another device).
    await rest(baseURL!, "/rest/v1/enrollments", {
      method: "POST",
      body: { formation_id: 6, user_id: user.id, payment_method: "carte", status: "pending" },
      as: user,
    });

    const insert = page.waitForResponse((r) => r.url().includes("/rest/v1/enrollments") && r.request().method() === "POST");
    await dialog.getByRole("button", { name: "Confirmer l'inscription" }).click();
    expect((await insert).status()).toBe(409);
    await expect(page.getByText("Vous êtes déjà inscrit à cette formation. Retrouvez votre inscription dans « Mes formations ».")).toBeVisible();
    await expect(page.getByText("Inscription confirmée !")).toHaveCount(0);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Voir mon inscription dans « Mes formations »" })).toBeVisible();

    const rows = await rest<unknown[]>(baseURL!, `/rest/v1/enrollments?user_id=eq.${user.id}&formation_id=eq.6&select=id`, { as: user });
    expect(rows).toHaveLength(1);
  });
});
