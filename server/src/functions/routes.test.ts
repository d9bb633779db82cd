import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { JwtKeys } from "../auth/jwt";
import { SessionRegistry } from "../auth/sessions";
import { DEV_ANON_KEY, DEV_JWT_SECRET } from "../config/defaults";
import type { Database } from "../db/database";
import { apiGate } from "../http/api-key";
import type { DenoFunction } from "./deno-functions";
import { functionsRoutes } from "./routes";

const db = { kind: "pglite", timeoutFor: () => 3000 } as unknown as Database;

/** The gateway in front of the named functions; none of these tests gets as far as the edge runtime. */
function appWith(denoFunctions: Record<string, DenoFunction>) {
  const app = new Hono();
  app.use("*", apiGate({ sessions: new SessionRegistry(db, 3_600_000), allowDemoKeysRemote: true }));
  app.route(
    "/functions/v1",
    functionsRoutes({
      db,
      keys: new JwtKeys(DEV_JWT_SECRET),
      siteUrl: "https://example.org",
      denoFunctions: new Map(Object.entries(denoFunctions)),
    }),
  );
  return app;
}

const withKey = { apikey: DEV_ANON_KEY, authorization: `Bearer ${DEV_ANON_KEY}` };

describe("/functions/v1 gateway", () => {
  it("answers 404 in Supabase's shape for a function that does not exist, even one named like an object property", async () => {
    const app = appWith({ enrol: { verifyJwt: true } });
    for (const name of ["missing", "constructor", "__proto__", "hasOwnProperty"]) {
      const response = await app.request(`/functions/v1/${name}`, { method: "POST", headers: withKey });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Requested function was not found" });
    }
  });

  it("refuses a call without the project key or with a forged token to a function that verifies the JWT", async () => {
    const app = appWith({ guarded: { verifyJwt: true } });
    const noKey = await app.request("/functions/v1/guarded", { method: "POST" });
    const forged = await app.request("/functions/v1/guarded", {
      method: "POST",
      headers: {
        apikey: DEV_ANON_KEY,
        authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.forged",
      },
    });
    expect([noKey.status, forged.status]).toEqual([401, 401]);
  });
});
