import sharp from "sharp";
import { expect, test } from "./fixtures";
import { rest } from "./learner-fixtures";

/**
 * Issue 28: an editor (not an admin) writes an article with an image, previews it and publishes it; within five
 * seconds its page answers with the article in its HTML (no JavaScript needed), the image in AVIF and WebP with its
 * size, and the article is in the sitemap and the feed. The editor cannot open « Paiements ».
 */
test("an editor writes, previews and publishes an article that is public at once", async ({
  page,
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

  await page.goto("/paiements");
  await expect(page.getByRole("heading", { name: "Accès réservé aux administrateurs" })).toBeVisible();

  await page.goto("/contenus/articles/nouveau");
  const title = `Piloter un portefeuille de projets ${Date.now()}`;
  await page.getByLabel(/^Titre[\s*]*$/).fill(title);
  const slug = await page.getByLabel(/Adresse/).inputValue();
  expect(slug).toMatch(/^piloter-un-portefeuille-de-projets-\d+$/);
  await page.getByLabel(/^Résumé/).fill("Trois rituels suffisent pour décider vite.");
  await page
    .getByLabel(/Texte de l'article/)
    .fill("Premier paragraphe de l'article.\n\n## Le comité mensuel\n\nDécider, tracer.");

  const image = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#23466e" } })
    .png()
    .toBuffer();
  const file = testInfo.outputPath("motif.png");
  await import("node:fs/promises").then((fs) => fs.writeFile(file, image));
  await page.getByLabel(/Fichier image/).setInputFiles(file);
  await page.getByLabel(/Texte alternatif/).fill("Motif géométrique bleu");
  await page.getByRole("button", { name: "Ajouter l'image" }).click();
  await expect(page.locator('fieldset img[alt="Motif géométrique bleu"]')).toBeVisible({ timeout: 30_000 });

  await page.getByRole("button", { name: "Aperçu" }).click();
  const preview = page.getByRole("region", { name: "Aperçu" });
  await expect(preview.getByRole("heading", { level: 2, name: "Le comité mensuel" })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await page.getByRole("button", { name: "Publier maintenant" }).click();
  await expect(page.getByRole("button", { name: "Dépublier" })).toBeVisible();
  const publishedAt = Date.now();

  let html = "";
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseURL}/blog/${slug}`);
        html = await response.text();
        return response.status;
      },
      { timeout: 5_000, intervals: [250] },
    )
    .toBe(200);
  expect(Date.now() - publishedAt).toBeLessThan(5_000);
  expect(html).toContain(title);
  expect(html).toContain("Le comité mensuel");
  expect(html).toMatch(/<source type="image\/avif" srcSet="\/images\/contenu\/[^"]+\.avif/i);
  expect(html).toMatch(/<source type="image\/webp"/);
  expect(html).toMatch(/<img[^>]+width="1600"[^>]+height="900"/);

  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/blog/${slug}`);
  const feed = await (await fetch(`${baseURL}/blog/feed.xml`)).text();
  expect(feed).toContain(`/blog/${slug}`);

  const reader = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const noScript = await reader.newPage();
  await noScript.goto(`${baseURL}/blog/${slug}`);
  await expect(noScript.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(noScript.getByText("Décider, tracer.")).toBeVisible();
  await expect(noScript.getByRole("img", { name: "Motif géométrique bleu" })).toBeVisible();
  await reader.close();
});
