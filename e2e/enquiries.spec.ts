import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { DEV_SERVICE_ROLE_KEY } from "../server/src/config/defaults";
import { createUser, expect, openPageInNewContext, signInAs, test, type TestUser } from "./fixtures";

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
}

const NOTIFY_EMAIL = "contact@pontatlantique-conseil.example";

/** Promotes an account the way `npm run admin:create` does (service-role key). */
async function createAdmin(baseURL: string): Promise<TestUser> {
  const admin = await createUser(baseURL, { fullName: "Admin Demandes" });
  const response = await fetch(`${baseURL}/rest/v1/rpc/set_user_role`, {
    method: "POST",
    headers: {
      apikey: DEV_SERVICE_ROLE_KEY,
      authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({ target_user: admin.id, new_role: "admin" }),
  });
  if (!response.ok) throw new Error(`set_user_role failed: ${response.status}`);
  return admin;
}

/** Runs the due jobs (the e-mails are queued by the database) and reads the local outbox. */
async function mailsTo(baseURL: string, address: string): Promise<OutboxMail[]> {
  await fetch(`${baseURL}/_dev/jobs/run`, { method: "POST" });
  const outbox = (await (await fetch(`${baseURL}/_dev/outbox`)).json()) as OutboxMail[];
  return outbox.filter((mail) => mail.to === address);
}

async function openEnquiry(page: Page, search: string) {
  await page.goto(`/demandes?statut=toutes&q=${encodeURIComponent(search)}`);
  const row = page.getByTestId("enquiry-row");
  await expect(row).toHaveCount(1);
  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Demande" })).toBeVisible();
}

test.describe("enquiries reach the firm", () => {
  test("a contact message is stored, managed in /demandes, notified to the firm and acknowledged to the visitor", async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(120_000); // two browsers, an axe run and the mail jobs on a shared machine
    const tag = randomUUID().slice(0, 8);
    const email = `visiteur-${tag}@example.com`;
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Formulaire de contact" });
    await form.getByLabel(/Nom complet/).fill(`Aïssatou Diallo ${tag}`);
    await form.getByLabel(/Adresse email/).fill(email);
    await form.getByLabel(/Sujet/).fill("Formation <script>alert(1)</script>");
    await form.getByLabel(/^Message/).fill('=HYPERLINK("http://evil.example")\nNous sommes 12 à Thiès.');
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Formulaire envoyé avec succès")).toBeVisible();
    await expect(form.getByLabel(/Nom complet/)).toHaveValue("");

    const admin = await createAdmin(baseURL!);
    const adminPage = await openPageInNewContext(browser);
    await signInAs(adminPage, baseURL!, admin);
    await adminPage.goto("/tableau-de-bord");
    await expect(adminPage.getByTestId("unread-enquiries")).toBeVisible();
    await expect(adminPage.getByRole("link", { name: /^Demandes \d+$/ })).toBeVisible();

    await openEnquiry(adminPage, tag);
    await expect(adminPage.getByText(`Aïssatou Diallo ${tag}`)).toBeVisible();
    await expect(adminPage.getByText("Formation <script>alert(1)</script>")).toBeVisible();
    await expect(adminPage.getByTestId("enquiry-message")).toContainText('=HYPERLINK("http://evil.example")');
    const axe = await new AxeBuilder({ page: adminPage })
      .include("main")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(
      axe.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((v) => v.id),
    ).toEqual([]);

    await adminPage.getByLabel("Statut").selectOption("en_cours");
    await expect(adminPage.getByText("Statut mis à jour")).toBeVisible();
    await expect(
      adminPage.getByTestId("enquiry-event").filter({ hasText: "Statut : Nouvelle → En cours" }),
    ).toContainText("Admin Demandes");
    await adminPage.getByLabel("Note interne", { exact: true }).fill("Rappeler lundi");
    await adminPage.getByRole("button", { name: "Ajouter la note" }).click();
    await expect(adminPage.getByTestId("enquiry-event").filter({ hasText: "Rappeler lundi" })).toBeVisible();

    await adminPage.goto(`/demandes?q=${tag}`);
    await expect(adminPage.getByTestId("enquiry-row")).toContainText("En cours");
    await expect(adminPage.getByTestId("enquiry-row")).not.toContainText("Non lue");

    await expect.poll(async () => (await mailsTo(baseURL!, email)).length, { timeout: 15_000 }).toBe(1);
    const [ack] = await mailsTo(baseURL!, email);
    expect(ack.subject).toBe("Nous avons bien reçu votre demande");
    expect(ack.html).not.toContain("<script>alert(1)</script>");
    const notifications = (await mailsTo(baseURL!, NOTIFY_EMAIL)).filter((mail) => mail.subject.includes(tag));
    expect(notifications).toHaveLength(1);
    expect(notifications[0].html).toContain("&lt;script&gt;");
    await adminPage.context().close();
  });

  test("a job application's PDF CV is downloaded by the admin", async ({ page, baseURL, browser }) => {
    test.setTimeout(90_000);
    const tag = randomUUID().slice(0, 8);
    const pdf = Buffer.from(`%PDF-1.4\n% CV ${tag}\n%%EOF\n`);
    await page.goto("/carrieres");
    const form = page.getByRole("form", { name: "Candidature spontanée" });
    await form.getByLabel(/Nom complet/).fill(`Moussa Camara ${tag}`);
    await form.getByLabel(/Adresse email/).fill(`moussa-${tag}@example.com`);
    await form.getByLabel(/Poste recherché/).fill("Consultant(e) en gestion de projet");
    await form.getByLabel(/^Message/).fill("Dix ans d'expérience en gestion de projet.");
    await form
      .getByLabel("CV (PDF, DOC ou DOCX, 5 Mo maximum)")
      .setInputFiles({ name: "cv-moussa.pdf", mimeType: "application/pdf", buffer: pdf });
    await form.getByRole("button", { name: "Envoyer ma candidature" }).click();
    await expect(page.getByText("Candidature envoyée avec succès")).toBeVisible();

    const admin = await createAdmin(baseURL!);
    const adminPage = await openPageInNewContext(browser, { acceptDownloads: true });
    await signInAs(adminPage, baseURL!, admin);
    await openEnquiry(adminPage, tag);
    await expect(adminPage.getByText("cv-moussa.pdf")).toBeVisible();
    const downloading = adminPage.waitForEvent("download");
    await adminPage.getByRole("button", { name: "Télécharger le CV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("cv-moussa.pdf");
    expect(await readFile((await download.path())!)).toEqual(pdf);
    await adminPage.context().close();
  });

  test("a fake PDF (an executable renamed) is refused and the application keeps what was typed", async ({ page }) => {
    await page.goto("/carrieres");
    const form = page.getByRole("form", { name: "Candidature spontanée" });
    await form.getByLabel(/Nom complet/).fill("Robot Malin");
    await form.getByLabel(/Adresse email/).fill("robot@example.com");
    await form.getByLabel(/Poste recherché/).fill("Consultant");
    await form.getByLabel(/^Message/).fill("Voici mon CV.");
    await form.getByLabel("CV (PDF, DOC ou DOCX, 5 Mo maximum)").setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("MZ\x90\x00this is not a pdf"),
    });
    await form.getByRole("button", { name: "Envoyer ma candidature" }).click();
    await expect(form.getByRole("alert")).toContainText("Le CV a été refusé");
    await expect(form.getByLabel(/Nom complet/)).toHaveValue("Robot Malin");
  });

  test("a newsletter subscription is confirmed by its link, then unsubscribed", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const email = `lecteur-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto("/a-propos");
    const form = page.getByRole("form", { name: "Inscription à la newsletter" });
    await form.getByLabel("Adresse email pour la newsletter").fill(email);
    await form.getByRole("button", { name: "S'inscrire" }).click();
    await expect(page.getByText("Confirmez votre inscription")).toBeVisible();

    await expect.poll(async () => (await mailsTo(baseURL!, email)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await mailsTo(baseURL!, email);
    const links = [
      ...mail.text.matchAll(/https?:\/\/\S+\/newsletter\/(?:confirmation|desinscription)\?token=[^\s)]+/g),
    ].map((match) => new URL(match[0]));
    const confirm = links.find((url) => url.pathname === "/newsletter/confirmation")!;
    const unsubscribe = links.find((url) => url.pathname === "/newsletter/desinscription")!;

    await page.goto(confirm.pathname + confirm.search);
    await expect(page.getByText("Votre inscription est confirmée")).toBeVisible();
    await expect(page).toHaveURL(/\/newsletter\/confirmation$/);

    await page.goto(unsubscribe.pathname + unsubscribe.search);
    await expect(page.getByText("Vous êtes désinscrit")).toBeVisible();
  });

  test("the CSV export opens with its accents intact and visitor formulas neutralised", async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(90_000);
    const tag = randomUUID().slice(0, 8);
    await page.goto(`/devis?formation=1`);
    const form = page.getByRole("form", { name: "Demande de devis" });
    await expect(form.getByRole("checkbox", { name: "Leadership transformationnel pour dirigeants" })).toBeChecked();
    await form.getByLabel(/Nom complet/).fill(`Éric Côté ${tag}`);
    await form.getByLabel(/Adresse email/).fill(`eric-${tag}@example.com`);
    await form.getByLabel(/^Organisation/).fill("=1+1 Société Générale");
    await form.getByLabel(/Nombre de participants/).fill("12");
    await form.getByLabel(/Ville de la formation/).fill("Thiès");
    await form.getByLabel(/Dates ou période/).fill("Février 2027");
    await form.getByRole("button", { name: "Demander un devis" }).click();
    await expect(page.getByText("Demande de devis envoyée")).toBeVisible();

    const admin = await createAdmin(baseURL!);
    const adminPage = await openPageInNewContext(browser, { acceptDownloads: true });
    await signInAs(adminPage, baseURL!, admin);
    await adminPage.goto(`/demandes?q=${tag}`);
    await expect(adminPage.getByTestId("enquiry-row")).toHaveCount(1);
    const downloading = adminPage.waitForEvent("download");
    await adminPage.getByRole("button", { name: "Exporter en CSV" }).click();
    const bytes = await readFile((await (await downloading).path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(3));
    expect(text.split("\r\n")[0]).toContain("Reçue le (UTC);Type;Statut;Nom");
    expect(text).toContain(`Éric Côté ${tag}`);
    expect(text).toMatch(/Ville\s: Thiès/);
    expect(text).toContain("'=1+1 Société Générale");
    await adminPage.context().close();
  });
});
