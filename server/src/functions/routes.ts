import type { IncomingMessage } from "node:http";
import { Hono, type Context } from "hono";
import { bearerToken } from "@common/bearer";
import { POSTGREST_ERRORS, postgrestErrorBody } from "@common/errors/postgrest";
import { makeApiKey, type JwtKeys } from "../auth/jwt";
import type { Database } from "../db/database";
import { bearerClaims, requestClaims } from "../http/api-key";
import { clientIp } from "../http/client-ip";
import { readDenoFunctions, type DenoFunction } from "./deno-functions";
import { EdgeRuntime } from "./edge-runtime";
import type { WorkerLimits } from "./worker-limits";
import { REQUEST_ID_HEADER, requestIdOf } from "../ops/request-log";

export interface FunctionsDependencies {
  db: Database;
  keys: JwtKeys;
  siteUrl: string;
  /** The edge runtime's environment besides the platform's secrets (config/functions.ts `edgeRuntimeEnv`). */
  runtimeEnv?: Record<string, string>;
  /** The limits of one request (default: the platform's). */
  workerLimits?: WorkerLimits;
  /** The Edge Functions of supabase/functions, run in Deno (default: read from the repository). */
  denoFunctions?: Map<string, DenoFunction>;
}

const notFound = (c: Context) => c.json({ code: "NOT_FOUND", message: "Requested function was not found" }, 404);

/** This server as the functions reach it back (loopback, the port the request came in on), else its public origin. */
function serverOrigin(c: Context, siteUrl: string): string {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  if (!socket?.localPort || !socket.localAddress) return new URL(siteUrl).origin;
  const address = socket.localAddress.replace(/^::ffff:/, "");
  return `http://${address.includes(":") ? `[${address}]` : address}:${socket.localPort}`;
}

/**
 * The request as the function sees it on the platform: `/<name>/…` with the caller's headers and body, and the
 * client's address in `X-Forwarded-For` as the platform's gateway sets it — the address this server resolved
 * (`clientIp`: the peer, or behind TRUSTED_PROXIES the right-most untrusted entry), never what the client wrote.
 */
async function forward(c: Context, runtime: EdgeRuntime, name: string): Promise<Response> {
  const url = new URL(c.req.url);
  const rest = url.pathname.slice(url.pathname.indexOf(`/${name}`) + name.length + 1);
  const headers = new Headers(c.req.raw.headers);
  for (const hop of ["host", "connection", "keep-alive", "transfer-encoding", "content-length"]) headers.delete(hop);
  for (const forwarding of ["forwarded", "x-real-ip"]) headers.delete(forwarding);
  headers.set("x-forwarded-for", clientIp(c));
  // The request's id (ops/request-log.ts), so the function's own calls and logs can name it.
  const requestId = requestIdOf(c);
  if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
  const hasBody = !["GET", "HEAD"].includes(c.req.method);
  const answer = await runtime.fetch(name, `/${name}${rest}${url.search}`, {
    method: c.req.method,
    headers,
    body: hasBody ? await c.req.arrayBuffer() : undefined,
    signal: c.req.raw.signal,
  });
  const answerHeaders = new Headers(answer.headers);
  for (const hop of ["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding"]) {
    answerHeaders.delete(hop);
  }
  return new Response(answer.body, { status: answer.status, headers: answerHeaders });
}

/** 401 for an `Authorization` header that is not exactly `Bearer <one JWT>` (common/bearer.ts, the functions' rule). */
function malformedAuthorization(c: Context): Response {
  c.header("WWW-Authenticate", 'Bearer error="invalid_request"');
  return c.json(
    postgrestErrorBody(POSTGREST_ERRORS.jwtInvalid, {
      message: "Authorization header is not a bearer token",
      hint: "Send `Authorization: Bearer <JWT>` with one token, or no Authorization header.",
    }),
    401,
  );
}

/**
 * /functions/v1/<name>: the Edge Functions gateway. Every function is a Supabase Edge Function in supabase/functions,
 * run in Deno (edge-runtime.ts). Like Supabase's gateway, a call to a function with `verify_jwt` on (the default)
 * needs the project key and a valid bearer token (the anon key or a user's); the function reads the caller from it.
 */
export function functionsRoutes(deps: FunctionsDependencies) {
  const denoFunctions = deps.denoFunctions ?? readDenoFunctions();
  let origin = "";
  const runtime = new EdgeRuntime(
    async () => ({
      SUPABASE_URL: origin,
      SUPABASE_ANON_KEY: await makeApiKey(deps.keys, "anon"),
      SUPABASE_SERVICE_ROLE_KEY: await makeApiKey(deps.keys, "service_role"),
      SITE_URL: deps.siteUrl,
      // The functions verify every token themselves (_shared/caller.ts): the project's secret, and the issuer of its
      // user tokens, which is the public origin here rather than the loopback address they call back.
      JWT_SECRET: deps.keys.secret,
      AUTH_ISSUER: `${deps.siteUrl}/auth/v1`,
    }),
    undefined,
    deps.runtimeEnv,
    deps.workerLimits,
  );
  const routes = new Hono();
  // The functions call this server back at the address the first call came in on.
  routes.use("*", async (c, next) => {
    origin ||= serverOrigin(c, deps.siteUrl);
    await next();
  });
  routes.all("/:name{[a-z0-9][a-z0-9-]*}/*", handle);
  routes.all("/:name{[a-z0-9][a-z0-9-]*}", handle);
  routes.all("*", notFound);
  return routes;

  async function handle(c: Context) {
    const name = c.req.param("name") ?? "";
    const denoFunction = denoFunctions.get(name);
    return denoFunction ? handleInDeno(c, name, denoFunction) : notFound(c);
  }

  /**
   * As the platform's gateway: verify the JWT unless `verify_jwt = false`, then hand the request to the function.
   * A malformed `Authorization` header is refused for every function, and a bearer token sent to a `verify_jwt =
   * false` function must hold too: "no token" is the only way to call one without a valid token.
   */
  async function handleInDeno(c: Context, name: string, denoFunction: DenoFunction) {
    // An empty header is no header, as in the functions (_shared/caller.ts).
    const authorization = c.req.header("authorization") || undefined;
    if (authorization !== undefined && !bearerToken(authorization)) return malformedAuthorization(c);
    if (denoFunction.verifyJwt) {
      const claims = await requestClaims(c, deps.keys, "rest");
      if (claims instanceof Response) return claims;
    } else if (authorization !== undefined) {
      const claims = await bearerClaims(c, deps.keys);
      if (claims instanceof Response) return claims;
    }
    try {
      return await forward(c, runtime, name);
    } catch (error) {
      if (c.req.raw.signal.aborted) throw error;
      console.error(`edge runtime unreachable for ${name}:`, error);
      return c.json({ code: "BOOT_ERROR", message: "Function failed to start (please check logs)" }, 503);
    } finally {
      deps.db.statistics?.changed();
    }
  }
}
