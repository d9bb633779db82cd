import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY } from "../support";
import { startServer, type ServerProcess } from "../process";

/**
 * Issue 24, "two servers, one database": two server processes on one PostgreSQL database behind a tiny loopback
 * round-robin proxy, as a load balancer would run them (README, "Several instances"). Needs DATABASE_URL (CI sets
 * it); the test makes a database of its own on that server and drops it afterwards.
 */
const base = process.env.DATABASE_URL;

/** Forwards each request to the next instance in turn (skipping one that refuses the connection). */
function roundRobin(targets: () => string[]): Promise<{ server: Server; url: string }> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const body = Buffer.concat(chunks);
      const attempt = (left: number) => {
        const list = targets();
        const target = new URL(list[next++ % list.length]);
        const forwarded = request(
          {
            host: target.hostname,
            port: target.port,
            method: incoming.method,
            path: incoming.url,
            headers: incoming.headers,
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        forwarded.on("error", () => (left > 0 ? attempt(left - 1) : outgoing.writeHead(502).end()));
        forwarded.end(body);
      };
      attempt(targets().length);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

const headers = (key = DEV_ANON_KEY, extra: Record<string, string> = {}) => ({
  apikey: key,
  authorization: `Bearer ${key}`,
  "content-type": "application/json",
  ...extra,
});

describe.runIf(base)("two instances on one PostgreSQL database", () => {
  const database = `site_two_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const databaseUrl = (() => {
    const url = new URL(base ?? "postgres://localhost/x");
    url.pathname = `/${database}`;
    return url.toString();
  })();
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-two-"));
  const instances: (ServerProcess & { url: string })[] = [];
  let alive: string[] = [];
  let proxy: { server: Server; url: string };

  const admin = async <T>(work: (client: pg.Client) => Promise<T>, url = base!): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin((client) => client.query(`create database ${database}`));
    // Started at the same time on an empty database: the migrations are applied once (an advisory lock).
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir, // shared: uploaded files (README); the outbox is in the database
      AUTH_RATE_LIMITS: "on",
      JOBS_POLL_MS: "100",
      JOBS_LEASE_MS: "3000",
    };
    instances.push(...(await Promise.all([startServer(env), startServer(env)])));
    alive = instances.map((instance) => instance.url);
    proxy = await roundRobin(() => alive);
  }, 400_000);

  afterAll(async () => {
    await new Promise((resolve) => proxy?.server.close(resolve));
    for (const instance of instances) {
      instance.child.kill("SIGTERM");
      await instance.exited;
    }
    await admin((client) => client.query(`drop database if exists ${database} with (force)`));
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("limits 31 sign-ins spread over both instances as one (30 per address)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await fetch(`${proxy.url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: headers(),
        body: JSON.stringify({ email: `nobody-${i}-${randomUUID()}@example.com`, password: "Mauvais2027" }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 400));
    expect(statuses[30]).toBe(429);
  }, 120_000);

  it("accepts a session opened on one instance on the other, and refreshes it there", async () => {
    const [a, b] = instances;
    const email = `two-${randomUUID()}@example.com`;
    const signup = await fetch(`${a.url}/auth/v1/signup`, {
      method: "POST",
      headers: headers(),
      body: JSON.stringify({ email, password: "Formation2027" }),
    });
    expect(signup.status).toBe(200);
    const session = (await signup.json()) as { access_token: string; refresh_token: string };
    const user = await fetch(`${b.url}/auth/v1/user`, {
      headers: { apikey: DEV_ANON_KEY, authorization: `Bearer ${session.access_token}` },
    });
    expect(user.status).toBe(200);
    const refreshed = await fetch(`${b.url}/auth/v1/token?grant_type=refresh_token`, {
      method: "POST",
      headers: headers(),
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(refreshed.status).toBe(200);
  }, 60_000);

  it("shows a formation edited through one instance on the other's catalogue at once", async () => {
    const [a, b] = instances;
    const catalogue = async () =>
      (
        (await (await fetch(`${b.url}/rest/v1/formations?select=id,title&id=eq.1`, { headers: headers() })).json()) as {
          title: string;
        }[]
      )[0].title;
    await catalogue(); // cached on b
    const title = `Gestion de projet ${randomUUID().slice(0, 8)}`;
    const edited = await fetch(`${a.url}/rest/v1/formations?id=eq.1`, {
      method: "PATCH",
      headers: headers(DEV_SERVICE_ROLE_KEY, { prefer: "return=minimal" }),
      body: JSON.stringify({ title }),
    });
    expect(edited.status).toBe(204);
    // The notification reaches b's listening connection within milliseconds; no 5 s recheck is waited for.
    await vi.waitFor(async () => expect(await catalogue()).toBe(title), { timeout: 1000, interval: 20 });
  }, 60_000);

  it("sends each of 1,000 queued e-mails exactly once while both run and one is killed mid-way", async () => {
    // With DATABASE_URL the outbox is a table both instances write (decision 1027); a message id is kept once.
    const sentTo = async (pattern: string) =>
      admin(
        async (client) =>
          (
            await client.query<{ to: string }>(
              "select message->>'to' as to from private.outbox_messages where message->>'to' like $1",
              [pattern],
            )
          ).rows.map((row) => row.to),
        databaseUrl,
      );
    const batch = randomUUID().slice(0, 8);
    await admin(
      (client) =>
        client.query(
          `insert into private.jobs (kind, payload)
           select 'mail.send', jsonb_build_object('to', 'bulk-' || $1 || '-' || n || '@example.com',
                  'subject', 'Envoi ' || n, 'text', 'Bonjour', 'html', '<p>Bonjour</p>')
             from generate_series(1, 1000) as n`,
          [batch],
        ),
      databaseUrl,
    );
    await vi.waitFor(async () => expect((await sentTo(`bulk-${batch}-%`)).length).toBeGreaterThan(150), {
      timeout: 120_000,
      interval: 50,
    });
    const killed = instances[0];
    alive = [instances[1].url];
    killed.child.kill("SIGKILL");
    await killed.exited;

    const pending = () =>
      admin(
        async (client) =>
          (
            await client.query<{ n: number }>(
              "select count(*)::int as n from private.jobs where kind = 'mail.send' and state <> 'done' and payload->>'to' like $1",
              [`bulk-${batch}-%`],
            )
          ).rows[0].n,
        databaseUrl,
      );
    await vi.waitFor(async () => expect(await pending()).toBe(0), { timeout: 300_000, interval: 500 });

    const recipients = await sentTo(`bulk-${batch}-%`);
    expect(recipients).toHaveLength(1000);
    expect(new Set(recipients).size).toBe(1000);
  }, 500_000);
});
