import { expect, test } from "./fixtures";

test.describe("formation detail", () => {
  test("shows the prerendered formation with its header and price; the enrollment card reads it again from the backend", async ({
    page,
  }) => {
    await page.goto("/formations/22");
    await expect(page).toHaveTitle(/Préparation à la certification PMP®/);
    await expect(page.getByRole("heading", { level: 1, name: "Préparation à la certification PMP®" })).toBeVisible();
    await expect(page.getByText("Jean-François Gagnon").first()).toBeVisible();
    const aside = page.getByRole("complementary", { name: "Inscription et informations pratiques" });
    await expect(aside.getByTestId("formation-price")).toHaveText("950 000 F CFA");
    await expect(aside.getByText("Par participant, hors taxes")).toBeVisible();
    // The price card is an island (decision 0802): reaching its button hydrates it, and it asks for the current row.
    const call = page.waitForResponse((r) => r.url().includes("/rest/v1/formations") && r.url().includes("id=eq.22"));
    await aside.getByRole("button", { name: "S'inscrire à cette formation" }).focus();
    expect((await call).status()).toBe(200);
    await expect(page.locator('[data-island="formation-enrol"]')).toHaveAttribute("data-island-hydrated", "");
    await expect(aside.getByTestId("formation-price")).toHaveText("950 000 F CFA");
    await expect(page.getByRole("link", { name: "Demander un devis" })).toHaveAttribute(
      "href",
      /^\/devis\?formation=\d+$/,
    );
    await page.getByRole("link", { name: "Retour aux formations" }).click();
    await expect(page).toHaveURL(/\/formations$/);
  });

  test("tabs: description, day-by-day programme with the schedule, expert with CV dialog", async ({ page }) => {
    await page.goto("/formations/23"); // Gestion, 3 jours
    await expect(page.getByRole("tab", { name: "Description" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText(/Niveau de français B2/)).toBeVisible();
    await expect(page.getByText(/3 à 5 ans d'expérience/)).toBeVisible();

    await page.getByRole("tab", { name: "Programme" }).click();
    const days = page
      .getByRole("tabpanel")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(days).toHaveCount(3);
    await expect(days.nth(0)).toContainText("Jour 1");
    await expect(days.nth(0)).toContainText("9h00-10h30");
    await expect(days.nth(0)).toContainText("11h00-12h30");
    await expect(days.nth(0)).toContainText("14h00-17h30");
    await expect(days.nth(2)).toContainText("14h00-16h30");

    await page.getByRole("tab", { name: "Expert" }).click();
    await expect(page.getByText(/Spécialité/)).toBeVisible();
    await page.getByRole("button", { name: "CV complet" }).click();
    await expect(page.getByRole("dialog")).toContainText("Dr. Aminata Koné");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Publications" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("related formations: same theme, not this one, at most 3", async ({ page }) => {
    await page.goto("/formations/22");
    const related = page.getByRole("list", { name: "Formations associées" }).getByTestId("formation-card");
    await expect(related).toHaveCount(2);
    await expect(related.filter({ hasText: "Fondamentaux de la gestion de projet" })).toHaveCount(1);
    await expect(related.filter({ hasText: "Préparation à la certification PMP®" })).toHaveCount(0);
  });

  test("a non-numeric id goes back to /formations", async ({ page }) => {
    await page.goto("/formations/abc");
    await expect(page).toHaveURL(/\/formations$/);
    await expect(
      page.locator(
        Array.from({ length: 12 }, (_, i) => `[data-testid="formation-card"]:has(a[href="/formations/${i + 1}"])`).join(
          ", ",
        ),
      ),
    ).toHaveCount(12); // the first page of the catalogue (decision 1074)
  });

  test("an unknown id goes back to /formations", async ({ page }) => {
    await page.goto("/formations/9999");
    await expect(page).toHaveURL(/\/formations$/);
  });

  test("newsletter box: empty e-mail is refused, a valid one is asked to confirm by e-mail and cleared", async ({
    page,
  }) => {
    await page.goto("/formations/1");
    const box = page.getByRole("form", { name: "Newsletter des formations" });
    await box.getByRole("button", { name: "S'abonner" }).click();
    await expect(page.getByText("Veuillez saisir votre adresse email")).toBeVisible();
    await box.getByLabel("Adresse email").fill("awa@example.com");
    await box.getByRole("button", { name: "S'abonner" }).click();
    await expect(page.getByText("Confirmez votre inscription")).toBeVisible();
    await expect(box.getByLabel("Adresse email")).toHaveValue("");
  });

  test("enrolling while signed out opens « Connexion requise », whose link goes to /auth remembering the formation", async ({
    page,
  }) => {
    await page.goto("/formations/1");
    await page.getByRole("button", { name: "S'inscrire à cette formation" }).click();
    // A native <dialog> in the page's HTML (decision 1072): no payment dialog, no navigation by itself.
    const dialog = page.getByRole("dialog", { name: "Connexion requise" });
    await expect(dialog.getByText("Veuillez vous connecter pour vous inscrire à cette formation")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Créer un compte" })).toHaveAttribute(
      "href",
      "/auth?tab=signup&redirect=%2Fformations%2F1",
    );
    await dialog.getByRole("link", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fformations%2F1$/); // back to the formation after sign-in (issue 18)
  });

  test("backend errors: the demo formation with that id and the demo formations of its theme", async ({ page }) => {
    await page.route("**/rest/v1/formations*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "panne" }) }),
    );
    // A page load from the catalogue (decision 0801): the formation page is the prerendered one, and nothing it reads
    // afterwards replaces it with an error.
    await page.goto("/formations?theme=Finance");
    await page
      .getByTestId("formation-card")
      .filter({ hasText: "Finance pour managers non financiers" })
      .getByRole("link", { name: "Découvrir" })
      .click();
    await expect(page).toHaveURL(/\/formations\/28$/);
    await expect(page.getByRole("heading", { level: 1, name: "Finance pour managers non financiers" })).toBeVisible();
    const related = page.getByRole("list", { name: "Formations associées" }).getByTestId("formation-card");
    await expect(related).toHaveCount(2);
    await expect(related.nth(0)).toContainText("Budgétisation et contrôle des coûts de projet");
  });
});
