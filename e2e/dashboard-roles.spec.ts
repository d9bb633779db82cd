import { expect, signInAs, test } from "./fixtures";
import { createUserWithRole, enrol, rest } from "./learner-fixtures";

// /tableau-de-bord shows each role its own home: key figures, a trainer's learners, a learner's enrolments.
test("an admin sees the firm's key figures, linked to their lists", async ({ page, baseURL }) => {
  const admin = await createUserWithRole(baseURL!, "admin", "Adèle Administratrice");
  await signInAs(page, baseURL!, admin);
  await page.goto("/tableau-de-bord");
  await expect(page.getByRole("heading", { name: "Bonjour, Adèle Administratrice" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Chiffres clés" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Toutes les inscriptions" })).toHaveAttribute("href", "/paiements");
});

test("a trainer sees the learners of their own course", async ({ page, baseURL }) => {
  const trainerName = `Formatrice ${Date.now()}`;
  const [admin, trainer, learner] = await Promise.all([
    createUserWithRole(baseURL!, "admin"),
    createUserWithRole(baseURL!, "trainer", trainerName),
    createUserWithRole(baseURL!, "client", "Koffi Apprenant"),
  ]);
  const [course] = await rest<{ id: number }[]>(baseURL!, "/rest/v1/formations", {
    method: "POST",
    as: admin,
    body: { theme: "Gestion", title: "Piloter un portefeuille de projets", description: "", duration: "2 jours", formats: ["Hybride"], expert: "Nom affiché de l'expert", trainer_id: trainer.id, price: 850000, price_currency: "XOF" },
  });
  await enrol(baseURL!, learner, course.id, admin, "confirmed");
  await signInAs(page, baseURL!, trainer);
  await page.goto("/tableau-de-bord");
  await expect(page.getByRole("heading", { name: `Bonjour, ${trainerName}` })).toBeVisible();
  await expect(page.getByText("Piloter un portefeuille de projets").first()).toBeVisible();
  await expect(page.getByText("Koffi Apprenant").first()).toBeVisible();
});

test("a learner sees their enrolments on the dashboard", async ({ page, baseURL }) => {
  const learner = await createUserWithRole(baseURL!, "client", "Mariam Sangaré");
  await signInAs(page, baseURL!, learner);
  await page.goto("/tableau-de-bord");
  await expect(page.getByRole("heading", { name: "Bonjour, Mariam Sangaré" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mes inscriptions" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Chiffres clés" })).toHaveCount(0);
});
