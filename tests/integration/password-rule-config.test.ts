import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { AuthWeakPasswordError } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/src/app";
import { startBackend, type StartedBackend } from "../../server/src/backend";
import { loadConfig } from "../../server/src/config";
import { REPO_ROOT } from "../../server/src/config/defaults";
import { backends, client, uniqueEmail } from "../support";

/**
 * Issue 29, item 4: the auth server's password rule is configuration, as GoTrue's is. A server started with GoTrue's
 * default (AUTH_PASSWORD_MIN_LENGTH=6, no required characters) accepts what GoTrue accepts and refuses the rest with
 * GoTrue's answer; the shared servers keep the site's rule, the one the forms check.
 */
describe("password rule as configuration", () => {
  let backend: StartedBackend;
  let server: ReturnType<typeof serve>;
  let url: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), "password-rule-"));

  beforeAll(async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      AUTH_RATE_LIMITS: "off",
      FORM_RATE_LIMIT: "off",
      JOBS_POLL_MS: "0",
      AUTH_PASSWORD_MIN_LENGTH: "6",
      AUTH_PASSWORD_REQUIRED_CHARACTERS: "none",
    });
    if (config.mode !== "local") throw new Error("local backend expected");
    backend = await startBackend(config, () => {});
    // eslint-disable-next-line prefer-const -- the fetch handler reads it, so it is declared before the server starts
    let app: ReturnType<typeof createApp> | undefined;
    server = await new Promise((resolve) => {
      const s = serve({ fetch: (request, env) => app!.fetch(request, env), port: 0, hostname: "127.0.0.1" }, () =>
        resolve(s),
      );
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    app = createApp({
      siteDir: path.join(REPO_ROOT, "build/client"),
      backend,
      siteUrl: url,
      publicConfig: (origin) => ({ supabaseUrl: origin, supabaseAnonKey: backend.anonKey }),
    });
  }, 180_000);

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await backend?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("accepts GoTrue's default passwords and refuses shorter ones with GoTrue's reasons", async () => {
    const supabase = client(url);
    const accepted = await supabase.auth.signUp({ email: uniqueEmail(), password: "secret" });
    expect(accepted.error).toBeNull();
    expect(accepted.data.session).not.toBeNull();

    const refused = await supabase.auth.signUp({ email: uniqueEmail(), password: "12345" });
    expect(refused.error).toBeInstanceOf(AuthWeakPasswordError);
    expect((refused.error as AuthWeakPasswordError).reasons).toEqual(["length"]);
    expect(refused.error?.message).toBe("Password should be at least 6 characters.");

    const changed = await supabase.auth.updateUser({ password: "simple" });
    expect(changed.error).toBeNull();
    const tooShort = await supabase.auth.updateUser({ password: "court" });
    expect(tooShort.error).toBeInstanceOf(AuthWeakPasswordError);
  });

  it.each(backends())("keeps the site's rule on a server without the settings ($name)", async ({ url: siteUrl }) => {
    const refused = await client(siteUrl).auth.signUp({ email: uniqueEmail(), password: "secret" });
    expect(refused.error).toBeInstanceOf(AuthWeakPasswordError);
    expect((refused.error as AuthWeakPasswordError).reasons).toEqual(["length", "characters"]);
    expect(refused.error?.message).toBe(
      "Password should be at least 8 characters. Password should contain at least one character of each: ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.",
    );
  });
});
