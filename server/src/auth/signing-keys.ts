import { createPrivateKey, createPublicKey, type JsonWebKey, type KeyObject } from "node:crypto";

/**
 * Asymmetric JWT signing keys, as GoTrue takes them (GOTRUE_JWT_KEYS; the Supabase CLI's `signing_keys_path`): a
 * JSON array of JWKs, each with its `kid`. The first key that holds a private part (and whose `key_ops`, if given,
 * include "sign") signs new access tokens; every key verifies the tokens whose header names its `kid` and `alg`.
 */

export type SigningAlgorithm = "RS256" | "ES256";

export interface SigningKey {
  kid: string;
  alg: SigningAlgorithm;
  publicKey: KeyObject;
  /** Only on a key that signs: never leaves this process (the JWKS is built from `publicKey`). */
  privateKey?: KeyObject;
}

/** A public key as `/auth/v1/.well-known/jwks.json` lists it. */
export interface PublicJwk extends JsonWebKey {
  kid: string;
  alg: SigningAlgorithm;
  use: "sig";
  key_ops: ["verify"];
}

function algorithmOf(jwk: JsonWebKey & { alg?: unknown }, where: string): SigningAlgorithm {
  const inferred = jwk.kty === "RSA" ? "RS256" : jwk.kty === "EC" && jwk.crv === "P-256" ? "ES256" : undefined;
  if (!inferred) throw new Error(`${where}: only RSA (RS256) and EC P-256 (ES256) keys are supported`);
  if (jwk.alg !== undefined && jwk.alg !== inferred) {
    throw new Error(`${where}: alg "${String(jwk.alg)}" does not fit a ${jwk.kty} key (expected ${inferred})`);
  }
  return inferred;
}

/** Reads and checks a JWK array; throws an Error saying which key is wrong and why. */
export function parseSigningKeys(text: string): SigningKey[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error("not valid JSON (expected an array of JWKs)");
  }
  if (!Array.isArray(parsed) || parsed.length === 0) throw new Error("expected a non-empty array of JWKs");
  const kids = new Set<string>();
  return parsed.map((entry: unknown, index) => {
    const where = `key ${index + 1}`;
    if (typeof entry !== "object" || entry === null) throw new Error(`${where}: not a JWK object`);
    const jwk = entry as JsonWebKey & { kid?: unknown; alg?: unknown };
    if (typeof jwk.kid !== "string" || jwk.kid === "") throw new Error(`${where}: a "kid" is required`);
    if (kids.has(jwk.kid)) throw new Error(`${where}: kid "${jwk.kid}" appears twice`);
    kids.add(jwk.kid);
    const alg = algorithmOf(jwk, where);
    try {
      const privateKey = jwk.d === undefined ? undefined : createPrivateKey({ key: jwk, format: "jwk" });
      const publicKey = createPublicKey(privateKey ?? { key: jwk, format: "jwk" });
      const ops: unknown = jwk.key_ops;
      const signs = privateKey !== undefined && (!Array.isArray(ops) || ops.includes("sign"));
      return { kid: jwk.kid, alg, publicKey, ...(signs ? { privateKey } : {}) };
    } catch (error) {
      throw new Error(`${where} (kid "${jwk.kid}"): not a usable key (${(error as Error).message})`);
    }
  });
}

/** The JWKS: public parts only, exported from the public key objects (a private part cannot slip through). */
export function publicJwks(keys: readonly SigningKey[]): { keys: PublicJwk[] } {
  return {
    keys: keys.map((key) => ({
      ...key.publicKey.export({ format: "jwk" }),
      kid: key.kid,
      alg: key.alg,
      use: "sig",
      key_ops: ["verify"],
    })),
  };
}
