import { expect, openPageInNewContext, test } from "./fixtures";

/**
 * Issue 44 item 5 (decision 1021) on a 375 px phone: a visitor books the 15-minute call from the services' call to
 * action, a second visitor no longer sees that slot, and both the visitor and the consultant get the confirmation with
 * its invitation in the outbox.
 */
const phone = { viewport: { width: 375, height: 800 }, timezoneId: "Africa/Dakar", locale: "fr-FR" };
test.use(phone);

type Mail = { to: string; subject: string; text: string; attachments?: { filename: string; contentType: string }[] };

test("a visitor books a call, a second visitor sees the slot gone, both the visitor and the consultant are e-mailed", async ({
  page,
  baseURL,
  browser,
}) => {
  test.slow(); // two visitors and the jobs on a shared machine
  await page.goto("/services");
  // The services' call to action leads there.
  await expect(page.getByRole("link", { name: "Réserver un premier échange" }).first()).toHaveAttribute(
    "href",
    "/rendez-vous",
  );
  await page.goto("/rendez-vous");
  await expect(page.getByRole("heading", { level: 1, name: /premier échange de 15 minutes/ })).toBeVisible({
    timeout: 20_000,
  });

  // A browser in Dakar is offered the Dakar office first.
  await expect(page.getByRole("radio", { name: "Dakar" })).toBeChecked();
  const group = page.getByRole("radiogroup", { name: "Créneaux disponibles" });
  const first = group.getByRole("radio").first();
  const slotName = (await first.getAttribute("aria-label"))!;
  expect(slotName).toMatch(/^[A-Z][a-zé]+ \d{1,2} [a-zéû]+ à \d\d h \d\d$/);
  // The slots are a keyboard group: focus, Space picks the time.
  await first.focus();
  await page.keyboard.press("Space");
  await expect(first).toBeChecked();
  const visitor = `visiteur-${Date.now()}@example.com`;
  await page.getByLabel(/Nom complet/).fill("Ana Diallo");
  await page.getByLabel(/E-mail/).fill(visitor);
  await page.getByLabel(/Téléphone/).fill("77 123 45 67");
  await page.getByLabel(/Sujet de l'échange/).fill("Mettre en place un bureau de projets");
  // The SMS box (decision 1066): unticked until the visitor ticks it; the booking goes through with it ticked.
  const sms = page.getByRole("checkbox", { name: "Recevoir la confirmation et les rappels de ce rendez-vous par SMS" });
  await expect(sms).not.toBeChecked();
  await sms.check();
  await page.getByRole("button", { name: "Réserver ce créneau" }).click();
  await expect(page.getByRole("heading", { name: "Votre premier échange est réservé" })).toBeVisible();
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // A second visitor: the slot is gone.
  const second = await openPageInNewContext(browser, { ...phone, baseURL });
  await second.goto("/rendez-vous");
  await expect(second.getByRole("radio", { name: "Dakar" })).toBeChecked();
  const secondGroup = second.getByRole("radiogroup", { name: "Créneaux disponibles" });
  await expect(secondGroup.getByRole("radio").first()).toBeVisible();
  await expect(secondGroup.getByRole("radio", { name: slotName, exact: true })).toHaveCount(0);
  await second.context().close();

  // Both confirmations, each with the invitation.
  let mails: Mail[] = [];
  await expect
    .poll(async () => {
      await fetch(`${baseURL}/_dev/jobs/run`, { method: "POST" });
      mails = (await (await fetch(`${baseURL}/_dev/outbox`)).json()) as Mail[];
      return mails.filter((mail) => mail.to === visitor || mail.text.includes(visitor)).length;
    })
    .toBeGreaterThanOrEqual(2);
  const toVisitor = mails.find((mail) => mail.to === visitor)!;
  expect(toVisitor.subject).toBe("Votre premier échange de 15 minutes est réservé");
  expect(toVisitor.text).toMatch(/\/rendez-vous\/gerer\/[0-9a-f]{64}/);
  expect(toVisitor.attachments?.[0]).toMatchObject({ filename: "invitation.ics" });
  const toConsultant = mails.find(
    (mail) => mail.to === "moussa.diop@pontatlantique-conseil.example" && mail.text.includes(visitor),
  )!;
  expect(toConsultant.subject).toMatch(/Ana Diallo/);
  expect(toConsultant.attachments?.[0]?.contentType).toMatch(/method=REQUEST/);
});
