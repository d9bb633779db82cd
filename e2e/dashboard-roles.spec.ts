import { expect, signInAs, test } from "./fixtures";
import { createFormation, createUserWithRole, enrol, uniqueName } from "./learner-fixtures";

// /tableau-de-bord shows each role its own home: key figures, a trainer's learners, a learner's enrollments.
test("an admin sees the firm's key figures, linked to their lists", async ({ page, baseURL }) => {
  const name = uniqueName("Adèle Administratrice");
  const admin = await createUserWithRole(baseURL!, "admin", name);
  await signInAs(page, baseURL!, admin);
  await page.goto("/tableau-de-bord");
  await expect(page.getByRole("heading", { name: `Bonjour, ${name}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Chiffres clés" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Toutes les inscriptions" })).toHaveAttribute("href", "/paiements");
});

test("a trainer sees the learners of their own formation", async ({ page, baseURL }) => {
  const trainerName = uniqueName("Formatrice");
  const learnerName = uniqueName("Koffi Apprenant");
  const [admin, trainer, learner] = await Promise.all([
    createUserWithRole(baseURL!, "admin"),
    createUserWithRole(baseURL!, "trainer", trainerName),
    createUserWithRole(baseURL!, "client", learnerName),
  ]);
  const formation = await createFormation(baseURL!, {
    title: uniqueName("Piloter un portefeuille de projets"),
    trainerId: trainer.id,
  });
  await enrol(baseURL!, learner, formation.id, admin, "confirmed");
  await signInAs(page, baseURL!, trainer);
  await page.goto("/tableau-de-bord");
  await expect(page.getByRole("heading", { name: `Bonjour, ${trainerName}` })).toBeVisible();
  await expect(page.getByText(formation.title).first()).toBeVisible();
  await expect(page.getByText(learnerName).first()).toBeVisible();
});

test("a learner sees their enrollments on the dashboard", async ({ page, baseURL }) => {
  const learner = await createUserWithRole(baseURL!, "client", "Mariam Sangaré");
  await signInAs(page, baseURL!, learner);
  await page.goto("/tableau-de-bord");
  await expect(page.getByRole("heading", { name: "Bonjour, Mariam Sangaré" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mes inscriptions" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Chiffres clés" })).toHaveCount(0);
});
