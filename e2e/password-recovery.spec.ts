import { expect, openPageInNewContext, test } from "./fixtures";

interface OutboxMail {
  to: string;
  subject: string;
  link: string;
}

async function recoveryLink(baseURL: string, email: string): Promise<string> {
  await expect
    .poll(async () =>
      ((await (await fetch(`${baseURL}/_dev/outbox`)).json()) as OutboxMail[]).some((mail) => mail.to === email),
    )
    .toBe(true);
  const outbox = (await (await fetch(`${baseURL}/_dev/outbox`)).json()) as OutboxMail[];
  return outbox.find((mail) => mail.to === email)!.link;
}

test("password recovery end to end: request, e-mailed link, new password, sign-in; the link works once", async ({
  page,
  baseURL,
  user,
}) => {
  test.setTimeout(60_000); // three browsers, two sign-ins and a mail job on a shared machine
  await page.goto("/mot-de-passe-oublie");
  await page.getByRole("main").getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Envoyer le lien de réinitialisation" }).click();
  await expect(page.getByRole("status")).toContainText(user.email);

  const link = await recoveryLink(baseURL!, user.email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reinitialiser-mot-de-passe/);
  const password = page.getByLabel("Nouveau mot de passe", { exact: true });
  await expect(password).toBeVisible({ timeout: 15_000 });

  await password.fill("court");
  await page.getByLabel("Confirmer le mot de passe", { exact: true }).fill("court");
  await page.getByRole("button", { name: "Enregistrer le nouveau mot de passe" }).click();
  await expect(
    page.getByText("Le mot de passe doit contenir au minimum 8 caractères, dont une majuscule et un chiffre."),
  ).toBeVisible();

  await password.fill("Nouveau2028");
  await page.getByLabel("Confirmer le mot de passe", { exact: true }).fill("Nouveau2029");
  await page.getByRole("button", { name: "Enregistrer le nouveau mot de passe" }).click();
  await expect(page.getByText("Les deux mots de passe ne correspondent pas.")).toBeVisible();

  await page.getByLabel("Confirmer le mot de passe", { exact: true }).fill("Nouveau2028");
  await page.getByRole("button", { name: "Enregistrer le nouveau mot de passe" }).click();
  await expect(page).toHaveURL(/\/tableau-de-bord$/, { timeout: 15_000 });
  await expect(page.getByText("Mot de passe modifié")).toBeVisible();

  // The new password signs in; the old one no longer does.
  const fresh = await openPageInNewContext(page.context().browser()!, { baseURL });
  await fresh.goto("/auth");
  await fresh.getByRole("tabpanel").getByLabel("Email").fill(user.email);
  await fresh.getByRole("tabpanel").getByLabel("Mot de passe", { exact: true }).fill("Nouveau2028");
  await fresh.getByRole("button", { name: "Se connecter" }).click();
  // Read from the next page (the toast's 1.5 s can pass between two polls on a loaded machine): a signed-in learner
  // lands in « Mes formations » (decision 1033).
  await expect(fresh).toHaveURL(/\/mes-formations$/, { timeout: 20_000 });
  await expect(fresh.getByRole("heading", { level: 1, name: "Mes formations" })).toBeVisible();
  await fresh.context().close();

  // The same link a second time: explained, with a way to ask for a new one.
  const second = await openPageInNewContext(page.context().browser()!, { baseURL });
  await second.goto(link);
  await expect(second.getByRole("alert")).toContainText("Ce lien de réinitialisation n'est plus valide");
  await second.getByRole("link", { name: "Demander un nouveau lien" }).click();
  await expect(second).toHaveURL("/mot-de-passe-oublie");
  await second.context().close();
});
