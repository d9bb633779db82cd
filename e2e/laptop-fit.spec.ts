import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, signInAs, test } from "./fixtures";
import { createUserWithRole, enrol } from "./learner-fixtures";

// Issue 48 item 4: on a 1 280 px laptop with the sidebar open, no page of the back office is wider than the screen
// (« Paiements » was 1 440 px, its actions cut off). Every signed-in page without a parameter, as an admin, with rows
// in the tables (long names, a pending and a confirmed enrollment). The 375 px check is no-sideways-scroll.spec.ts.
test.use({ viewport: { width: 1280, height: 800 } });

const manifest = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../common/route-manifest.generated.json"), "utf8"),
) as { routes: { path: string; access: string; params: string[] }[] };
const pages = manifest.routes
  .filter((route) => route.access === "signed-in" && route.params.length === 0)
  .map((route) => route.path)
  .filter((url) => url !== "/paiement/retour"); // needs a payment attempt of the visitor's own

test("no back-office page is wider than a 1 280 px laptop with the sidebar open", async ({ page, baseURL }) => {
  test.setTimeout(300_000); // some forty pages, each loaded to network idle, on a shared machine
  const admin = await createUserWithRole(baseURL!, "admin", "Administratrice Au Nom Particulièrement Long");
  const learner = await createUserWithRole(baseURL!, "client", "Apprenante Au Nom Vraiment Très Long Pour La Table");
  await enrol(baseURL!, learner, 22, admin, "confirmed");
  await enrol(baseURL!, learner, 6, admin, "pending");
  await signInAs(page, baseURL!, admin);

  const tooWide: string[] = [];
  for (const url of pages) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState("networkidle");
    // The sidebar is open: its entries show their names, not icons alone.
    await expect(page.getByRole("navigation", { name: "Menu de l'espace personnel" })).toContainText("Paiements");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 1280) tooWide.push(`${url}: ${width}px`);
    if (url === "/paiements") {
      // The row's actions are in view, not cut at the right edge.
      const action = page.getByRole("button", { name: /Confirmer sans paiement/ }).first();
      await expect(action).toBeVisible();
      const box = (await action.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      await page.screenshot({ path: test.info().outputPath("paiements-1280.png"), fullPage: false });
    }
  }
  expect(tooWide, "pages wider than 1 280 px").toEqual([]);
});
