import { Hono, type Context } from "hono";
import type { Claims, JwtKeys } from "../auth/jwt";
import type { Mailer } from "../auth/mailer";
import type { Database } from "../db/database";
import { requestClaims } from "../http/api-key";
import type { JobQueue } from "../jobs/job-queue";
import { callerRefusal, notSignedIn } from "./caller-errors";
import type { EdgeFunction, RegisteredFunction } from "./edge-function";

export interface FunctionsDependencies {
  db: Database;
  keys: JwtKeys;
  mailer: Mailer;
  jobs: JobQueue;
  siteUrl: string;
  functions: Record<string, RegisteredFunction>;
}

/**
 * /functions/v1/<name>: the Edge Functions gateway. Like Supabase's (verify_jwt on), a call needs the project key
 * and a valid bearer token (the anon key or a user's); the function then sees the caller's claims.
 */
export function functionsRoutes(deps: FunctionsDependencies) {
  const routes = new Hono();
  routes.all("/:name{[a-z0-9][a-z0-9-]*}/*", handle);
  routes.all("/:name{[a-z0-9][a-z0-9-]*}", handle);
  routes.all("*", (c) => c.json({ code: "NOT_FOUND", message: "Requested function was not found" }, 404));
  return routes;

  async function handle(c: Context) {
    const name = c.req.param("name") ?? "";
    const entry = Object.hasOwn(deps.functions, name) ? deps.functions[name] : undefined;
    if (!entry) return c.json({ code: "NOT_FOUND", message: "Requested function was not found" }, 404);
    const open = typeof entry !== "function" && "verifyJwt" in entry && entry.verifyJwt === false;
    const fn = typeof entry === "function" ? entry : entry.handler;
    const claims: Claims | Response = open ? { role: "anon" } : await requestClaims(c, deps.keys, "rest");
    if (claims instanceof Response) return claims;
    const needsUser = !open && !(typeof entry !== "function" && "allowAnonymous" in entry);
    if (needsUser && claims.role === "anon") return notSignedIn(c);
    return run(c, claims, fn)
      .catch((error: unknown) => {
        const refusal = callerRefusal(c, claims, error);
        if (refusal) return refusal;
        throw error;
      })
      .finally(() => deps.db.statistics?.changed()); // functions write (payments, enrolments…)
  }

  function run(c: Context, claims: Claims, fn: EdgeFunction) {
    return fn(c, {
      claims,
      db: deps.db,
      mailer: deps.mailer,
      jobs: deps.jobs,
      siteUrl: deps.siteUrl,
      asCaller: (work) =>
        deps.db.transaction(
          async (tx) => {
            await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
              claims.role,
              JSON.stringify(claims),
            ]);
            return work(tx);
          },
          { signal: c.req.raw.signal, timeoutMs: deps.db.timeoutFor(claims.role), role: claims.role },
        ),
    });
  }
}
