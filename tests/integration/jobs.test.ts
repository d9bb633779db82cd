import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackend, type StartedBackend } from "../../server/src/backend";
import { testBackendConfig } from "../backend-config";
import { enqueueJob } from "../support/jobs";

/**
 * The job queue's contract in the database, as process-jobs (the only runner, decision 1092) uses it: claims
 * (public.function_claim_jobs) and outcomes (public.function_finish_job), against real engines. Kinds are unique per
 * test run, so the suite's shared servers (whose process-jobs claims only the kinds it runs) never take these jobs.
 */
const engines = [{ name: "pglite" as const }, ...(process.env.DATABASE_URL ? [{ name: "postgres" as const }] : [])];
const run = Date.now().toString(36);

describe.each(engines)("job queue on $name", ({ name }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-jobs-"));
  const open = () =>
    startBackend(
      { ...testBackendConfig(dataDir, name === "postgres" ? process.env.DATABASE_URL : undefined), jobsPollMs: 0 },
      () => {},
    );
  let backend: StartedBackend;
  let counter = 0;
  const kind = () => `test.${run}.${(counter += 1)}`;

  beforeAll(async () => {
    backend = await open();
  }, 120_000);
  afterAll(async () => {
    await backend?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const claim = async (k: string, limit = 5, lockSeconds = 60) =>
    (
      await backend.db.query<{ id: string; payload: Record<string, unknown> }>(
        "select id, payload from public.function_claim_jobs($1, $2, $3, null)",
        [[k], limit, lockSeconds],
      )
    ).rows.map((row) => ({ id: Number(row.id), payload: row.payload }));
  const finish = async (id: number, error: string | null = null, mails: unknown[] = []) =>
    (
      await backend.db.query<{ state: string | null }>(
        "select public.function_finish_job($1, $2, $3::jsonb) as state",
        [id, error, JSON.stringify(mails)],
      )
    ).rows[0].state;
  const stateOf = async (id: number) =>
    (
      await backend.db.query<{ state: string; attempts: number; last_error: string | null; run_at: Date }>(
        "select state, attempts, last_error, run_at from private.jobs where id = $1",
        [id],
      )
    ).rows[0];

  it("gives a committed job once, and not a job whose transaction rolled back", async () => {
    const k = kind();
    const id = await backend.db.transaction((tx) => enqueueJob(tx, k, { to: "awa@example.com" }));
    await backend.db
      .transaction(async (tx) => {
        await enqueueJob(tx, k, { to: "never@example.com" });
        throw new Error("the caller's change failed");
      })
      .catch(() => undefined);

    const claimed = await claim(k);
    expect(claimed).toEqual([{ id, payload: { to: "awa@example.com" } }]);
    expect(await claim(k)).toEqual([]);
    expect(await finish(id!)).toBe("done");
    expect((await stateOf(id!)).state).toBe("done");
    expect(await finish(id!)).toBeNull(); // a second outcome for the same run is ignored
  });

  it("enqueues a deduplicated job only once", async () => {
    const k = kind();
    const first = await enqueueJob(backend.db, k, {}, { dedupeKey: `${k}:42` });
    const second = await enqueueJob(backend.db, k, {}, { dedupeKey: `${k}:42` });
    expect(first).toEqual(expect.any(Number));
    expect(second).toBeNull();
  });

  it("does not give a job before its time", async () => {
    const k = kind();
    await enqueueJob(backend.db, k, {}, { runAt: new Date(Date.now() + 3_600_000) });
    expect(await claim(k)).toEqual([]);
  });

  it("retries a failing job later, then gives up after max_attempts keeping the error", async () => {
    const k = kind();
    const id = (await enqueueJob(backend.db, k))!;
    await backend.db.query("update private.jobs set max_attempts = 2 where id = $1", [id]);

    await claim(k);
    expect(await finish(id, "SMTP indisponible")).toBe("pending");
    const retried = await stateOf(id);
    expect(retried).toMatchObject({ state: "pending", attempts: 1, last_error: "SMTP indisponible" });
    expect(new Date(retried.run_at).getTime()).toBeGreaterThan(Date.now() + 20_000);

    await backend.db.query("update private.jobs set run_at = now() where id = $1", [id]);
    await claim(k);
    expect(await finish(id, "SMTP indisponible")).toBe("failed");
    expect(await stateOf(id)).toMatchObject({ state: "failed", attempts: 2, last_error: "SMTP indisponible" });
  });

  it("queues a job's e-mails with its completion, once under their dedupe keys, and none with its failure", async () => {
    const [ok, failing] = [kind(), kind()];
    const okId = (await enqueueJob(backend.db, ok))!;
    const failingId = (await enqueueJob(backend.db, failing))!;
    const mail = (key: string) => ({
      message: { to: "awa@example.com", subject: key, text: "t", html: "h" },
      dedupe_key: key,
    });
    await claim(ok);
    await claim(failing);
    expect(await finish(okId, null, [mail(`${ok}:mail`), mail(`${ok}:mail`)])).toBe("done");
    expect(await finish(failingId, "échec", [mail(`${failing}:mail`)])).toBe("pending");
    const { rows } = await backend.db.query<{ dedupe_key: string }>(
      "select dedupe_key from private.jobs where kind = 'mail.send' and dedupe_key = any($1::text[])",
      [[`${ok}:mail`, `${failing}:mail`]],
    );
    expect(rows.map((row) => row.dedupe_key)).toEqual([`${ok}:mail`]);
    // Taken by no runner: the shared servers' process-jobs would try to send it.
    await backend.db.query("delete from private.jobs where dedupe_key = $1", [`${ok}:mail`]);
  });

  it("gives each job to exactly one of two workers racing for them", async () => {
    const k = kind();
    const ids = await Promise.all(Array.from({ length: 20 }, () => enqueueJob(backend.db, k)));
    const [a, b] = await Promise.all([claim(k, 50), claim(k, 50)]);
    const claimed = [...a, ...b].map((job) => job.id).sort((x, y) => x - y);
    expect(claimed).toEqual(ids.map(Number).sort((x, y) => x - y));
  });

  it("gives again a job whose worker died while holding it, once its lease has expired", async () => {
    const k = kind();
    const id = (await enqueueJob(backend.db, k))!;
    await claim(k, 1, 60);
    expect(await claim(k)).toEqual([]); // still held
    await backend.db.query("update private.jobs set locked_until = now() - interval '1 second' where id = $1", [id]);
    expect((await claim(k)).map((job) => job.id)).toEqual([id]);
    expect(await finish(id)).toBe("done");
    expect(await stateOf(id)).toMatchObject({ state: "done", attempts: 2 });
  });

  it("keeps a queued job across a restart of the server", async () => {
    const k = kind();
    const id = (await enqueueJob(backend.db, k, { n: 1 }))!;
    await backend.close();
    backend = await open();
    expect((await claim(k)).map((job) => job.id)).toEqual([id]);
  }, 120_000);
});
