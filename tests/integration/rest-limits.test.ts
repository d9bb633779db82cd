import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackend, type StartedBackend } from "../../server/src/backend";
import { createApp } from "../../server/src/app";
import { REPO_ROOT } from "../../server/src/config/defaults";
import { PUBLIC_FORMATION_COLUMNS } from "../../web/src/domain/formation";
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY, PASSWORD, api, backends, signedUpClient, uniqueEmail } from "../support";
import { testBackendConfig } from "../backend-config";

/**
 * Issue 17, items 1 and 6 (REST side): what one request may cost. The shared servers run with the default limits; a
 * second app over the same engine, configured through REST_MAX_ROWS and REST_MAX_RESPONSE_BYTES, has tiny ones.
 */
const asService = { apikey: DEV_SERVICE_ROLE_KEY, authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}` };

describe.each(backends())("REST limits on $name", ({ name, url }) => {
  it("refuses the nested-embed attack (four levels) with a PostgREST-shaped 400, at once", async () => {
    const { session } = await signedUpClient(url);
    const started = Date.now();
    const response = await api(
      url,
      "/rest/v1/enrollments?select=id,formations(id,enrollments(id,formations(id,enrollments(id))))",
      { token: session.access_token },
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ code: "PGRST100", message: "Embedding is limited to 3 levels" });
    expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("still serves what the front end embeds", async () => {
    const { session } = await signedUpClient(url);
    const response = await api(
      url,
      `/rest/v1/enrollments?select=*,formations(${PUBLIC_FORMATION_COLUMNS.replaceAll(" ", "")}),profiles(full_name,email,company,country)`,
      { token: session.access_token },
    );
    expect(response.status).toBe(200);
    // Three levels are within the depth limit. Their planned cost follows the shared database's statistics: while
    // another file's 400 enrollments sit on one formation (heavy-read-isolation), the ceiling refuses it, rightly.
    const nested = await api(
      url,
      "/rest/v1/profiles?select=id,enrollments(id,formations(id,enrollments(id)))&limit=1",
      { token: session.access_token },
    );
    if (nested.status !== 200) {
      expect(nested.status).toBe(400);
      expect(((await nested.json()) as { code: string }).code).toBe("54001");
    }
  });

  it.each([
    [
      "5,000 nested arrays in an RPC argument",
      `{"certificate_number":${"[".repeat(5000)}${"]".repeat(5000)}}`,
      "/rest/v1/rpc/verify_certificate",
    ],
    ["5,000 nested objects in a row", `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`, "/rest/v1/formations"],
  ])("answers %s with 400 PGRST102, not 500", async (_label, body, path) => {
    const response = await api(url, path, { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: "PGRST102",
      message: "Empty or invalid json",
      details: "The JSON body is nested too deeply",
      hint: null,
    });
  });

  it.each([
    ["select", `select=${"a(".repeat(3000)}id${")".repeat(3000)}`],
    ["logic tree", `or=(${"and(".repeat(1500)}id.eq.1${")".repeat(1500)})`],
  ])("answers a %s nested thousands of levels deep with 400 PGRST100, not 500", async (_label, query) => {
    const response = await api(url, `/rest/v1/formations?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("PGRST100");
  });

  describe("with small limits (REST_MAX_ROWS=2, REST_MAX_RESPONSE_BYTES=500)", () => {
    let backend: StartedBackend;
    let dataDir: string;
    let app: ReturnType<typeof createApp>;
    let userId: string;
    const call = (path: string, init: RequestInit = {}) =>
      app.request(path, {
        ...init,
        headers: { ...asService, "content-type": "application/json", ...(init.headers as Record<string, string>) },
      });

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), "rest-limits-"));
      backend = await startBackend(
        testBackendConfig(dataDir, name === "postgres" ? process.env.DATABASE_URL : undefined),
        () => {},
      );
      process.env.REST_MAX_ROWS = "2";
      process.env.REST_MAX_RESPONSE_BYTES = "500";
      try {
        app = createApp({
          siteDir: path.join(REPO_ROOT, "build/client"),
          backend,
          siteUrl: "http://localhost",
          // app.request has no TCP peer: this in-process app stands for a request made on this machine.
          allowDemoKeysRemote: true,
          publicConfig: (origin) => ({ supabaseUrl: origin, supabaseAnonKey: backend.anonKey }),
        });
      } finally {
        delete process.env.REST_MAX_ROWS;
        delete process.env.REST_MAX_RESPONSE_BYTES;
      }
      const signUp = await app.request("/auth/v1/signup", {
        method: "POST",
        headers: { apikey: DEV_ANON_KEY, "content-type": "application/json" },
        body: JSON.stringify({ email: uniqueEmail("limits"), password: PASSWORD }),
      });
      userId = ((await signUp.json()) as { user: { id: string } }).user.id;
      const rows = [5, 6, 7].map((formation_id) => ({ formation_id, user_id: userId, payment_method: "carte" })); // one open enrollment per formation
      expect((await call("/rest/v1/enrollments", { method: "POST", body: JSON.stringify(rows) })).status).toBe(201);
    }, 120_000);

    afterAll(async () => {
      if (userId) await call(`/rest/v1/enrollments?user_id=eq.${userId}`, { method: "DELETE" });
      await backend?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("caps a top-level read at the row limit, with the true total in Content-Range", async () => {
      const response = await call("/rest/v1/formations?select=id&order=id", { headers: { prefer: "count=exact" } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([{ id: 1 }, { id: 2 }]);
      expect(response.headers.get("content-range")).toMatch(/^0-1\/\d+$/);
      const asked = await call("/rest/v1/formations?select=id&order=id&limit=50");
      expect(await asked.json()).toHaveLength(2);
    });

    it("caps every embedded to-many list at the row limit", async () => {
      const response = await call(`/rest/v1/profiles?select=id,enrollments(id)&id=eq.${userId}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { enrollments: unknown[] }[];
      expect(body[0].enrollments).toHaveLength(2);
      const counted = await call(`/rest/v1/enrollments?select=id&user_id=eq.${userId}`, {
        headers: { prefer: "count=exact" },
      });
      expect(counted.headers.get("content-range")).toBe("0-1/3");
    });

    it("refuses a response over the size limit instead of sending it", async () => {
      const response = await call("/rest/v1/formations?select=*,enrollments(*)&order=id");
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body).toMatchObject({ code: "54000", message: "Response too large" });
      expect(body.details).toContain("at most 500");
      const small = await call("/rest/v1/formations?select=id&order=id");
      expect(small.status).toBe(200);
    });
  });
});
