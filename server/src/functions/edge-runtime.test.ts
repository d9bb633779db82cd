import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FUNCTIONS_DIR, readDenoFunctions } from "./deno-functions";
import { EdgeRuntime } from "./edge-runtime";

/** A project of its own: the real local router beside small functions, some of them misbehaving. */
function makeProject() {
  const root = mkdtempSync(path.join(tmpdir(), "edge-runtime-"));
  const dir = path.join(root, "supabase", "functions");
  mkdirSync(path.join(dir, "_local"), { recursive: true });
  copyFileSync(path.join(FUNCTIONS_DIR, "_local", "main.ts"), path.join(dir, "_local", "main.ts"));
  writeFileSync(path.join(dir, "deno.json"), "{}");
  const fn = (name: string, source: string) => {
    mkdirSync(path.join(dir, name));
    writeFileSync(path.join(dir, name, "index.ts"), source);
  };
  fn(
    "echo",
    `Deno.serve(async (req) => Response.json({ path: new URL(req.url).pathname, body: await req.text(),
       secret: Deno.env.get("SUPABASE_URL"), deno: typeof Deno.version.deno,
       internal: req.headers.get("x-edge-runtime-secret"), runtimeSecret: Deno.env.get("EDGE_RUNTIME_SECRET") ?? null }));`,
  );
  fn("boom", `Deno.serve(() => { throw new Error("nope"); });`);
  fn("broken", `import "./missing.ts";\nDeno.serve(() => new Response("never"));`);
  // Spins for the time asked (?ms=), or forever.
  fn(
    "spin",
    `Deno.serve((req) => { const ms = Number(new URL(req.url).searchParams.get("ms") ?? "1e9"); const end = Date.now() + ms;
       let n = 0; while (Date.now() < end) n++; return Response.json({ n: n > 0 }); });`,
  );
  // Takes ?mb= more megabytes and keeps them: 10 MB at a time, with a pause between, or all at once with ?fast.
  fn(
    "hoard",
    `const kept: Uint8Array[] = []; Deno.serve(async (req) => { const query = new URL(req.url).searchParams;
       for (let i = 0; i < Number(query.get("mb")) / 10; i++) {
         kept.push(new Uint8Array(10 << 20).fill(1));
         if (!query.has("fast")) await new Promise((r) => setTimeout(r, 25));
       }
       return Response.json({ mb: kept.length * 10 }); });`,
  );
  fn(
    "sleepy",
    `Deno.serve(async () => { await new Promise((r) => setTimeout(r, 5_000)); return new Response("late"); });`,
  );
  writeFileSync(path.join(root, "supabase", "config.toml"), "[functions.echo]\nverify_jwt = false\n");
  return { root, dir };
}

const project = makeProject();
const secrets = async () => ({
  SUPABASE_URL: "http://example.test",
  SUPABASE_ANON_KEY: "a",
  SUPABASE_SERVICE_ROLE_KEY: "s",
});
// Small limits, so that a test can go over them quickly; the platform's are 2 s of CPU, 256 MB and 150 s.
const runtime = new EdgeRuntime(
  secrets,
  project.dir,
  {},
  { cpuMs: 1_000, memoryBytes: 200 * 1024 * 1024, idleTimeoutMs: 30_000 },
);
const impatient = new EdgeRuntime(
  secrets,
  project.dir,
  {},
  { cpuMs: 1_000, memoryBytes: 200 * 1024 * 1024, idleTimeoutMs: 1_500 },
);
afterAll(async () => {
  await Promise.all([runtime.close(), impatient.close()]);
  rmSync(project.root, { recursive: true, force: true });
});

const call = (name: string, rest = "", init: RequestInit = {}) => runtime.fetch(name, `/${name}${rest}`, init);
const codeOf = async (answer: Response) => [answer.status, ((await answer.json()) as { code: string }).code];

describe("the local edge runtime", () => {
  it("lists the functions with their verify_jwt, true unless config.toml says otherwise", () => {
    expect(readDenoFunctions(project.root).get("echo")).toEqual({ verifyJwt: false });
    expect(readDenoFunctions(project.root).get("boom")).toEqual({ verifyJwt: true });
  });

  it("runs each function's own index.ts in real Deno, at /<name>/…, with the platform's secrets", async () => {
    const answer = await call("echo", "/deeper?x=1", { method: "POST", body: "bonjour" });
    expect(await answer.json()).toEqual({
      path: "/echo/deeper",
      body: "bonjour",
      secret: "http://example.test",
      deno: "string",
      // The function sees neither the internal secret's header nor its value.
      internal: null,
      runtimeSecret: null,
    });
  }, 60_000);

  it("answers only the backend: a request to a worker without the internal secret is refused", async () => {
    await call("echo");
    const origin = await runtime.workerOrigin("echo")!;
    const direct = await fetch(`${origin}/echo`);
    expect(await codeOf(direct)).toEqual([401, "UNAUTHORIZED"]);
    const forged = await fetch(`${origin}/echo`, { headers: { "x-edge-runtime-secret": "guessed-guessed-guessed" } });
    expect(forged.status).toBe(401);
  }, 60_000);

  it("answers like the platform when a function throws, fails to boot or does not exist, and keeps serving", async () => {
    expect(await codeOf(await call("boom"))).toEqual([500, "WORKER_ERROR"]);
    expect(await codeOf(await call("broken"))).toEqual([503, "BOOT_ERROR"]);
    expect(await codeOf(await call("nowhere"))).toEqual([503, "BOOT_ERROR"]);
    expect((await call("echo")).status).toBe(200);
  }, 60_000);

  it("stops a request over its CPU time with 546, and serves the next request of that function normally", async () => {
    expect((await call("spin", "?ms=10")).status).toBe(200);
    const started = Date.now();
    expect(await codeOf(await call("spin"))).toEqual([546, "WORKER_LIMIT"]);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await (await call("spin", "?ms=10")).json()).toEqual({ n: true });
  }, 60_000);

  it("stops a worker over its memory with 546, and starts it again for the next request", async () => {
    expect(await codeOf(await call("hoard", "?mb=400"))).toEqual([546, "WORKER_LIMIT"]);
    expect(await (await call("hoard", "?mb=10")).json()).toEqual({ mb: 10 });
  }, 60_000);

  it("retires a worker that keeps more memory than allowed after answering: the next request starts afresh", async () => {
    // Caught while it allocates (546) or only once it has answered: either way its memory is not kept.
    expect([200, 546]).toContain((await call("hoard", "?mb=250&fast")).status);
    expect(await (await call("hoard", "?mb=10&fast")).json()).toEqual({ mb: 10 });
  }, 60_000);

  it("answers 504 when a function does not answer within the idle timeout", async () => {
    expect(await codeOf(await impatient.fetch("sleepy", "/sleepy"))).toEqual([504, "IDLE_TIMEOUT"]);
  }, 60_000);

  it("runs each function in its own worker: one spinning does not delay another", async () => {
    await call("echo");
    const spinning = call("spin", "?ms=900");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    expect((await call("echo")).status).toBe(200);
    const waited = performance.now() - started;
    expect((await spinning).status).toBe(200);
    expect(waited).toBeLessThan(500);
  }, 60_000);

  it("is started again after it is closed", async () => {
    await runtime.close();
    expect((await call("echo")).status).toBe(200);
  }, 60_000);
});

describe("this project's functions", () => {
  it("the enrollment, document and payment functions are served from supabase/functions, each needing a verified JWT", () => {
    const functions = readDenoFunctions();
    for (const name of [
      "enrol",
      "join-waitlist",
      "cancel",
      "leave-waitlist",
      "invoice",
      "credit-note",
      "convocation",
      "completion-certificate",
      "quality-report",
      "attendance-sheet",
      "create-payment",
      "payment-status",
      "reconcile-transfer",
      "refund-payment",
    ]) {
      expect(functions.get(name)).toEqual({ verifyJwt: true });
    }
  });

  it("the payment webhook and the sandbox's page are called without a JWT: they check their caller themselves", () => {
    expect(readDenoFunctions().get("payment-webhook")).toEqual({ verifyJwt: false });
    expect(readDenoFunctions().get("sandbox-checkout")).toEqual({ verifyJwt: false });
    expect(readDenoFunctions().get("evaluation")).toEqual({ verifyJwt: false });
  });
});
