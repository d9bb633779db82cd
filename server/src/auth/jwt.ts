import { SignJWT, decodeProtectedHeader, errors as joseErrors, jwtVerify, type JWTPayload } from "jose";
import { DEV_JWT_SECRET } from "../config/defaults";
import { publicJwks, type SigningKey } from "./signing-keys";

export type RequestRole = "anon" | "authenticated" | "service_role";
export const REQUEST_ROLES: readonly RequestRole[] = ["anon", "authenticated", "service_role"];

export interface Claims extends JWTPayload {
  role: RequestRole;
  sub?: string;
  email?: string;
  session_id?: string;
}

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; reason: "expired" | "invalid" | "role" };

/** How many verified tokens are remembered: the API keys and the sessions of the people using the site now. */
const VERIFIED_CACHE_SIZE = 1024;

/**
 * The project's JWT keys, as GoTrue holds them: the legacy HS256 secret (JWT_SECRET), and optionally asymmetric
 * signing keys (JWT_KEYS, server/src/auth/signing-keys.ts). With signing keys, new access tokens are signed with the
 * first private one (its `kid` in the header); a token is verified with the key its header names (`kid` and `alg`),
 * or with the secret when it says HS256, so the anon and service-role keys signed with the secret keep working.
 * `alg: none` and every other algorithm are refused by jose before the signature is even read.
 */
export class JwtKeys {
  private readonly key: Uint8Array<ArrayBuffer>;
  /**
   * The secret imported once as an HMAC key: given the raw bytes, jose imports them again for every signature and
   * every verification (decision 1171).
   */
  private hmacKey: Promise<CryptoKey> | undefined;
  private readonly signingKeys: readonly SigningKey[];
  /** The key that signs new access tokens; the HS256 secret when there is none. */
  private readonly signer: SigningKey | undefined;
  /**
   * Tokens whose signature was checked, with their claims: the same string has the same signature, so only the
   * expiry is checked again. The anon key comes with every request; verifying its HMAC each time was the largest
   * cost of a catalogue read served from memory.
   */
  private readonly verified = new Map<string, Claims>();
  /** Signed with the Supabase CLI's published secret: anyone can mint any token, the service role's included. */
  readonly publicDemoSecret: boolean;

  constructor(
    /** The HS256 secret (JWT_SECRET): also given to the local Edge Functions, which verify tokens themselves. */
    readonly secret: string,
    signingKeys: readonly SigningKey[] = [],
  ) {
    this.key = new TextEncoder().encode(secret);
    this.publicDemoSecret = secret === DEV_JWT_SECRET;
    this.signingKeys = signingKeys;
    this.signer = signingKeys.find((key) => key.privateKey !== undefined);
  }

  /**
   * Signs with the current signing key (an access token). The new token is remembered as verified with the claims it
   * carries: this object has just made its signature, so the calls a screen makes with it at once, right after a
   * sign-in, do not check it again (decision 1171).
   */
  async sign(claims: JWTPayload, expiresInSeconds?: number): Promise<string> {
    const jwt = new SignJWT(claims);
    if (expiresInSeconds !== undefined) {
      const now = Math.floor(Date.now() / 1000);
      jwt.setIssuedAt(now).setExpirationTime(now + expiresInSeconds);
    }
    let token: string;
    if (!this.signer) token = await jwt.setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(await this.secretKey());
    else {
      const { alg, kid, privateKey } = this.signer;
      token = await jwt.setProtectedHeader({ alg, kid, typ: "JWT" }).sign(privateKey!);
    }
    // What jwtVerify would return: the payload as it was encoded in the token.
    const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as JWTPayload;
    if (acceptedRole(payload) === true) this.remember(token, payload);
    return token;
  }

  /** Signs with the legacy HS256 secret, whatever the signing keys: the anon and service-role API keys. */
  async signWithSecret(claims: JWTPayload): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(await this.secretKey());
  }

  private secretKey(): Promise<CryptoKey> {
    this.hmacKey ??= crypto.subtle.importKey("raw", this.key, { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    return this.hmacKey;
  }

  private remember(token: string, payload: JWTPayload): Claims {
    const claims = Object.freeze(payload) as Claims;
    this.verified.set(token, claims);
    if (this.verified.size > VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
    return claims;
  }

  /** What GET /auth/v1/.well-known/jwks.json answers: the signing keys' public parts (none for the secret). */
  jwks() {
    return publicJwks(this.signingKeys);
  }

  /** The key that checks `token`'s signature, chosen by its header; undefined when no key of this project fits. */
  private async verificationKey(
    token: string,
  ): Promise<{ key: CryptoKey | SigningKey["publicKey"]; alg: string } | undefined> {
    let header: ReturnType<typeof decodeProtectedHeader>;
    try {
      header = decodeProtectedHeader(token);
    } catch {
      return undefined;
    }
    if (header.alg === "HS256") return { key: await this.secretKey(), alg: "HS256" };
    const known = this.signingKeys.find((key) => key.kid === header.kid && key.alg === header.alg);
    return known && { key: known.publicKey, alg: known.alg };
  }

  async verify(token: string): Promise<VerifyResult> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp === undefined || known.exp * 1000 > Date.now()) return { ok: true, claims: known };
      this.verified.delete(token);
      return { ok: false, reason: "expired" };
    }
    const verification = await this.verificationKey(token);
    if (!verification) return { ok: false, reason: "invalid" };
    try {
      const { payload } = await jwtVerify(token, verification.key, { algorithms: [verification.alg] });
      const accepted = acceptedRole(payload);
      if (accepted !== true) return { ok: false, reason: accepted };
      return { ok: true, claims: this.remember(token, payload) };
    } catch (error) {
      return { ok: false, reason: error instanceof joseErrors.JWTExpired ? "expired" : "invalid" };
    }
  }
}

/** Whether verified claims name a request role (and a user for `authenticated`), or why not. */
function acceptedRole(payload: JWTPayload): true | "role" | "invalid" {
  if (!REQUEST_ROLES.includes(payload.role as RequestRole)) return "role";
  if (payload.role === "authenticated" && typeof payload.sub !== "string") return "invalid";
  return true;
}

/** The anon and service-role API keys: long-lived JWTs signed with the project's secret (Supabase's legacy keys). */
export async function makeApiKey(keys: JwtKeys, role: "anon" | "service_role"): Promise<string> {
  return keys.signWithSecret({ iss: "supabase-local", role, iat: Math.floor(Date.now() / 1000), exp: 1983812996 });
}
