import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../server/src/config/defaults";
import { DEV_SERVICE_ROLE_KEY, PASSWORD, api, backends, client } from "../support";

function makeAdmin(url: string, email: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/make-admin.ts", email], {
    cwd: REPO_ROOT,
    env: { ...process.env, SUPABASE_URL: url, SERVICE_ROLE_KEY: DEV_SERVICE_ROLE_KEY },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, output })),
  );
}

async function roleOf(url: string, email: string) {
  const response = await api(url, `/rest/v1/profiles?select=role,email&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: DEV_SERVICE_ROLE_KEY, authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}` },
  });
  return ((await response.json()) as { role: string }[])[0]?.role;
}

// Issue 17 item 6: `npm run admin:create` matched with ILIKE, where `_` is a wildcard.
describe.each(backends())("npm run admin:create on $name", ({ url }) => {
  it("never promotes a look-alike address, and matches the real one case-insensitively", async () => {
    const id = randomUUID().slice(0, 8);
    const intended = `a_b-${id}@example.com`;
    const lookAlike = `axb-${id}@example.com`;
    expect((await client(url).auth.signUp({ email: lookAlike, password: PASSWORD })).error).toBeNull();

    const early = await makeAdmin(url, intended);
    expect(early.code).toBe(1);
    expect(await roleOf(url, lookAlike)).toBe("client");

    const registered = `A_B-${id}@Example.com`;
    expect((await client(url).auth.signUp({ email: registered, password: PASSWORD })).error).toBeNull();
    const promoted = await makeAdmin(url, intended.toUpperCase());
    expect(promoted.code).toBe(0);
    expect(await roleOf(url, registered)).toBe("admin");
    expect(await roleOf(url, lookAlike)).toBe("client");
  }, 60_000);
});
