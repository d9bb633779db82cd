/**
 * The local stand-in for one of Supabase's edge workers: a Deno process that serves ONE function of
 * supabase/functions (`EDGE_FUNCTION`) at `/<name>/…` on a loopback port, as the platform gives each function its own
 * isolate. The function's own `index.ts` runs unchanged: its `Deno.serve(handler)` hands the handler to this router
 * instead of opening a port. The local backend (server/src/functions/edge-runtime.ts) starts one such process per
 * function on its first call, holds it to the platform's limits, and forwards the calls with the runtime's internal
 * secret (`EDGE_RUNTIME_SECRET`): a request without it is refused, so only that backend reaches the function here.
 * The process stops when the backend closes its standard input.
 */
type Handler = (request: Request) => Response | Promise<Response>;
type ServeArguments = [Handler] | [Deno.ServeOptions, Handler] | [Deno.ServeOptions & { handler: Handler }];

const SECRET_HEADER = "x-edge-runtime-secret";
const serve = Deno.serve.bind(Deno);
const name = Deno.env.get("EDGE_FUNCTION") ?? "";
const secret = new TextEncoder().encode(Deno.env.get("EDGE_RUNTIME_SECRET") ?? "");
Deno.env.delete("EDGE_RUNTIME_SECRET");
if (!/^[a-z0-9][a-z0-9-]*$/.test(name) || secret.length < 16) {
  console.error("EDGE_FUNCTION (a function's folder) and EDGE_RUNTIME_SECRET (16+ characters) are required");
  Deno.exit(2);
}

let handler: Handler | undefined;
let bootError: string | undefined;
Object.defineProperty(Deno, "serve", {
  value: (...args: ServeArguments) => {
    handler = typeof args[0] === "function" ? args[0] : (args[1] ?? (args[0] as { handler: Handler }).handler);
    return { finished: Promise.resolve(), shutdown: () => Promise.resolve(), ref() {}, unref() {} };
  },
  configurable: true,
  writable: true,
});
try {
  await import(new URL(`../${name}/index.ts`, import.meta.url).href);
  if (!handler) bootError = "index.ts did not call Deno.serve";
} catch (error) {
  bootError = error instanceof Error ? (error.stack ?? error.message) : String(error);
}
Object.defineProperty(Deno, "serve", { value: serve, configurable: true, writable: true });
if (bootError) console.error(`function ${name} failed to boot: ${bootError}`);

const platformError = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ code, message }), {
    status,
    headers: { "content-type": "application/json", "sb-error-code": code },
  });

/** The internal secret, compared in constant time. */
function fromTheBackend(request: Request): boolean {
  const given = new TextEncoder().encode(request.headers.get(SECRET_HEADER) ?? "");
  let difference = given.length ^ secret.length;
  for (let i = 0; i < secret.length; i++) difference |= secret[i] ^ (given[i] ?? 0);
  return difference === 0;
}

async function route(request: Request): Promise<Response> {
  if (!fromTheBackend(request)) return platformError(401, "UNAUTHORIZED", "Only the local gateway calls this runtime");
  if (new URL(request.url).pathname.split("/")[1] !== name)
    return platformError(404, "NOT_FOUND", "Requested function was not found");
  if (!handler) return platformError(503, "BOOT_ERROR", "Function failed to start (please check logs)");
  const headers = new Headers(request.headers);
  headers.delete(SECRET_HEADER);
  // A new request with the same method, body and other headers (not the signal: reading it makes Deno warn).
  const forwarded = new Request(request.url, { method: request.method, headers, body: request.body });
  try {
    return await handler(forwarded);
  } catch (error) {
    console.error(`function ${name} threw:`, error);
    return platformError(500, "WORKER_ERROR", "Function exited due to an error (please check logs)");
  }
}

serve(
  {
    hostname: "127.0.0.1",
    port: 0,
    onListen: ({ port }) => console.log(JSON.stringify({ listening: port, function: name })),
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
