import AxeBuilder from "@axe-core/playwright";
import { readFile } from "node:fs/promises";
import { expect, signInAs, test } from "./fixtures";
import { createUserWithRole, enrol, rest } from "./learner-fixtures";

test.describe("certificates", () => {
  test("a completed training gives a PDF certificate whose public verification page confirms it", async ({
    page,
    baseURL,
  }) => {
    const admin = await createUserWithRole(baseURL!, "admin", "Admin Principal");
    const learner = await createUserWithRole(baseURL!, "client", "Fatou Ndiaye");
    await enrol(baseURL!, learner, 1, admin, "completed");

    await signInAs(page, baseURL!, learner);
    await page.goto("/certificats");
    await expect(page.getByRole("heading", { level: 1, name: "Mes certificats" })).toBeVisible();
    const card = page.getByTestId("certificate-card");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Leadership transformationnel pour dirigeants");
    const numero = (await card.locator(".font-mono").textContent())!.trim();
    expect(numero).toMatch(/^PA(-[0-9A-HJKMNP-TV-Z]{4}){4}$/); // Crockford base32, 80 random bits

    const downloading = page.waitForEvent("download");
    await card.getByRole("button", { name: /Télécharger le certificat/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`certificat-${numero}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(2000);

    await card.getByRole("link", { name: `Vérifier le certificat ${numero}` }).click();
    await expect(page).toHaveURL(`/certificats/verifier/${numero}`);
    await expect(page.getByRole("heading", { name: "Certificat authentique" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("Fatou Ndiaye");
    await expect(page.getByRole("status")).toContainText(numero);
  });

  test("a visitor checks a number: a forged one is refused, a genuine one typed in lower case is confirmed", async ({
    page,
    baseURL,
  }) => {
    const admin = await createUserWithRole(baseURL!, "admin");
    const learner = await createUserWithRole(baseURL!, "client", "Koffi Mensah");
    const enrollmentId = await enrol(baseURL!, learner, 6, admin, "completed");
    const [certificate] = await rest<{ number: string }[]>(
      baseURL!,
      `/rest/v1/certificates?enrollment_id=eq.${enrollmentId}&select=number`,
      { as: learner },
    );

    await page.goto("/certificats/verifier/PA-2026-999999-ABCD");
    await expect(page.getByRole("heading", { name: "Aucun certificat ne correspond à ce numéro" })).toBeVisible();
    await page.getByLabel("Numéro du certificat").fill(certificate.number.toLowerCase());
    await page.getByLabel("Numéro du certificat").press("Enter");
    await expect(page).toHaveURL(`/certificats/verifier/${certificate.number}`);
    await expect(page.getByRole("heading", { name: "Certificat authentique" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("Koffi Mensah");
  });

  test("a holder who gave no name is shown by initials on the public page, never by e-mail", async ({
    page,
    baseURL,
  }) => {
    const admin = await createUserWithRole(baseURL!, "admin");
    const learner = await createUserWithRole(baseURL!, "client");
    await rest(baseURL!, `/rest/v1/profiles?id=eq.${learner.id}`, {
      method: "PATCH",
      body: { full_name: null },
      as: learner,
    });
    const enrollmentId = await enrol(baseURL!, learner, 2, admin, "completed");
    const [certificate] = await rest<{ number: string }[]>(
      baseURL!,
      `/rest/v1/certificates?enrollment_id=eq.${enrollmentId}&select=number`,
      { as: learner },
    );

    await page.goto(`/certificats/verifier/${certificate.number}`);
    const result = page.getByRole("status");
    await expect(result).toContainText("Certificat authentique");
    await expect(result).toContainText(/Titulaire\s*[A-Z]\.( [A-Z]\.)?/);
    await expect(result).toContainText(/Validité\s*Valide/);
    await expect(result).not.toContainText("@");
    await expect(result).not.toContainText(learner.email);
  });

  test("a learner without a completed training sees an empty state that leads to their trainings", async ({
    page,
    baseURL,
    user,
  }) => {
    await signInAs(page, baseURL!, user);
    await page.goto("/certificats");
    await expect(page.getByText("Vous n'avez pas encore de certificat")).toBeVisible();
    await page.getByRole("link", { name: "Voir mes formations" }).click();
    await expect(page).toHaveURL("/mes-formations");
  });

  test("the verification page and the certificates list have no serious accessibility violation", async ({
    page,
    baseURL,
    user,
  }) => {
    const serious = async () =>
      (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()).violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
    await page.goto("/certificats/verifier/PA-2026-999999-ABCD");
    await expect(page.getByRole("heading", { name: "Aucun certificat ne correspond à ce numéro" })).toBeVisible();
    expect(await serious()).toEqual([]);
    await signInAs(page, baseURL!, user);
    await page.goto("/certificats");
    await expect(page.getByText("Vous n'avez pas encore de certificat")).toBeVisible();
    expect(await serious()).toEqual([]);
  });
});
