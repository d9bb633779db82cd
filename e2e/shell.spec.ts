import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

// The shared 2-core machine can make the first, cold page load slow.
test.describe.configure({ timeout: 60_000 });

/** Prerendered pages only respond once React has hydrated them (root.tsx sets data-hydrated). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

const navLinks: [string, string][] = [
  ["Accueil", "/accueil"],
  ["Entreprise", "/entreprise"],
  ["Services", "/services"],
  ["Formations", "/formations"],
  ["Études de cas", "/etudes-de-cas"],
  ["Contact", "/contact"],
];

test.describe("header at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows the six links, the logo and the signed-out buttons; no hamburger", async ({ page }) => {
    await open(page, "/accueil");
    const header = page.getByRole("banner");
    const nav = header.getByRole("navigation", { name: "Navigation principale" });
    for (const [label, href] of navLinks) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Accueil" })).toHaveAttribute("aria-current", "page");
    await expect(header.getByText("CONSEIL", { exact: true })).toBeVisible();
    await expect(header.getByRole("link", { name: /Pont Atlantique/ })).toHaveAttribute("href", "/");
    await expect(header.getByRole("link", { name: "Connexion" })).toHaveAttribute("href", "/auth");
    await expect(header.getByRole("link", { name: "Consultation" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toBeHidden();
  });

  test("navigates with the header links and moves the current-page mark", async ({ page }) => {
    await open(page, "/accueil");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await nav.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
  });

  test("the skip link is the first stop and jumps to the content", async ({ page }) => {
    await open(page, "/accueil");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Aller au contenu principal" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#contenu$/);
  });

  test("footer: the networks' logos come from one sprite, fetched only when the footer comes near", async ({
    page,
  }) => {
    const sprite: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/social-icons-[\w-]+\.svg$/.test(new URL(request.url()).pathname)) sprite.push(request.url());
    });
    await open(page, "/accueil");
    await page.waitForLoadState("networkidle");
    expect(sprite).toEqual([]);
    const networks = page.getByRole("contentinfo").getByRole("list", { name: "Réseaux sociaux" });
    await networks.scrollIntoViewIfNeeded();
    for (const name of ["LinkedIn", "Facebook", "YouTube"]) {
      const logo = networks.getByRole("link", { name: `${name} (nouvel onglet)` }).locator("img");
      // A sprite not served, or not an image, leaves the image broken: no natural size (the sprite is 24 × 24).
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBe(24);
    }
    expect(sprite).toHaveLength(1);
  });

  test("footer: four columns, legal links, current year, newsletter acknowledged without reload", async ({ page }) => {
    await open(page, "/accueil");
    const footer = page.getByRole("contentinfo");
    const quick = footer.getByRole("navigation", { name: "Liens rapides" });
    for (const href of ["/formations", "/services", "/a-propos", "/contact", "/blog"]) {
      await expect(quick.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    for (const href of ["/mentions-legales", "/politique-confidentialite", "/cgv"]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer).toContainText("Abidjan");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Pont Atlantique`);

    const email = footer.getByPlaceholder("Votre email");
    await expect(email).toHaveAttribute("type", "email");
    await footer.getByRole("button", { name: "S'inscrire" }).click();
    await expect(page.getByRole("alert")).toContainText("Erreur");
    await email.fill("awa.kone@example.com");
    await footer.getByRole("button", { name: "S'inscrire" }).click();
    await expect(page.getByText("Confirmez votre inscription")).toBeVisible();
    await expect(email).toHaveValue("");
    await expect(page).toHaveURL(/\/accueil$/);
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("hides the horizontal navigation and toggles the menu with French labels", async ({ page }) => {
    await open(page, "/accueil");
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Connexion" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const close = page.getByRole("button", { name: "Fermer le menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Menu mobile" });
    for (const [label, href] of navLinks) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(menu.getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/auth");
    await expect(menu.getByRole("link", { name: "S'inscrire" })).toHaveAttribute("href", "/auth?tab=signup");
    await close.click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toBeVisible();
  });

  test("closes when a link is selected", async ({ page }) => {
    await open(page, "/accueil");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu mobile" });
    await menu.getByRole("link", { name: "S'inscrire" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("closes on Escape", async ({ page }) => {
    await open(page, "/accueil");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(page.getByRole("navigation", { name: "Menu mobile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Menu mobile" })).toBeHidden();
  });

  test("closes when the viewport becomes 768 px or wider", async ({ page }) => {
    await open(page, "/accueil");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(page.getByRole("navigation", { name: "Menu mobile" })).toBeVisible();
    await page.setViewportSize({ width: 800, height: 740 });
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Menu mobile" })).toBeHidden();
  });
});

test.describe("landing page and not-found", () => {
  for (const width of [375, 1280]) {
    test(`/bienvenue stands alone with its two ways in (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, "/bienvenue");
      await expect(page.getByRole("navigation", { name: "Navigation principale" })).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("excellence en gestion de projet");
      await expect(page.getByRole("link", { name: "Découvrir nos services" })).toHaveAttribute("href", "/accueil");
      await expect(page.getByRole("link", { name: "Voir nos formations" })).toHaveAttribute("href", "/formations");
      const footer = page.getByRole("contentinfo");
      for (const href of ["/mentions-legales", "/confidentialite", "/contact"]) {
        await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
      }
      await page.getByRole("link", { name: "Découvrir nos services" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Des projets maîtrisés sans stress" })).toBeVisible();
    });
  }

  test("an unknown address shows 'Page non trouvée', is not indexed and links home", async ({ page }) => {
    await open(page, "/cette-page-n-existe-pas");
    await expect(page.getByRole("heading", { level: 1, name: "Page non trouvée" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Des projets maîtrisés sans stress" })).toBeVisible();
  });
});

test.describe("accessibility (axe-core)", () => {
  async function seriousViolations(page: Page) {
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    return results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  }

  for (const width of [375, 1280]) {
    for (const path of ["/", "/bienvenue", "/cette-page-n-existe-pas"]) {
      test(`${path} has no serious violation at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await open(page, path);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test("dark theme home, mobile menu and contact modal have no serious violation", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, "/");
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(page.getByRole("navigation", { name: "Menu mobile" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Contactez-nous" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("a stored theme choice wins over the system preference", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.addInitScript(() => window.localStorage.setItem("theme", "light"));
  await open(page, "/accueil");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});
