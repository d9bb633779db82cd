import { generateKeyPairSync } from "node:crypto";
import { SignJWT, decodeProtectedHeader } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { JwtKeys, makeApiKey } from "./jwt";
import { parseSigningKeys } from "./signing-keys";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
afterEach(() => vi.useRealTimers());

describe("JwtKeys.verify", () => {
  it("accepts a token it signed, again and again, with the same claims", async () => {
    const keys = new JwtKeys(SECRET);
    const token = await keys.sign({ role: "anon" });
    const first = await keys.verify(token);
    expect(first).toMatchObject({ ok: true, claims: { role: "anon" } });
    expect(await keys.verify(token)).toEqual(first);
  });

  it("refuses a remembered token once it has expired", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const keys = new JwtKeys(SECRET);
    const token = await keys.sign({ role: "authenticated", sub: "u1" }, 60);
    expect((await keys.verify(token)).ok).toBe(true);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await keys.verify(token)).toEqual({ ok: false, reason: "expired" });
    expect(await keys.verify(token)).toEqual({ ok: false, reason: "expired" });
  });

  it("never takes a token signed with another secret for a remembered one", async () => {
    const keys = new JwtKeys(SECRET);
    const good = await keys.sign({ role: "anon" });
    await keys.verify(good);
    const forged = await new SignJWT({ role: "service_role" })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(`${SECRET}-other`));
    expect(await keys.verify(forged)).toEqual({ ok: false, reason: "invalid" });
    const tampered = `${good.slice(0, -2)}${good.endsWith("A") ? "B" : "A"}A`;
    expect((await keys.verify(tampered)).ok).toBe(false);
  });

  it("takes a token it has just signed as verified, with the claims a verification of it returns (decision 1171)", async () => {
    const keys = new JwtKeys(SECRET);
    const token = await keys.sign(
      { role: "authenticated", sub: "u1", session_id: "s1", amr: [{ method: "password" }] },
      60,
    );
    const checks = vi.spyOn(crypto.subtle, "verify");
    const remembered = await keys.verify(token);
    expect(checks).not.toHaveBeenCalled();
    // Another holder of the same secret has to check the signature, and finds the same claims.
    const checked = await new JwtKeys(SECRET).verify(token);
    expect(checks).toHaveBeenCalledTimes(1);
    checks.mockRestore();
    expect(remembered).toEqual(checked);
    expect(remembered).toMatchObject({ ok: true, claims: { sub: "u1", session_id: "s1" } });
  });

  it("imports the secret once for every signature and verification", async () => {
    const imports = vi.spyOn(crypto.subtle, "importKey");
    const keys = new JwtKeys(SECRET);
    for (let i = 0; i < 3; i++) await keys.sign({ role: "anon", i });
    await keys.verify(await new JwtKeys(SECRET).sign({ role: "anon", other: true }));
    expect(imports).toHaveBeenCalledTimes(2); // one per JwtKeys
    imports.mockRestore();
  });

  it("keeps refusing unknown roles", async () => {
    const keys = new JwtKeys(SECRET);
    expect(await keys.verify(await keys.sign({ role: "postgres" }))).toEqual({ ok: false, reason: "role" });
  });
});

/** A key pair as the Supabase CLI's signing_keys.json holds it: the private JWK with its kid. */
function privateJwk(type: "rsa" | "ec", kid: string) {
  const { privateKey } =
    type === "rsa"
      ? generateKeyPairSync("rsa", { modulusLength: 2048 })
      : generateKeyPairSync("ec", { namedCurve: "P-256" });
  return { ...privateKey.export({ format: "jwk" }), kid };
}

describe("JwtKeys with asymmetric signing keys (JWT_KEYS)", () => {
  const rsa = privateJwk("rsa", "rsa-key");
  const ec = privateJwk("ec", "ec-key");
  const signingKeys = parseSigningKeys(JSON.stringify([rsa, ec]));
  const [rsaKey, ecKey] = signingKeys;

  it("signs new tokens with the first private key, its kid in the header, and verifies them", async () => {
    const keys = new JwtKeys(SECRET, signingKeys);
    const token = await keys.sign({ role: "authenticated", sub: "u1" }, 60);
    expect(decodeProtectedHeader(token)).toEqual({ alg: "RS256", kid: "rsa-key", typ: "JWT" });
    expect(await keys.verify(token)).toMatchObject({ ok: true, claims: { role: "authenticated", sub: "u1" } });
  });

  it("accepts a token signed with any of the keys, chosen by kid and alg", async () => {
    const keys = new JwtKeys(SECRET, signingKeys);
    const es256 = await new SignJWT({ role: "service_role" })
      .setProtectedHeader({ alg: "ES256", kid: "ec-key" })
      .sign(ecKey.privateKey!);
    expect(await keys.verify(es256)).toMatchObject({ ok: true, claims: { role: "service_role" } });
    const rs256 = await new SignJWT({ role: "anon" })
      .setProtectedHeader({ alg: "RS256", kid: "rsa-key" })
      .sign(rsaKey.privateKey!);
    expect(await keys.verify(rs256)).toMatchObject({ ok: true, claims: { role: "anon" } });
  });

  it("refuses a wrong kid, a kid with another key's alg, a missing kid and an unknown key", async () => {
    const keys = new JwtKeys(SECRET, signingKeys);
    const sign = (header: { alg: string; kid?: string }, key = rsaKey.privateKey!) =>
      new SignJWT({ role: "service_role" }).setProtectedHeader(header).sign(key);
    const refused = { ok: false, reason: "invalid" };
    expect(await keys.verify(await sign({ alg: "RS256", kid: "ec-key" }))).toEqual(refused);
    expect(await keys.verify(await sign({ alg: "RS256", kid: "other" }))).toEqual(refused);
    expect(await keys.verify(await sign({ alg: "RS256" }))).toEqual(refused);
    // The right kid, but signed by another key pair: the signature does not match.
    const stranger = parseSigningKeys(JSON.stringify([privateJwk("rsa", "rsa-key")]))[0].privateKey!;
    expect(await keys.verify(await sign({ alg: "RS256", kid: "rsa-key" }, stranger))).toEqual(refused);
    expect(await keys.verify("not.a.token")).toEqual(refused);
  });

  it("keeps verifying HS256 tokens signed with the secret, and signs the API keys with it", async () => {
    const keys = new JwtKeys(SECRET, signingKeys);
    const legacy = await new SignJWT({ role: "anon" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new TextEncoder().encode(SECRET));
    expect(await keys.verify(legacy)).toMatchObject({ ok: true, claims: { role: "anon" } });
    const apiKey = await makeApiKey(keys, "service_role");
    expect(decodeProtectedHeader(apiKey).alg).toBe("HS256");
    expect(await new JwtKeys(SECRET).verify(apiKey)).toMatchObject({ ok: true, claims: { role: "service_role" } });
  });

  it("publishes the public parts only, and no key while it signs with the secret alone", () => {
    const { keys } = new JwtKeys(SECRET, signingKeys).jwks();
    expect(keys.map((key) => [key.kid, key.alg, key.kty, key.use, key.key_ops])).toEqual([
      ["rsa-key", "RS256", "RSA", "sig", ["verify"]],
      ["ec-key", "ES256", "EC", "sig", ["verify"]],
    ]);
    expect(keys[0]).toMatchObject({ n: rsa.n, e: rsa.e });
    expect(keys[1]).toMatchObject({ crv: "P-256", x: ec.x, y: ec.y });
    const published = JSON.stringify(keys);
    for (const part of ["d", "p", "q", "dp", "dq", "qi"]) expect(keys.some((key) => part in key)).toBe(false);
    expect(published).not.toContain(String(rsa.d));
    expect(published).not.toContain(String(ec.d));
    expect(new JwtKeys(SECRET).jwks()).toEqual({ keys: [] });
  });

  it("signs with the secret when no key holds a private part (verification keys only)", async () => {
    const publicOnly = parseSigningKeys(JSON.stringify([{ kty: "EC", crv: "P-256", x: ec.x, y: ec.y, kid: "ec-key" }]));
    const keys = new JwtKeys(SECRET, publicOnly);
    expect(decodeProtectedHeader(await keys.sign({ role: "anon" })).alg).toBe("HS256");
    const es256 = await new SignJWT({ role: "anon" })
      .setProtectedHeader({ alg: "ES256", kid: "ec-key" })
      .sign(ecKey.privateKey!);
    expect((await keys.verify(es256)).ok).toBe(true);
  });
});
