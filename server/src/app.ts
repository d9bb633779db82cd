import type { PasswordRule } from "@common/password-rule";
import { firm } from "@common/firm";
import { GoTrueErrorCode } from "@common/errors/gotrue";
import { POSTGREST_ERRORS, postgrestErrorBody } from "@common/errors/postgrest";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { authRoutes } from "./auth/routes";
import { JwtKeys } from "./auth/jwt";
import { RateLimiter, type RateLimitRule } from "./auth/rate-limit";
import type { SmsHook } from "./auth/phone";
import { SessionRegistry } from "./auth/sessions";
import { DatabaseHitCounter } from "./auth/models/shared-limits";
import type { Mailer, outboxMailer } from "./auth/mailer";
import type { Database } from "./db/database";
import type { JobQueue } from "./jobs/job-queue";
import type { AuthRateLimits } from "./config";
import type { WorkerLimits } from "./functions/worker-limits";
import { MAX_BODY_BYTES } from "./http/body";
import { catalogueCache } from "./http/catalogue-cache";
import { CATALOGUE_PDF_PATH, cataloguePdfRoute } from "./http/catalogue-pdf";
import { editedFormationPages } from "./http/edited-formation-pages";
import { FormRateLimits } from "./http/form-rate-limit";
import { authError } from "./http/errors";
import { apiGate, requestClaims } from "./http/api-key";
import { ProxyList, clientAddress, isLoopbackRequest } from "./http/client-ip";
import { securityHeaders, setResponseHeaders } from "./http/security-headers";
import { seoRoutes } from "./http/sitemap";
import { mountContent } from "./content";
import { contentApi, type ContentApi } from "./content/api";
import { staticSite, strayFormPost } from "./http/static-site";
import { gatewayReturnPost } from "./payments/return-post";
import { verificationRateLimit } from "./http/verification-rate-limit";
import { restRoutes } from "./rest/routes";
import type { ObjectStore } from "./storage/object-store";
import { storageRoutes } from "./storage/routes";
import { functionsRoutes } from "./functions/routes";
import { LOCAL_EMAIL_API_PATH, emailApiRoutes } from "./mail/email-api";
import type { SchemaCache } from "./rest/schema";
import { isConnectionError, unavailable } from "./db/connection-watch";
import { healthRoutes } from "./ops/health";
import { SiteMetrics, routeOf } from "./ops/metrics";
import { backupRoute } from "./ops/backup-route";
import type { BackupManifest } from "./ops/backup";
import { logJson, requestContext, requestIdOf } from "./ops/request-log";

export interface LocalBackend {
  db: Database;
  keys: JwtKeys;
  anonKey: string;
  jwtExpiry: number;
  /** The auth server's password rule (config.ts: AUTH_PASSWORD_*); the site's rule when absent. */
  passwordRule?: PasswordRule;
  /** Auth's « Send SMS » hook and the phone routes' limits (config.ts; decision 1015). */
  smsHook?: SmsHook;
  phoneRateRules?: Record<string, RateLimitRule>;
  authRateLimits: AuthRateLimits | false;
  /** Per-IP limit on each public form (FORM_RATE_LIMIT); `false` turns it off. */
  formRateLimit: RateLimitRule | false;
  /** Per-IP limit on certificate verification (VERIFY_RATE_LIMIT). */
  verificationRateLimit: RateLimitRule;
  schema: () => SchemaCache;
  mailer: Mailer;
  /** Deferred work (e-mails, expiries, reminders) kept in private.jobs. */
  jobs: JobQueue;
  /** Where Storage keeps the objects' bytes (DATA_DIR/storage or an S3 bucket) and the key that signs their URLs. */
  storage: { store: ObjectStore; signingKey: Uint8Array; fileSizeLimit?: number };
  /** Takes a backup now into BACKUP_DIR and prunes the old ones (decision 1028). */
  backup?: () => Promise<{ dir: string; manifest: BackupManifest }>;
  /** The Deno edge runtime's environment besides the platform's secrets (config.ts `edgeRuntimeEnv`). */
  edgeRuntimeEnv?: Record<string, string>;
  /** The limits of one Edge Function request (config.ts `edgeWorkerLimits`). */
  edgeWorkerLimits?: WorkerLimits;
  /** Present when auth e-mails are written to the local outbox instead of SMTP. */
  outbox?: ReturnType<typeof outboxMailer>;
}

export interface AppOptions {
  siteDir: string;
  /** Where the browser finds the backend: the local one (same origin) or a hosted Supabase project. */
  publicConfig: (requestOrigin: string) => { supabaseUrl: string; supabaseAnonKey: string };
  backend?: LocalBackend;
  corsOrigins?: string[];
  /**
   * The site's public origin (SITE_URL, or http://localhost:<port> in development): e-mail links, redirects, the
   * token issuer, sitemap.xml and robots.txt are built on it, never on the request's Host header.
   */
  siteUrl: string;
  /** Extra origins the pages may call (a hosted Supabase project). */
  connectSources?: string[];
  /** Exposes the local outbox at /_dev/outbox (never in production; only ever to loopback clients). */
  devTools?: boolean;
  /** TRUSTED_PROXIES: only their X-Forwarded-For is read for the client's address. */
  trustedProxies?: string[];
  /** ALLOW_DEMO_KEYS_REMOTE: with the public development secret, answer API calls from other machines too. */
  allowDemoKeysRemote?: boolean;
  /** METRICS_TOKEN: the bearer token /metrics accepts besides the service role key. */
  metricsToken?: string;
  /** ACCESS_LOG: one JSON line per request on stdout (ops/request-log.ts). */
  accessLog?: boolean;
  /** True once SIGTERM was received: /readyz answers 503 so the load balancer stops sending requests. */
  isStopping?: () => boolean;
}

const SITE_NAME = firm.fullName;
/** A lost or refused database connection, as the 08006 error the API answers 503 with; undefined for anything else. */
const databaseUnreachable = (error: unknown) => (isConnectionError(error) ? unavailable(error) : undefined);
const varyWithOrigin = (vary: string | null) =>
  vary ? (/\borigin\b/i.test(vary) ? vary : `${vary}, Origin`) : "Origin";
const isAuthPath = (path: string) => path === "/auth/v1" || path.startsWith("/auth/v1/");
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

export function createApp(options: AppOptions) {
  const siteUrl = new URL(options.siteUrl).origin;
  const app = new Hono();
  const metrics = new SiteMetrics(options.backend?.db);
  app.use("*", requestContext({ accessLog: options.accessLog ?? false }));
  app.use("*", metrics.middleware());
  app.use("*", securityHeaders());
  app.use("*", clientAddress(new ProxyList(options.trustedProxies ?? [])));
  // Health and metrics (issue 47 item 4, decision 1007): before everything else, and outside the API's gate.
  if (options.backend) {
    const health = healthRoutes({
      db: options.backend.db,
      store: options.backend.storage.store,
      isStopping: options.isStopping,
    });
    app.get("/healthz", health.healthz);
    app.get("/readyz", health.readyz);
  } else {
    app.get("/healthz", (c) => c.json({ status: "ok" }));
    app.get("/readyz", (c) => c.json({ status: "ready", checks: {} }));
  }
  app.get("/metrics", metrics.route({ token: options.metricsToken, keys: options.backend?.keys }));
  // A backup taken by this server now (decision 1028), for `npm run backup` on PGlite; the service role only.
  if (options.backend?.backup)
    app.post("/ops/backup", backupRoute({ keys: options.backend.keys, backup: options.backend.backup }));

  app.get("/runtime-config.json", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(options.publicConfig(new URL(c.req.url).origin));
  });

  const backend = options.backend;
  const { supabaseUrl, supabaseAnonKey } = options.publicConfig(siteUrl);
  // The pages rendered from the edited content read it as anon through the API (decision 1096): a hosted project's,
  // or the local backend's, answered in this process as if from this machine.
  let content: ContentApi = contentApi(supabaseUrl, supabaseAnonKey);
  if (backend) {
    const api = new Hono();
    content = contentApi(siteUrl, backend.anonKey, (input, init) =>
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
    const limitBody = bodyLimit({
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
    const limitScormPackage = bodyLimit({
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

    const outbox = backend.outbox;
    if (options.devTools && outbox) {
      // Every reset link is in there: this machine only, never through a proxy.
      app.use("/_dev/*", async (c, next) => (isLoopbackRequest(c) ? next() : c.json({ message: "Not found" }, 404)));
      app.get("/_dev/outbox", async (c) => c.json(await outbox.list()));
      // A message's attached file (e.g. the convocation's invitation.ics, decision 1020), as it would be opened.
      app.get("/_dev/outbox/:id/:filename", async (c) => {
        const message = (await outbox.list()).find((item) => item.id === c.req.param("id"));
        const file = message?.attachments?.find((item) => item.filename === c.req.param("filename"));
        if (!file) return c.json({ message: "Not found" }, 404);
        return c.body(Buffer.from(file.content, "base64"), 200, { "content-type": file.contentType });
      });
      // Tests and developers need not wait for the next poll: run every job that is due now.
      // `?as_of=<ISO date>&dedupe_key=<key>` runs that one job early if it is planned by then (e.g. the reminder sent
      // two days before a session), so it can be checked without waiting.
      app.post("/_dev/jobs/run", async (c) => {
        const asOf = c.req.query("as_of");
        const dedupeKey = c.req.query("dedupe_key");
        if (asOf === undefined && dedupeKey === undefined) return c.json({ ran: await backend.jobs.runDue() });
        const date = new Date(asOf ?? "");
        if (Number.isNaN(date.getTime()) || !dedupeKey) {
          return c.json({ message: "as_of (an ISO 8601 date) and dedupe_key go together" }, 400);
        }
        return c.json({ ran: await backend.jobs.runDue({ asOf: date, dedupeKey }) });
      });
    }
  }

  const seo = seoRoutes(options.siteDir, siteUrl);
  const outdatedFormationPages = backend && editedFormationPages(backend.db);
  mountContent(app, {
    api: content,
    local: backend && { db: backend.db, store: backend.storage.store },
    supabaseUrl,
    siteDir: options.siteDir,
    siteUrl,
    connectSources: options.connectSources,
    sitemap: seo.sitemap,
    isOutdated: outdatedFormationPages || undefined,
  });
  app.get("/sitemap.xml", seo.sitemap);
  app.get("/robots.txt", seo.robots);
  const site = staticSite(options.siteDir, options.connectSources, outdatedFormationPages);
  app.get("*", site);
  app.on("HEAD", "*", site);
  app.post("/paiement/retour", gatewayReturnPost);
  app.post("*", strayFormPost);

  app.onError((error, c) => {
    const unreachable = databaseUnreachable(error);
    if (unreachable) {
      // Not a bug of ours: the database is down or restarting (the study's F1). 503 with its SQLSTATE, at once.
      c.header("Retry-After", "2");
      if (isAuthPath(new URL(c.req.url).pathname)) {
        return authError(c, 503, GoTrueErrorCode.unexpectedFailure, "Database unavailable, please retry shortly", {
          sqlstate: unreachable.code,
        });
      }
      return c.json(
        { code: unreachable.code, message: unreachable.message, details: null, hint: unreachable.hint ?? null },
        503,
      );
    }
    logJson("error", "unexpected error", {
      request_id: requestIdOf(c),
      method: c.req.method,
      route: routeOf(c, 500),
      error: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    if (isAuthPath(new URL(c.req.url).pathname)) {
      return authError(c, 500, GoTrueErrorCode.unexpectedFailure, "Unexpected failure, please try again later");
    }
    return c.json(postgrestErrorBody(POSTGREST_ERRORS.internalError), POSTGREST_ERRORS.internalError.status);
  });
  return app;
}
