// Starts the real site (node scripts/start.mjs) on a free port, with its own data directory and a copy of the
// build that also holds the static floor page at /__floor/, so both are served by the same handler.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const BUILT_PAGE = path.join(ROOT, "build/client/index.html");
const SOURCES = ["web", "react-router.config.ts", "vite.config.ts", "package-lock.json"];

export interface BenchServer {
  origin: string;
  siteDir: string;
  stop(): Promise<void>;
}

function newestMtime(target: string): number {
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Builds the site when it is missing, stale, or BENCH_BUILD=1 (same rule as `npm start`). */
export function ensureBuild(): void {
  const stale =
    !existsSync(BUILT_PAGE) ||
    SOURCES.some((source) => {
      const full = path.join(ROOT, source);
      return existsSync(full) && newestMtime(full) > statSync(BUILT_PAGE).mtimeMs;
    });
  if (!stale && process.env.BENCH_BUILD !== "1") return;
  if (process.env.BENCH_BUILD === "0") {
    console.warn("bench: build is older than its sources; measuring it anyway (BENCH_BUILD=0)");
    return;
  }
  console.log("bench: building the site…");
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("react-router build failed");
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface StartOptions {
  /** Serve a copy of build/client with bench/floor/index.html at /__floor/. */
  withFloor?: boolean;
  databaseUrl?: string;
  env?: Record<string, string>;
}

/**
 * BENCH_SITE_DIR measures another build of the client (e.g. one made from a clean `git archive` checkout, away
 * from a build/ directory other people rebuild while the bench runs); otherwise build/client, rebuilt if stale.
 */
function builtClientDir(): string {
  if (process.env.BENCH_SITE_DIR) return path.resolve(process.env.BENCH_SITE_DIR);
  ensureBuild();
  return path.join(ROOT, "build/client");
}

export async function startServer(options: StartOptions = {}): Promise<BenchServer> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "pa-bench-"));
  const siteDir = path.join(scratch, "site");
  cpSync(builtClientDir(), siteDir, { recursive: true });
  if (options.withFloor) cpSync(path.join(ROOT, "bench/floor"), path.join(siteDir, "__floor"), { recursive: true });

  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(scratch, "data"),
    SITE_DIR: siteDir,
    AUTH_RATE_LIMITS: "off",
    SKIP_BUILD: "1",
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 120 s:\n${log}`)), 120_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes("Site ready on")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before it was ready:\n${log}`));
    });
  });
  child.stdout!.resume();
  child.stderr!.resume();

  return {
    origin: `http://127.0.0.1:${port}`,
    siteDir,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        const timeout = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(timeout);
      }
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
