import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EdgeRuntime, FUNCTIONS_DIR, readDenoFunctions } from "./edge-runtime";

/** A project of its own: the real local router beside three small functions. */
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
       secret: Deno.env.get("SUPABASE_URL"), deno: typeof Deno.version.deno }));`,
  );
  fn("boom", `Deno.serve(() => { throw new Error("nope"); });`);
  fn("broken", `import "./missing.ts";\nDeno.serve(() => new Response("never"));`);
  writeFileSync(path.join(root, "supabase", "config.toml"), "[functions.echo]\nverify_jwt = false\n");
  return { root, dir };
}

describe("the local edge runtime", () => {
  const project = makeProject();
  const runtime = new EdgeRuntime(
    async () => ({ SUPABASE_URL: "http://example.test", SUPABASE_ANON_KEY: "a", SUPABASE_SERVICE_ROLE_KEY: "s" }),
    project.dir,
  );
  let origin = "";
  beforeAll(async () => {
    origin = await runtime.origin();
  }, 60_000);
  afterAll(async () => {
    await runtime.close();
    rmSync(project.root, { recursive: true, force: true });
  });

  it("lists the functions with their verify_jwt, true unless config.toml says otherwise", () => {
    expect(Object.fromEntries(readDenoFunctions(project.root))).toEqual({
      boom: { verifyJwt: true },
      broken: { verifyJwt: true },
      echo: { verifyJwt: false },
    });
  });

  it("runs each function's own index.ts in real Deno, at /<name>/…, with the platform's secrets", async () => {
    const answer = await fetch(`${origin}/echo/deeper?x=1`, { method: "POST", body: "bonjour" });
    expect(await answer.json()).toEqual({
      path: "/echo/deeper",
      body: "bonjour",
      secret: "http://example.test",
      deno: "string",
    });
  });

  it("answers like the platform when a function throws, fails to boot or does not exist, and keeps serving", async () => {
    const thrown = await fetch(`${origin}/boom`);
    expect(thrown.status).toBe(500);
    expect(await thrown.json()).toEqual({
      code: "WORKER_ERROR",
      message: "Function exited due to an error (please check logs)",
    });
    const broken = await fetch(`${origin}/broken`);
    expect([broken.status, ((await broken.json()) as { code: string }).code]).toEqual([503, "BOOT_ERROR"]);
    const missing = await fetch(`${origin}/nowhere`);
    expect([missing.status, ((await missing.json()) as { code: string }).code]).toEqual([404, "NOT_FOUND"]);
    expect((await fetch(`${origin}/echo`)).status).toBe(200);
  });

  it("is started again after it dies", async () => {
    await runtime.close();
    const again = await runtime.origin();
    expect((await fetch(`${again}/echo`)).status).toBe(200);
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
