import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runServer as run, startServer as start } from "../process";
import { PASSWORD, client, enrollmentFixture, signedUpClient } from "../support";

const dataDir = mkdtempSync(path.join(tmpdir(), "site-process-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the server process", () => {
  it("keeps data across a graceful restart and refuses a second server on the same DATA_DIR", async () => {
    const first = await start({ DATA_DIR: dataDir });
    const { user, email } = await signedUpClient(first.url);
    const stored = await enrollmentFixture(first.url, {
      formation_id: 12,
      user_id: user.id,
      payment_method: "virement",
    });
    expect(stored.status).toBe("pending");

    const second = run({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("already used by another server");

    first.child.kill("SIGTERM");
    expect(await new Promise((resolve) => first.child.on("exit", resolve))).toBe(0);

    const restarted = await start({ DATA_DIR: dataDir });
    try {
      const again = client(restarted.url);
      const signIn = await again.auth.signInWithPassword({ email, password: PASSWORD });
      expect(signIn.error).toBeNull();
      const { data } = await again.from("enrollments").select("formation_id, status").eq("user_id", user.id);
      expect(data).toEqual([{ formation_id: 12, status: "pending" }]);
      const catalogue = await again.from("formations").select("id");
      expect(catalogue.data).toHaveLength(30); // the seed ran once, not at every start
    } finally {
      restarted.child.kill("SIGTERM");
    }
  }, 240_000);

  it("fails at start-up naming the missing hosted Supabase value", async () => {
    const hosted = run({ SUPABASE_URL: "https://abcd.supabase.co", SUPABASE_ANON_KEY: "" });
    expect(await hosted.exited).toBe(1);
    expect(hosted.output()).toContain("SUPABASE_ANON_KEY is missing");
  });

  it("refuses the public development JWT secret in production", async () => {
    const production = run({ NODE_ENV: "production", DATA_DIR: path.join(dataDir, "prod") });
    expect(await production.exited).toBe(1);
    expect(production.output()).toContain("JWT_SECRET");
  });
});
