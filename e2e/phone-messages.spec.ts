import AxeBuilder from "@axe-core/playwright";
import { expect, signInAs, test } from "./fixtures";

/**
 * Issue 44 item 1 (decision 1008): in « Mon profil » a learner gives their mobile number, chooses SMS and/or WhatsApp
 * and consents; the number is read in their office's country, saved in E.164 with the consent, and kept.
 */
test("a learner saves their mobile number, channels and consent in « Mon profil », kept after a reload", async ({
  page,
  baseURL,
  user,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, baseURL!, user);
  await page.goto("/profil");
  const card = page.getByRole("form", { name: "Messages sur le téléphone" });
  await card.getByLabel("Numéro de mobile").fill("07 07 12 34 56");
  await card.getByLabel("Par WhatsApp").check();
  await card.getByRole("button", { name: "Enregistrer le numéro" }).click();
  await expect(card.getByText("Cochez l'accord pour recevoir ces messages.")).toBeVisible();
  await card.getByLabel("J'accepte").check();
  await card.getByRole("button", { name: "Enregistrer le numéro" }).click();
  await expect(page.getByText("Numéro enregistré")).toBeVisible();

  await page.reload();
  const saved = page.getByRole("form", { name: "Messages sur le téléphone" });
  await expect(saved.getByLabel("Numéro de mobile")).toHaveValue("+225 07 07 12 34 56");
  await expect(saved.getByLabel("Par SMS")).toBeChecked();
  await expect(saved.getByLabel("Par WhatsApp")).toBeChecked();
  await expect(saved.getByText(/Accord enregistré le .* \(Mon profil \(site\)\)/)).toBeVisible();

  const results = await new AxeBuilder({ page }).include("form[aria-label='Messages sur le téléphone']").analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
  expect(serious).toEqual([]);
});
