import { expect, test, type Locator, type Page } from "@playwright/test";

/** The firm's pages, the contact page, the legal pages and the blog, at desktop and phone widths. */

const year = String(new Date().getFullYear());

// The machine is shared: a cold page can take several seconds to hydrate.
test.describe.configure({ timeout: 60_000 });

/**
 * Prerendered pages show their HTML before they are interactive: wait until the page is ready (hydrated whole, or,
 * on an island page, its island runtime started; both mark <html data-hydrated>, docs/decisions/0800).
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  const hydrated = () => page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 25_000 });
  // The build folder is shared: if the site was being rebuilt while this page loaded, load it once more.
  await hydrated().catch(async () => {
    await page.reload();
    await hydrated();
  });
}

interface PageCheck {
  path: string;
  h1: RegExp | string;
  check: (main: Locator, page: Page) => Promise<void>;
}

const pages: PageCheck[] = [
  {
    path: "/a-propos",
    h1: /expertise canadienne/,
    check: async (main) => {
      await expect(main.getByText(/Fondé au Canada en 2017/)).toBeVisible();
      await expect(main.getByRole("heading", { name: "Notre mission" })).toBeVisible();
      await expect(main.getByRole("heading", { name: "Notre vision" })).toBeVisible();
      for (const value of ["Excellence", "Pertinence", "Inclusivité", "Innovation", "Vision globale", "Intégrité"]) {
        await expect(main.getByRole("heading", { level: 3, name: value, exact: true })).toBeVisible();
      }
      for (const milestone of ["2017", "2018", "2019", "2020", "2022", "2023"]) {
        await expect(main.getByText(milestone, { exact: true })).toBeVisible();
      }
      await expect(main.getByRole("heading", { name: "Programme Leadership Premium" })).toBeVisible();
      for (const name of ["Marie-Claire Tremblay", "Amadou Diallo", "Aïcha Koné", "Jean-François Gagnon"]) {
        await expect(main.getByRole("heading", { name })).toBeVisible();
      }
      await expect(main.getByRole("img", { name: "Portrait de Aïcha Koné" })).toHaveAttribute(
        "src",
        "/portraits/aicha-kone.svg",
      );
    },
  },
  {
    path: "/entreprise",
    h1: /né à Montréal/,
    check: async (main) => {
      await expect(main.getByText(/fondé en 2010 à Montréal/)).toBeVisible();
      await expect(main.getByText(/plus de 250 organisations dans 12 pays/)).toBeVisible();
      for (const value of ["Excellence", "Adaptation", "Collaboration", "Integrité"]) {
        await expect(main.getByRole("heading", { level: 3, name: value, exact: true })).toBeVisible();
      }
      for (const city of ["Montréal", "Abidjan", "Dakar", "Libreville"]) {
        await expect(main.getByRole("heading", { level: 3, name: new RegExp(`^${city}`) })).toBeVisible();
      }
      await expect(main.locator('a[href="/notre-equipe"]')).toBeVisible();
      await expect(main.locator('a[href="/carrieres"]')).toBeVisible();
      await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
    },
  },
  {
    path: "/notre-equipe",
    h1: /experts de terrain/,
    check: async (main, page) => {
      const tabs = main.getByRole("tablist", { name: "Départements" });
      for (const label of ["Direction", "Formation", "Conseil", "Opérations"]) {
        await expect(tabs.getByRole("tab", { name: label })).toBeVisible();
      }
      await expect(main.getByRole("tabpanel").getByRole("heading", { name: "Marie-Claire Tremblay" })).toBeVisible();
      await tabs.getByRole("tab", { name: "Conseil" }).click();
      await expect(main.getByRole("tabpanel").getByRole("heading", { name: "Serge Kouassi" })).toBeVisible();
      // Keyboard: arrow keys move between departments.
      await page.keyboard.press("ArrowRight");
      await expect(tabs.getByRole("tab", { name: "Opérations" })).toHaveAttribute("aria-selected", "true");
      await expect(main.getByRole("tabpanel").getByRole("heading", { name: "Awa Sylla" })).toBeVisible();
      for (const value of ["Excellence", "Intégrité", "Collaboration", "Innovation"]) {
        await expect(main.getByRole("heading", { level: 3, name: value, exact: true })).toBeVisible();
      }
      await expect(main.locator('a[href="/carrieres"]')).toBeVisible();
    },
  },
  {
    path: "/carrieres",
    h1: /Rejoignez une équipe/,
    check: async (main) => {
      for (const title of [
        "Consultant(e) en gestion de projet",
        "Formateur(trice) en agilité",
        "Chargé(e) de marketing digital",
      ]) {
        await expect(main.getByRole("heading", { name: title })).toBeVisible();
      }
      for (const place of ["Abidjan, Côte d'Ivoire", "Dakar, Sénégal", "Montréal, Canada"]) {
        await expect(main.getByText(place, { exact: true })).toBeVisible();
      }
      // The three seeded offers at least: other tests publish offers of their own on the same database.
      for (const part of [
        main.getByText("Temps plein", { exact: true }),
        main.getByRole("link", { name: /^Postuler/ }),
        main.getByRole("heading", { name: "Compétences recherchées" }),
      ]) {
        expect(await part.count()).toBeGreaterThanOrEqual(3);
      }
      await expect(main.locator("blockquote")).toHaveCount(3);
      await expect(main.getByRole("form", { name: "Candidature spontanée" })).toBeVisible();
      await expect(main.getByLabel("CV (PDF, DOC ou DOCX, 5 Mo maximum)")).toHaveAttribute(
        "accept",
        ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      );
    },
  },
  {
    path: "/contact",
    h1: "Parlons de vos projets",
    check: async (main) => {
      await expect(main.getByRole("form", { name: "Formulaire de contact" })).toBeVisible();
      const details = main.getByRole("complementary", { name: "Nos coordonnées" });
      for (const city of ["Montréal", "Abidjan", "Dakar"])
        await expect(details.getByText(new RegExp(`^${city}, `))).toBeVisible();
      await expect(details.locator('a[href^="tel:"]')).toHaveCount(3);
      await expect(details.locator('a[href^="mailto:"]')).toHaveCount(2);
      await expect(details.getByText("Lundi au vendredi, 9h-17h")).toBeVisible();
      await expect(details.getByText(/Fermé le samedi et le dimanche/)).toBeVisible();
      await expect(main.getByRole("img", { name: /Plan du centre-ville de Montréal/ })).toBeVisible();
      await expect(main.getByRole("link", { name: /Ouvrir dans OpenStreetMap/ })).toHaveAttribute(
        "href",
        /openstreetmap\.org/,
      );
      const faq = [
        "Comment s'inscrire à une formation ?",
        "Les formations sont-elles disponibles en ligne ?",
        "Proposez-vous des devis pour des formations en entreprise ?",
        "Les formations sont-elles certifiantes ?",
      ];
      for (const question of faq) await expect(main.getByRole("button", { name: question })).toBeVisible();
      await main.getByRole("button", { name: faq[1] }).click();
      await expect(
        main.getByText(/La plupart de nos formations sont proposées en présentiel et en ligne/),
      ).toBeVisible();
      await main.getByRole("button", { name: faq[3] }).click();
      await expect(main.getByText(/attestation de participation/)).toBeVisible();
    },
  },
  {
    path: "/blog",
    h1: "Idées et retours d'expérience",
    check: async (main) => {
      const articles = main.getByRole("article");
      expect(await articles.count()).toBeGreaterThanOrEqual(5);
      await expect(articles.first().locator("time")).toHaveText(/\d{1,2} \p{L}+ \d{4}/u);
      // Each article has its own page (issue 28); the themes filter through links, without JavaScript.
      await main
        .getByRole("navigation", { name: "Filtrer par thème" })
        .getByRole("link", { name: "Leadership" })
        .click();
      await expect(main.page()).toHaveURL(/\/blog\?theme=Leadership$/);
      const filtered = main.getByRole("article");
      await expect(filtered.first()).toContainText("Leadership");
      for (const card of await filtered.all()) await expect(card).toContainText("Leadership");
      const title = (await filtered.first().getByRole("heading", { level: 2 }).textContent())!.trim();
      await filtered.first().getByRole("link", { name: title }).click();
      await expect(main.page().getByRole("heading", { level: 1, name: title })).toBeVisible();
    },
  },
  {
    path: "/mentions-legales",
    h1: "Mentions légales",
    check: async (main) => {
      for (const heading of [
        "Éditeur du site",
        "Hébergeur",
        "Propriété intellectuelle",
        "Limitation de responsabilité",
        "Liens hypertextes",
        "Données personnelles",
        "Droit applicable et juridiction",
      ]) {
        await expect(main.getByRole("heading", { level: 2, name: new RegExp(heading) })).toBeVisible();
      }
      await expect(main.getByText(/tribunaux du district judiciaire de Montréal/)).toBeVisible();
    },
  },
  {
    path: "/confidentialite",
    h1: "Politique de confidentialité",
    check: async (main) => {
      for (const heading of [
        "collectons",
        "Utilisation",
        "Partage",
        "Protection",
        "Vos droits",
        "conservation",
        "Modifications",
        "Nous contacter",
      ]) {
        await expect(main.getByRole("heading", { level: 2, name: new RegExp(heading) })).toBeVisible();
      }
    },
  },
  {
    path: "/cgv",
    h1: "Conditions générales de vente",
    check: async (main) => {
      await expect(main.getByText(/hors taxes, en francs CFA \(XOF\) ou en dollars canadiens \(CAD\)/)).toBeVisible();
      await expect(main.getByText(/Mobile Money \(Orange Money, Wave, MTN Money\)/)).toBeVisible();
      await expect(main.getByRole("heading", { name: /Annulation et report/ })).toBeVisible();
      await expect(main.getByText(/tribunaux du district judiciaire de Montréal/)).toBeVisible();
    },
  },
];

for (const width of [1280, 375]) {
  test.describe(`pages at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    for (const { path, h1, check } of pages) {
      test(`${path} shows its key content`, async ({ page }) => {
        await open(page, path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
        await expect(page).toHaveTitle(/Pont Atlantique Conseil$/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
        await check(page.getByRole("main"), page);
        // Nothing overflows the viewport horizontally.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}

test.describe("legal pages", () => {
  for (const path of ["/mentions-legales", "/confidentialite", "/cgv"]) {
    test(`${path} carries a last-updated line with the current year`, async ({ page }) => {
      await open(page, path);
      await expect(page.getByText(new RegExp(`^Dernière mise à jour\\s: \\p{L}+ ${year}$`, "u"))).toBeVisible();
    });
  }

  test("/politique-confidentialite lands on /confidentialite", async ({ page }) => {
    await open(page, "/politique-confidentialite");
    await expect(page).toHaveURL(/\/confidentialite$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique de confidentialité");
  });

  test("the footer's privacy link also lands on /confidentialite", async ({ page }) => {
    await open(page, "/mentions-legales");
    await page.getByRole("contentinfo").locator('a[href="/politique-confidentialite"]').click();
    await expect(page).toHaveURL(/\/confidentialite$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique de confidentialité");
  });
});

test.describe("contact page", () => {
  test("refuses an incomplete message with French errors", async ({ page }) => {
    await open(page, "/contact");
    const form = page.getByRole("form", { name: "Formulaire de contact" });
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(form.getByText("Veuillez indiquer votre nom.")).toBeVisible();
    await expect(form.getByText("Veuillez indiquer votre adresse email.")).toBeVisible();
    await expect(form.getByText("Veuillez indiquer le sujet de votre message.")).toBeVisible();
    await expect(form.getByText("Veuillez écrire votre message.")).toBeVisible();
    await expect(form.getByLabel(/Nom complet/)).toHaveAttribute("aria-invalid", "true");
  });

  test("sends a message: busy until stored, success toast, every field reset, one insert sent", async ({ page }) => {
    const requests: string[] = [];
    await open(page, "/contact");
    page.on("request", (request) => {
      if (request.method() !== "GET") requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    const form = page.getByRole("form", { name: "Formulaire de contact" });
    await form.getByLabel(/Nom complet/).fill("Awa Koné");
    await form.getByLabel(/Adresse email/).fill("awa.kone@example.com");
    await form.getByLabel(/Téléphone/).fill("+225 07 00 00 00 00");
    await form.getByLabel(/Entreprise/).fill("Orange CI");
    await form.getByLabel(/Sujet/).fill("Formation de nos chefs de projet");
    await form.getByLabel(/Message/).fill("Nous souhaitons former douze chefs de projet au premier trimestre.");
    await expect(form.getByLabel(/Adresse email/)).toHaveAttribute("type", "email");

    // The busy state lasts as long as the local backend takes to store the row (a few ms): the component tests
    // check it; here the stored row and the toast are what matters.
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Formulaire envoyé avec succès")).toBeVisible();
    await expect(page.getByText("Nous vous contacterons dans les plus brefs délais.")).toBeVisible();
    for (const label of [/Nom complet/, /Adresse email/, /Téléphone/, /Entreprise/, /Sujet/, /Message/]) {
      await expect(form.getByLabel(label)).toHaveValue("");
    }
    await expect(form.getByRole("button", { name: "Envoyer le message" })).toBeEnabled();
    expect(requests).toEqual(["POST /rest/v1/enquiries"]);
  });

  test("the Montréal map makes no third-party request", async ({ page, baseURL }) => {
    const origins = new Set<string>();
    page.on("request", (request) => origins.add(new URL(request.url()).origin));
    await open(page, "/contact");
    await page.getByRole("img", { name: /Plan du centre-ville de Montréal/ }).scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect([...origins].filter((origin) => origin !== new URL(baseURL!).origin && origin !== "null")).toEqual([]);
  });
});

test.describe("careers page", () => {
  // Starts like a real PDF: the storage API checks the first bytes.
  const cv = (name: string, mimeType: string, size: number) => ({
    name,
    mimeType,
    buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(size - 9, 0x25)]),
  });

  test("refuses a file that is not a PDF, DOC or DOCX", async ({ page }) => {
    await open(page, "/carrieres");
    await page
      .getByLabel("CV (PDF, DOC ou DOCX, 5 Mo maximum)")
      .setInputFiles(cv("cv.exe", "application/x-msdownload", 2000));
    await expect(page.getByText("Le CV doit être un fichier PDF, DOC ou DOCX.")).toBeVisible();
  });

  test("refuses a PDF over 5 Mo and accepts a smaller one", async ({ page }) => {
    await open(page, "/carrieres");
    const input = page.getByLabel("CV (PDF, DOC ou DOCX, 5 Mo maximum)");
    await input.setInputFiles(cv("cv.pdf", "application/pdf", 5 * 1024 * 1024 + 1));
    await expect(page.getByText("Le fichier dépasse la taille maximale de 5 Mo.")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await input.setInputFiles(cv("cv.pdf", "application/pdf", 200 * 1024));
    await expect(page.getByText("Le fichier dépasse la taille maximale de 5 Mo.")).toBeHidden();
  });

  test("'Postuler' opens the offer's page, whose form names the offer, and a complete application is acknowledged", async ({
    page,
  }) => {
    await open(page, "/carrieres");
    await page.getByRole("link", { name: "Postuler : Formateur(trice) en agilité" }).click();
    await expect(page).toHaveURL(/\/carrieres\/formateur-agilite-dakar#candidature$/);
    await expect(page.getByRole("heading", { level: 1, name: "Formateur(trice) en agilité" })).toBeVisible();
    const form = page.getByRole("form", { name: /Candidature/ });
    await form.getByLabel(/Nom complet/).click(); // the form's island hydrates on the first interaction
    await expect(page.getByRole("form", { name: "Candidature : Formateur(trice) en agilité" })).toBeVisible();
    await expect(form.getByLabel(/Poste recherché/)).toHaveValue("Formateur(trice) en agilité");

    await form.getByLabel(/Nom complet/).fill("Moussa Camara");
    await form.getByLabel(/Adresse email/).fill("moussa.camara@example.com");
    await form.getByLabel(/^Message/).fill("Scrum Master depuis six ans, je souhaite rejoindre votre équipe de Dakar.");
    await form
      .getByLabel("CV (PDF, DOC ou DOCX, 5 Mo maximum)")
      .setInputFiles(cv("moussa-camara.pdf", "application/pdf", 100 * 1024));
    await form.getByRole("button", { name: "Envoyer ma candidature" }).click();
    await expect(page.getByText("Candidature envoyée avec succès")).toBeVisible();
    await expect(form.getByLabel(/Poste recherché/)).toHaveValue("Formateur(trice) en agilité");
    await expect(form.getByLabel(/Nom complet/)).toHaveValue("");
  });
});
