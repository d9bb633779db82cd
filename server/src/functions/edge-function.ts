import type { Context } from "hono";
import type { Claims } from "../auth/jwt";
import type { Mailer } from "../auth/mailer";
import type { Database, Queryable } from "../db/database";
import type { JobQueue } from "../jobs/job-queue";

/** What a function may use besides the request: the caller, the database as the caller or as the server, mail, jobs. */
export interface FunctionContext {
  /** The verified caller: the anon key's claims when signed out, the user's token claims when signed in. */
  claims: Claims;
  /** Runs `work` in one transaction as the caller (role + request.jwt.claims), so Row Level Security decides. */
  asCaller<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** The database as the server itself (no RLS): for what the caller may not do directly but the function decides. */
  db: Database;
  mailer: Mailer;
  jobs: JobQueue;
  /** The site's public origin (SITE_URL): links in e-mails and redirects are built on it, never on the request. */
  siteUrl: string;
}

/**
 * A server-side function reachable at /functions/v1/<name>, as Supabase Edge Functions are (`supabase.functions.invoke`).
 * It answers with a Response; errors a client can act on are JSON `{ error: "<French message>", code }` with a 4xx.
 */
export type EdgeFunction = (c: Context, context: FunctionContext) => Promise<Response>;

/**
 * A function reachable without a project key or token, as a Supabase function deployed with `verify_jwt = false`:
 * for callers that cannot send one (a payment provider's webhook, a page a browser is redirected to). It must
 * authenticate its caller itself (e.g. an HMAC signature); its `claims` are the anonymous role's.
 */
export interface PublicEdgeFunction {
  verifyJwt: false;
  handler: EdgeFunction;
}

/**
 * A function that needs the project key but not a signed-in user (verify_jwt on, the anon key accepted). Every other
 * function answers a caller without a user `401 not_signed_in` before it runs (functions/routes.ts).
 */
export interface AnonymousEdgeFunction {
  allowAnonymous: true;
  handler: EdgeFunction;
}

/** Any entry of the functions registry. */
export type RegisteredFunction = EdgeFunction | PublicEdgeFunction | AnonymousEdgeFunction;

/** The JSON error shape every function uses. */
export function functionError(
  c: Context,
  status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429,
  code: string,
  error: string,
): Response {
  return c.json({ error, code }, status);
}
