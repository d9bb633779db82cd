import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { SignJWT, decodeProtectedHeader, type JWTPayload } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/src/app";
import { startBackend, type StartedBackend } from "../../server/src/backend";
import { loadConfig } from "../../server/src/config";
import { REPO_ROOT } from "../../server/src/config/defaults";
import { DEV_ANON_KEY, PASSWORD, client, uniqueEmail } from "../support";

/**
 * Issue 29, item 4: asymmetric JWT signing keys, as Supabase's Auth has them (GOTRUE_JWT_KEYS, the CLI's
 * signing_keys.json). A server given an RS256 key pair signs its access tokens with it, publishes the public key at
 * /auth/v1/.well-known/jwks.json, and accepts API keys signed with it on every API (Auth, REST, Storage, functions);
 * the keys signed with the HS256 secret keep working, and a key signed by anyone else is refused.
 */
describe("asymmetric signing keys (JWT_KEYS)", () => {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: "jwk" }), kid: "test-rsa-key", alg: "RS256" };
  const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
  /** A long-lived API key as the auth-js suite makes its own: RS256, the key's kid in the header. */
  const apiKey = (role: string, key = privateKey) =>
    new SignJWT({ iss: "supabase-demo", role, exp: 1983812996 } satisfies JWTPayload)
      .setProtectedHeader({ alg: "RS256", kid: jwk.kid, typ: "JWT" })
      .sign(key);
  let backend: StartedBackend;
  let server: ReturnType<typeof serve>;
  let url: string;
  let anonKey: string;
  let serviceKey: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), "signing-keys-"));

  beforeAll(async () => {
    anonKey = await apiKey("anon");
    serviceKey = await apiKey("service_role");
    const config = loadConfig({
      DATA_DIR: dataDir,
      AUTH_RATE_LIMITS: "off",
      FORM_RATE_LIMIT: "off",
      JOBS_POLL_MS: "0",
      JWT_KEYS: JSON.stringify([jwk]),
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

  it("publishes the public key, without an API key and without its private parts", async () => {
    const response = await fetch(`${url}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toEqual([
      { kty: "RSA", n: jwk.n, e: jwk.e, kid: jwk.kid, alg: "RS256", use: "sig", key_ops: ["verify"] },
    ]);
  });

  it("signs sessions with the key pair, and supabase-js verifies them through the JWKS (getClaims)", async () => {
    const supabase = client(url, anonKey);
    const email = uniqueEmail();
    const { data, error } = await supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: "Awa Koné", company: "Orange CI" } },
    });
    expect(error).toBeNull();
    expect(decodeProtectedHeader(data.session!.access_token)).toMatchObject({ alg: "RS256", kid: jwk.kid });
    const claims = await supabase.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims).toMatchObject({ sub: data.user!.id, email, role: "authenticated" });
    expect(claims.data?.header).toMatchObject({ alg: "RS256", kid: jwk.kid });

    // The same session on REST (its own profile, under Row Level Security) and on functions.
    const profile = await supabase.from("profiles").select("id, full_name").eq("id", data.user!.id).single();
    expect(profile.data).toEqual({ id: data.user!.id, full_name: "Awa Koné" });
    const user = await supabase.auth.getUser();
    expect(user.data.user?.email).toBe(email);
  });

  it("accepts the service-role key signed with the key pair on Storage and REST", async () => {
    const service = client(url, serviceKey);
    const buckets = await service.storage.listBuckets();
    expect(buckets.error).toBeNull();
    expect(buckets.data?.length).toBeGreaterThan(0);
    const profiles = await service.from("profiles").select("id", { count: "exact", head: true });
    expect(profiles.error).toBeNull();
    expect(profiles.count).toBeGreaterThan(0);
  });

  it("keeps accepting the HS256 keys signed with the secret", async () => {
    const { data, error } = await client(url, DEV_ANON_KEY).auth.signUp({ email: uniqueEmail(), password: PASSWORD });
    expect(error).toBeNull();
    expect(decodeProtectedHeader(data.session!.access_token).kid).toBe(jwk.kid);
  });

  it("refuses a key signed by another key pair under the same kid, with GoTrue's and PostgREST's answers", async () => {
    const forged = await apiKey("service_role", stranger);
    const auth = await fetch(`${url}/auth/v1/user`, { headers: { apikey: forged, authorization: `Bearer ${forged}` } });
    expect(auth.status).toBe(401);
    expect(await auth.json()).toMatchObject({ code: "bad_jwt", error_code: "bad_jwt", msg: "Invalid API key" });
    // A valid API key with a user token signed by the stranger: GoTrue's 403 and sentence (auth-js matches on it).
    const user = await fetch(`${url}/auth/v1/user`, {
      headers: { apikey: anonKey, authorization: `Bearer ${forged}` },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({
      error_code: "bad_jwt",
      msg: "invalid JWT: unable to parse or verify signature",
    });
    const signUp = await client(url, forged).auth.signUp({ email: uniqueEmail(), password: PASSWORD });
    expect(signUp.error).toMatchObject({ status: 401, code: "bad_jwt" });

    const rest = await client(url, forged).from("profiles").select("id");
    expect(rest.status).toBe(401);
    expect(rest.error?.code).toBe("PGRST301");
    const storage = await fetch(`${url}/storage/v1/bucket`, { headers: { authorization: `Bearer ${forged}` } });
    expect(storage.status).toBe(401);
    const fn = await fetch(`${url}/functions/v1/enrol`, {
      method: "POST",
      headers: { apikey: forged, authorization: `Bearer ${forged}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(fn.status).toBe(401);
  });
});
