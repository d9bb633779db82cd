import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { JwtKeys } from "../auth/jwt";
import { SessionRegistry } from "../auth/sessions";
import { DEV_ANON_KEY, DEV_JWT_SECRET } from "../config";
import type { Database, Queryable } from "../db/database";
import { apiGate } from "../http/api-key";
import { functionError } from "./edge-function";
import { functionsRoutes } from "./routes";

/** A database that records the statements a function's caller transaction runs. */
function recordingDb() {
  const statements: { sql: string; params?: unknown[] }[] = [];
  const tx: Queryable = {
    async query<Row>(sql: string, params?: unknown[]) {
      statements.push({ sql, params });
      return { rows: [{ answer: 42 }] as Row[] };
    },
    async exec() {},
  };
  const db = {
    kind: "pglite",
    timeoutFor: () => 3000,
    transaction: async (fn: (t: Queryable) => unknown) => fn(tx),
  } as unknown as Database;
  return { db, statements };
}

function appWith(functions: Parameters<typeof functionsRoutes>[0]["functions"]) {
  const keys = new JwtKeys(DEV_JWT_SECRET);
  const { db, statements } = recordingDb();
  const app = new Hono();
  app.use("*", apiGate({ sessions: new SessionRegistry(db, 3_600_000), allowDemoKeysRemote: true }));
  app.route(
    "/functions/v1",
    functionsRoutes({
      db,
      keys,
      mailer: { send: async () => {} },
      jobs: {} as never,
      siteUrl: "https://example.org",
      functions,
    }),
  );
  return { app, statements };
}

const withKey = { apikey: DEV_ANON_KEY, authorization: `Bearer ${DEV_ANON_KEY}` };

describe("/functions/v1 gateway", () => {
  it("calls the named function with the caller's claims, and runs its database work as the caller", async () => {
    const { app, statements } = appWith({
      // Open to the anon key (a function for signed-in users only would answer 401 here: functions-anonymous test).
      "hello-world": {
        allowAnonymous: true,
        handler: async (c, context) => {
          const rows = await context.asCaller((tx) => tx.query("select 42 as answer"));
          return c.json({ role: context.claims.role, rows: rows.rows, siteUrl: context.siteUrl });
        },
      },
    });
    const response = await app.request("/functions/v1/hello-world", { method: "POST", headers: withKey, body: "{}" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ role: "anon", rows: [{ answer: 42 }], siteUrl: "https://example.org" });
    expect(statements[0].params?.[0]).toBe("anon");
  });

  it("answers 404 in Supabase's shape for a function that does not exist, even one named like an object property", async () => {
    const { app } = appWith({});
    for (const name of ["missing", "constructor", "__proto__"]) {
      const response = await app.request(`/functions/v1/${name}`, { method: "POST", headers: withKey });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Requested function was not found" });
    }
  });

  it("refuses a call without the project key or with a forged token, before the function runs", async () => {
    let ran = false;
    const { app } = appWith({ guarded: async (c) => ((ran = true), c.json({})) });
    const noKey = await app.request("/functions/v1/guarded", { method: "POST" });
    const forged = await app.request("/functions/v1/guarded", {
      method: "POST",
      headers: {
        apikey: DEV_ANON_KEY,
        authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.forged",
      },
    });
    expect([noKey.status, forged.status]).toEqual([401, 401]);
    expect(ran).toBe(false);
  });

  it("calls a function deployed without JWT verification with no key at all, as the anonymous role", async () => {
    const { app } = appWith({
      webhook: { verifyJwt: false, handler: async (c, context) => c.json({ role: context.claims.role }) },
    });
    const response = await app.request("/functions/v1/webhook", { method: "POST", body: "{}" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ role: "anon" });
  });

  it("lets a function answer a French error in one JSON shape", async () => {
    const { app } = appWith({
      refuse: {
        allowAnonymous: true,
        handler: async (c) => functionError(c, 409, "session_full", "Cette session est complète."),
      },
    });
    const response = await app.request("/functions/v1/refuse", { method: "POST", headers: withKey });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: "Cette session est complète.", code: "session_full" });
  });
});
