import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";

/** The Supabase CLI's well-known local anon key, which the local backend accepts by default. */
export const DEMO_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

export interface TestUser {
  email: string;
  password: string;
  fullName: string;
  company: string;
  id: string;
  session: Record<string, unknown>;
}

/** Creates a fresh account through the real auth API (no UI), so each test owns its user. */
export async function createUser(
  baseURL: string,
  overrides: Partial<Pick<TestUser, "fullName" | "company">> = {},
): Promise<TestUser> {
  const email = `e2e-${randomUUID()}@example.com`;
  const password = "Formation2027";
  const fullName = overrides.fullName ?? "Awa Koné";
  const company = overrides.company ?? "Orange CI";
  const response = await fetch(`${baseURL}/auth/v1/signup`, {
    method: "POST",
    headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${DEMO_ANON_KEY}`, "content-type": "application/json" },
    body: JSON.stringify({ email, password, data: { full_name: fullName, company } }),
  });
  if (!response.ok) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as Record<string, unknown> & { user: { id: string } };
  return { email, password, fullName, company, id: session.user.id, session };
}

/** Puts the user's session where supabase-js looks for it (storage key sb-<host label>-auth-token). */
export async function signInAs(page: Page, baseURL: string, user: TestUser): Promise<void> {
  const key = `sb-${new URL(baseURL).hostname.split(".")[0]}-auth-token`;
  await page.addInitScript(([storageKey, value]) => window.localStorage.setItem(storageKey, value), [
    key,
    JSON.stringify(user.session),
  ] as const);
}

/**
 * Prerendered pages paint before their JavaScript is even requested (docs/decisions/0601), so the load event no
 * longer means "hydrated": every goto also waits until root.tsx has marked <html data-hydrated>.
 */
async function waitForHydration(page: Page): Promise<void> {
  await page
    .locator("html[data-hydrated]")
    .waitFor({ state: "attached", timeout: 15_000 })
    .catch(() => undefined); // a page that never hydrates fails on its own assertions, with a clearer message
}

function gotoWaitsForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  return page;
}

/**
 * A second person in the same test (an admin beside the visitor, a fresh browser for a second sign-in): a page in its
 * own context whose goto waits for hydration like the `page` fixture's. Close it with `page.context().close()`.
 */
export async function openPageInNewContext(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  return gotoWaitsForHydration(await context.newPage());
}

export const test = base.extend<{ user: TestUser }>({
  page: async ({ page }, use) => {
    await use(gotoWaitsForHydration(page));
  },
  user: async ({ baseURL }, use) => {
    await use(await createUser(baseURL!));
  },
});

/**
 * The demo formation e2e/edited-formation.spec.ts edits (and restores): while edited, its page is served from the database
 * as the app shell, not as its prerendered island page (decision 0936). Other specs leave it alone.
 */
export const EDITED_DEMO_FORMATION = 27;

export { expect };
