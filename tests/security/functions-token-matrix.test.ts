import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_JWT_SECRET } from "../../server/src/config/defaults";
import { readDenoFunctions } from "../../server/src/functions/deno-functions";
import { EdgeRuntime } from "../../server/src/functions/edge-runtime";
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY, backends, signedUpClient } from "../support";

/**
 * Issue 42 item 1: with only the public anon key, `Authorization: Bearer x x.<payload>.y` made the caller whoever the
 * payload named inside the functions. Every function now answers 401 to every header below, at the gateway and, when
 * the gateway is bypassed, in the function itself (it verifies the token, _shared/caller.ts).
 */
const secret = new TextEncoder().encode(DEV_JWT_SECRET);
const now = () => Math.floor(Date.now() / 1000);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

async function malformedHeaders(victim: string): Promise<[string, string][]> {
  const forgedPayload = base64url({ role: "service_role", sub: victim, aud: "authenticated", exp: now() + 600 });
  const userPayload = base64url({ role: "authenticated", sub: victim, aud: "authenticated", exp: now() + 600 });
  const hs256 = base64url({ alg: "HS256", typ: "JWT" });
  const none = base64url({ alg: "none", typ: "JWT" });
  const valid = await new SignJWT({ role: "service_role", exp: now() + 600 })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(secret);
  return [
    ["two tokens, the second forged", `Bearer x x.${forgedPayload}.y`],
    ["two tokens, both valid", `Bearer ${valid} ${valid}`],
    ["two spaces", `Bearer  ${valid}`],
    // (Leading and trailing spaces never reach a server: HTTP clients trim header values.)
    ["a space inside the token", `Bearer ${valid.slice(0, 20)} ${valid.slice(20)}`],
    ["a tab", `Bearer\t${valid}`],
    ["a comma between two", `Bearer ${DEV_ANON_KEY}, Bearer ${valid}`],
    ["the lower-case scheme", `bearer ${valid}`],
    ["another scheme", `Basic ${valid}`],
    ["alg none, no signature", `Bearer ${none}.${forgedPayload}.`],
    ["alg none, a signature", `Bearer ${none}.${forgedPayload}.c2ln`],
    ["a forged signature", `Bearer ${hs256}.${userPayload}.c2lnbmF0dXJl`],
    [
      "expired",
      `Bearer ${await new SignJWT({ role: "authenticated", sub: victim, aud: "authenticated", exp: now() - 60 })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .sign(secret)}`,
    ],
    [
      "another secret",
      `Bearer ${await new SignJWT({ role: "service_role", exp: now() + 600 })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .sign(new TextEncoder().encode("not-the-project-secret-not-the-project-secret"))}`,
    ],
  ];
}

const functions = [...readDenoFunctions()];
/** The functions that act for a caller: a valid anon key in the bearer gets them nothing (401). */
const forACaller = functions.filter(([, fn]) => fn.verifyJwt).map(([name]) => name);

describe.each(backends())("the Edge Functions gateway on $name", ({ url }) => {
  let victim = "";
  let headers: [string, string][] = [];
  beforeAll(async () => {
    victim = (await signedUpClient(url)).user.id;
    headers = await malformedHeaders(victim);
  });

  it("answers 401 to each malformed or unverifiable Authorization header, for every function", async () => {
    const answers: string[] = [];
    for (const [name] of functions) {
      for (const [label, authorization] of headers) {
        const answer = await fetch(`${url}/functions/v1/${name}`, {
          method: "POST",
          headers: { apikey: DEV_ANON_KEY, authorization, "content-type": "application/json" },
          body: JSON.stringify({ enrollment_id: 1, session_id: 1, payment_id: 1, reason: "x" }),
        });
        await answer.body?.cancel();
        if (answer.status !== 401) answers.push(`${name} · ${label}: ${answer.status}`);
      }
    }
    expect(answers).toEqual([]);
  }, 120_000);

  it("answers 401 to the anon key in the bearer for every function that acts for a caller", async () => {
    const answers: string[] = [];
    for (const name of forACaller) {
      const answer = await fetch(`${url}/functions/v1/${name}`, {
        method: "POST",
        headers: { apikey: DEV_ANON_KEY, authorization: `Bearer ${DEV_ANON_KEY}`, "content-type": "application/json" },
        body: JSON.stringify({ enrollment_id: 1, session_id: 1, payment_id: 1 }),
      });
      await answer.body?.cancel();
      if (answer.status !== 401) answers.push(`${name}: ${answer.status}`);
    }
    expect(answers).toEqual([]);
  }, 120_000);
});

describe("each function verifies the token itself, even when the gateway is bypassed", () => {
  const { url } = backends()[0]!;
  const runtime = new EdgeRuntime(async () => ({
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: DEV_ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: DEV_SERVICE_ROLE_KEY,
    JWT_SECRET: DEV_JWT_SECRET,
  }));
  let headers: [string, string][] = [];
  beforeAll(async () => {
    headers = await malformedHeaders((await signedUpClient(url)).user.id);
  });
  afterAll(() => runtime.close());

  it.each(forACaller)(
    "%s answers 401 to every forged, malformed or anonymous caller",
    async (name) => {
      const answers: string[] = [];
      for (const [label, authorization] of [...headers, ["the anon key", `Bearer ${DEV_ANON_KEY}`]]) {
        const answer = await runtime.fetch(name, `/${name}`, {
          method: "POST",
          headers: { authorization: authorization!, "content-type": "application/json" },
          body: JSON.stringify({ enrollment_id: 1, session_id: 1, payment_id: 1 }),
        });
        const body = (await answer.json().catch(() => null)) as { code?: string } | null;
        if (answer.status !== 401) answers.push(`${label}: ${answer.status} ${body?.code}`);
      }
      expect(answers).toEqual([]);
    },
    60_000,
  );
});

describe("without the project's secret, as on a hosted project with the legacy secret kept private", () => {
  const { url } = backends()[0]!;
  // No JWT_SECRET: an HS256 user token is vouched for by Auth itself (GET /auth/v1/user).
  const runtime = new EdgeRuntime(async () => ({
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: DEV_ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: DEV_SERVICE_ROLE_KEY,
  }));
  afterAll(() => runtime.close());
  const paymentStatus = (authorization: string) =>
    runtime.fetch("payment-status", "/payment-status", {
      method: "POST",
      headers: { authorization, "content-type": "application/json" },
      body: JSON.stringify({}),
    });

  it("accepts a signed-in user's token (the function goes on to check the body) and refuses a forged one", async () => {
    const { session } = await signedUpClient(url);
    const accepted = await paymentStatus(`Bearer ${session.access_token}`);
    expect([accepted.status, ((await accepted.json()) as { code: string }).code]).toEqual([422, "invalid_payment"]);
    // The same token with another user's id in it: its signature no longer holds.
    const [header, payload, signature] = session.access_token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>;
    const otherUser = base64url({ ...claims, sub: (await signedUpClient(url)).user.id });
    const forged = await paymentStatus(`Bearer ${header}.${otherUser}.${signature}`);
    expect(forged.status).toBe(401);
  }, 60_000);

  it("recognises the service role key as given, and refuses a service-role token signed by anyone else", async () => {
    const call = (authorization: string) =>
      runtime.fetch("process-jobs", "/process-jobs", { method: "POST", headers: { authorization }, body: "{}" });
    const own = await call(`Bearer ${DEV_SERVICE_ROLE_KEY}`);
    expect(own.status).toBe(200);
    const minted = await new SignJWT({ role: "service_role", exp: now() + 600 })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new TextEncoder().encode("not-the-project-secret-not-the-project-secret"));
    expect((await call(`Bearer ${minted}`)).status).toBe(401);
  }, 60_000);
});
