import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./fixtures";

async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${label} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`,
    );
}

test.describe("login gate", () => {
  for (const path of ["/mes-formations", "/profil", "/reseau", "/tableau-de-bord"]) {
    test(`${path} sends a signed-out visitor to /auth, to come back after signing in`, async ({ page }) => {
      await page.goto(path);
      // Generous: the first request of a run also pays for the server compressing the supabase-js chunk.
      await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(path)}`, { timeout: 20_000 });
      await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
    });
  }
});

test.describe("signed-in area", () => {
  test.beforeEach(async ({ page, baseURL, user }) => {
    await signInAs(page, baseURL!, user);
  });

  test("dashboard greets by name; the sidebar shows the client menu and the user card", async ({ page, user }) => {
    await page.goto("/tableau-de-bord");
    await expect(page.getByRole("heading", { level: 1, name: `Bonjour, ${user.fullName}` })).toBeVisible();
    const sidebar = page.getByTestId("sidebar");
    await expect(sidebar.getByTestId("sidebar-user-name")).toHaveText(user.fullName);
    await expect(sidebar.getByText("AK", { exact: true })).toBeVisible();
    await expect(sidebar.getByText("Client", { exact: true })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Mes formations" })).toHaveAttribute("href", "/mes-formations");
    await expect(sidebar.getByRole("link", { name: "Réseau" })).toHaveAttribute("href", "/reseau");
    await expect(sidebar.getByRole("link", { name: "Certificats" })).toHaveAttribute("href", "/certificats");
    await expect(page.getByText("Prochaines sessions")).toBeVisible();
  });

  test("my trainings shows the empty state linking to the catalogue", async ({ page }) => {
    await page.goto("/mes-formations");
    await expect(page.getByRole("heading", { level: 1, name: "Mes formations" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Découvrir nos formations" })).toHaveAttribute("href", "/formations");
  });

  test("profile changes are saved and survive a reload", async ({ page }) => {
    await page.goto("/profil");
    await page.getByLabel("Poste").fill("Directrice de programme");
    await page.getByLabel("Pays").fill("Sénégal");
    await page.getByLabel("Nom complet").fill("Awa Koné Diallo");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(page.getByText("Profil mis à jour")).toBeVisible();
    await expect(page.getByText("Vos informations ont été enregistrées avec succès")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Poste")).toHaveValue("Directrice de programme");
    await expect(page.getByLabel("Pays")).toHaveValue("Sénégal");
    await expect(page.getByTestId("profile-name")).toHaveText("Awa Koné Diallo");
    await expect(page.getByTestId("sidebar-user-name")).toHaveText("Awa Koné Diallo");
  });

  test("network placeholder acknowledges its buttons", async ({ page }) => {
    await page.goto("/reseau");
    await expect(page.getByText("Fonctionnalité en cours de développement")).toBeVisible();
    await page.getByRole("button", { name: "Inviter" }).click();
    await expect(page.getByText("Invitations bientôt disponibles")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Discussions" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
  });

  test("Ctrl+B collapses the sidebar to 3rem and the cookie keeps it collapsed after a reload", async ({
    page,
    context,
  }) => {
    await page.goto("/mes-formations");
    const sidebar = page.getByTestId("sidebar");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar:state");
    expect(cookie?.value).toBe("false");
    expect(cookie?.path).toBe("/");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(604800 - 60);
    await page.reload();
    await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "collapsed");
    await page.getByRole("button", { name: "Développer le menu" }).click();
    await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "expanded");
  });

  test("the dark-mode switch survives a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/profil");
    const toggle = page.getByRole("switch", { name: "Mode sombre" });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("switch", { name: "Mode sombre" })).toBeChecked();
  });

  test("signed-in screens have no serious accessibility violation, expanded, collapsed and dark", async ({ page }) => {
    test.setTimeout(90_000);
    const problems: string[] = [];
    for (const path of ["/tableau-de-bord", "/mes-formations", "/profil", "/reseau"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      problems.push(...(await seriousViolations(page, path)));
    }
    await page.keyboard.press("Control+b");
    await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "collapsed");
    problems.push(...(await seriousViolations(page, "collapsed")));
    await page.getByRole("switch", { name: "Mode sombre" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    problems.push(...(await seriousViolations(page, "dark")));
    expect(problems, problems.join("\n")).toEqual([]);
  });

  test("on a phone the sidebar is a slide-over panel opened by a button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/tableau-de-bord");
    await expect(page.getByTestId("sidebar")).toHaveCount(0);
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const panel = page.getByTestId("sidebar-mobile");
    await expect(panel).toBeVisible();
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(288);
    await panel.getByRole("link", { name: "Mes formations" }).click();
    await expect(page).toHaveURL(/\/mes-formations$/);
    await expect(panel).toBeHidden();
  });
});

test("'Déconnexion' signs out, goes home, and the gate applies again", async ({ page, user }) => {
  // Signed in through the form (not signInAs, whose init script would restore the session on every load).
  await page.goto("/auth");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("tabpanel").getByLabel("Email").fill(user.email);
  await page.getByRole("tabpanel").getByLabel("Mot de passe", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/mes-formations$/);
  await page.goto("/tableau-de-bord");
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith("-auth-token")))).toEqual([]);
  await page.goto("/profil");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofil$/);
});
