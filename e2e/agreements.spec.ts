import { DEMO_ANON_KEY, expect, openPageInNewContext, signInAs, test, type TestUser } from "./fixtures";
import { createSession, createUserWithRole, rest, uniqueName } from "./learner-fixtures";
import { pdfTextLines } from "../tests/integration/pdf-text";

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** An accepted quote for `seats` seats in a session: sent by staff, accepted by the client through its link. */
async function acceptedQuote(baseURL: string, staff: TestUser, company: string, sessionId: number) {
  const email = `conv-${company.replace(/\W+/g, "-").toLowerCase()}@example.com`;
  const [quote] = await rest<{ id: number }[]>(baseURL, "/rest/v1/quotes", {
    method: "POST",
    as: staff,
    body: {
      client_company: company,
      client_contact_name: "Aya Diallo",
      client_email: email,
      currency: "XOF",
      valid_until: "2030-12-31",
    },
  });
  await rest(baseURL, "/rest/v1/quote_lines", {
    method: "POST",
    as: staff,
    body: {
      quote_id: quote!.id,
      kind: "session_seats",
      session_id: sessionId,
      description: "Gestion de projet — places",
      quantity: 5,
      unit_price: 250000,
    },
  });
  const token = staff.session.access_token as string;
  const sent = await fetch(`${baseURL}/functions/v1/quote-send`, {
    method: "POST",
    headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ quote_id: quote!.id }),
  });
  expect(sent.status).toBe(200);
  let link = "";
  await expect(async () => {
    await fetch(`${baseURL}/_dev/jobs/run`, { method: "POST" });
    const outbox = (await (await fetch(`${baseURL}/_dev/outbox`)).json()) as OutboxMail[];
    link = /\/devis\/([A-Za-z0-9_-]{32})/.exec(outbox.find((mail) => mail.to === email)!.text)![1]!;
  }).toPass({ timeout: 15_000 });
  const accepted = await fetch(`${baseURL}/functions/v1/quote-response`, {
    method: "POST",
    headers: { apikey: DEMO_ANON_KEY, "content-type": "application/json" },
    body: JSON.stringify({ token: link, decision: "accept", name: "Aya Diallo", role: "DRH", confirmed: true }),
  });
  expect(accepted.status).toBe(200);
  return quote!.id;
}

/**
 * Issue 43 item 3 (decisions 0998, 0999): staff make the agreement from an accepted quote and send it; the client's
 * training manager signs it in « Espace entreprise »; staff countersign; the signed PDF names both parties, the
 * session, the price with its tax line, the schedule, and carries the audit trail.
 */
test("staff create an agreement from an accepted quote, the training manager signs it, staff countersign; the PDF says it all", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const staff = await createUserWithRole(baseURL!, "admin", "Admin Conventions");
  const manager = await createUserWithRole(baseURL!, "client", "Koffi Responsable");
  const company = uniqueName("Sotra");
  const [organisation] = await rest<{ id: string }[]>(baseURL!, "/rest/v1/organisations", {
    method: "POST",
    as: staff,
    body: {
      legal_name: company,
      registration_kind: "RCCM",
      registration_number: "CI-ABJ-2020-B-4321",
      tax_number: "CC 1234567 Z",
      billing_address: "Plateau, Abidjan",
      country: "Côte d'Ivoire",
      currency: "XOF",
    },
  });
  await rest(baseURL!, "/rest/v1/rpc/invite_organisation_member", {
    method: "POST",
    as: staff,
    body: { p_organisation: organisation!.id, p_email: manager.email, p_role: "training_manager" },
  });
  const sessionId = await createSession(baseURL!, 2, { capacity: 12 });
  const quoteId = await acceptedQuote(baseURL!, staff, company, sessionId);

  // Staff: « Créer la convention » on the accepted quote, then send it for signature.
  await signInAs(page, baseURL!, staff);
  await page.goto(`/gestion-devis/${quoteId}`);
  await page.getByLabel("Organisation cliente").selectOption({ label: company });
  await page.getByRole("button", { name: "Créer la convention" }).click();
  await expect(page).toHaveURL(/\/gestion-conventions\/\d+$/);
  const agreementId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByTestId("agreement-session")).toContainText("5 places");
  await page.getByLabel("Acompte (%)").fill("30");
  await page.getByLabel("Bon de commande").fill("BC-2030-12");
  await page.getByRole("button", { name: "Enregistrer les conditions" }).click();
  await expect(page.getByText("Conditions enregistrées.")).toBeVisible();
  await page.getByRole("button", { name: "Envoyer pour signature" }).click();
  await expect(page.getByRole("heading", { name: /^Convention CONV-\d{4}-\d{6}$/ })).toBeVisible();
  const number = (await page.getByRole("heading", { name: /^Convention CONV-/ }).textContent())!.replace(
    "Convention ",
    "",
  );

  // The training manager signs it in « Espace entreprise ».
  const managerPage = await openPageInNewContext(browser);
  await signInAs(managerPage, baseURL!, manager);
  await managerPage.goto("/espace-entreprise");
  await managerPage.getByTestId("company-agreement").filter({ hasText: number }).getByRole("link").click();
  await expect(managerPage.getByRole("heading", { name: `Convention ${number}` })).toBeVisible();
  await managerPage.getByLabel("Votre nom").fill("Koffi Yao");
  await managerPage.getByRole("checkbox", { name: /Je confirme être habilité/ }).check();
  await managerPage.getByRole("button", { name: "Signer la convention" }).click();
  await expect(managerPage.getByText("Vous avez signé la convention")).toBeVisible();

  // Staff countersign.
  await page.reload();
  await page.getByRole("button", { name: "Contresigner la convention" }).click();
  await expect(page.getByText("Signée", { exact: true }).first()).toBeVisible();

  // The manager downloads the signed PDF.
  await managerPage.reload();
  await expect(managerPage.getByText("Convention signée par les deux parties.")).toBeVisible();
  const download = managerPage.waitForEvent("download");
  await managerPage.getByRole("button", { name: "Télécharger la convention signée" }).click();
  expect((await download).suggestedFilename()).toBe(`convention-${number}-signee.pdf`);
  await managerPage.context().close();

  // The PDF's text, as the service reads it through the function.
  const pdf = await fetch(`${baseURL}/functions/v1/agreement?agreement_id=${agreementId}&format=pdf`, {
    headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${staff.session.access_token as string}` },
  });
  expect(pdf.status).toBe(200);
  const text = pdfTextLines(Buffer.from(await pdf.arrayBuffer())).join("\n");
  for (const expected of [
    number,
    company,
    "RCCM : CI-ABJ-2020-B-4321",
    "Places réservées : 5",
    "Total TTC",
    "Acompte de 30 %",
    "BC-2030-12",
    "Signé par Koffi Yao (Responsable formation)",
    "Convention signée par les deux parties.",
  ]) {
    expect(text).toContain(expected);
  }
});
