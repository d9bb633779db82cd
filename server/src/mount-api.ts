import { firm } from "@common/firm";
import { GoTrueErrorCode } from "@common/errors/gotrue";
import { POSTGREST_ERRORS, postgrestErrorBody } from "@common/errors/postgrest";
import { Hono, type Context } from "hono";
import { cors } from "hono/cors";
import { authRoutes } from "./auth/routes";
import { JwtKeys } from "./auth/jwt";
import { RateLimiter } from "./auth/rate-limit";
import { SessionRegistry } from "./auth/sessions";
import { DatabaseHitCounter } from "./auth/models/shared-limits";
import { MAX_BODY_BYTES, limitBodySize } from "./http/body";
import { catalogueCache } from "./http/catalogue-cache";
import { CATALOGUE_PDF_PATH, cataloguePdfRoute } from "./http/catalogue-pdf";
import { FormRateLimits } from "./http/form-rate-limit";
import { authError } from "./http/errors";
import { apiGate, requestClaims } from "./http/api-key";
import { setResponseHeaders } from "./http/security-headers";
import { contentApi, type ContentApi } from "./content/api";
import { verificationRateLimit } from "./http/verification-rate-limit";
import { restRoutes } from "./rest/routes";
import { storageRoutes } from "./storage/routes";
import { functionsRoutes } from "./functions/routes";
import { LOCAL_EMAIL_API_PATH, emailApiRoutes } from "./mail/email-api";

import type { AppOptions, LocalBackend } from "./app-options";

const SITE_NAME = firm.fullName;
const varyWithOrigin = (vary: string | null) =>
  vary ? (/\borigin\b/i.test(vary) ? vary : `${vary}, Origin`) : "Origin";
export const isAuthPath = (path: string) => path === "/auth/v1" || path.startsWith("/auth/v1/");
const isStoragePath = (path: string) => path.startsWith("/storage/v1/");
const isScormImportPath = (path: string) => path === "/functions/v1/learning-scorm";
const SCORM_PACKAGE_MAX_BYTES = 100 * 1024 * 1024;
/**
 * The project's own server-side calls, with the service role (the content-image Edge Function storing its variants),
 * are no public form: not counted with the visitors' uploads.
 */
async function isServiceRoleCall(c: Context, keys: JwtKeys): Promise<boolean> {
  const token = /^bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  if (!token) return false;
  const verified = await keys.verify(token);
  return verified.ok && verified.claims.role === "service_role";
}
/** Storage routes under /object/ that neither store a file nor count as an upload (signed URLs, listings, move…). */
const UNLIMITED_STORAGE_ROUTES = new Set(["sign", "list", "list-v2", "move", "copy", "info"]);

const API_HEADERS = [
  "apikey",
  "authorization",
  "content-type",
  "x-client-info",
  "x-supabase-api-version",
  "accept-profile",
  "content-profile",
  "prefer",
  "range",
  "x-retry-count",
  "accept",
];

/**
 * The local backend's API on the site's origin: CORS, body limits, the API-key gate, /auth/v1, the rate limits of the
 * public forms, /rest/v1, the local e-mail API, /functions/v1, /storage/v1 and the catalogue PDF. Answers the content
 * API the edited-content pages read through, in this process (decision 1096).
 */
export function mountApi(app: Hono, options: AppOptions, backend: LocalBackend, siteUrl: string): ContentApi {
  const api = new Hono();
  const content = contentApi(siteUrl, backend.anonKey, (input, init) =>
    Promise.resolve(api.fetch(new Request(input, init), { incoming: { socket: { remoteAddress: "127.0.0.1" } } })),
  );
  const corsHeaders = cors({
    origin: options.corsOrigins ?? [],
    allowMethods: ["GET", "POST", "PATCH", "PUT", "DELETE", "HEAD", "OPTIONS"],
    allowHeaders: API_HEADERS,
    exposeHeaders: ["Content-Range", "X-Supabase-Api-Version"],
    maxAge: 3600,
  });
  // Only cross-origin requests carry Origin; the others (the site's own reads) skip the CORS headers and the
  // response copies they cost, keeping `Vary: Origin` for shared caches.
  api.use("*", async (c, next) => {
    if (c.req.header("origin") !== undefined) return corsHeaders(c, next);
    await next();
    setResponseHeaders(c, [["Vary", varyWithOrigin(c.res.headers.get("vary"))]]);
  });
  const limitBody = limitBodySize({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      isAuthPath(c.req.path)
        ? authError(c, 413, GoTrueErrorCode.requestTooLarge, "Request body is larger than 1 MiB")
        : c.json(postgrestErrorBody(POSTGREST_ERRORS.payloadTooLarge), POSTGREST_ERRORS.payloadTooLarge.status),
  });
  // Storage uploads have their own limit (storage/routes.ts: 5 MB files). No route reads the body of a GET or HEAD;
  // looking for one costs every read a full Request object.
  // A SCORM package is the zip itself, up to the 100 MB learning-scorm accepts (decision 1025); the function says why
  // in French when it is too large.
  const limitScormPackage = limitBodySize({
    maxSize: SCORM_PACKAGE_MAX_BYTES,
    onError: (c) => c.json({ error: "Le paquet SCORM dépasse 100 Mo.", code: "scorm_package_too_large" }, 413),
  });
  api.use("*", (c, next) =>
    isStoragePath(c.req.path) || c.req.method === "GET" || c.req.method === "HEAD"
      ? next()
      : isScormImportPath(c.req.path)
        ? limitScormPackage(c, next)
        : limitBody(c, next),
  );

  // Counted in the database: every instance on one PostgreSQL shares the counts (decision 0771).
  const counter = new DatabaseHitCounter(backend.db);
  const rateLimiter = new RateLimiter({ ...backend.authRateLimits }, backend.authRateLimits !== false, counter);
  const sessions = new SessionRegistry(backend.db, backend.jwtExpiry * 1000);
  api.use("*", apiGate({ sessions, allowDemoKeysRemote: options.allowDemoKeysRemote ?? false }));
  const auth = new Hono();
  auth.use("*", async (c, next) => {
    c.header("X-Supabase-Api-Version", "2024-01-01");
    // E-mail links are opened without an API key, and so is the JWKS (Supabase's gateway lets both through).
    if (c.req.method === "GET" && /\/(verify|\.well-known\/jwks\.json)$/.test(c.req.path)) return next();
    const claims = await requestClaims(c, backend.keys, "auth");
    if (claims instanceof Response) return claims;
    await next();
  });
  auth.route(
    "/",
    authRoutes({
      db: backend.db,
      keys: backend.keys,
      jwtExpiry: backend.jwtExpiry,
      rateLimiter,
      siteUrl,
      sessions,
      mailer: backend.mailer,
      siteName: SITE_NAME,
      passwordRule: backend.passwordRule,
      smsHook: backend.smsHook,
      phoneRateRules: backend.phoneRateRules,
    }),
  );
  // Whatever /auth/v1 does not know answers in GoTrue's JSON shape, never the site's HTML 404 page.
  auth.all("*", (c) => authError(c, 404, GoTrueErrorCode.notFound, "Path not found"));
  api.route("/auth/v1", auth);
  api.use("/rest/v1/rpc/verify_certificate", verificationRateLimit(backend.verificationRateLimit, counter));
  const forms = new FormRateLimits(backend.formRateLimit, counter);
  api.use("/rest/v1/enquiries", forms.limit("enquiry", ["POST"]));
  api.use("/rest/v1/rpc/subscribe_newsletter", forms.limit("newsletter"));
  // The 15-minute call (decision 1021): booking and moving a call count as one public form.
  api.use("/rest/v1/rpc/book_call", forms.limit("booking"));
  api.use("/rest/v1/rpc/reschedule_call", forms.limit("booking"));
  api.on(["POST", "PUT"], "/storage/v1/object/:bucket/*", async (c, next) =>
    UNLIMITED_STORAGE_ROUTES.has(c.req.param("bucket")) || (await isServiceRoleCall(c, backend.keys))
      ? next()
      : forms.limit("upload")(c, next),
  );
  api.use("/rest/v1/*", catalogueCache(backend));
  api.route("/rest/v1", restRoutes({ db: backend.db, keys: backend.keys, schema: backend.schema }));
  api.route(LOCAL_EMAIL_API_PATH, emailApiRoutes({ keys: backend.keys, mailer: backend.mailer, db: backend.db }));
  api.route(
    "/functions/v1",
    functionsRoutes({
      db: backend.db,
      keys: backend.keys,
      siteUrl,
      runtimeEnv: backend.edgeRuntimeEnv,
      workerLimits: backend.edgeWorkerLimits,
    }),
  );
  api.route("/storage/v1", storageRoutes({ db: backend.db, keys: backend.keys, ...backend.storage }));
  app.route("/", api);
  app.get(CATALOGUE_PDF_PATH, cataloguePdfRoute(backend.db));
  return content;
}
