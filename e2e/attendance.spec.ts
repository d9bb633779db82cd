import type { Browser, Page } from "@playwright/test";
import { DEMO_ANON_KEY, expect, openPageInNewContext, signInAs, test, type TestUser } from "./fixtures";
import { createFormation, createUserWithRole, rest } from "./learner-fixtures";

const PHONE = { width: 375, height: 800 };
const DESK = { width: 1280, height: 900 };
const MINUTE = 60_000;
const iso = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

/** A session happening today with its trainer and three confirmed learners; its morning is over, its afternoon open. */
async function sessionToday(baseURL: string) {
  const admin = await createUserWithRole(baseURL, "admin");
  const trainer = await createUserWithRole(baseURL, "trainer", "Koffi Formateur");
  const learners = await Promise.all(
    ["Aïcha Traoré", "Moussa Diallo", "Fatou Ndiaye"].map((name) => createUserWithRole(baseURL, "client", name)),
  );
  const formation = await createFormation(baseURL);
  const today = new Date().toISOString().slice(0, 10);
  const [session] = await rest<{ id: number }[]>(baseURL, "/rest/v1/course_sessions", {
    method: "POST",
    as: "service",
    body: {
      formation_id: formation.id,
      starts_on: today,
      ends_on: today,
      city: "Abidjan",
      capacity: 10,
      trainer_id: trainer.id,
    },
  });
  const slots = await rest<{ id: number }[]>(
    baseURL,
    `/rest/v1/session_slots?session_id=eq.${session.id}&select=id&order=id`,
    { as: admin },
  );
  const [morning, afternoon] = slots.map((slot) => slot.id);
  // As supabase-js's update() sends it (no representation asked: the slot's code column is not readable).
  for (const [id, starts, ends] of [
    [morning, -300, -90],
    [afternoon, -5, 205],
  ] as const) {
    const moved = await fetch(`${baseURL}/rest/v1/session_slots?id=eq.${id}`, {
      method: "PATCH",
      headers: {
        apikey: DEMO_ANON_KEY,
        authorization: `Bearer ${admin.session.access_token as string}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ starts_at: iso(starts), ends_at: iso(ends) }),
    });
    expect(moved.ok).toBe(true);
  }
  const enrollments: number[] = [];
  for (const learner of learners) {
    const [row] = await rest<{ id: number }[]>(baseURL, "/rest/v1/enrollments", {
      method: "POST",
      as: "service",
      body: {
        formation_id: formation.id,
        session_id: session.id,
        user_id: learner.id,
        payment_method: "virement",
        status: "confirmed",
      },
    });
    enrollments.push(row.id);
    await rest(baseURL, "/rest/v1/rpc/correct_attendance", {
      method: "POST",
      as: admin,
      body: { p_slot: morning, p_enrollment: row.id, p_status: "present", p_reason: "Feuille du matin" },
    });
  }
  return { admin, trainer, learners, enrollments, formation, sessionId: session.id, morning, afternoon };
}

async function phoneOf(
  browser: Browser,
  baseURL: string,
  user: TestUser | null,
  where?: { latitude: number; longitude: number },
): Promise<Page> {
  const page = await openPageInNewContext(browser, {
    viewport: PHONE,
    baseURL,
    ...(where ? { geolocation: where, permissions: ["geolocation"] } : {}),
  });
  if (user) await signInAs(page, baseURL, user);
  return page;
}

async function drawSignature(page: Page, label: string) {
  const pad = page.getByRole("img", { name: label });
  // The mouse draws in viewport coordinates: on a phone the pad may start below the fold.
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 60);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, box.y + 30, { steps: 5 });
  await page.mouse.move(box.x + 160, box.y + 90, { steps: 5 });
  await page.mouse.up();
  // The strokes reached the pad (nothing lay over it): it says so next to it.
  await expect(page.getByText("Signature prête.")).toBeVisible();
}

const noSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

test.describe("attendance, certificates and evaluations (issue 27)", () => {
  test("a day of training: signed by code on phones, marked and closed by the trainer, certified, evaluated", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const day = await sessionToday(baseURL!);

    // The trainer's space opens on today's session, on a phone.
    const trainer = await phoneOf(browser, baseURL!, day.trainer);
    await trainer.goto("/tableau-de-bord");
    await expect(trainer.getByRole("heading", { name: "Votre session aujourd'hui" })).toBeVisible();
    await expect(trainer.getByText(day.formation.title).first()).toBeVisible();
    await trainer.getByRole("link", { name: "Émargement et apprenants" }).click();
    await expect(trainer.getByRole("heading", { name: "Émargement" })).toBeVisible();
    const code = (await trainer.getByTestId("slot-code").textContent())!.trim();
    expect(code).toMatch(/^[0-9A-Z]{6}$/);
    await expect(trainer.getByRole("img", { name: /QR code de l'émargement/ })).toBeVisible();
    await noSidewaysScroll(trainer);

    // Two learners sign on their own phones: one draws, one taps.
    const first = await phoneOf(browser, baseURL!, day.learners[0]);
    await first.goto(`/emarger?code=${code}`);
    // The half-day is named before signing, and the confirmation leads on (review 2026-12-06 finding 20).
    await expect(first.getByText("Vous émargez pour la demi-journée en cours :")).toBeVisible();
    await expect(first.getByTestId("half-day-named").first()).toContainText(day.formation.title);
    await drawSignature(first, "Votre signature");
    await first.getByRole("button", { name: "Signer ma présence" }).click();
    await expect(first.getByRole("heading", { name: "Présence enregistrée" })).toBeVisible();
    await expect(first.getByRole("link", { name: "Mes formations" })).toBeVisible();
    await noSidewaysScroll(first);
    const second = await phoneOf(browser, baseURL!, day.learners[1]);
    await second.goto("/emarger");
    await second.getByLabel("Code d'émargement").fill(code.toLowerCase());
    await second.getByRole("button", { name: "Confirmer ma présence sans dessiner" }).click();
    await expect(second.getByRole("heading", { name: "Présence enregistrée" })).toBeVisible();

    // Someone not enrolled learns nothing from a live code (the answer of an unknown code), and a signature after
    // the half-day's window is refused.
    const outsider = await phoneOf(browser, baseURL!, await createUserWithRole(baseURL!, "client", "Curieux"));
    await outsider.goto(`/emarger?code=${code}`);
    await outsider.getByRole("button", { name: "Confirmer ma présence sans dessiner" }).click();
    await expect(outsider.getByText(/Code inconnu ou expiré/)).toBeVisible();
    const [past] = await rest<{ code: string }[]>(baseURL!, "/rest/v1/rpc/slot_code", {
      method: "POST",
      as: day.trainer,
      body: { p_slot: day.morning },
    });
    await second.goto(`/emarger?code=${past.code}`);
    await second.getByRole("button", { name: "Confirmer ma présence sans dessiner" }).click();
    await expect(second.getByText("L'émargement de cette demi-journée est fermé")).toBeVisible();

    // The trainer marks the third learner absent, with a reason, and signs the half-day.
    await expect(trainer.getByText("Présence — signature dessinée")).toBeVisible({ timeout: 30_000 });
    await trainer.getByRole("button", { name: "Relever Fatou Ndiaye" }).click();
    await trainer.getByRole("radio", { name: "Absence", exact: true }).check();
    await trainer.getByLabel("Raison").fill("Pas de nouvelles ce matin");
    await trainer.getByRole("button", { name: "Enregistrer" }).click();
    await expect(trainer.getByText("Absence — relevé par le formateur (Pas de nouvelles ce matin)")).toBeVisible();
    // On a phone the « Relevé enregistré » toast sits over the bottom of the pad, where the strokes go: the trainer
    // closes it first, as a person would, rather than drawing on it.
    await trainer.getByRole("button", { name: "Fermer la notification" }).click();
    await expect(trainer.getByText("Relevé enregistré")).toHaveCount(0);
    await drawSignature(trainer, "Signature du formateur");
    await trainer.getByRole("button", { name: "Signer et clore" }).click();
    // Asked first, saying who would be marked absent (review 2026-12-06 finding 22).
    const closing = trainer.getByRole("dialog", { name: "Clore cette demi-journée ?" });
    await expect(closing).toContainText(/Tous les apprenants sont relevés\.|absence sera notée/);
    await expect(closing).toContainText("seul le cabinet pourra corriger");
    await closing.getByRole("button", { name: "Signer et clore" }).click();
    await expect(trainer.getByText("Signée par le formateur")).toBeVisible();

    // The attendance sheet lists the signatures.
    const download = trainer.waitForEvent("download");
    await trainer.getByRole("button", { name: "Feuille d'émargement (PDF)" }).click();
    const sheet = await download;
    expect(sheet.suggestedFilename()).toBe(`emargement-session-${day.sessionId}.pdf`);
    const bytes = await (await import("node:fs/promises")).readFile((await sheet.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.toString("latin1")).toContain("/Subtype /Image");

    // After the last half-day: the certificate of completion, verified on the public page.
    await first.goto("/certificats");
    // One list of certificates (decision 1033): this one says which kind it is.
    await expect(first.getByText("Certificat de réalisation", { exact: true })).toBeVisible();
    await expect(first.getByText(/suivies sur/)).toBeVisible();
    await first.getByRole("link", { name: "Vérifier en ligne" }).click();
    await expect(first.getByRole("heading", { name: "Certificat authentique" })).toBeVisible();
    await expect(first.getByText(/certificat de réalisation : 7 h 00 suivies sur 7 h 00/)).toBeVisible();

    // The achievement certificate is refused to the learner under the attendance rule.
    const refused = await fetch(`${baseURL}/rest/v1/enrollments?id=eq.${day.enrollments[2]}`, {
      method: "PATCH",
      headers: {
        apikey: DEMO_ANON_KEY,
        authorization: `Bearer ${day.admin.session.access_token as string}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ status: "completed" }),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await refused.text()).toContain("Assiduité insuffisante");

    // The satisfaction e-mail's link opens the form without a password; a second answer is refused.
    await fetch(`${baseURL}/_dev/jobs/run`, { method: "POST" });
    await fetch(`${baseURL}/_dev/jobs/run`, { method: "POST" });
    const outbox = (await (await fetch(`${baseURL}/_dev/outbox`)).json()) as {
      to: string;
      subject: string;
      text: string;
    }[];
    const mail = outbox.find(
      (m) => m.to === day.learners[0].email && m.subject.startsWith("Votre avis sur la formation"),
    );
    expect(mail).toBeDefined();
    const link = /https?:\/\/\S+\/evaluation\/[A-Za-z0-9_-]{32}/.exec(mail!.text)![0];
    const visitor = await phoneOf(browser, baseURL!, null);
    await visitor.goto(new URL(link).pathname);
    await expect(visitor.getByRole("heading", { name: "Votre avis sur la formation" })).toBeVisible();
    // At 375 px each scale is one row, wide enough for a thumb, its end words under its first and last cells (review
    // 2026-12-06, finding 21).
    for (const [legend, count, [low, high]] of [
      ["Recommanderiez-vous cette formation à un collègue ?", 11, ["Certainement pas", "Certainement"]],
      ["Le contenu répondait-il à vos attentes ?", 5, ["Pas du tout", "Tout à fait"]],
    ] as const) {
      const scale = visitor.getByRole("group", { name: legend });
      const cells = await scale
        .locator("label")
        .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().toJSON() as DOMRect));
      expect(cells).toHaveLength(count);
      expect(new Set(cells.map((cell) => Math.round(cell.top))).size, `${legend}: one row`).toBe(1);
      expect(Math.min(...cells.map((cell) => cell.width))).toBeGreaterThanOrEqual(24);
      const lowBox = (await scale.getByText(low, { exact: true }).boundingBox())!;
      const highBox = (await scale.getByText(high, { exact: true }).boundingBox())!;
      expect(Math.abs(lowBox.x - cells[0]!.left)).toBeLessThanOrEqual(1);
      expect(Math.abs(highBox.x + highBox.width - cells[count - 1]!.right)).toBeLessThanOrEqual(1);
    }
    for (const legend of [
      "Dans l'ensemble, êtes-vous satisfait de la formation ?",
      "Le contenu répondait-il à vos attentes ?",
      "Le formateur ou la formatrice",
      "L'organisation (accueil, lieu, supports)",
    ]) {
      await visitor.getByRole("group", { name: legend }).getByText("5", { exact: true }).click();
    }
    await visitor
      .getByRole("group", { name: "Recommanderiez-vous cette formation à un collègue ?" })
      .getByText("10", { exact: true })
      .click();
    await visitor.getByLabel("Commentaires (facultatif)").fill("Très concret, merci.");
    await noSidewaysScroll(visitor);
    await visitor.getByRole("button", { name: "Envoyer mes réponses" }).click();
    await expect(visitor.getByRole("heading", { name: "Merci pour votre réponse !" })).toBeVisible();
    await visitor.goto(new URL(link).pathname);
    await expect(visitor.getByRole("heading", { name: "Vous avez déjà répondu" })).toBeVisible();

    // Staff, at 1280 px: the results show the averages and the response rate.
    const staff = await openPageInNewContext(browser, { viewport: DESK, baseURL });
    await signInAs(staff, baseURL!, day.admin);
    await staff.goto("/resultats");
    // The results are aggregated over every session of the period: on a loaded machine they can take a while.
    await expect(staff.getByRole("status", { name: "Chargement des résultats" })).toHaveCount(0, { timeout: 30_000 });
    const row = staff.getByRole("row", { name: new RegExp(day.formation.title) });
    await expect(row).toContainText("1 / 3");
    await expect(row).toContainText("33 %");
    await expect(row).toContainText("5 / 5");
    await staff.getByRole("button", { name: "Par formation" }).click();
    await expect(staff.getByRole("row", { name: new RegExp(day.formation.title) })).toContainText("33 %");

    // The 90-day evaluation is queued: not due at 89 days, sent at 91.
    const at = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();
    const key = `evaluations.cold:${day.enrollments[0]}`;
    const early = await fetch(`${baseURL}/_dev/jobs/run?as_of=${at(89)}&dedupe_key=${key}`, { method: "POST" });
    expect(await early.json()).toEqual({ ran: 0 });
    const due = await fetch(`${baseURL}/_dev/jobs/run?as_of=${at(91)}&dedupe_key=${key}`, { method: "POST" });
    expect(await due.json()).toEqual({ ran: 1 });
  });

  test("staff correct a half-day afterwards with a reason, kept in the history", async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const day = await sessionToday(baseURL!);
    const staff = await openPageInNewContext(browser, { viewport: DESK, baseURL });
    await signInAs(staff, baseURL!, day.admin);
    await staff.goto(`/emargement/${day.sessionId}`);
    await staff.getByRole("navigation", { name: "Demi-journées" }).getByRole("button").first().click();
    await staff.getByRole("button", { name: "Corriger Moussa Diallo" }).click();
    await staff.getByRole("radio", { name: "Absence excusée" }).check();
    await staff.getByRole("button", { name: "Enregistrer" }).click();
    await expect(staff.getByText("Indiquez la raison (3 caractères au moins).")).toBeVisible();
    await staff.getByLabel("Raison").fill("Justificatif reçu");
    await staff.getByRole("button", { name: "Enregistrer" }).click();
    await expect(staff.getByRole("heading", { name: "Historique des corrections" })).toBeVisible();
    await expect(
      staff.getByText(/Moussa Diallo, .*\s: Présence → Absence excusée \(«\sJustificatif reçu\s»\)/),
    ).toBeVisible();
  });

  test("the code on the trainer's screen rotates; signatures from far away or from another learner's phone are flagged to the trainer and staff", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const day = await sessionToday(baseURL!);
    const venue = { latitude: 5.3197, longitude: -4.0164 }; // Plateau, Abidjan

    // Staff place the venue on the attendance screen.
    const staff = await openPageInNewContext(browser, { viewport: DESK, baseURL });
    await signInAs(staff, baseURL!, day.admin);
    await staff.goto(`/emargement/${day.sessionId}`);
    await staff.getByLabel("Latitude du lieu").fill("5,3197");
    await staff.getByLabel("Longitude du lieu").fill("-4.0164");
    await staff.getByRole("button", { name: "Enregistrer la position du lieu" }).click();
    await expect(staff.getByText("Position du lieu enregistrée")).toBeVisible();

    const trainer = await phoneOf(browser, baseURL!, day.trainer);
    await trainer.goto(`/emargement/${day.sessionId}`);
    await expect(trainer.getByText(/Le code change toutes les 45 secondes/)).toBeVisible();
    const first = (await trainer.getByTestId("slot-code").textContent())!.trim();

    // Aïcha signs in the room; Moussa signs on Aïcha's phone (the same browser, so the same device id); Fatou signs
    // from Yamoussoukro, 200 km away, with a code relayed to her.
    const aicha = await phoneOf(browser, baseURL!, day.learners[0], { latitude: 5.3205, longitude: -4.017 });
    await aicha.goto(`/emarger?code=${first}`);
    await aicha.getByRole("button", { name: "Confirmer ma présence sans dessiner" }).click();
    await expect(aicha.getByRole("heading", { name: "Présence enregistrée" })).toBeVisible();
    expect(await aicha.getByRole("status").textContent()).not.toMatch(/vérifiera/);
    const phoneId = await aicha.evaluate(() => window.localStorage.getItem("emargement-appareil"));
    expect(phoneId).toMatch(/^web-[0-9a-f]{32}$/);
    const moussa = await phoneOf(browser, baseURL!, day.learners[1], venue);
    await moussa.addInitScript((id) => window.localStorage.setItem("emargement-appareil", id), phoneId!);
    await moussa.goto(`/emarger?code=${first}`);
    await moussa.getByRole("button", { name: "Confirmer ma présence sans dessiner" }).click();
    await expect(moussa.getByRole("heading", { name: "Présence enregistrée" })).toBeVisible();
    await expect(moussa.getByText(/Votre formateur vérifiera cet émargement \(même téléphone/)).toBeVisible();
    const fatou = await phoneOf(browser, baseURL!, day.learners[2], { latitude: 6.8276, longitude: -5.2893 });
    await fatou.goto(`/emarger?code=${first}`);
    await fatou.getByRole("button", { name: "Confirmer ma présence sans dessiner" }).click();
    await expect(
      fatou.getByText(/Votre formateur vérifiera cet émargement \(loin du lieu de formation\)/),
    ).toBeVisible();

    // The trainer sees the three flags (Aïcha's too: her phone signed for someone else).
    const flagged = trainer.getByRole("region", { name: /Émargements à vérifier/ });
    await expect(flagged).toContainText("Émargements à vérifier (3)", { timeout: 30_000 });
    await expect(flagged.getByTestId("flagged-attendance").filter({ hasText: "Fatou Ndiaye" })).toContainText(
      /loin du lieu de formation \(\d+(,\d)? km\)/,
    );
    await expect(flagged.getByTestId("flagged-attendance").filter({ hasText: "Moussa Diallo" })).toContainText(
      "même téléphone qu'un autre apprenant",
    );
    await expect(trainer.getByTestId("attendance-flag")).toHaveCount(3);
    // And so do staff.
    await staff.reload();
    await expect(staff.getByRole("region", { name: /Émargements à vérifier/ })).toContainText(
      "Émargements à vérifier (3)",
    );

    // 45 seconds on, the trainer's screen shows a new code without being touched.
    await expect
      .poll(async () => (await trainer.getByTestId("slot-code").textContent())!.trim(), { timeout: 70_000 })
      .not.toBe(first);
  });
});
