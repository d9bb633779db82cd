import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createInterface } from "node:readline";
import { parse } from "smol-toml";
import { REPO_ROOT } from "../config";
import { LOCAL_EMAIL_API_PATH } from "../mail/email-api";

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

/**
 * The local edge runtime: supabase/functions/_local/main.ts in a Deno process of its own, started at the first
 * call (or `start`), restarted if it dies, stopped with `close` or when this process ends (its stdin closes).
 */
export class EdgeRuntime {
  private child: ChildProcess | undefined;
  private ready: Promise<string> | undefined;

  constructor(
    private readonly secrets: () => Promise<EdgeRuntimeSecrets>,
    private readonly functionsDir = FUNCTIONS_DIR,
    /** PATH, HOME, DENO_DIR and the project's own secrets (config.ts `edgeRuntimeEnv`). */
    private readonly baseEnv: Record<string, string> = {},
  ) {}

  /** The runtime's origin (http://127.0.0.1:<port>), once it serves. */
  origin(): Promise<string> {
    this.ready ??= this.spawn().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  async close() {
    const child = this.child;
    this.child = undefined;
    this.ready = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }

  private async spawn(): Promise<string> {
    const secrets = await this.secrets();
    const child = spawn(
      denoBinary(),
      [
        "run",
        "--cached-only",
        "--no-lock",
        "--no-prompt",
        "--allow-net",
        "--allow-env",
        `--allow-read=${REPO_ROOT},${this.functionsDir}`,
        "--config",
        path.join(this.functionsDir, "deno.json"),
        path.join(this.functionsDir, "_local", "main.ts"),
      ],
      {
        cwd: REPO_ROOT,
        stdio: ["pipe", "pipe", "inherit"],
        env: {
          NO_COLOR: "1",
          // E-mails leave through this server's e-mail API (its mailbox) unless EMAIL_API_URL names a provider.
          EMAIL_API_URL: `${secrets.SUPABASE_URL}${LOCAL_EMAIL_API_PATH}`,
          EMAIL_API_KEY: secrets.SUPABASE_SERVICE_ROLE_KEY,
          ...this.baseEnv,
          ...secrets,
        },
      },
    );
    this.child = child;
    child.unref();
    for (const stream of [child.stdin, child.stdout]) (stream as unknown as { unref?: () => void }).unref?.();
    child.once("exit", () => {
      if (this.child === child) {
        this.child = undefined;
        this.ready = undefined;
      }
    });
    const lines = createInterface({ input: child.stdout! });
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the edge runtime did not start within 60 s")), 60_000);
      timer.unref();
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`the edge runtime exited (${code}) before serving`)));
      lines.on("line", (line) => {
        const listening = /^\{"listening":(\d+)/.exec(line);
        if (listening) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${listening[1]}`);
        } else {
          console.log(`[edge-runtime] ${line}`);
        }
      });
    });
  }
}
