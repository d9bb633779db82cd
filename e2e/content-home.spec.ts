import sharp from "sharp";
import { expect, test } from "./fixtures";
import { rest } from "./learner-fixtures";

/**
 * Issue 28, home page content (decision 0953): an editor (not an admin) publishes a testimonial and sets the home
 * page's hero image in « Contenus »; within five seconds `/` shows both with JavaScript disabled — the testimonial
 * in the carousel's HTML, the image in AVIF/WebP with its size in place of the drawn dashboard. What it adds is
 * removed afterwards, so the home page is the seed's again for the other specs.
 */
test("an editor publishes a testimonial and sets the home hero: / shows them at once, without JavaScript", async ({
  page,
  browser,
  baseURL,
  user,
}, testInfo) => {
  test.setTimeout(120_000);
  await rest(baseURL!, "/rest/v1/rpc/set_user_role", {
    method: "POST",
    as: "service",
    body: { target_user: user.id, new_role: "editor" },
  });
  const key = `sb-${new URL(baseURL!).hostname.split(".")[0]}-auth-token`;
  await page.addInitScript(([storageKey, value]) => window.localStorage.setItem(storageKey, value), [
    key,
    JSON.stringify(user.session),
  ] as const);

  const quote = `Nos comités de pilotage durent moitié moins longtemps ${Date.now()}`;
  try {
    await page.goto("/contenus");
    await expect(page.getByRole("heading", { level: 2, name: "Témoignages" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Aminata Traoré, Sahel Énergies Nouvelles" })).toBeVisible();
    await page.getByRole("link", { name: "Nouveau témoignage" }).click();
    await page.getByLabel(/^Citation/).fill(quote);
    await page.getByLabel(/^Nom de la personne/).fill("Mariama Bâ");
    await page.getByLabel(/^Fonction/).fill("Directrice de programme");
    await page.getByLabel(/^Organisation/).fill("Exemple de démonstration");
    await page.getByLabel(/^Ordre d'affichage/).fill("0");
    await page.getByRole("button", { name: "Publier", exact: true }).click();
    await expect(page.getByRole("button", { name: "Dépublier" })).toBeVisible();
    await expect(page.getByRole("status").first()).toContainText("Publié");

    await page.goto("/contenus/bandeaux");
    const home = page.getByRole("region", { name: "Accueil", exact: true });
    await expect(home).toContainText("Illustration dessinée pour le site");
    const image = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#2f6b4f" } })
      .png()
      .toBuffer();
    const file = testInfo.outputPath("atelier.png");
    await import("node:fs/promises").then((fs) => fs.writeFile(file, image));
    await home.getByLabel(/Fichier image/).setInputFiles(file);
    await home.getByLabel(/Texte alternatif/).fill("Atelier de planification à Abidjan");
    await home.getByRole("button", { name: "Enregistrer l'image" }).click();
    await expect(home.getByRole("status")).toContainText("Image enregistrée", { timeout: 30_000 });
    const savedAt = Date.now();

    const context = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await context.newPage();
    await expect
      .poll(
        async () => {
          await visitor.goto("/");
          return (await visitor.getByText(quote).count()) > 0 && (await visitor.locator("picture img").count()) > 0;
        },
        { timeout: 5_000, intervals: [250] },
      )
      .toBe(true);
    expect(Date.now() - savedAt).toBeLessThan(5_000);

    const carousel = visitor.getByRole("region", { name: "Témoignages de clients" });
    await expect(carousel).toBeVisible();
    // Placed first, it is the slide the HTML shows; the seed's three follow it.
    await expect(carousel.getByRole("figure").locator("figcaption")).toContainText("Mariama Bâ");
    await expect(carousel.getByRole("button", { name: /^Afficher le témoignage \d sur 4$/ })).toHaveCount(4);
    const hero = visitor.getByRole("img", { name: "Atelier de planification à Abidjan" });
    await expect(hero).toHaveAttribute("width", "1600");
    await expect(hero).toHaveAttribute("height", "1000");
    await expect(visitor.locator('picture source[type="image/avif"]').first()).toHaveAttribute(
      "srcset",
      /\/images\/contenu\/[0-9a-f]{24}-\d+\.avif \d+w/,
    );
    await expect(visitor.locator('picture source[type="image/webp"]').first()).toHaveAttribute("srcset", /\.webp/);
    await expect(visitor.getByRole("heading", { level: 1, name: "Des projets maîtrisés sans stress" })).toBeVisible();
    await context.close();

    const html = await (await fetch(`${baseURL}/`)).text();
    expect(html).toContain(quote);
    expect(html).toContain('alt="Atelier de planification à Abidjan"');
  } finally {
    // Back to the seed's home page for the specs that count its testimonials.
    const rows = await rest<{ id: number }[]>(
      baseURL!,
      `/rest/v1/testimonials?quote=eq.${encodeURIComponent(quote)}&select=id`,
      { as: "service" },
    );
    for (const row of rows)
      await rest(baseURL!, `/rest/v1/testimonials?id=eq.${row.id}`, { method: "DELETE", as: "service" });
    await rest(baseURL!, "/rest/v1/page_heroes?path=eq.%2F", { method: "DELETE", as: "service" });
  }
});
