import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { REPO_ROOT } from "../config/defaults";
import { denoBinary } from "./deno-functions";
import { readCpuMs, readRssBytes, type WorkerLimits } from "./worker-limits";

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

const platformError = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ code, message }), {
    status,
    headers: { "content-type": "application/json", "sb-error-code": code },
  });

const workerLimitAnswer = () =>
  platformError(546, "WORKER_LIMIT", "Function failed due to not having enough compute resources (please check logs)");

interface InFlight {
  cpuMs: number;
  abort: AbortController;
}

/** One function's worker: its Deno process, the requests in flight, and the watch on their CPU time and memory. */
export class FunctionWorker {
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
