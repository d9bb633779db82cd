import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { verificationRateLimit } from "./verification-rate-limit";

/** The middleware in front of a stand-in RPC; `ip` plays the TCP peer the Node adapter reports. */
function appWithLimit(limit: number) {
  const app = new Hono();
  app.use("/rest/v1/rpc/verify_certificate", verificationRateLimit({ limit, windowMs: 60_000 }));
  app.post("/rest/v1/rpc/verify_certificate", (c) => c.json([]));
  const call = (ip: string, method = "POST") =>
    app.request("/rest/v1/rpc/verify_certificate", { method }, { incoming: { socket: { remoteAddress: ip } } });
  return call;
}

describe("verificationRateLimit", () => {
  it("answers 429 with a PostgREST-shaped error and Retry-After once an address passes the limit", async () => {
    const call = appWithLimit(3);
    for (let i = 0; i < 3; i += 1) expect((await call("203.0.113.7")).status).toBe(200);
    const refused = await call("203.0.113.7");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await refused.json()).toEqual({
      code: "PGRST429",
      message: expect.stringContaining("Too many"),
      details: expect.stringContaining("3 verifications"),
      hint: expect.any(String),
    });
  });

  it("counts each address on its own, and lets CORS preflights through", async () => {
    const call = appWithLimit(1);
    expect((await call("203.0.113.8")).status).toBe(200);
    expect((await call("203.0.113.8")).status).toBe(429);
    expect((await call("198.51.100.2")).status).toBe(200);
    expect((await call("203.0.113.8", "OPTIONS")).status).not.toBe(429);
  });
});
