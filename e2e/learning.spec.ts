import { readFileSync } from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import { DEMO_ANON_KEY, expect, signInAs, test } from "./fixtures";
import { createFormation, createSession, createUserWithRole, rest } from "./learner-fixtures";

test.use({ viewport: { width: 375, height: 812 } });

const SCORM_FIXTURE = path.resolve(import.meta.dirname, "../tests/fixtures/scorm-1.2");

/**
 * Issue 45 (decisions 1012, 1013, 1023): a learner confirmed in a hybrid session opens « Espace de formation » on a
 * phone, takes the positioning quiz, reads a lesson and marks it done, fails then passes the module quiz within its two
 * attempts, sees the next module unlock and passes the final quiz; staff then see the learner's progress, scores and
 * attempts, and the knowledge gain on the session's page and on the results page.
 */
test("a learner on a phone reads a lesson, passes the module quiz and the next module opens", async ({
  page,
  baseURL,
}) => {
  const admin = await createUserWithRole(baseURL!, "admin", "Admin Parcours");
  const learner = await createUserWithRole(baseURL!, "client", "Apprenante Parcours");
  const formation = await createFormation(baseURL!, {
    theme: "IA Appliquée",
    title: "Parcours hybride de démonstration",
    formats: ["Hybride"],
  });
  const sessionId = await createSession(baseURL!, formation.id, {
    startsOn: "2026-01-05",
    endsOn: "2026-01-09",
    city: "Abidjan",
    capacity: 10,
    format: "Hybride",
  });
  await rest(baseURL!, "/rest/v1/session_learning?select=session_id", {
    method: "POST",
    as: admin,
    body: { session_id: sessionId, unlock_mode: "sequential" },
  });
  const modules = await rest<{ id: number }[]>(baseURL!, "/rest/v1/learning_modules", {
    method: "POST",
    as: admin,
    body: [
      { formation_id: formation.id, position: 1, title: "Les fondamentaux" },
      { formation_id: formation.id, position: 2, title: "Aller plus loin" },
    ],
  });
  const lesson = async (moduleId: number, title: string, body: string) => {
    const response = await fetch(`${baseURL}/functions/v1/learning-lesson`, {
      method: "POST",
      headers: {
        apikey: DEMO_ANON_KEY,
        authorization: `Bearer ${String(admin.session.access_token)}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ module_id: moduleId, title, kind: "text", body }),
    });
    expect(response.status).toBe(201);
  };
  await lesson(modules[0].id, "Introduction", "## Bienvenue\n\nUn texte qui se lit **bien** sur un téléphone.");
  await lesson(modules[1].id, "Étude de cas", "Le cas d'une entreprise d'Abidjan.");
  const [quiz] = await rest<{ id: number }[]>(baseURL!, "/rest/v1/quizzes", {
    method: "POST",
    as: admin,
    body: {
      formation_id: formation.id,
      module_id: modules[0].id,
      kind: "module",
      title: "Vérifier ses acquis",
      pass_percent: 100,
      max_attempts: 2,
    },
  });
  await rest(baseURL!, "/rest/v1/rpc/save_quiz_question", {
    method: "POST",
    as: admin,
    body: {
      p_quiz: quiz.id,
      p_question: null,
      p_kind: "true_false",
      p_prompt: "Une IA générative peut se tromper.",
      p_choices: [],
      p_correct: ["vrai"],
      p_explanation: "Elle produit du plausible, pas du vrai.",
    },
  });
  // The positioning / final pair measures the knowledge gain (decision 1023).
  for (const [kind, title] of [
    ["positioning", "Où en êtes-vous ?"],
    ["final", "Bilan final"],
  ] as const) {
    const [pair] = await rest<{ id: number }[]>(baseURL!, "/rest/v1/quizzes", {
      method: "POST",
      as: admin,
      body: { formation_id: formation.id, kind, title, pass_percent: 50 },
    });
    await rest(baseURL!, "/rest/v1/rpc/save_quiz_question", {
      method: "POST",
      as: admin,
      body: {
        p_quiz: pair.id,
        p_question: null,
        p_kind: "true_false",
        p_prompt: "Un modèle de langage cite toujours ses sources.",
        p_choices: [],
        p_correct: ["faux"],
      },
    });
  }
  const [enrollment] = await rest<{ id: number }[]>(baseURL!, "/rest/v1/enrollments", {
    method: "POST",
    as: "service",
    body: {
      formation_id: formation.id,
      session_id: sessionId,
      user_id: learner.id,
      payment_method: "virement",
      status: "confirmed",
    },
  });
  await signInAs(page, baseURL!, learner);

  await page.goto(`/mes-formations/${enrollment.id}/apprendre`);
  await expect(page.getByRole("heading", { level: 1, name: "Parcours hybride de démonstration" })).toBeVisible();
  const answer = async (quiz: RegExp, choice: "Vrai" | "Faux", outcome: string) => {
    await page.getByRole("link", { name: quiz }).click();
    await page.getByRole("button", { name: "Commencer le quiz" }).click();
    await page.getByLabel(choice).check();
    await page.getByRole("button", { name: "Envoyer mes réponses" }).click();
    await expect(page.getByText(outcome, { exact: true })).toBeVisible();
  };
  await answer(/Où en êtes-vous/, "Vrai", "Quiz non réussi");
  await page.getByRole("link", { name: "Le parcours" }).click();
  await expect(page.getByText("Ce module s'ouvre quand le précédent est terminé.")).toBeVisible();
  await page.getByRole("link", { name: /Introduction/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Introduction" })).toBeVisible();
  await page.getByRole("button", { name: "Marquer comme terminée" }).click();
  await expect(page.getByText("Leçon terminée")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole("link", { name: "Le parcours" }).click();
  await answer(/Vérifier ses acquis/, "Faux", "Quiz non réussi");
  await page.getByRole("button", { name: "Nouvelle tentative" }).click();
  await page.getByRole("button", { name: "Commencer le quiz" }).click();
  await page.getByLabel("Vrai").check();
  await page.getByRole("button", { name: "Envoyer mes réponses" }).click();
  await expect(page.getByText("Quiz réussi", { exact: true })).toBeVisible();
  await expect(page.getByText("Elle produit du plausible, pas du vrai.")).toBeVisible();
  await page.getByRole("link", { name: "Continuer le parcours" }).click();
  await expect(page.getByRole("link", { name: /Étude de cas/ })).toBeVisible();
  await expect(page.getByText("Ce module s'ouvre quand le précédent est terminé.")).toHaveCount(0);
  await answer(/Bilan final/, "Faux", "Quiz réussi");

  // Staff see the learner's progress and scores, and the knowledge gain (0 % before, 100 % after).
  await signInAs(page, baseURL!, admin);
  await page.goto(`/gestion-sessions/${sessionId}/parcours`);
  const row = page.getByTestId("learner-progress-row").filter({ hasText: "Apprenante Parcours" });
  await expect(row).toContainText("50 % (1/2)");
  await expect(row).toContainText("100 % réussi (2 tentatives)");
  await expect(page.getByText("+100 points")).toBeVisible();
  await page.goto("/resultats");
  // The page opens on the last three months (decision 1132); this session ran in January.
  await page.getByLabel("Du", { exact: true }).fill("2026-01-01");
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: "Parcours hybride de démonstration" })
      .first()
      .getByTestId("knowledge-gain"),
  ).toContainText("+100 pts");
});

/**
 * Issue 45 item 5 (decision 1025) through the browser: an editor imports a tiny SCORM 1.2 package with the content
 * page's form (a file that is no package is refused in French), then a learner opens it and the package's own
 * LMSCommit records its completion: the lesson is done.
 */
test("an editor imports a SCORM package through the form and the learner's completion is recorded", async ({
  page,
  baseURL,
}) => {
  test.slow(); // two accounts, an import and a package played on a shared machine
  const editor = await createUserWithRole(baseURL!, "editor", "Rédactrice SCORM");
  const learner = await createUserWithRole(baseURL!, "client", "Apprenant SCORM");
  const formation = await createFormation(baseURL!, {
    theme: "IA Appliquée",
    title: "Parcours SCORM de démonstration",
    formats: ["En ligne"],
  });
  const sessionId = await createSession(baseURL!, formation.id, {
    startsOn: "2026-01-05",
    endsOn: "2026-01-09",
    city: "Dakar",
    capacity: 10,
    format: "En ligne",
  });
  await rest(baseURL!, "/rest/v1/learning_modules", {
    method: "POST",
    as: editor,
    body: { formation_id: formation.id, position: 1, title: "Module importé" },
  });
  const [enrollment] = await rest<{ id: number }[]>(baseURL!, "/rest/v1/enrollments", {
    method: "POST",
    as: "service",
    body: {
      formation_id: formation.id,
      session_id: sessionId,
      user_id: learner.id,
      payment_method: "virement",
      status: "confirmed",
    },
  });
  const fixture = (name: string) => readFileSync(path.join(SCORM_FIXTURE, name));
  const scormPackage = Buffer.from(
    zipSync({
      "imsmanifest.xml": fixture("imsmanifest.xml"),
      "index.html": fixture("index.html"),
      "style/sco.css": fixture("style/sco.css"),
    }),
  );

  await signInAs(page, baseURL!, editor);
  await page.goto(`/gestion-formations/${formation.id}/contenu`);
  const form = page.locator("form").filter({ hasText: "Ajouter une leçon" });
  await form.getByLabel("Type").selectOption({ label: "Paquet SCORM 1.2 (.zip)" });
  // A zip that is no SCORM package: the function's French reason, and no lesson.
  await form.getByLabel("Paquet SCORM 1.2").setInputFiles({
    name: "notes.zip",
    mimeType: "application/zip",
    buffer: Buffer.from(zipSync({ "notes.txt": new Uint8Array([120]) })),
  });
  await form.getByRole("button", { name: "Importer le paquet" }).click();
  await expect(form.getByRole("alert")).toContainText("imsmanifest.xml");
  await form
    .getByLabel("Paquet SCORM 1.2")
    .setInputFiles({ name: "rgpd.zip", mimeType: "application/zip", buffer: scormPackage });
  await form.getByRole("button", { name: "Importer le paquet" }).click();
  await expect(form.getByText("Paquet importé : « Les bases du RGPD » (3 fichiers).")).toBeVisible();
  await expect(page.getByText("Les bases du RGPD (Paquet SCORM 1.2 (.zip))")).toBeVisible();

  await signInAs(page, baseURL!, learner);
  await page.goto(`/mes-formations/${enrollment.id}/apprendre`);
  await page.getByRole("link", { name: /Les bases du RGPD/ }).click();
  // The package finds the API in the page, commits « passed » with 85/100, and the lesson is done.
  await expect(page.locator('iframe[title="Les bases du RGPD"]')).toBeVisible();
  await expect(page.getByText("Leçon terminée")).toBeVisible({ timeout: 15_000 });
  const [attempt] = await rest<{ lesson_status: string; score_raw: number }[]>(
    baseURL!,
    `/rest/v1/scorm_attempts?select=lesson_status,score_raw&enrollment_id=eq.${enrollment.id}`,
    { as: "service" },
  );
  expect(attempt).toMatchObject({ lesson_status: "passed", score_raw: 85 });
});
