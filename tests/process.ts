import { spawn, type ChildProcess } from "node:child_process";
import { REPO_ROOT } from "../server/src/config/defaults";

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts `server/src/main.ts` as its own process (PORT=0 picks a free port), on PGlite unless `env` passes a
 * DATABASE_URL: these tests are about the embedded engine's data folder, lock and crash behaviour.
 */
export function runServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: "", PORT: "0", HOST: "127.0.0.1", AUTH_RATE_LIMITS: "off", ...env },
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Starts a server and waits until it listens; resolves with its base URL. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess & { url: string }> {
  const server = runServer(env);
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const match = /Site ready on http:\/\/localhost:(\d+)/.exec(server.output());
    if (match) return { ...server, url: `http://127.0.0.1:${match[1]}` };
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.child.kill("SIGKILL");
  throw new Error(`server did not start: ${server.output()}`);
}
