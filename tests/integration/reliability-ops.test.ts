import { describe, expect, it } from "vitest";
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY, backends } from "../support";

/** Issue 47 item 4: health, readiness and metrics, on both engines. */
describe.each(backends())("health, readiness and metrics on $name", ({ url }) => {
  it("answers /healthz and /readyz (database, storage, Edge runtime, migrations) at once", async () => {
    const health = await fetch(`${url}/healthz`);
    expect([health.status, await health.json()]).toEqual([200, { status: "ok" }]);
    await fetch(`${url}/readyz`); // the migrations' check is made once
    const started = performance.now();
    const ready = await fetch(`${url}/readyz`);
    const elapsed = performance.now() - started;
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: "ready",
      checks: { database: { ok: true }, storage: { ok: true }, edge_runtime: { ok: true } },
    });
    // 100 ms is the server's budget per check; the round trip on a busy test machine gets some slack.
    expect(elapsed).toBeLessThan(1_000);
  });

  it("gives every answer a request id, and keeps a well-formed one the caller sent", async () => {
    const fresh = await fetch(`${url}/healthz`);
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const given = await fetch(`${url}/healthz`, { headers: { "x-request-id": "proxy-1234567890" } });
    expect(given.headers.get("x-request-id")).toBe("proxy-1234567890");
    const forged = await fetch(`${url}/healthz`, { headers: { "x-request-id": "<script>" } });
    expect(forged.headers.get("x-request-id")).not.toBe("<script>");
  });

  it("serves Prometheus metrics to the service role only", async () => {
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    const anon = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${DEV_ANON_KEY}` } });
    expect(anon.status).toBe(401);
    await fetch(`${url}/rest/v1/formations?select=id&limit=1`, {
      headers: { apikey: DEV_ANON_KEY, authorization: `Bearer ${DEV_ANON_KEY}` },
    });
    await fetch(`${url}/rest/v1/nope_${Date.now()}`, {
      headers: { apikey: DEV_ANON_KEY, authorization: `Bearer ${DEV_ANON_KEY}` },
    });
    const scraped = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}` } });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await scraped.text();
    expect(text).toMatch(/site_http_requests_total\{route="\/rest\/v1\/formations",method="GET",status="200"\} \d+/);
    expect(text).toMatch(/site_http_request_duration_seconds_bucket\{le="0.1",route="\/rest\/v1\/formations"/);
    // A made-up table is counted as "unknown", never under its own name.
    expect(text).toMatch(/route="\/rest\/v1\/unknown",method="GET",status="404"/);
    expect(text).not.toMatch(/nope_/);
    expect(text).toMatch(/^site_database_up 1$/m);
    expect(text).toMatch(/^site_database_scrape_ok 1$/m);
    expect(text).toMatch(/^site_jobs_due \d+$/m);
    expect(text).toMatch(/^site_jobs_oldest_due_age_seconds [\d.e+-]+$/m);
    expect(text).toMatch(/^site_edge_workers_started_total \d+$/m);
    expect(text).toMatch(/^site_edge_limit_hits_total\{limit="cpu"\} \d+$/m);
    expect(text).toMatch(/^# TYPE site_payments gauge$/m);
    expect(text).toMatch(/^# TYPE site_jobs gauge$/m);
  });
});
