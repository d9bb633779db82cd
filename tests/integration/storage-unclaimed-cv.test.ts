import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/src/app";
import { startBackend, type StartedBackend } from "../../server/src/backend";
import { UNCLAIMED_CV_JOB } from "../../supabase/functions/process-jobs/jobs-storage.ts";
import { testBackendConfig } from "../backend-config";
import { ownDatabase, type OwnDatabase } from "../support/own-database";
import { serveBackend } from "../support/served-backend";
import { DEV_ANON_KEY } from "../support";

/**
 * Retention: a CV uploaded by a visitor who never sent the application is erased a day later (row and file); a CV an
 * application refers to is kept. Runs its own backend (polling off) so the test can bring the day forward: process-jobs
 * runs the checks early (as_of and dedupe_key, decision 1092), through this server's Storage API.
 */
const engines = [{ name: "pglite" as const }, ...(process.env.DATABASE_URL ? [{ name: "postgres" as const }] : [])];

describe.each(engines)("unclaimed CVs on $name", ({ name }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-cv-"));
  let backend: StartedBackend;
  let database: OwnDatabase | undefined;
  let app: ReturnType<typeof createApp>;
  let served: Awaited<ReturnType<typeof serveBackend>> | undefined;

  beforeAll(async () => {
    database = await ownDatabase(name, "cv");
    backend = await startBackend({ ...testBackendConfig(dataDir, database.url), jobsPollMs: 0 }, () => {});
    app = createApp({
      siteDir: "/nonexistent",
      siteUrl: "http://localhost:8080",
      backend,
      publicConfig: () => ({ supabaseUrl: "", supabaseAnonKey: DEV_ANON_KEY }),
    });
    served = await serveBackend(backend);
  }, 240_000);
  afterAll(async () => {
    await served?.close();
    await backend?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const asVisitor = (urlPath: string, init: RequestInit) =>
    app.request(
      `http://localhost:8080${urlPath}`,
      {
        ...init,
        headers: { apikey: DEV_ANON_KEY, authorization: `Bearer ${DEV_ANON_KEY}`, ...(init.headers as object) },
      },
      {
        incoming: { socket: { remoteAddress: "127.0.0.1" } },
      },
    );
  const upload = async (objectName: string) => {
    const response = await asVisitor(`/storage/v1/object/cv/${objectName}`, {
      method: "POST",
      headers: { "content-type": "application/pdf" },
      body: "%PDF-1.7\n%%EOF\n",
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { Id: string }).Id;
  };
  const fileOf = (id: string) => path.join(dataDir, "storage", "cv", id);
  const objectNamed = async (objectName: string) =>
    (await backend.db.query("select id from storage.objects where bucket_id = 'cv' and name = $1", [objectName])).rows;

  it("schedules a check a day after each upload, then erases the CVs no application refers to", async () => {
    const abandoned = `applications/${randomUUID()}/cv.pdf`;
    const sent = `applications/${randomUUID()}/cv.pdf`;
    const abandonedId = await upload(abandoned);
    const sentId = await upload(sent);
    const application = await asVisitor("/rest/v1/enquiries", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        kind: "application",
        full_name: "Awa Koné",
        email: "awa@example.com",
        consent: true,
        details: { cv_path: sent, cv_name: "cv.pdf" },
      }),
    });
    expect(application.status).toBe(201);

    const { rows: scheduled } = await backend.db.query<{ payload: { name: string }; run_at: Date }>(
      "select payload, run_at from private.jobs where kind = $1 and payload ->> 'name' = any($2::text[])",
      [UNCLAIMED_CV_JOB, [abandoned, sent]],
    );
    expect(scheduled).toHaveLength(2);
    for (const job of scheduled) expect(new Date(job.run_at).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);

    // A day later: each check run early by process-jobs (the suite's other servers take no job planned tomorrow).
    const { rows: keys } = await backend.db.query<{ dedupe_key: string; run_at: Date }>(
      "select dedupe_key, run_at from private.jobs where kind = $1 and payload ->> 'name' = any($2::text[])",
      [UNCLAIMED_CV_JOB, [abandoned, sent]],
    );
    for (const job of keys) {
      // A second past its time: PostgreSQL keeps microseconds, a JavaScript date only milliseconds.
      const asOf = new Date(new Date(job.run_at).getTime() + 1000);
      expect(await backend.jobs.runDue({ asOf, dedupeKey: job.dedupe_key })).toBe(1);
    }
    const { rows: states } = await backend.db.query<{ state: string }>(
      "select state from private.jobs where kind = $1 and payload ->> 'name' = any($2::text[])",
      [UNCLAIMED_CV_JOB, [abandoned, sent]],
    );
    expect(states.map((job) => job.state)).toEqual(["done", "done"]);

    expect(await objectNamed(abandoned)).toEqual([]);
    expect(existsSync(fileOf(abandonedId))).toBe(false);
    expect(await objectNamed(sent)).toHaveLength(1);
    expect(existsSync(fileOf(sentId))).toBe(true);
  });
});
