import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackend, type StartedBackend } from "../../server/src/backend";
import { JobQueue, enqueueJob, type Job } from "../../server/src/jobs/job-queue";
import { testBackendConfig } from "../backend-config";

/**
 * The job runner against real engines. Kinds are unique per test run, so the suite's shared PostgreSQL server (which
 * polls the same table for the kinds it knows) never takes these jobs.
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
    await backend.db.exec("create table if not exists private.job_test_effects (job_id bigint, note text)");
  }, 120_000);
  afterAll(async () => {
    await backend?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const queue = (lockMs?: number) => new JobQueue(backend.db, { pollMs: 0, lockMs });
  const stateOf = async (id: number) =>
    (
      await backend.db.query<{ state: string; attempts: number; last_error: string | null; run_at: Date }>(
        "select state, attempts, last_error, run_at from private.jobs where id = $1",
        [id],
      )
    ).rows[0];

  it("runs a committed job once, and not a job whose transaction rolled back", async () => {
    const k = kind();
    const seen: Job[] = [];
    const jobs = queue().register(k, { run: async (job) => void seen.push(job) });
    const id = await backend.db.transaction((tx) => enqueueJob(tx, k, { to: "awa@example.com" }));
    await backend.db
      .transaction(async (tx) => {
        await enqueueJob(tx, k, { to: "never@example.com" });
        throw new Error("the caller's change failed");
      })
      .catch(() => undefined);

    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    expect(seen.map((job) => job.payload)).toEqual([{ to: "awa@example.com" }]);
    expect((await stateOf(id!)).state).toBe("done");
  });

  it("enqueues a deduplicated job only once", async () => {
    const k = kind();
    const first = await enqueueJob(backend.db, k, {}, { dedupeKey: `${k}:42` });
    const second = await enqueueJob(backend.db, k, {}, { dedupeKey: `${k}:42` });
    expect(first).toEqual(expect.any(Number));
    expect(second).toBeNull();
  });

  it("does not run a job before its time", async () => {
    const k = kind();
    let runs = 0;
    const jobs = queue().register(k, { run: async () => void (runs += 1) });
    await enqueueJob(backend.db, k, {}, { runAt: new Date(Date.now() + 3_600_000) });
    expect(await jobs.runDue()).toBe(0);
    expect(runs).toBe(0);
  });

  it("retries a failing job later, then gives up after max_attempts keeping the error", async () => {
    const k = kind();
    const jobs = queue().register(k, {
      run: async () => {
        throw new Error("SMTP indisponible");
      },
    });
    const id = (await enqueueJob(backend.db, k))!;
    await backend.db.query("update private.jobs set max_attempts = 2 where id = $1", [id]);

    await jobs.runDue();
    const retried = await stateOf(id);
    expect(retried).toMatchObject({ state: "pending", attempts: 1, last_error: "SMTP indisponible" });
    expect(new Date(retried.run_at).getTime()).toBeGreaterThan(Date.now() + 20_000);

    await backend.db.query("update private.jobs set run_at = now() where id = $1", [id]);
    await jobs.runDue();
    expect(await stateOf(id)).toMatchObject({ state: "failed", attempts: 2, last_error: "SMTP indisponible" });
  });

  it("commits a transactional job's effects with its completion, and rolls them back with its failure", async () => {
    const ok = kind();
    const failing = kind();
    const jobs = queue()
      .register(ok, {
        transactional: true,
        run: async (job, tx) =>
          void (await tx.query("insert into private.job_test_effects values ($1, 'fait')", [job.id])),
      })
      .register(failing, {
        transactional: true,
        run: async (job, tx) => {
          await tx.query("insert into private.job_test_effects values ($1, 'à moitié')", [job.id]);
          throw new Error("échec après écriture");
        },
      });
    const okId = (await enqueueJob(backend.db, ok))!;
    const failingId = (await enqueueJob(backend.db, failing))!;
    await jobs.runDue();

    const effects = await backend.db.query<{ job_id: string; note: string }>(
      "select job_id, note from private.job_test_effects where job_id = any($1::bigint[])",
      [[okId, failingId]],
    );
    expect(effects.rows.map((row) => [Number(row.job_id), row.note])).toEqual([[okId, "fait"]]);
    expect((await stateOf(okId)).state).toBe("done");
    expect(await stateOf(failingId)).toMatchObject({
      state: "pending",
      attempts: 1,
      last_error: "échec après écriture",
    });
  });

  it("gives each job to exactly one of two runners racing for them", async () => {
    const k = kind();
    const runs = new Map<number, number>();
    const handler = { run: async (job: Job) => void runs.set(job.id, (runs.get(job.id) ?? 0) + 1) };
    const ids = await Promise.all(Array.from({ length: 20 }, () => enqueueJob(backend.db, k)));
    const [a, b] = [queue().register(k, handler), queue().register(k, handler)];
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);

    expect(ranA + ranB).toBe(20);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(ids.map(Number).sort((x, y) => x - y));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it("takes over a job whose runner died while holding it, once its lock has expired", async () => {
    const k = kind();
    const id = (await enqueueJob(backend.db, k))!;
    await backend.db.query(
      "update private.jobs set state = 'running', attempts = 1, locked_until = now() - interval '1 second' where id = $1",
      [id],
    );
    let runs = 0;
    expect(
      await queue()
        .register(k, { run: async () => void (runs += 1) })
        .runDue(),
    ).toBe(1);
    expect(runs).toBe(1);
    expect(await stateOf(id)).toMatchObject({ state: "done", attempts: 2 });
  });

  it("keeps a queued job across a restart of the server", async () => {
    const k = kind();
    const id = (await enqueueJob(backend.db, k, { n: 1 }))!;
    await backend.close();
    backend = await open();
    const seen: number[] = [];
    await queue()
      .register(k, { run: async (job) => void seen.push(job.id) })
      .runDue();
    expect(seen).toEqual([id]);
  }, 120_000);
});
