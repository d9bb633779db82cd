import { expect, test, type Page } from "@playwright/test";

// The shared 2-core machine can make the first, cold page load slow.
test.describe.configure({ timeout: 60_000 });

async function openHome(page: Page, path = "/") {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

for (const width of [375, 1280]) {
  test.describe(`home at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("hero, stats, services, Canada-Africa block and closing call to action", async ({ page }) => {
      await openHome(page);
      await expect(page).toHaveTitle(/Pont Atlantique/);
      await expect(page.getByRole("heading", { level: 1, name: "Des projets maîtrisés sans stress" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Découvrir nos formations" })).toHaveAttribute("href", "/formations");

      const stats = page.getByRole("region", { name: "Nos résultats en chiffres" });
      for (const [value, label] of [
        ["95%", "satisfaction en 2024"],
        ["50+", "entreprises accompagnées"],
        ["15", "formations certifiantes"],
        ["30 ans", "expérience"],
      ]) {
        await expect(stats.getByText(value, { exact: true })).toBeVisible();
        await expect(stats).toContainText(label);
      }

      const services = page.getByRole("region", { name: "Former, conseiller, accompagner" });
      await expect(services.getByRole("link")).toHaveCount(3);
      for (const href of ["/formations", "/services/conseil", "/services/coaching"]) {
        await expect(services.locator(`a[href="${href}"]`)).toHaveCount(1);
      }
      await expect(page.getByRole("link", { name: "En savoir plus sur nous" })).toHaveAttribute("href", "/a-propos");
      await expect(page.getByText("Fondé au Canada en 2017")).toBeVisible();

      const cta = page.getByRole("region", { name: "Prêt à faire réussir vos prochains projets ?" });
      // The « premier échange » is booked, not asked for by message (decision 1021).
      await expect(cta.locator('a[href="/rendez-vous"]')).toHaveCount(1);
      await expect(cta.locator('a[href="/formations"]')).toHaveCount(1);
    });

    test("'Contactez-nous' opens the project modal with its four labelled fields", async ({ page }) => {
      await openHome(page);
      await page.getByRole("button", { name: "Contactez-nous" }).click();
      const dialog = page.getByRole("dialog", { name: "Discutons de votre projet" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("24h");
      await expect(dialog.getByLabel("Nom complet")).toBeVisible();
      await expect(dialog.getByLabel("Email professionnel")).toHaveAttribute("type", "email");
      await expect(dialog.getByLabel("Téléphone")).toHaveAttribute("type", "tel");
      const subject = dialog.getByRole("combobox", { name: "Sujet principal" });
      await expect(subject.getByRole("option")).toHaveText([
        "Choisissez un sujet",
        "Gestion de projet",
        "Transformation agile",
        "Formation",
        "Autre",
      ]);
      await subject.selectOption({ label: "Transformation agile" });
      await expect(subject).toHaveValue("transformation");

      await dialog.getByLabel("Nom complet").fill("Awa Koné");
      await dialog.getByLabel("Email professionnel").fill("awa.kone@example.com");
      await dialog.getByRole("button", { name: "Envoyer ma demande" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText("Merci pour votre message")).toBeVisible();
    });

    test("the modal closes on Escape and gives focus back to its button", async ({ page }) => {
      await openHome(page, "/accueil");
      const trigger = page.getByRole("button", { name: "Contactez-nous" });
      await trigger.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    test("testimonials carousel: next wraps, previous wraps, dots jump", async ({ page }) => {
      await openHome(page);
      const carousel = page.getByRole("region", { name: "Témoignages de clients" });
      const slide = carousel.getByRole("figure");
      // The published testimonials are edited in « Contenus » (content-home.spec.ts adds one for a moment): the
      // seed's three, or more.
      const name = (await slide.getAttribute("aria-label")) ?? "";
      const count = Number(/sur (\d+)$/.exec(name)?.[1]);
      expect(count).toBeGreaterThanOrEqual(3);
      await expect(slide).toHaveAccessibleName(`Témoignage 1 sur ${count}`);
      const first = (await slide.locator("figcaption").textContent()) ?? "";

      await carousel.getByRole("button", { name: "Témoignage précédent" }).click();
      await expect(slide).toHaveAccessibleName(`Témoignage ${count} sur ${count}`);
      await carousel.getByRole("button", { name: "Témoignage suivant" }).click();
      await expect(slide).toHaveAccessibleName(`Témoignage 1 sur ${count}`);
      await expect(slide.locator("figcaption")).toHaveText(first);

      await carousel.getByRole("button", { name: `Afficher le témoignage ${count} sur ${count}` }).click();
      await expect(slide).toHaveAccessibleName(`Témoignage ${count} sur ${count}`);
      await expect(
        carousel.getByRole("button", { name: `Afficher le témoignage ${count} sur ${count}` }),
      ).toHaveAttribute("aria-current", "true");
      await carousel.getByRole("button", { name: "Témoignage suivant" }).click();
      await expect(slide).toHaveAccessibleName(`Témoignage 1 sur ${count}`);
      await expect(slide.locator("figcaption")).not.toBeEmpty();
    });
  });
}

test("the prerendered home already contains its content before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/accueil");
  await expect(page.getByRole("heading", { level: 1, name: "Des projets maîtrisés sans stress" })).toBeVisible();
  await expect(page.getByText("95%", { exact: true })).toBeVisible();
  await context.close();
});
