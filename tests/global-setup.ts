import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { TestProject } from "vitest/node";
import { createApp } from "../server/src/app";
import { startBackend } from "../server/src/backend";
import { REPO_ROOT } from "../server/src/config/defaults";
import { withRoleTimeouts } from "../server/src/db/database";
import { testBackendConfig } from "./backend-config";
import { startS3Server } from "./s3-server";

export interface TestBackend {
  name: "pglite" | "postgres";
  url: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    backends: TestBackend[];
    /** The PGlite backend behind a second server with tiny auth and form rate limits (2 per window). */
    rateLimitedUrl: string;
    /** The same limits behind a trusted reverse proxy on 127.0.0.1 (client address from X-Forwarded-For). */
    proxiedUrl: string;
    /** Each engine again, behind a server whose statement timeouts are short (see SHORT_TIMEOUTS). */
    shortTimeoutBackends: TestBackend[];
  }
}

/** Statement timeouts (ms) of the third servers, short enough for a test to wait them out. */
export const SHORT_TIMEOUTS = { anon: 1500, authenticated: 2000, service_role: 2000 };

/** Listens on a free port, then builds the app with that address as its site URL (SITE_URL). */
async function listen(makeApp: (siteUrl: string) => ReturnType<typeof createApp>) {
  // eslint-disable-next-line prefer-const -- the fetch handler below reads it, so it is declared before the server starts
  let app: ReturnType<typeof createApp> | undefined;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: (request, env) => app!.fetch(request, env), port: 0, hostname: "127.0.0.1" }, () =>
      resolve(s),
    );
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
  // STORAGE_BACKEND=s3: the shared servers keep their objects in a local S3 server the run starts itself (decision
  // 1026), so that the Storage tests run against both backends.
  const s3 = process.env.STORAGE_BACKEND === "s3" ? await startS3Server() : undefined;

  const running = await Promise.all(
    engines.map(async ({ name, databaseUrl }) => {
      const backend = await startBackend(
        testBackendConfig(path.join(dataDir, name), databaseUrl, {
          ...s3?.env,
          ...(s3 ? { STORAGE_S3_PREFIX: name } : {}),
        }),
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
      backend.startJobs(`${served.url}/functions/v1`);
      return { name, backend, ...served };
    }),
  );

  project.provide(
    "backends",
    running.map(({ name, url }) => ({ name, url })),
  );

  const tight = { limit: 2, windowMs: 60_000 };
  const tightLimits = {
    signup: tight,
    token: tight,
    tokenAccount: tight,
    refresh: tight,
    recover: tight,
    emailChange: tight,
  };
  const limited = await listen((siteUrl) =>
    createApp({
      siteDir: path.join(REPO_ROOT, "build/client"),
      backend: { ...running[0].backend, authRateLimits: tightLimits, formRateLimit: tight },
      siteUrl,
      allowDemoKeysRemote: true, // requests carrying X-Forwarded-For are not "this machine"
      publicConfig: (origin) => ({ supabaseUrl: origin, supabaseAnonKey: running[0].backend.anonKey }),
    }),
  );
  project.provide("rateLimitedUrl", limited.url);
  // The same, as seen behind a reverse proxy on this machine (TRUSTED_PROXIES=127.0.0.1).
  const proxied = await listen((siteUrl) =>
    createApp({
      siteDir: path.join(REPO_ROOT, "build/client"),
      backend: { ...running[0].backend, authRateLimits: tightLimits, formRateLimit: tight },
      siteUrl,
      trustedProxies: ["127.0.0.1"],
      allowDemoKeysRemote: true,
      publicConfig: (origin) => ({ supabaseUrl: origin, supabaseAnonKey: running[0].backend.anonKey }),
    }),
  );
  project.provide("proxiedUrl", proxied.url);

  const short = await Promise.all(
    running.map(async ({ name, backend }) => ({
      name,
      ...(await listen((siteUrl) =>
        createApp({
          siteDir: path.join(REPO_ROOT, "build/client"),
          backend: { ...backend, db: withRoleTimeouts(backend.db, SHORT_TIMEOUTS) },
          siteUrl,
          publicConfig: (origin) => ({ supabaseUrl: origin, supabaseAnonKey: backend.anonKey }),
        }),
      )),
    })),
  );
  project.provide(
    "shortTimeoutBackends",
    short.map(({ name, url }) => ({ name, url })),
  );

  return async () => {
    await new Promise((resolve) => limited.server.close(resolve));
    await new Promise((resolve) => proxied.server.close(resolve));
    for (const { server } of short) await new Promise((resolve) => server.close(resolve));
    for (const { server, backend } of running) {
      await new Promise((resolve) => server.close(resolve));
      await backend.close();
    }
    await s3?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
