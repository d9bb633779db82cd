import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "../../server/src/app";
import type { StartedBackend } from "../../server/src/backend";
import { REPO_ROOT } from "../../server/src/config/defaults";

/**
 * A test's own backend behind a server on a free port, with its edge runtime, its dev tools and its jobs' timer
 * connected to `process-jobs` (decision 1092): `backend.jobs.runDue()` runs the jobs as production does. `siteUrl`
 * (the links in e-mails) is the server's own address unless given.
 */
export async function serveBackend(
  backend: StartedBackend,
  options: { siteUrl?: string } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  // eslint-disable-next-line prefer-const -- the fetch handler reads it, so it is declared before the server starts
  let app: ReturnType<typeof createApp> | undefined;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: (request, env) => app!.fetch(request, env), port: 0, hostname: "127.0.0.1" }, () =>
      resolve(s),
    );
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = createApp({
    siteDir: path.join(REPO_ROOT, "build/client"),
    backend,
    siteUrl: options.siteUrl ?? url,
    publicConfig: (origin) => ({ supabaseUrl: origin, supabaseAnonKey: backend.anonKey }),
    devTools: true,
  });
  backend.startJobs(`${url}/functions/v1`);
  return {
    url,
    async close() {
      // A process-jobs call still in flight would hold close() open: the run is over, drop it.
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
