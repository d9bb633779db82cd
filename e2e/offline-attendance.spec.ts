import { DEMO_ANON_KEY, expect, openPageInNewContext, signInAs, test } from "./fixtures";
import { createFormation, createUserWithRole, rest } from "./learner-fixtures";

const PHONE = { width: 375, height: 800 };
const MINUTE = 60_000;
const iso = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

/**
 * Issue 44 item 3 (decisions 1017–1018): the learner's space installed on a phone opens without a network, a signature
 * made offline is kept and sent when the network returns, and a stolen code replayed after its half-day is refused.
 */
test("offline: the installed app opens the convocation, signs the half-day, and the signature arrives when the network returns", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const admin = await createUserWithRole(baseURL!, "admin");
  const trainer = await createUserWithRole(baseURL!, "trainer", "Mariama Formatrice");
  const learner = await createUserWithRole(baseURL!, "client", "Awa Hors Ligne");
  const thief = await createUserWithRole(baseURL!, "client", "Yao Absent");
  const formation = await createFormation(baseURL!);
  const today = new Date().toISOString().slice(0, 10);
  const [session] = await rest<{ id: number }[]>(baseURL!, "/rest/v1/course_sessions", {
    method: "POST",
    as: "service",
    body: {
      formation_id: formation.id,
      starts_on: today,
      ends_on: today,
      city: "Dakar",
      venue: "Immeuble Kébé, Plateau",
      capacity: 10,
      trainer_id: trainer.id,
    },
  });
  const [morning, afternoon] = (
    await rest<{ id: number }[]>(baseURL!, `/rest/v1/session_slots?session_id=eq.${session.id}&select=id&order=id`, {
      as: admin,
    })
  ).map((slot) => slot.id);
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
  for (const person of [learner, thief]) {
    await rest(baseURL!, "/rest/v1/enrollments", {
      method: "POST",
      as: "service",
      body: {
        formation_id: formation.id,
        session_id: session.id,
        user_id: person.id,
        payment_method: "virement",
        status: "confirmed",
      },
    });
  }

  // Online, the learner opens their space: the app is installable and its service worker takes over.
  const phone = await openPageInNewContext(browser, { viewport: PHONE, baseURL });
  await signInAs(phone, baseURL!, learner);
  await phone.goto("/mes-formations");
  await expect(phone.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const manifest = (await (await phone.request.get("/manifest.webmanifest")).json()) as {
    name: string;
    lang: string;
    start_url: string;
    icons: { src: string }[];
  };
  expect(manifest).toMatchObject({ lang: "fr", start_url: "/mes-formations" });
  for (const icon of manifest.icons) expect((await phone.request.get(icon.src)).ok()).toBe(true);
  await phone.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => phone.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // What the learner sees is kept: « Mes formations », the convocation, the attendance page and its timetable.
  await phone.reload();
  await expect(phone.getByText(formation.title).first()).toBeVisible();
  const online = phone.waitForEvent("download");
  await phone.getByRole("button", { name: "Convocation (PDF)" }).click();
  await online;
  await phone.goto("/emarger");
  await expect(phone.getByText("Immeuble Kébé, Plateau, Dakar").first()).toBeVisible();
  const code = (
    await rest<{ code: string }[]>(baseURL!, "/rest/v1/rpc/slot_code", {
      method: "POST",
      as: trainer,
      body: { p_slot: afternoon },
    })
  )[0].code;

  // The room's connection drops. The installed app still opens the convocation.
  await phone.context().setOffline(true);
  await phone.goto("/mes-formations");
  await expect(phone.getByText(formation.title).first()).toBeVisible();
  const offline = phone.waitForEvent("download");
  await phone.getByRole("button", { name: "Convocation (PDF)" }).click();
  expect((await offline).suggestedFilename()).toMatch(/^convocation-inscription-\d+\.pdf$/);

  // The learner types the code on screen and signs the current half-day: kept on the phone.
  await phone.goto(`/emarger?code=${code}`);
  await expect(phone.getByText("Immeuble Kébé, Plateau, Dakar").first()).toBeVisible();
  await phone.getByRole("button", { name: "Confirmer ma présence sans dessiner" }).click();
  await expect(phone.getByRole("heading", { name: "Signature gardée sur ce téléphone" })).toBeVisible();
  const marks = () =>
    rest<{ status: string; signed_at: string | null; recorded_at: string }[]>(
      baseURL!,
      `/rest/v1/attendance?slot_id=eq.${afternoon}&select=status,signed_at,recorded_at`,
      { as: admin },
    );
  expect(await marks()).toEqual([]);

  // The network returns: the signature arrives and is accepted, with both times kept.
  await phone.context().setOffline(false);
  await expect(phone.getByRole("heading", { name: "Présence enregistrée" })).toBeVisible({ timeout: 15_000 });
  const [mark] = await marks();
  expect(mark.status).toBe("present");
  expect(Date.parse(mark.recorded_at)).toBeGreaterThanOrEqual(Date.parse(mark.signed_at!));

  // Someone who was not there replays a stolen code of the morning after it ended: refused, in French.
  const morningCode = (
    await rest<{ code: string }[]>(baseURL!, "/rest/v1/rpc/slot_code", {
      method: "POST",
      as: trainer,
      body: { p_slot: morning },
    })
  )[0].code;
  const replay = async (signedAt: string) => {
    const response = await fetch(`${baseURL}/rest/v1/rpc/sign_attendance_offline`, {
      method: "POST",
      headers: {
        apikey: DEMO_ANON_KEY,
        authorization: `Bearer ${thief.session.access_token as string}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        p_slot: morning,
        p_code: morningCode,
        p_signed_at: signedAt,
        p_sent_at: new Date().toISOString(),
        p_ref: crypto.randomUUID(),
      }),
    });
    return { status: response.status, body: (await response.json()) as { message: string } };
  };
  const afterWindow = await replay(new Date().toISOString());
  expect(afterWindow.status).toBeGreaterThanOrEqual(400);
  expect(afterWindow.body.message).toBe("Signature faite hors de la demi-journée : l'émargement est refusé.");
  // Claiming a time inside the morning does not help: that code was not on the screen then.
  const forged = await replay(iso(-200));
  expect(forged.status).toBeGreaterThanOrEqual(400);
  expect(forged.body.message).toMatch(/^Ce code n'était pas celui de cette demi-journée/);
  expect(
    await rest(baseURL!, `/rest/v1/attendance?slot_id=eq.${morning}&user_id=eq.${thief.id}&select=id`, { as: admin }),
  ).toEqual([]);
});

/** Issue 46 item 3 (decision 1056): the back office, opened once online, reloads its shell offline and says why. */
test("offline: the back office reloads its shell with a French offline message in the content area", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await createUserWithRole(baseURL!, "admin");
  const phone = await openPageInNewContext(browser, { viewport: PHONE, baseURL });
  await signInAs(phone, baseURL!, admin);
  await phone.goto("/gestion-formations");
  const heading = phone.getByRole("heading", { level: 1, name: "Gestion des formations" });
  await expect(heading).toBeVisible();
  await phone.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => phone.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await phone.reload();
  await expect(heading).toBeVisible();
  const offlineNotice = phone.getByRole("status").filter({ hasText: "Vous êtes hors ligne." });
  await expect(offlineNotice).toHaveCount(0);

  await phone.context().setOffline(true);
  await phone.reload();
  await expect(heading).toBeVisible();
  await expect(phone.locator("main").getByRole("status").filter({ hasText: "Vous êtes hors ligne." })).toBeVisible();
  await phone.context().setOffline(false);
  await expect(offlineNotice).toHaveCount(0);
});
