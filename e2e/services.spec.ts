import { expect, test } from "./fixtures";

test.describe("page Services", () => {
  test("les onglets des services clés et des secteurs changent le contenu affiché", async ({ page }) => {
    await page.goto("/services");
    const keyTabs = page.getByRole("tablist", { name: "Services clés" });
    await expect(keyTabs.getByRole("tab")).toHaveText([
      "Gestion de projet",
      "Gestion de programme",
      "Assistance à maîtrise d'ouvrage",
      "Formations",
    ]);
    await keyTabs.getByRole("tab", { name: "Assistance à maîtrise d'ouvrage" }).click();
    await expect(
      page.getByRole("heading", { name: "Un conseil indépendant à vos côtés face aux prestataires" }),
    ).toBeVisible();
    await keyTabs.getByRole("tab", { name: "Formations" }).click();
    await expect(page.getByText(/30\s% de théorie et 70\s% de pratique/)).toBeVisible();

    const sectorTabs = page.getByRole("tablist", { name: "Secteurs d'activité" });
    await sectorTabs.getByRole("tab", { name: "Services et finance" }).click();
    await expect(page.getByRole("link", { name: /^Finance/ })).toBeVisible();
  });

  test("la fenêtre 'Demander ce service' préremplit le service en lecture seule ; Annuler ferme, Envoyer valide et confirme", async ({
    page,
  }) => {
    await page.goto("/services");
    await page.getByRole("button", { name: /Demander ce service : Gestion de projet/ }).click();
    const dialog = page.getByRole("dialog", { name: "Demander ce service" });
    await expect(dialog).toBeVisible();
    const service = dialog.getByLabel("Service demandé");
    await expect(service).toHaveValue("Gestion de projet");
    await expect(service).toHaveAttribute("readonly", "");

    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: /Demander ce service : Coaching/ }).click();
    await expect(dialog.getByLabel("Service demandé")).toHaveValue("Coaching de dirigeants et d'équipes");
    await dialog.getByRole("button", { name: "Envoyer" }).click();
    await expect(dialog.getByText("Veuillez indiquer votre nom.")).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel(/^Nom/).fill("Mariam Traoré");
    await dialog.getByLabel(/^Adresse e-mail/).fill("mariam.traore@exemple.ml");
    await dialog.getByLabel(/^Votre besoin/).fill("Un coaching pour trois chefs de projet de notre DSI.");
    await dialog.getByRole("button", { name: "Envoyer" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Demande envoyée")).toBeVisible();
    await expect(page.getByText(/«\sCoaching de dirigeants et d'équipes\s»/)).toBeVisible();
  });

  test("le formulaire de contact rapide est occupé pendant l'envoi, confirme puis se vide", async ({ page }) => {
    // The form now stores the message for real (decision 0830): the request is held so its busy state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/rest/v1/enquiries*", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/services");
    const form = page.getByRole("form", { name: "Contact rapide" });
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(form.getByText("Veuillez indiquer votre nom.")).toBeVisible();

    await form.getByLabel(/^Nom/).fill("Koffi Yao");
    await form.getByLabel(/^Adresse e-mail/).fill("koffi.yao@exemple.ci");
    await form.getByLabel(/^Message/).fill("Pouvez-vous me rappeler au sujet d'un bureau de projets ?");
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(form.getByRole("button", { name: "Envoi en cours..." })).toBeDisabled();
    await expect(page.getByText("Formulaire envoyé avec succès")).toHaveCount(0);
    release();
    await expect(page.getByText("Formulaire envoyé avec succès")).toBeVisible();
    await expect(page.getByText("Nous vous contacterons dans les plus brefs délais.")).toBeVisible();
    await expect(form.getByLabel(/^Nom/)).toHaveValue("");
    await expect(form.getByLabel(/^Message/)).toHaveValue("");
  });

  test("chaque lien de secteur mène à une page de secteur", async ({ page }) => {
    await page.goto("/services");
    const sectorTabs = page.getByRole("tablist", { name: "Secteurs d'activité" });
    const targets: { href: string; name: string }[] = [];
    for (const tab of await sectorTabs.getByRole("tab").all()) {
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      const tiles = await page
        .getByRole("region", { name: "Une connaissance fine de vos métiers" })
        .getByRole("tabpanel")
        .getByRole("link")
        .evaluateAll((links) =>
          links.map((link) => ({
            href: link.getAttribute("href") ?? "",
            name: link.querySelector("span")?.textContent ?? "",
          })),
        );
      targets.push(...tiles);
    }
    expect(targets.map((target) => target.name)).toEqual(
      expect.arrayContaining(["Énergie", "Finance", "Télécoms", "Secteur public", "Mines", "Santé"]),
    );
    for (const target of targets) {
      expect(target.href).toMatch(/^\/industries\/[^/\s]+$/);
      await page.goto(target.href);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.name);
      await expect(page.getByText("Page non trouvée")).toHaveCount(0);
    }
  });
});

const subPages = [
  { path: "/services/conseil", h1: "Conseil en management de projet", text: "Redressement de projets en difficulté" },
  {
    path: "/services/coaching",
    h1: "Coaching de dirigeants, de chefs de projet et d'équipes",
    text: "Coaching post-formation",
  },
  { path: "/expertise/gestion-de-projet", h1: "Gestion de projet", text: "Les piliers de notre intervention" },
  { path: "/expertise/transformation-agile", h1: "Transformation agile", text: "Agilité à l'échelle" },
  {
    path: "/solutions/bureau-de-projets",
    h1: "Bureau de projets (PMO)",
    text: "Un bureau de projets à la mesure de votre organisation",
  },
  {
    path: "/formations/certifications",
    h1: "Des certifications reconnues dans le monde entier",
    text: "Préparation à la certification PMP®",
  },
  { path: "/industries/%C3%A9nergie", h1: "Énergie", text: "Les enjeux du secteur" },
  { path: "/industries/secteur-public", h1: "Secteur public", text: "Les enjeux du secteur" },
];

test.describe("pages liées depuis les services", () => {
  for (const subPage of subPages) {
    test(`${subPage.path} s'affiche avec son contenu et ses appels à l'action`, async ({ page }) => {
      await page.goto(subPage.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(subPage.h1);
      await expect(page.getByText(subPage.text).first()).toBeVisible();
      // A first exchange is booked (/rendez-vous, decision 1021) or asked for by message (/contact).
      await expect(page.locator('main a[href="/contact"], main a[href="/rendez-vous"]').first()).toBeVisible();
      await expect(page.locator('main a[href^="/formations"]').first()).toBeVisible();
      await expect(page).toHaveTitle(/Pont Atlantique/);
    });
  }

  test("un secteur ou un service inconnu affiche 'Page non trouvée' avec un lien vers les services", async ({
    page,
  }) => {
    for (const path of ["/industries/aeronautique", "/services/inexistant", "/expertise/inconnue"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Page non trouvée" })).toBeVisible();
      await page.getByRole("link", { name: "Retour aux services" }).click();
      await expect(page).toHaveURL(/\/services$/);
    }
  });

  test("l'orthographe sans accent d'un secteur mène aussi à sa page", async ({ page }) => {
    await page.goto("/industries/energie");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Énergie");
  });
});
