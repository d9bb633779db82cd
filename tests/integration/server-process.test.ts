import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../server/src/config";
import { PASSWORD, client, signedUpClient } from "../support";

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function run(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", AUTH_RATE_LIMITS: "off", ...env },
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function start(env: Record<string, string>): Promise<Started> {
  const process = run(env);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const match = /Site ready on (http:\/\/localhost:\d+)/.exec(process.output());
    if (match) return { child: process.child, url: match[1].replace("localhost", "127.0.0.1"), output: process.output };
    if (process.child.exitCode !== null) throw new Error(`server exited: ${process.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${process.output()}`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "site-process-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the server process", () => {
  it("keeps data across a graceful restart and refuses a second server on the same DATA_DIR", async () => {
    const first = await start({ DATA_DIR: dataDir });
    const { supabase, user, email } = await signedUpClient(first.url);
    const insert = await supabase
      .from("enrollments")
      .insert({ formation_id: 12, user_id: user.id, payment_method: "virement", status: "pending" });
    expect(insert.status).toBe(201);

    const second = run({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("already used by another server");

    first.child.kill("SIGTERM");
    expect(await new Promise((resolve) => first.child.on("exit", resolve))).toBe(0);

    const restarted = await start({ DATA_DIR: dataDir });
    try {
      const again = client(restarted.url);
      const signIn = await again.auth.signInWithPassword({ email, password: PASSWORD });
      expect(signIn.error).toBeNull();
      const { data } = await again.from("enrollments").select("formation_id, status").eq("user_id", user.id);
      expect(data).toEqual([{ formation_id: 12, status: "pending" }]);
      const catalogue = await again.from("formations").select("id");
      expect(catalogue.data).toHaveLength(30); // the seed ran once, not at every start
    } finally {
      restarted.child.kill("SIGTERM");
    }
  }, 180_000);

  it("fails at start-up naming the missing hosted Supabase value", async () => {
    const hosted = run({ SUPABASE_URL: "https://abcd.supabase.co", SUPABASE_ANON_KEY: "" });
    expect(await hosted.exited).toBe(1);
    expect(hosted.output()).toContain("SUPABASE_ANON_KEY is missing");
  });

  it("refuses the public development JWT secret in production", async () => {
    const production = run({ NODE_ENV: "production", DATA_DIR: path.join(dataDir, "prod") });
    expect(await production.exited).toBe(1);
    expect(production.output()).toContain("JWT_SECRET");
  });
});
