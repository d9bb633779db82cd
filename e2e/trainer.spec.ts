import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./fixtures";
import { createFormation, createSession, createUserWithRole, enrol, rest, uniqueName } from "./learner-fixtures";
import { FRENCH_MONTH_NAMES } from "../common/format";

const monthIndex = (label: string) => {
  const [name, year] = label.trim().toLowerCase().split(" ");
  return Number(year) * 12 + (FRENCH_MONTH_NAMES as readonly string[]).indexOf(name);
};

/** Moves the calendar to a month with its keyboard-operable buttons, whatever month it opened on. */
async function goToMonth(page: Page, label: string) {
  const heading = page.getByRole("main").getByRole("heading", { level: 2 }).first();
  await expect(heading).toHaveText(/\d{4}$/);
  const delta = monthIndex(label) - monthIndex((await heading.textContent())!);
  const button = page.getByRole("button", { name: delta > 0 ? "Mois suivant" : "Mois précédent" });
  await button.focus();
  for (let step = 0; step < Math.abs(delta); step += 1) await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: label })).toBeVisible();
}

test.describe("trainer area", () => {
  test("performance counts the enrollments of the trainer's own formation from real data", async ({
    page,
    baseURL,
  }) => {
    const name = `Formatrice ${Date.now()}`;
    const admin = await createUserWithRole(baseURL!, "admin");
    const trainer = await createUserWithRole(baseURL!, "trainer", name);
    const [formation] = await rest<{ id: number }[]>(baseURL!, "/rest/v1/formations?select=id", {
      method: "POST",
      as: admin,
      body: {
        theme: "Gouvernance",
        title: `Gouvernance agile ${Date.now()}`,
        description: "Cours de test",
        duration: "2 jours",
        formats: ["En ligne"],
        expert: "Nom affiché",
        trainer_id: trainer.id,
        price: 800000,
        price_currency: "XOF",
      },
    });
    const finished = await createUserWithRole(baseURL!, "client", "Fatou Ndiaye");
    const ongoing = await createUserWithRole(baseURL!, "client", "Moussa Diop");
    await enrol(baseURL!, finished, formation.id, admin, "completed");
    await enrol(baseURL!, ongoing, formation.id, admin, "confirmed");

    await signInAs(page, baseURL!, trainer);
    await page.goto("/performance");
    await expect(page.getByRole("heading", { level: 1, name: "Performance" })).toBeVisible();
    const row = page.getByRole("row", { name: /Gouvernance agile/ });
    await expect(row.getByRole("cell")).toHaveText(["2", "0", "1", "1", "0", /50\s%/]);
  });

  test("the calendar shows the sessions month by month and marks the trainer's own formation", async ({
    page,
    baseURL,
  }) => {
    const trainer = await createUserWithRole(baseURL!, "trainer", uniqueName("Formateur Calendrier"));
    const own = await createFormation(baseURL!, { title: uniqueName("Atelier calendrier"), trainerId: trainer.id });
    await createSession(baseURL!, own.id, { startsOn: "2027-02-04", endsOn: "2027-02-05" });
    await signInAs(page, baseURL!, trainer);
    await page.goto("/calendrier");
    await expect(page.getByRole("heading", { level: 1, name: "Calendrier des sessions" })).toBeVisible();
    await goToMonth(page, "février 2027");
    const session = page.getByTestId("calendar-session").filter({ hasText: own.title });
    await expect(session).toContainText("Votre formation");
    // A session of their formation that names no other trainer is theirs to teach (is_session_trainer).
    await expect(session).toContainText("Vous animez");
    await expect(session).toContainText("4 – 5 février 2027");
    await expect(page.locator('[data-date="2027-02-04"]')).toContainText(own.title);
    // Another trainer's session the same month (a built-in one, only read) is shown but not marked as theirs.
    const other = page
      .getByTestId("calendar-session")
      .filter({ hasText: "IA générative appliquée à la gestion de projet" });
    await expect(other).toBeVisible();
    await expect(other).not.toContainText("Votre formation");
    await goToMonth(page, "janvier 2027");
    await expect(
      page.getByTestId("calendar-session").filter({ hasText: "Préparation à la certification PMP®" }),
    ).toBeVisible();
  });

  test("messages are honestly unavailable, with the training team's e-mail", async ({ page, baseURL }) => {
    const trainer = await createUserWithRole(baseURL!, "trainer", "Awa Traoré");
    await signInAs(page, baseURL!, trainer);
    await page.goto("/messages");
    await expect(page.getByText("La messagerie n'est pas encore disponible")).toBeVisible();
    await expect(page.getByRole("link", { name: /Écrire à/ })).toHaveAttribute("href", /^mailto:/);
  });

  test("other roles are told the trainer screens are reserved", async ({ page, baseURL, user }) => {
    await signInAs(page, baseURL!, user);
    for (const path of ["/calendrier", "/messages", "/performance"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Accès réservé aux formateurs" })).toBeVisible();
    }
  });

  test("a trainer who takes another expert's name sees none of that expert's formations or learners", async ({
    page,
    baseURL,
  }) => {
    const expertName = `Experte Titulaire ${Date.now()}`;
    const admin = await createUserWithRole(baseURL!, "admin");
    const owner = await createUserWithRole(baseURL!, "trainer", expertName);
    const impostor = await createUserWithRole(baseURL!, "trainer", "Formateur Imposteur");
    const [formation] = await rest<{ id: number }[]>(baseURL!, "/rest/v1/formations?select=id", {
      method: "POST",
      as: admin,
      body: {
        theme: "Leadership",
        title: `Cours convoité ${Date.now()}`,
        description: "",
        duration: "1 jour",
        formats: ["En ligne"],
        expert: expertName,
        trainer_id: owner.id,
        price: null,
        price_currency: "XOF",
      },
    });
    const learner = await createUserWithRole(baseURL!, "client", "Apprenante Convoitée");
    await enrol(baseURL!, learner, formation.id, admin, "confirmed");
    await rest(baseURL!, `/rest/v1/profiles?id=eq.${impostor.id}`, {
      method: "PATCH",
      body: { full_name: expertName },
      as: impostor,
    });

    await signInAs(page, baseURL!, impostor);
    await page.goto("/tableau-de-bord");
    await expect(page.getByRole("heading", { name: `Bonjour, ${expertName}` })).toBeVisible();
    await expect(page.getByText("Aucune formation ne vous est attribuée pour le moment")).toBeVisible();
    await expect(page.getByText("Apprenante Convoitée")).toHaveCount(0);
  });
});
