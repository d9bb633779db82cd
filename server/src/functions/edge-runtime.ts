import { randomBytes } from "node:crypto";
import { LOCAL_EMAIL_API_PATH } from "../mail/email-api";
import { FUNCTIONS_DIR } from "./deno-functions";
import { edgeRuntimeStats, FunctionWorker } from "./function-worker";
import { PLATFORM_LIMITS, type WorkerLimits } from "./worker-limits";

/** The secrets the platform gives every Edge Function, as this backend provides them. */
export interface EdgeRuntimeSecrets {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
  [name: string]: string;
}

/** The header carrying the runtime's internal secret: set by this backend only, never passed through from a client. */
export const RUNTIME_SECRET_HEADER = "x-edge-runtime-secret";

/**
 * The local edge runtime, as the platform runs functions: each function in a worker of its own (a Deno process
 * serving supabase/functions/_local/main.ts for that function), started at its first call, started again after it
 * stops, held to the platform's per-request limits (WorkerLimits), and reached only by this backend (an internal
 * secret on loopback). A heavy request of one function therefore never delays another function; what would exceed
 * the limits on a hosted project fails here too (decision 0994).
 */
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
