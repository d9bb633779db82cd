import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { TestProject } from "vitest/node";
import { createApp } from "../server/src/app";
import { startBackend } from "../server/src/backend";
import { DEV_JWT_SECRET, REPO_ROOT } from "../server/src/config";
import { withRoleTimeouts } from "../server/src/db/database";

export interface TestBackend {
  name: "pglite" | "postgres";
  url: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    backends: TestBackend[];
    /** The PGlite backend behind a second server with tiny auth rate limits (2 per window). */
    rateLimitedUrl: string;
    /** Each engine again, behind a server whose statement timeouts are short (see SHORT_TIMEOUTS). */
    shortTimeoutBackends: TestBackend[];
  }
}

/** Statement timeouts (ms) of the third servers, short enough for a test to wait them out. */
export const SHORT_TIMEOUTS = { anon: 1500, authenticated: 2000, service_role: 2000 };

async function listen(app: ReturnType<typeof createApp>) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * One real server per storage engine for the whole run (a fresh PGlite database takes seconds to create):
 * PGlite always, PostgreSQL too when DATABASE_URL is set. Tests create their own users, so they share it.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-int-"));
  const engines: { name: TestBackend["name"]; databaseUrl?: string }[] = [{ name: "pglite" }];
  if (process.env.DATABASE_URL) engines.push({ name: "postgres", databaseUrl: process.env.DATABASE_URL });

  const running = await Promise.all(
    engines.map(async ({ name, databaseUrl }) => {
      const backend = await startBackend(
        {
          dataDir: path.join(dataDir, name),
          databaseUrl,
          jwtSecret: DEV_JWT_SECRET,
          jwtExpiry: 3600,
          anonKey: undefined,
          serviceRoleKey: undefined,
          authRateLimits: false,
          smtpUrl: undefined,
          mailFrom: "test@example.com",
          statementTimeouts: { anon: 3000, authenticated: 8000, service_role: 8000 },
        },
        () => {},
      );
      const app = createApp({
        siteDir: path.join(REPO_ROOT, "build/client"),
        backend,
        publicConfig: (origin) => ({ supabaseUrl: origin, supabaseAnonKey: backend.anonKey }),
        devTools: true,
      });
      return { name, backend, ...(await listen(app)) };
    }),
  );

  project.provide("backends", running.map(({ name, url }) => ({ name, url })));

  const tight = { limit: 2, windowMs: 60_000 };
  const limited = await listen(
    createApp({
      siteDir: path.join(REPO_ROOT, "build/client"),
      backend: { ...running[0].backend, authRateLimits: { signup: tight, token: tight, refresh: tight, recover: tight } },
      publicConfig: (origin) => ({ supabaseUrl: origin, supabaseAnonKey: running[0].backend.anonKey }),
    }),
  );
  project.provide("rateLimitedUrl", limited.url);

  const short = await Promise.all(
    running.map(async ({ name, backend }) => ({
      name,
      ...(await listen(
        createApp({
          siteDir: path.join(REPO_ROOT, "build/client"),
          backend: { ...backend, db: withRoleTimeouts(backend.db, SHORT_TIMEOUTS) },
          publicConfig: (origin) => ({ supabaseUrl: origin, supabaseAnonKey: backend.anonKey }),
        }),
      )),
    })),
  );
  project.provide("shortTimeoutBackends", short.map(({ name, url }) => ({ name, url })));

  return async () => {
    await new Promise((resolve) => limited.server.close(resolve));
    for (const { server } of short) await new Promise((resolve) => server.close(resolve));
    for (const { server, backend } of running) {
      await new Promise((resolve) => server.close(resolve));
      await backend.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
