import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from "jose";
import { DEV_JWT_SECRET } from "../config";

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

/** HS256 only: `alg: none` and every other algorithm are refused by jose before the signature is even read. */
export class JwtKeys {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature was checked, with their claims: the same string has the same signature, so only the
   * expiry is checked again. The anon key comes with every request; verifying its HMAC each time was the largest
   * cost of a catalogue read served from memory.
   */
  private readonly verified = new Map<string, Claims>();
  /** Signed with the Supabase CLI's published secret: anyone can mint any token, the service role's included. */
  readonly publicDemoSecret: boolean;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
    this.publicDemoSecret = secret === DEV_JWT_SECRET;
  }

  sign(claims: JWTPayload, expiresInSeconds?: number): Promise<string> {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" });
    if (expiresInSeconds !== undefined) {
      const now = Math.floor(Date.now() / 1000);
      jwt.setIssuedAt(now).setExpirationTime(now + expiresInSeconds);
    }
    return jwt.sign(this.key);
  }

  async verify(token: string): Promise<VerifyResult> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp === undefined || known.exp * 1000 > Date.now()) return { ok: true, claims: known };
      this.verified.delete(token);
      return { ok: false, reason: "expired" };
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] });
      if (!REQUEST_ROLES.includes(payload.role as RequestRole)) return { ok: false, reason: "role" };
      if (payload.role === "authenticated" && typeof payload.sub !== "string") return { ok: false, reason: "invalid" };
      const claims = Object.freeze(payload) as Claims;
      this.verified.set(token, claims);
      if (this.verified.size > VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
      return { ok: true, claims };
    } catch (error) {
      return { ok: false, reason: error instanceof joseErrors.JWTExpired ? "expired" : "invalid" };
    }
  }
}

/** The anon and service-role API keys: long-lived JWTs signed with the project's secret. */
export async function makeApiKey(keys: JwtKeys, role: "anon" | "service_role"): Promise<string> {
  return keys.sign({ iss: "supabase-local", role, iat: Math.floor(Date.now() / 1000), exp: 1983812996 });
}
