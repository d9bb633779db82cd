import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { TestProject } from "vitest/node";
import { createApp } from "../server/src/app";
import { startBackend } from "../server/src/backend";
import { DEV_JWT_SECRET, REPO_ROOT } from "../server/src/config";

export interface TestBackend {
  name: "pglite" | "postgres";
  url: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    backends: TestBackend[];
    /** The PGlite backend behind a second server with tiny auth rate limits (2 per window). */
    rateLimitedUrl: string;
  }
}

/** Listens on a free port, then builds the app with that address as its site URL (SITE_URL). */
async function listen(makeApp: (siteUrl: string) => ReturnType<typeof createApp>) {
  let app: ReturnType<typeof createApp> | undefined;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: (request, env) => app!.fetch(request, env), port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = makeApp(url);
  return { server, url };
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
        },
        () => {},
      );
      const served = await listen((siteUrl) =>
        createApp({
          siteDir: path.join(REPO_ROOT, "build/client"),
          backend,
          siteUrl,
          publicConfig: (origin) => ({ supabaseUrl: origin, supabaseAnonKey: backend.anonKey }),
          devTools: true,
        }),
      );
      return { name, backend, ...served };
    }),
  );

  project.provide("backends", running.map(({ name, url }) => ({ name, url })));

  const tight = { limit: 2, windowMs: 60_000 };
  const limited = await listen((siteUrl) =>
    createApp({
      siteDir: path.join(REPO_ROOT, "build/client"),
      backend: { ...running[0].backend, authRateLimits: { signup: tight, token: tight, refresh: tight, recover: tight } },
      siteUrl,
      publicConfig: (origin) => ({ supabaseUrl: origin, supabaseAnonKey: running[0].backend.anonKey }),
    }),
  );
  project.provide("rateLimitedUrl", limited.url);

  return async () => {
    await new Promise((resolve) => limited.server.close(resolve));
    for (const { server, backend } of running) {
      await new Promise((resolve) => server.close(resolve));
      await backend.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
