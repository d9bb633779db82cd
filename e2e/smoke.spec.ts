import { expect, test } from "./fixtures";

// The foundation's smoke test: the started site serves the catalogue from the local backend. Other specs add
// formations of their own to the same database, so this one checks the 30 demo formations are there, not that nothing else is.
const DEMO_FORMATION_IDS = Array.from({ length: 30 }, (_, index) => index + 1);

test("the catalogue shows the 30 demo formations read from the backend, one card per formation returned", async ({
  page,
}) => {
  const catalogueCall = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/rest/v1/formations" && response.request().method() === "GET",
  );
  // Three pages of 12 cards (decision 1074): as many as the catalogue's first read returns.
  await page.goto("/formations?page=3");
  // The formation grid is an island that reads the backend once it is in view (decision 0802).
  await page.getByTestId("formation-card").first().scrollIntoViewIfNeeded();
  const response = await catalogueCall;
  expect(response.status()).toBe(200);
  const rows = (await response.json()) as { id: number; title: string }[];
  expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining(DEMO_FORMATION_IDS));

  const formationLinks = page.locator('a[href^="/formations/"]').filter({ hasText: "Découvrir" });
  await expect(formationLinks).toHaveCount(rows.length);
  const last = rows.find((row) => row.id === 30)!;
  await expect(page.getByText(last.title).first()).toBeVisible();
});

test("the server answers / and the REST API on one origin", async ({ request }) => {
  const home = await request.get("/");
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain('lang="fr"');
  const config = await (await request.get("/runtime-config.json")).json();
  const api = await request.get("/rest/v1/formations?select=id", { headers: { apikey: config.supabaseAnonKey } });
  expect(api.status()).toBe(200);
  const ids = ((await api.json()) as { id: number }[]).map((row) => row.id);
  expect(ids).toEqual(expect.arrayContaining(DEMO_FORMATION_IDS));
});
