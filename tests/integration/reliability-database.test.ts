import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEV_SERVICE_ROLE_KEY } from "../support";
import { startServer, type ServerProcess } from "../process";

/**
 * Issue 47 item 5, the study's F1 (reliability-2026-12-06.md, Test 3): the server process died on a PostgreSQL
 * restart. Here the server reaches PostgreSQL through a TCP proxy the test owns, so the database can be cut and
 * given back deterministically; and the server's connections are terminated by PostgreSQL itself
 * (`pg_terminate_backend`: 57P01 "terminating connection due to administrator command", what `pg_ctl restart -m fast`
 * sends) while it writes. Needs DATABASE_URL (a database of its own is made on that server and dropped afterwards).
 */
const base = process.env.DATABASE_URL;

const headers = {
  apikey: DEV_SERVICE_ROLE_KEY,
  authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}`,
  "content-type": "application/json",
};

/** A loopback TCP proxy to PostgreSQL that can be cut (every connection closed, new ones closed at once) and restored. */
async function pgProxy(target: { host: string; port: number }) {
  let cut = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((incoming) => {
    if (cut) return void incoming.destroy();
    const outgoing = net.connect(target.port, target.host);
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => {
        sockets.delete(socket);
        incoming.destroy();
        outgoing.destroy();
      });
    }
    incoming.pipe(outgoing);
    outgoing.pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe.runIf(base)("the server rides out PostgreSQL going away (study F1)", () => {
  const database = `site_rel_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-rel-"));
  const baseUrl = new URL(base ?? "postgres://localhost/x");
  let proxy: Awaited<ReturnType<typeof pgProxy>>;
  let server: ServerProcess & { url: string };
  const acknowledged: string[] = [];

  const admin = async <T>(work: (client: pg.Client) => Promise<T>, name = baseUrl.pathname.slice(1)): Promise<T> => {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  /** One acknowledged write: an enquiry, whose id is kept to be read back at the end. */
  const write = async (label: string) => {
    const response = await fetch(`${server.url}/rest/v1/enquiries?select=id`, {
      method: "POST",
      headers: { ...headers, prefer: "return=representation" },
      body: JSON.stringify({
        kind: "contact",
        full_name: `Fiabilité ${label}`,
        email: "fiabilite@example.com",
        message: "Test",
        consent: true,
      }),
      signal: AbortSignal.timeout(20_000),
    });
    if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }[])[0].id);
    else await response.body?.cancel();
    return response.status;
  };
  const read = () =>
    fetch(`${server.url}/rest/v1/enquiries?select=id&limit=1`, { headers, signal: AbortSignal.timeout(20_000) });

  beforeAll(async () => {
    await admin((client) => client.query(`create database ${database}`));
    proxy = await pgProxy({ host: baseUrl.hostname, port: Number(baseUrl.port || 5432) });
    const throughProxy = new URL(baseUrl);
    throughProxy.hostname = "127.0.0.1";
    throughProxy.port = String(proxy.port);
    throughProxy.pathname = `/${database}`;
    server = await startServer({
      DATABASE_URL: throughProxy.toString(),
      DATA_DIR: dataDir,
      FORM_RATE_LIMIT: "off",
      JOBS_POLL_MS: "0",
    });
  }, 300_000);

  afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    await proxy?.close();
    await admin((client) => client.query(`drop database if exists ${database} with (force)`));
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("answers 503 (08006) at once while PostgreSQL is unreachable, then serves again by itself", async () => {
    for (let i = 0; i < 3; i++) expect(await write(`avant ${i}`)).toBe(201);
    proxy.cut();
    const answers: { status: number; code: string; ms: number }[] = [];
    for (let i = 0; i < 6; i++) {
      const started = Date.now();
      const response =
        i % 2
          ? await read()
          : await fetch(`${server.url}/rest/v1/enquiries`, {
              method: "POST",
              headers,
              body: JSON.stringify({ kind: "contact", full_name: "X", email: "x@example.com", consent: true }),
              signal: AbortSignal.timeout(20_000),
            });
      const body = (await response.json()) as { code: string };
      answers.push({ status: response.status, code: body.code, ms: Date.now() - started });
    }
    expect(answers.map((answer) => [answer.status, answer.code])).toEqual(answers.map(() => [503, "08006"]));
    // Fail fast: no request waits for a connection timeout (the first one finds out, the others are refused at once).
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(3_000);
    expect(server.child.exitCode).toBeNull();
    // Readiness says so (a load balancer stops sending requests), within its 100 ms budget; liveness does not.
    const started = Date.now();
    const ready = await fetch(`${server.url}/readyz`);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { checks: { database: { ok: boolean } } }).checks.database.ok).toBe(false);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    proxy.restore();
    await vi.waitFor(async () => expect((await read()).status).toBe(200), { timeout: 20_000, interval: 200 });
    expect(await write("après")).toBe(201);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect(server.output()).toMatch(/PostgreSQL: reachable again/);
  }, 60_000);

  it("survives PostgreSQL terminating its connections mid-load (57P01), answering 2xx or 503, never 500", async () => {
    const statuses: number[] = [];
    const deadline = Date.now() + 4_000;
    const worker = async (n: number) => {
      for (let i = 0; Date.now() < deadline; i++) statuses.push(await write(`charge ${n}-${i}`));
    };
    const terminate = async () => {
      for (let round = 0; round < 3; round++) {
        await new Promise((resolve) => setTimeout(resolve, 900));
        await admin((client) =>
          client.query(
            "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
            [database],
          ),
        );
      }
    };
    await Promise.all([worker(1), worker(2), worker(3), terminate()]);
    expect(server.child.exitCode).toBeNull();
    expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(3);
    await vi.waitFor(async () => expect((await read()).status).toBe(200), { timeout: 20_000, interval: 200 });
    expect(server.output()).not.toMatch(/Unhandled 'error' event/);

    // Nothing acknowledged is lost.
    const present = await admin(
      async (client) =>
        (
          await client.query<{ n: number }>("select count(*)::int as n from public.enquiries where id = any($1)", [
            acknowledged,
          ])
        ).rows[0].n,
      database,
    );
    expect(present).toBe(acknowledged.length);
  }, 90_000);
});
