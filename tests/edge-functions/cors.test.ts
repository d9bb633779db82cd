import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { withCors } from "../../supabase/functions/_shared/cors.ts";

const SITE = "https://www.example.org";
const OTHER_SITE = "https://partner.example.net";

const handler = withCors(async (request) =>
  request.method === "POST"
    ? new Response(JSON.stringify({ ok: true }), { status: 201, headers: { "content-type": "application/json" } })
    : new Response("method not allowed", { status: 400 }),
);

const preflight = (origin: string) =>
  handler(
    new Request("https://project.supabase.co/functions/v1/enrol", {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization" },
    }),
  );

describe("withCors: the functions answer the site's pages from another origin (hosted project)", () => {
  beforeEach(() => {
    process.env.SITE_URL = SITE;
    process.env.CORS_ORIGINS = `${OTHER_SITE}, not an origin`;
  });
  afterEach(() => {
    delete process.env.SITE_URL;
    delete process.env.CORS_ORIGINS;
  });

  it("answers a preflight from the site's origin with what supabase-js sends", async () => {
    const response = await preflight(SITE);
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
    for (const header of ["authorization", "apikey", "content-type", "x-client-info"]) {
      expect(response.headers.get("access-control-allow-headers")).toContain(header);
    }
  });

  it("allows the origins of CORS_ORIGINS too, and ignores an entry that is not an origin", async () => {
    expect((await preflight(OTHER_SITE)).headers.get("access-control-allow-origin")).toBe(OTHER_SITE);
    expect((await preflight("not an origin")).headers.get("access-control-allow-origin")).toBeNull();
  });

  it("gives another origin no CORS header, so its pages cannot read the answer", async () => {
    const response = await preflight("https://attacker.example");
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("adds the origin to the function's own answer, status and body unchanged", async () => {
    const response = await handler(
      new Request("https://x/functions/v1/enrol", { method: "POST", headers: { origin: SITE } }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(response.headers.get("vary")).toContain("Origin");
    expect(await response.json()).toEqual({ ok: true });
  });

  it("leaves calls without Origin (a gateway's webhook, the scheduler) as the function answered them", async () => {
    const response = await handler(new Request("https://x/functions/v1/payment-webhook", { method: "GET" }));
    expect(response.status).toBe(400);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(await response.text()).toBe("method not allowed");
  });
});
