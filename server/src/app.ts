import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { authRoutes } from "./auth/routes";
import { JwtKeys } from "./auth/jwt";
import { RateLimiter } from "./auth/rate-limit";
import type { Mailer, outboxMailer } from "./auth/mailer";
import { recoveryRoutes } from "./auth/recovery";
import type { Database } from "./db/database";
import type { AuthRateLimits } from "./config";
import { MAX_BODY_BYTES } from "./http/body";
import { authError } from "./http/errors";
import { requestClaims } from "./http/api-key";
import { securityHeaders } from "./http/security-headers";
import { seoRoutes } from "./http/sitemap";
import { staticSite, strayFormPost } from "./http/static-site";
import { restRoutes } from "./rest/routes";
import type { SchemaCache } from "./rest/schema";

export interface LocalBackend {
  db: Database;
  keys: JwtKeys;
  anonKey: string;
  jwtExpiry: number;
  authRateLimits: AuthRateLimits | false;
  schema: () => SchemaCache;
  mailer: Mailer;
  /** Present when auth e-mails are written to the local outbox instead of SMTP. */
  outbox?: ReturnType<typeof outboxMailer>;
}

export interface AppOptions {
  siteDir: string;
  /** Where the browser finds the backend: the local one (same origin) or a hosted Supabase project. */
  publicConfig: (requestOrigin: string) => { supabaseUrl: string; supabaseAnonKey: string };
  backend?: LocalBackend;
  corsOrigins?: string[];
  /** Canonical origin for sitemap URLs (SITE_URL); the request's origin otherwise. */
  siteUrl?: string;
  /** Extra origins the pages may call (a hosted Supabase project). */
  connectSources?: string[];
  /** Exposes the local outbox at /_dev/outbox (never in production). */
  devTools?: boolean;
}

const API_HEADERS = [
  "apikey", "authorization", "content-type", "x-client-info", "x-supabase-api-version", "accept-profile",
  "content-profile", "prefer", "range", "x-retry-count", "accept",
];

export function createApp(options: AppOptions) {
  const app = new Hono();
  app.use("*", securityHeaders());

  app.get("/runtime-config.json", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(options.publicConfig(new URL(c.req.url).origin));
  });

  const backend = options.backend;
  if (backend) {
    const api = new Hono();
    api.use(
      "*",
      cors({
        origin: options.corsOrigins ?? [],
        allowMethods: ["GET", "POST", "PATCH", "PUT", "DELETE", "HEAD", "OPTIONS"],
        allowHeaders: API_HEADERS,
        exposeHeaders: ["Content-Range", "X-Supabase-Api-Version"],
        maxAge: 3600,
      }),
    );
    api.use("*", bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ code: "PGRST413", message: "Payload Too Large", details: null, hint: null }, 413),
    }));

    const rateLimiter = new RateLimiter({ ...backend.authRateLimits }, backend.authRateLimits !== false);
    const auth = new Hono();
    auth.use("*", async (c, next) => {
      c.header("X-Supabase-Api-Version", "2024-01-01");
      // E-mail links are opened without an API key (Supabase's gateway lets /verify through too).
      if (c.req.method === "GET" && c.req.path.endsWith("/verify")) return next();
      const claims = await requestClaims(c, backend.keys, "auth");
      if (claims instanceof Response) return claims;
      await next();
    });
    auth.route(
      "/",
      recoveryRoutes({
        db: backend.db,
        keys: backend.keys,
        jwtExpiry: backend.jwtExpiry,
        mailer: backend.mailer,
        rateLimiter,
        siteName: "Pont Atlantique Conseil",
        allowedRedirectOrigins: options.siteUrl ? [new URL(options.siteUrl).origin] : [],
      }),
    );
    auth.route("/", authRoutes({ db: backend.db, keys: backend.keys, jwtExpiry: backend.jwtExpiry, rateLimiter }));
    api.route("/auth/v1", auth);
    api.route("/rest/v1", restRoutes({ db: backend.db, keys: backend.keys, schema: backend.schema }));
    app.route("/", api);

    const outbox = backend.outbox;
    if (options.devTools && outbox) {
      app.get("/_dev/outbox", async (c) => c.json(await outbox.list()));
    }
  }

  const seo = seoRoutes(options.siteDir, options.siteUrl);
  app.get("/sitemap.xml", seo.sitemap);
  app.get("/robots.txt", seo.robots);
  const site = staticSite(options.siteDir, options.connectSources);
  app.get("*", site);
  app.on("HEAD", "*", site);
  app.post("*", strayFormPost);

  app.onError((error, c) => {
    console.error(`[server] ${c.req.method} ${new URL(c.req.url).pathname}:`, error);
    if (new URL(c.req.url).pathname.startsWith("/auth/v1")) {
      return authError(c, 500, "unexpected_failure", "Unexpected failure, please try again later");
    }
    return c.json({ code: "PGRST000", message: "Internal server error", details: null, hint: null }, 500);
  });
  return app;
}
