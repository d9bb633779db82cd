// `DATABASE_URL=postgres://… npx tsx bench/rolling-restart.ts [seconds]`: two instances of the server on one
// PostgreSQL with their files in a local S3 server (s3rver), behind a small round-robin proxy that behaves like the
// nginx rules of docs/operations.md (a refused connection goes to the other instance; a request already sent is
// retried there only if it is a GET or HEAD). Checks that a file uploaded through one instance is served by the other
// (bytes and a resized image), then runs a bounded load through the proxy while the instances are restarted one at a
// time (SIGTERM, start again, wait for /readyz), and prints the figures: requests, failures, latencies. Loopback only,
// bounded in time (default 40 s of load) and in count.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { DEV_SERVICE_ROLE_KEY } from "../server/src/config/defaults";
import { startS3Server } from "../tests/s3-server";
import { runServer, type ServerProcess } from "../tests/process";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("Set DATABASE_URL to an empty or throw-away PostgreSQL database.");
  process.exit(1);
}
const loadSeconds = Math.min(120, Math.max(10, Number(process.argv[2] ?? 40)));
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const s3 = await startS3Server();
const root = mkdtempSync(path.join(tmpdir(), "site-rolling-"));
const ports = [await freePort(), await freePort()];
const proxyPort = await freePort();
const proxyUrl = `http://127.0.0.1:${proxyPort}`;

// ─── The instances ─────────────────────────────────────────────────────────────────────────────────────────────
const instances: (ServerProcess | undefined)[] = [undefined, undefined];
async function start(index: number) {
  const server = runServer({
    ...s3.env,
    DATABASE_URL: databaseUrl!,
    PORT: String(ports[index]),
    DATA_DIR: path.join(root, `instance-${index}`),
    SITE_URL: proxyUrl,
    SKIP_BUILD: "1",
    FORM_RATE_LIMIT: "off",
  });
  instances[index] = server;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${ports[index]}/readyz`).catch(() => undefined);
    if (ready?.status === 200) return;
    if (server.child.exitCode !== null) throw new Error(`instance ${index} exited: ${server.output().slice(-2000)}`);
    await sleep(200);
  }
  throw new Error(`instance ${index} not ready: ${server.output().slice(-2000)}`);
}
async function stop(index: number) {
  const server = instances[index];
  if (!server) return 0;
  const started = Date.now();
  server.child.kill("SIGTERM");
  await server.exited;
  instances[index] = undefined;
  return Date.now() - started;
}

// ─── The proxy ─────────────────────────────────────────────────────────────────────────────────────────────────
const skippedUntil = [0, 0];
let next = 0;
const proxyStats = { forwarded: 0, retried: 0, refused: 0 };
function forward(incoming: IncomingMessage, answer: ServerResponse, body: Buffer, tried: number[]) {
  const candidates = [0, 1].filter((i) => !tried.includes(i));
  const live = candidates.filter((i) => skippedUntil[i] < Date.now());
  const order = (live.length > 0 ? live : candidates).sort((a, b) => ((a - next + 2) % 2) - ((b - next + 2) % 2));
  const target = order[0];
  if (target === undefined) {
    answer.writeHead(502).end("no upstream");
    return;
  }
  if (tried.length === 0) next = (target + 1) % 2;
  let sent = false;
  const outgoing = httpRequest(
    {
      host: "127.0.0.1",
      port: ports[target],
      method: incoming.method,
      path: incoming.url,
      headers: { ...incoming.headers, host: `127.0.0.1:${ports[target]}` },
      agent: false,
    },
    (upstream) => {
      proxyStats.forwarded += 1;
      answer.writeHead(upstream.statusCode ?? 502, upstream.headers);
      upstream.pipe(answer);
    },
  );
  outgoing.on("socket", (socket) => socket.on("connect", () => (sent = true)));
  outgoing.on("error", (error: NodeJS.ErrnoException) => {
    if (answer.headersSent) return answer.destroy();
    const refused = !sent || error.code === "ECONNREFUSED";
    if (refused) {
      proxyStats.refused += 1;
      skippedUntil[target] = Date.now() + 2000;
    }
    if (refused || incoming.method === "GET" || incoming.method === "HEAD") {
      proxyStats.retried += 1;
      return forward(incoming, answer, body, [...tried, target]);
    }
    answer.writeHead(502).end("upstream failed");
  });
  outgoing.end(body);
}
const proxy = createServer((incoming, answer) => {
  const chunks: Buffer[] = [];
  incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
  incoming.on("end", () => forward(incoming, answer, Buffer.concat(chunks), []));
});
await new Promise<void>((resolve) => proxy.listen(proxyPort, "127.0.0.1", resolve));

const headers = { apikey: DEV_SERVICE_ROLE_KEY, authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}` };
const results: Record<string, unknown> = {};
try {
  const started = Date.now();
  await start(0);
  await start(1);
  results.start_seconds = (Date.now() - started) / 1000;

  // ─── Written through one, read through the other ─────────────────────────────────────────────────────────
  const [a, b] = ports.map((port) => `http://127.0.0.1:${port}`);
  const bucket = `bench-${randomUUID().slice(0, 8)}`;
  await fetch(`${a}/storage/v1/bucket`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ id: bucket }),
  });
  const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(200_000), Buffer.from("\n%%EOF\n")]);
  const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2050c0" } })
    .png()
    .toBuffer();
  for (const [name, bytes, type] of [
    ["cv.pdf", pdf, "application/pdf"],
    ["photo.png", image, "image/png"],
  ] as const) {
    const upload = await fetch(`${a}/storage/v1/object/${bucket}/${name}`, {
      method: "POST",
      headers: { ...headers, "content-type": type },
      body: new Uint8Array(bytes),
    });
    if (!upload.ok) throw new Error(`upload ${name} through A: ${upload.status} ${await upload.text()}`);
    const read = Buffer.from(
      await (await fetch(`${b}/storage/v1/object/${bucket}/${name}`, { headers })).arrayBuffer(),
    );
    results[`${name}_served_by_the_other`] = read.equals(bytes);
  }
  const resized = await fetch(`${b}/storage/v1/render/image/authenticated/${bucket}/photo.png?width=200`, { headers });
  results.image_resized_by_the_other = (await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width === 200;

  // ─── Load through the proxy during a rolling restart ──────────────────────────────────────────────────────
  const load = { requests: 0, failed: 0, uploads: 0, failures: [] as string[], latencies: [] as number[] };
  let loading = true;
  const worker = async (id: number) => {
    for (let i = 0; loading && i < 100_000; i++) {
      const upload = i % 5 === 0;
      const began = performance.now();
      try {
        const response = upload
          ? await fetch(`${proxyUrl}/storage/v1/object/${bucket}/charge/${id}-${i}.pdf`, {
              method: "POST",
              headers: { ...headers, "content-type": "application/pdf" },
              body: new Uint8Array(pdf.subarray(0, 20_000)),
            })
          : await fetch(`${proxyUrl}/rest/v1/formations?select=id&limit=5`, { headers });
        await response.arrayBuffer();
        if (!response.ok) {
          load.failed += 1;
          if (load.failures.length < 10) load.failures.push(`${response.status} ${upload ? "upload" : "read"}`);
        }
        if (upload) load.uploads += 1;
      } catch (error) {
        load.failed += 1;
        if (load.failures.length < 10) load.failures.push(String(error));
      }
      load.requests += 1;
      load.latencies.push(performance.now() - began);
    }
  };
  const workers = Array.from({ length: 4 }, (_, id) => worker(id));
  const restarts: Record<string, number>[] = [];
  const loadStarted = Date.now();
  await sleep(3000);
  for (const index of [0, 1]) {
    const drain = await stop(index);
    const restartBegan = Date.now();
    await start(index);
    restarts.push({ instance: index, drain_ms: drain, back_ready_ms: Date.now() - restartBegan });
    await sleep(2000);
  }
  while (Date.now() - loadStarted < loadSeconds * 1000) await sleep(200);
  loading = false;
  await Promise.all(workers);
  const sorted = load.latencies.sort((x, y) => x - y);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  Object.assign(results, {
    load_seconds: (Date.now() - loadStarted) / 1000,
    requests: load.requests,
    uploads: load.uploads,
    failed: load.failed,
    failures: load.failures,
    p50_ms: at(0.5),
    p99_ms: at(0.99),
    max_ms: Math.round(sorted.at(-1) ?? 0),
    restarts,
    proxy: proxyStats,
  });
} finally {
  for (const index of [0, 1]) await stop(index).catch(() => undefined);
  proxy.close();
  await s3.stop();
  rmSync(root, { recursive: true, force: true });
}
console.log(JSON.stringify(results, null, 2));
