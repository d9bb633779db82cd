/**
 * The local stand-in for Supabase's edge runtime: one Deno process that serves every function of supabase/functions
 * at `/<name>/…` on a loopback port, the way the platform routes `/functions/v1/<name>` to the function's worker.
 * Each function's own `index.ts` runs unchanged: its `Deno.serve(handler)` hands the handler to this router instead
 * of opening a port. The local backend (server/src/functions/edge-runtime.ts) starts it, verifies the JWT as the
 * platform's gateway does, and forwards the calls. It stops when the backend closes its standard input.
 */
type Handler = (request: Request) => Response | Promise<Response>;
type ServeArguments = [Handler] | [Deno.ServeOptions, Handler] | [Deno.ServeOptions & { handler: Handler }];

const serve = Deno.serve.bind(Deno);
const functionsDir = new URL("../", import.meta.url);
const handlers = new Map<string, Handler>();
const bootErrors = new Map<string, string>();

function captureHandler(name: string) {
  const capture = (...args: ServeArguments) => {
    const handler = typeof args[0] === "function" ? args[0] : (args[1] ?? (args[0] as { handler: Handler }).handler);
    handlers.set(name, handler);
    return { finished: Promise.resolve(), shutdown: () => Promise.resolve(), ref() {}, unref() {} };
  };
  Object.defineProperty(Deno, "serve", { value: capture, configurable: true, writable: true });
}

for (const entry of [...Deno.readDirSync(functionsDir)].sort((a, b) => a.name.localeCompare(b.name))) {
  if (!entry.isDirectory || entry.name.startsWith("_") || entry.name.startsWith(".")) continue;
  const index = new URL(`${entry.name}/index.ts`, functionsDir);
  try {
    Deno.statSync(index);
  } catch {
    continue;
  }
  captureHandler(entry.name);
  try {
    await import(index.href);
    if (!handlers.has(entry.name)) bootErrors.set(entry.name, "index.ts did not call Deno.serve");
  } catch (error) {
    bootErrors.set(entry.name, error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
}
Object.defineProperty(Deno, "serve", { value: serve, configurable: true, writable: true });
for (const [name, error] of bootErrors) console.error(`function ${name} failed to boot: ${error}`);

const platformError = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ code, message }), {
    status,
    headers: { "content-type": "application/json", "sb-error-code": code },
  });

async function route(request: Request): Promise<Response> {
  const name = new URL(request.url).pathname.split("/")[1] ?? "";
  if (bootErrors.has(name)) return platformError(503, "BOOT_ERROR", "Function failed to start (please check logs)");
  const handler = handlers.get(name);
  if (!handler) return platformError(404, "NOT_FOUND", "Requested function was not found");
  try {
    return await handler(request);
  } catch (error) {
    console.error(`function ${name} threw:`, error);
    return platformError(500, "WORKER_ERROR", "Function exited due to an error (please check logs)");
  }
}

serve(
  {
    hostname: "127.0.0.1",
    port: Number(Deno.env.get("EDGE_RUNTIME_PORT") ?? 0),
    onListen: ({ port }) => console.log(JSON.stringify({ listening: port, functions: [...handlers.keys()] })),
  },
  route,
);

// The backend holds our standard input open while it runs: when it goes, so do we.
(async () => {
  for await (const _ of Deno.stdin.readable) {
    // nothing is sent: only the end matters
  }
  Deno.exit(0);
})();
