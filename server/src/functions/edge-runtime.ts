import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { createInterface } from "node:readline";
import { parse } from "smol-toml";
import { REPO_ROOT } from "../config/defaults";
import { LOCAL_EMAIL_API_PATH } from "../mail/email-api";
import { PLATFORM_LIMITS, type WorkerLimits } from "./worker-limits";

/** supabase/functions: one folder per Edge Function (its `index.ts`), `_shared` and `_local` beside them. */
export const FUNCTIONS_DIR = path.join(REPO_ROOT, "supabase", "functions");

export interface DenoFunction {
  /** false: the gateway lets a call through without a valid JWT (`verify_jwt = false` in supabase/config.toml). */
  verifyJwt: boolean;
}

/** The functions of supabase/functions and their `verify_jwt` from supabase/config.toml (true when not set). */
export function readDenoFunctions(root = REPO_ROOT): Map<string, DenoFunction> {
  const dir = path.join(root, "supabase", "functions");
  const configFile = path.join(root, "supabase", "config.toml");
  const config = existsSync(configFile)
    ? (parse(readFileSync(configFile, "utf8")) as { functions?: Record<string, { verify_jwt?: boolean }> })
    : {};
  const functions = new Map<string, DenoFunction>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || /^[_.]/.test(entry.name) || !existsSync(path.join(dir, entry.name, "index.ts")))
      continue;
    functions.set(entry.name, { verifyJwt: config.functions?.[entry.name]?.verify_jwt !== false });
  }
  return functions;
}

/** The Deno binary of the `deno` npm package (its platform package holds the executable; no install script needed). */
export function denoBinary(): string {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve("deno/package.json"));
  const platformPackage = `@deno/${process.platform}-${process.arch}${process.platform === "linux" ? "-glibc" : ""}`;
  const name = process.platform === "win32" ? "deno.exe" : "deno";
  const candidates = [path.join(packageDir, name)];
  try {
    candidates.push(path.join(path.dirname(require.resolve(`${platformPackage}/package.json`)), name));
  } catch {
    // the platform package is absent: only the main package's copy can serve
  }
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`Deno is not installed (npm install): looked for ${candidates.join(", ")}`);
  return found;
}

/** The secrets the platform gives every Edge Function, as this backend provides them. */
export interface EdgeRuntimeSecrets {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
  [name: string]: string;
}

/** The header carrying the runtime's internal secret: set by this backend only, never passed through from a client. */
export const RUNTIME_SECRET_HEADER = "x-edge-runtime-secret";

const platformError = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ code, message }), {
    status,
    headers: { "content-type": "application/json", "sb-error-code": code },
  });

const workerLimitAnswer = () =>
  platformError(546, "WORKER_LIMIT", "Function failed due to not having enough compute resources (please check logs)");

/**
 * The local edge runtime, as the platform runs functions: each function in a worker of its own (a Deno process
 * serving supabase/functions/_local/main.ts for that function), started at its first call, started again after it
 * stops, held to the platform's per-request limits (WorkerLimits), and reached only by this backend (an internal
 * secret on loopback). A heavy request of one function therefore never delays another function; what would exceed
 * the limits on a hosted project fails here too (decision 0994).
 */
/**
 * What /metrics and /readyz report of the Edge runtime (ops/metrics.ts, issue 47 item 4): workers started and
 * restarted after they stopped (a limit, a crash), the limits hit, and whether the last start failed.
 */
export const edgeRuntimeStats = {
  started: 0,
  restarted: 0,
  limitHits: { cpu: 0, memory: 0, idle: 0 },
  bootFailures: 0,
  /** The last worker that failed to start, until one starts again. */
  bootFailing: undefined as string | undefined,
};

export class EdgeRuntime {
  private readonly workers = new Map<string, FunctionWorker>();
  private readonly internalSecret = randomBytes(32).toString("base64url");

  constructor(
    private readonly secrets: () => Promise<EdgeRuntimeSecrets>,
    private readonly functionsDir = FUNCTIONS_DIR,
    /** PATH, HOME, DENO_DIR and the project's own secrets (config/functions.ts `edgeRuntimeEnv`). */
    private readonly baseEnv: Record<string, string> = {},
    private readonly limits: WorkerLimits = PLATFORM_LIMITS,
  ) {}

  /**
   * Calls function `name` with `pathAndQuery` (`/<name>/…?…`): its answer, or the platform's when the worker failed
   * to start (503), went over a limit (546) or did not answer in time (504).
   */
  async fetch(name: string, pathAndQuery: string, init: RequestInit = {}): Promise<Response> {
    let worker = this.workers.get(name);
    if (!worker || worker.stopped) {
      if (worker) edgeRuntimeStats.restarted += 1;
      edgeRuntimeStats.started += 1;
      worker = new FunctionWorker(name, this.functionsDir, this.limits, async () => ({
        NO_COLOR: "1",
        // E-mails leave through this server's e-mail API (its mailbox) unless EMAIL_API_URL names a provider.
        ...(await this.secrets().then((secrets) => ({
          EMAIL_API_URL: `${secrets.SUPABASE_URL}${LOCAL_EMAIL_API_PATH}`,
          EMAIL_API_KEY: secrets.SUPABASE_SERVICE_ROLE_KEY,
          ...this.baseEnv,
          ...secrets,
        }))),
        EDGE_FUNCTION: name,
        EDGE_RUNTIME_SECRET: this.internalSecret,
      }));
      this.workers.set(name, worker);
    }
    const headers = new Headers(init.headers);
    headers.set(RUNTIME_SECRET_HEADER, this.internalSecret);
    return worker.call(pathAndQuery, { ...init, headers });
  }

  /** Where function `name`'s worker listens, once started (tests and diagnostics: it answers only with the secret). */
  workerOrigin(name: string): Promise<string> | undefined {
    return this.workers.get(name)?.origin;
  }

  async close() {
    const workers = [...this.workers.values()];
    this.workers.clear();
    await Promise.all(workers.map((worker) => worker.stop()));
  }
}

interface InFlight {
  cpuMs: number;
  abort: AbortController;
}

/** One function's worker: its Deno process, the requests in flight, and the watch on their CPU time and memory. */
class FunctionWorker {
  private child: ChildProcess | undefined;
  private readonly ready: Promise<string>;
  private readonly inFlight = new Set<InFlight>();
  private watch: NodeJS.Timeout | undefined;
  private lastCpuMs = 0;
  /** Why the worker was stopped while requests were in flight: they are answered 546. */
  private overLimit = false;
  stopped = false;

  constructor(
    private readonly name: string,
    private readonly functionsDir: string,
    private readonly limits: WorkerLimits,
    env: () => Promise<Record<string, string>>,
  ) {
    this.ready = env().then((environment) => this.spawn(environment));
    this.ready.then(
      () => {
        if (edgeRuntimeStats.bootFailing === name) edgeRuntimeStats.bootFailing = undefined;
      },
      () => {
        this.stopped = true;
        edgeRuntimeStats.bootFailures += 1;
        edgeRuntimeStats.bootFailing = name;
      },
    );
  }

  get origin(): Promise<string> {
    return this.ready;
  }

  async call(pathAndQuery: string, init: RequestInit): Promise<Response> {
    let origin: string;
    try {
      origin = await this.ready;
    } catch (error) {
      console.error(`edge runtime: ${this.name} did not start:`, error);
      return platformError(503, "BOOT_ERROR", "Function failed to start (please check logs)");
    }
    const request: InFlight = { cpuMs: 0, abort: new AbortController() };
    const callerSignal = init.signal;
    callerSignal?.addEventListener("abort", () => request.abort.abort(callerSignal.reason), { once: true });
    let idle = false;
    const idleTimer = setTimeout(() => {
      idle = true;
      request.abort.abort();
    }, this.limits.idleTimeoutMs);
    idleTimer.unref();
    this.begin(request);
    try {
      return await fetch(`${origin}${pathAndQuery}`, { ...init, redirect: "manual", signal: request.abort.signal });
    } catch (error) {
      if (this.overLimit) return workerLimitAnswer();
      if (idle) edgeRuntimeStats.limitHits.idle += 1;
      if (idle) return platformError(504, "IDLE_TIMEOUT", "Function did not answer in time (request idle timeout)");
      if (callerSignal?.aborted) throw error;
      if (this.stopped) return workerLimitAnswer();
      throw error;
    } finally {
      clearTimeout(idleTimer);
      await this.end(request);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }

  private begin(request: InFlight) {
    this.inFlight.add(request);
    if (this.watch) return;
    void readCpuMs(this.child?.pid).then((cpu) => (this.lastCpuMs = cpu ?? 0));
    this.watch = setInterval(() => void this.check(), 50);
    this.watch.unref();
  }

  private async end(request: InFlight) {
    this.inFlight.delete(request);
    if (this.inFlight.size > 0) return;
    clearInterval(this.watch);
    this.watch = undefined;
    // Memory kept after the answer (a codec's grown heap) would stop the next request: the worker is retired now.
    const rss = await readRssBytes(this.child?.pid);
    if (rss !== undefined && rss > this.limits.memoryBytes && this.inFlight.size === 0) await this.stop();
  }

  /** Shares the CPU time spent since the last look among the requests in flight; stops the worker over a limit. */
  private async check() {
    const pid = this.child?.pid;
    const [cpu, rss] = await Promise.all([readCpuMs(pid), readRssBytes(pid)]);
    if (cpu === undefined || this.inFlight.size === 0) return;
    const share = (cpu - this.lastCpuMs) / this.inFlight.size;
    this.lastCpuMs = cpu;
    for (const request of this.inFlight) request.cpuMs += share;
    const overCpu = [...this.inFlight].some((request) => request.cpuMs > this.limits.cpuMs);
    const overMemory = rss !== undefined && rss > this.limits.memoryBytes;
    if ((!overCpu && !overMemory) || this.overLimit) return;
    this.overLimit = true;
    edgeRuntimeStats.limitHits[overCpu ? "cpu" : "memory"] += 1;
    console.error(
      `edge runtime: ${this.name} stopped: ${overCpu ? `CPU time over ${this.limits.cpuMs} ms` : `memory over ${this.limits.memoryBytes} bytes`}`,
    );
    for (const request of this.inFlight) request.abort.abort();
    await this.stop();
  }

  private async spawn(environment: Record<string, string>): Promise<string> {
    const memoryMb = Math.ceil(this.limits.memoryBytes / (1024 * 1024));
    const child = spawn(
      denoBinary(),
      [
        "run",
        "--cached-only",
        "--no-lock",
        "--no-prompt",
        `--v8-flags=--max-old-space-size=${memoryMb}`,
        "--allow-net",
        "--allow-env",
        `--allow-read=${REPO_ROOT},${this.functionsDir}`,
        "--config",
        path.join(this.functionsDir, "deno.json"),
        path.join(this.functionsDir, "_local", "main.ts"),
      ],
      { cwd: REPO_ROOT, stdio: ["pipe", "pipe", "inherit"], env: environment },
    );
    this.child = child;
    child.unref();
    for (const stream of [child.stdin, child.stdout]) (stream as unknown as { unref?: () => void }).unref?.();
    child.once("exit", () => {
      this.stopped = true;
      for (const request of this.inFlight) request.abort.abort();
    });
    const lines = createInterface({ input: child.stdout! });
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.name} did not start within 60 s`)), 60_000);
      timer.unref();
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`${this.name} exited (${code}) before serving`)));
      lines.on("line", (line) => {
        const listening = /^\{"listening":(\d+)/.exec(line);
        if (listening) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${listening[1]}`);
        } else {
          console.log(`[edge-runtime ${this.name}] ${line}`);
        }
      });
    });
  }
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** A process's CPU time (user + system) in ms, from /proc; undefined where there is no /proc (macOS, Windows). */
async function readCpuMs(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** A process's resident memory in bytes, from /proc; undefined where there is none. */
async function readRssBytes(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kib === undefined ? undefined : Number(kib) * 1024;
  } catch {
    return undefined;
  }
}
