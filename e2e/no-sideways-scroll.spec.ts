import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, signInAs, test } from "./fixtures";
import { createUserWithRole, enrol, rest } from "./learner-fixtures";

// Issue 23, item 8: no page of the back office or the learner's space scrolls sideways at 375 px, whoever is signed
// in (an admin, a trainer, a learner). The pages are every signed-in route of the route manifest, so a new screen is
// checked without anyone adding it here.
test.use({ viewport: { width: 375, height: 812 } });

interface ManifestRoute {
  path: string;
  access: string;
  params: string[];
}
const manifest = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../common/route-manifest.generated.json"), "utf8"),
) as { routes: ManifestRoute[] };
const signedInRoutes = manifest.routes.filter((route) => route.access === "signed-in");

async function pathsToVisit(baseURL: string): Promise<string[]> {
  const [enquiry] = await rest<{ id: string }[]>(baseURL, "/rest/v1/enquiries", {
    method: "POST",
    as: "service",
    body: {
      kind: "information",
      full_name: "Visiteur Très Long Nom Composé",
      email: "prenom.nom-tres-long.pour-tester-le-retour-a-la-ligne@entreprise-partenaire.example",
      subject: "Demande d'information : une formation au titre particulièrement long pour la mise en page",
      message: "Bonjour, nous souhaitons former une équipe de douze personnes.",
      consent: true,
    },
  });
  const [article] = await rest<{ id: number }[]>(baseURL, "/rest/v1/articles?select=id&order=id&limit=1", {
    as: "service",
  });
  const [session] = await rest<{ id: number }[]>(baseURL, "/rest/v1/course_sessions?select=id&order=id&limit=1", {
    as: "service",
  });
  const [offer] = await rest<{ id: number }[]>(baseURL, "/rest/v1/job_offers?select=id&order=id&limit=1", {
    as: "service",
  });
  const [member] = await rest<{ id: number }[]>(baseURL, "/rest/v1/team_members?select=id&order=id&limit=1", {
    as: "service",
  });
  const [caseStudy] = await rest<{ id: number }[]>(baseURL, "/rest/v1/case_studies?select=id&order=id&limit=1", {
    as: "service",
  });
  const [testimonial] = await rest<{ id: number }[]>(baseURL, "/rest/v1/testimonials?select=id&order=id&limit=1", {
    as: "service",
  });
  const [organisation] = await rest<{ id: string }[]>(baseURL, "/rest/v1/organisations", {
    method: "POST",
    as: "service",
    body: {
      legal_name: "Société Ivoirienne de Grands Travaux et d'Ingénierie des Projets Publics",
      country: "Côte d'Ivoire",
      currency: "XOF",
    },
  });
  const [quote] = await rest<{ id: number }[]>(baseURL, "/rest/v1/quotes", {
    method: "POST",
    as: "service",
    body: {
      client_company: "Société Ivoirienne de Grands Travaux et d'Ingénierie des Projets Publics",
      client_contact_name: "Prénom Nom-Très-Long",
      client_email: "prenom.nom-tres-long.pour-tester-le-retour-a-la-ligne@entreprise-partenaire.example",
      valid_until: "2030-12-31",
    },
  });
  const [agreement] = await rest<{ id: number }[]>(baseURL, "/rest/v1/training_agreements", {
    method: "POST",
    as: "service",
    body: {
      quote_id: quote.id,
      organisation_id: organisation.id,
      currency: "XOF",
      total: 1250000,
      client_signer_email: "prenom.nom-tres-long.pour-tester-le-retour-a-la-ligne@entreprise-partenaire.example",
    },
  });
  // A company invoice with a long customer and object (decision 1000), written as the server writes it.
  const [companyInvoice] = await rest<{ id: number }[]>(baseURL, "/rest/v1/company_invoices", {
    method: "POST",
    as: "service",
    body: {
      number: `FAC-2099-${String(Date.now()).slice(-6)}`,
      year: 2099,
      sequence: Number(String(Date.now()).slice(-6)) || 1,
      organisation_id: organisation.id,
      customer_name: "Société Ivoirienne de Grands Travaux et d'Ingénierie des Projets Publics",
      description: "Convention de formation — Management de projets complexes et conduite du changement — solde",
      purchase_order: "BC-2099-0000000000000118",
      amount: 12500000,
      currency: "XOF",
      payment_terms_days: 30,
      due_on: "2030-12-31",
      balance_due: 12500000,
    },
  });
  // The online learning (decision 1012): the latest enrollment (the learner's own when a learner is signed in), and a
  // module with a long lesson and a quiz in its formation.
  const [enrollment] = await rest<{ id: number; formation_id: number }[]>(
    baseURL,
    "/rest/v1/enrollments?select=id,formation_id&order=id.desc&limit=1",
    { as: "service" },
  );
  const [learningModule] = await rest<{ id: number }[]>(baseURL, "/rest/v1/learning_modules", {
    method: "POST",
    as: "service",
    body: {
      formation_id: enrollment.formation_id,
      position: 1,
      title: "Un module au titre particulièrement long pour la mise en page",
    },
  });
  const [learningLesson] = await rest<{ id: number }[]>(baseURL, "/rest/v1/learning_lessons", {
    method: "POST",
    as: "service",
    body: {
      module_id: learningModule.id,
      title: "Une leçon au titre particulièrement long pour vérifier le retour à la ligne",
      kind: "link",
      link_url: "https://www.example.com/une-ressource-au-chemin-vraiment-tres-long-pour-tester-la-mise-en-page",
      body_html: "<p>Un paragraphe de la leçon.</p>",
    },
  });
  const [learningQuiz] = await rest<{ id: number }[]>(baseURL, "/rest/v1/quizzes", {
    method: "POST",
    as: "service",
    body: {
      formation_id: enrollment.formation_id,
      module_id: learningModule.id,
      kind: "module",
      title: "Quiz du module",
    },
  });
  // A real row for each parameter, so that every page shows its screen (or its access-denied screen) for this role.
  // The seed has no client logo (the site never showed one): the logo editor is opened on a new one.
  const values: Record<string, string> = {
    "/demandes/:id": `/demandes/${enquiry.id}`,
    "/contenus/articles/:id": `/contenus/articles/${article.id}`,
    "/emargement/:sessionId": `/emargement/${session.id}`,
    "/contenus/offres/:id": `/contenus/offres/${offer.id}`,
    "/contenus/equipe/:id": `/contenus/equipe/${member.id}`,
    "/contenus/etudes-de-cas/:id": `/contenus/etudes-de-cas/${caseStudy.id}`,
    "/contenus/temoignages/:id": `/contenus/temoignages/${testimonial.id}`,
    "/contenus/logos/:id": "/contenus/logos/nouveau",
    "/gestion-organisations/:id": `/gestion-organisations/${organisation.id}`,
    "/gestion-devis/:id": `/gestion-devis/${quote.id}`,
    "/gestion-factures-entreprises/:id": `/gestion-factures-entreprises/${companyInvoice.id}`,
    "/gestion-conventions/:id": `/gestion-conventions/${agreement.id}`,
    "/espace-entreprise/conventions/:id": `/espace-entreprise/conventions/${agreement.id}`,
    "/mes-formations/:enrollmentId/apprendre": `/mes-formations/${enrollment.id}/apprendre`,
    "/mes-formations/:enrollmentId/apprendre/:lessonId": `/mes-formations/${enrollment.id}/apprendre/${learningLesson.id}`,
    "/mes-formations/:enrollmentId/apprendre/quiz/:quizId": `/mes-formations/${enrollment.id}/apprendre/quiz/${learningQuiz.id}`,
    "/gestion-formations/:id/contenu": `/gestion-formations/${enrollment.formation_id}/contenu`,
    "/gestion-sessions/:sessionId/parcours": `/gestion-sessions/${session.id}/parcours`,
  };
  const unknown = signedInRoutes.filter((route) => route.params.length > 0 && !(route.path in values));
  expect(
    unknown.map((route) => route.path),
    "a row to open for each parameterised page",
  ).toEqual([]);
  return signedInRoutes
    .filter((route) => route.path !== "/paiement/retour") // needs a payment attempt of the visitor's own
    .map((route) => values[route.path] ?? route.path);
}

async function widthOf(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => document.documentElement.scrollWidth);
}

for (const role of ["admin", "trainer", "client"] as const) {
  test(`no signed-in page scrolls sideways at 375 px for a ${role === "client" ? "learner" : role}`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(480_000); // some fifteen pages, each loaded to network idle, on a shared machine
    const admin = await createUserWithRole(baseURL!, "admin", "Administratrice Mobile");
    const person =
      role === "admin"
        ? admin
        : await createUserWithRole(baseURL!, role, "Personne Au Nom Particulièrement Long Pour La Mise En Page");
    // Rows in the tables: a pending and a confirmed enrollment, long names and addresses.
    const learner = await createUserWithRole(baseURL!, "client", "Apprenante Au Nom Vraiment Très Long");
    await enrol(baseURL!, learner, 22, admin, "confirmed");
    await enrol(baseURL!, learner, 6, admin, "pending");
    if (role === "client") await enrol(baseURL!, person, 3, admin, "confirmed");
    await signInAs(page, baseURL!, person);

    const tooWide: string[] = [];
    for (const url of await pathsToVisit(baseURL!)) {
      const width = await widthOf(page, url);
      if (width > 375) tooWide.push(`${url}: ${width}px`);
    }
    expect(tooWide).toEqual([]);
  });
}
