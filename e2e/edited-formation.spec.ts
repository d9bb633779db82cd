import { EDITED_DEMO_FORMATION, expect, test } from "./fixtures";
import { rest } from "./learner-fixtures";

// Read by no other spec: its prerendered page is the one this spec makes outdated.
const FORMATION = EDITED_DEMO_FORMATION;

test("a formation staff edited is shown as the database has it, not as it was prerendered", async ({
  page,
  baseURL,
}) => {
  const [before] = await rest<{ title: string }[]>(baseURL!, `/rest/v1/formations?id=eq.${FORMATION}&select=title`);
  const edited = `${before!.title} (édition ${Date.now()})`;
  await rest(baseURL!, `/rest/v1/formations?id=eq.${FORMATION}`, {
    method: "PATCH",
    as: "service",
    body: { title: edited },
  });
  try {
    await page.goto(`/formations/${FORMATION}`);
    await expect(page.getByRole("heading", { level: 1, name: edited })).toBeVisible();
  } finally {
    await rest(baseURL!, `/rest/v1/formations?id=eq.${FORMATION}`, {
      method: "PATCH",
      as: "service",
      body: { title: before!.title },
    });
  }
});
