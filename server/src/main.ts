import { createServer } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { startBackend, type StartedBackend } from "./backend";
import { loadConfig } from "./config";
import { ConfigError } from "./config/read";
import { localSiteUrl } from "./config/site";
import { DataDirLockedError } from "./db/data-dir-lock";
import { refuseUnworkableSettings } from "./startup-checks";

/** PORT=0 asks for any free port; it is picked before the app is built, so the default SITE_URL can name it. */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function main() {
  const config = loadConfig();
  refuseUnworkableSettings(config);
  const port = config.port === 0 ? await freePort(config.host) : config.port;
  let backend: StartedBackend | undefined;
  const siteUrl = config.siteUrl ?? localSiteUrl(port);
  if (config.mode === "local") backend = await startBackend(config);

  let stopping = false;
  const app = createApp({
    siteDir: config.siteDir,
    backend,
    siteUrl,
    devTools: !config.production,
    trustedProxies: config.trustedProxies,
    allowDemoKeysRemote: config.allowDemoKeysRemote,
    metricsToken: config.metricsToken,
    accessLog: config.accessLog,
    isStopping: () => stopping,
    connectSources:
      config.mode === "hosted"
        ? [new URL(config.supabaseUrl).origin, new URL(config.supabaseUrl).origin.replace(/^http/, "ws")]
        : [],
    corsOrigins: config.corsOrigins,
    publicConfig: (origin) =>
      config.mode === "hosted"
        ? { supabaseUrl: config.supabaseUrl, supabaseAnonKey: config.supabaseAnonKey }
        : { supabaseUrl: origin, supabaseAnonKey: backend!.anonKey },
  });

  const server = serve({ fetch: app.fetch, port, hostname: config.host }, (info) => {
    const where =
      config.mode === "hosted" ? `hosted Supabase at ${config.supabaseUrl}` : "local backend on /auth/v1 and /rest/v1";
    console.log(`Site ready on http://localhost:${info.port} (${where})`);
    // Any call under /functions/v1 starts the Deno edge runtime: now, rather than at a learner's first enrollment.
    if (backend) {
      const loopback = config.host === "::1" ? "[::1]" : "127.0.0.1";
      const functionsUrl = `http://${loopback}:${info.port}/functions/v1`;
      fetch(`${functionsUrl}/`).catch(() => undefined);
      // The jobs run in process-jobs: the timer calls the function, as pg_cron does on a hosted project (decisions
      // 0955, 1092).
      backend.startJobs(functionsUrl);
    }
    if (
      backend?.keys.publicDemoSecret &&
      !config.allowDemoKeysRemote &&
      !["127.0.0.1", "::1", "localhost"].includes(config.host)
    ) {
      console.log(
        "The API answers this machine only: JWT_SECRET is the public development secret (see README, running it for real)",
      );
    }
  });

  // SIGTERM (a rolling restart, decision 1006): /readyz answers 503 at once so the load balancer stops sending; the
  // jobs' run in hand finishes (its functions call the API back, so the API still answers meanwhile); then no new
  // connection is accepted and the requests in flight finish; the jobs this instance's Edge runtime claimed and did not
  // finish are handed back, so another instance runs them now rather than after JOBS_LEASE_MS; the database closes.
  // Each step gets what is left of SHUTDOWN_TIMEOUT_MS; past it the instance goes on to the next step regardless.
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing jobs and requests, then closing the database`);
    const deadline = Date.now() + config.shutdownTimeoutMs;
    setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 10_000).unref();
    const withinDeadline = (work: Promise<unknown>) =>
      Promise.race([
        work.catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
      ]);
    void (async () => {
      await withinDeadline(backend?.jobs.stop() ?? Promise.resolve());
      const closed = new Promise((resolve) => server.close(resolve));
      if ("closeIdleConnections" in server) server.closeIdleConnections();
      await withinDeadline(closed);
      if ("closeAllConnections" in server) server.closeAllConnections();
      const released = await (backend?.releaseClaimedJobs() ?? Promise.resolve(0)).catch(() => 0);
      if (released > 0) console.log(`${signal}: ${released} claimed job(s) handed back to the other instances`);
      await backend?.close().catch(() => undefined);
      process.exit(0);
    })();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error("Cannot start:", error);
  }
  process.exit(1);
});
