import { GoTrueErrorCode } from "@common/errors/gotrue";
import { POSTGREST_ERRORS, postgrestErrorBody } from "@common/errors/postgrest";
import { Hono } from "hono";
import { editedFormationPages } from "./http/edited-formation-pages";
import { authError } from "./http/errors";
import { ProxyList, clientAddress, isLoopbackRequest } from "./http/client-ip";
import { securityHeaders } from "./http/security-headers";
import { seoRoutes } from "./http/sitemap";
import { mountContent } from "./content";
import { contentApi, type ContentApi } from "./content/api";
import { staticSite, strayFormPost } from "./http/static-site";
import { gatewayReturnPost } from "./payments/return-post";
import { isConnectionError, unavailable } from "./db/connection-watch";
import { healthRoutes } from "./ops/health";
import { SiteMetrics, routeOf } from "./ops/metrics";
import { backupRoute } from "./ops/backup-route";
import { logJson, requestContext, requestIdOf } from "./ops/request-log";

import type { AppOptions, LocalBackend } from "./app-options";
import { isAuthPath, mountApi } from "./mount-api";

/** A lost or refused database connection, as the 08006 error the API answers 503 with; undefined for anything else. */
const databaseUnreachable = (error: unknown) => (isConnectionError(error) ? unavailable(error) : undefined);

/** Health, readiness, metrics, the backup route and the browser's runtime configuration (decision 1007). */
function mountOps(app: Hono, options: AppOptions) {
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
}

/** This machine's developer tools: the local outbox and running jobs now (never in production, loopback only). */
function mountDevTools(app: Hono, options: AppOptions, backend: LocalBackend) {
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
    // Tests and developers need not wait for the next poll: process-jobs runs every job that is due now.
    // `?as_of=<ISO date>&dedupe_key=<key>` has it run that one job early if it is planned by then (e.g. the reminder
    // sent two days before a session), so it can be checked without waiting (decision 1092).
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

/** The rendered content pages, the SEO files and the prerendered site, with its form-post fallbacks. */
function mountSite(app: Hono, options: AppOptions, siteUrl: string, supabaseUrl: string, content: ContentApi) {
  const backend = options.backend;
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
}

export function createApp(options: AppOptions) {
  const siteUrl = new URL(options.siteUrl).origin;
  const app = new Hono();
  mountOps(app, options);
  const backend = options.backend;
  const { supabaseUrl, supabaseAnonKey } = options.publicConfig(siteUrl);
  // The pages rendered from the edited content read it as anon through the API (decision 1096): a hosted project's,
  // or the local backend's, answered in this process as if from this machine.
  let content: ContentApi = contentApi(supabaseUrl, supabaseAnonKey);
  if (backend) {
    content = mountApi(app, options, backend, siteUrl);
    mountDevTools(app, options, backend);
  }
  mountSite(app, options, siteUrl, supabaseUrl, content);
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
