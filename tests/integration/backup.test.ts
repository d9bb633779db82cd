import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/src/app";
import { startBackend } from "../../server/src/backend";
import type { Database } from "../../server/src/db/database";
import { restoreBackup } from "../../server/src/ops/backup";
import { localObjectStore, objectKey, s3ObjectStore, type ObjectStore } from "../../server/src/storage/object-store";
import { testBackendConfig } from "../backend-config";
import { startS3Server } from "../s3-server";
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY } from "../support";

/**
 * Backups that restore (issue 47 item 3, decisions 1028 and 1039): a backup taken by the running server (PGlite with
 * its files and outbox on disk; PostgreSQL with its objects in a local S3 bucket), more written after it, then a
 * restore into an empty DATA_DIR / database and an empty store: every table has exactly the rows it had at the backup
 * (count and digest of every row), every object its bytes (SHA-256), the outbox its e-mails, and what was written
 * afterwards is not there.
 */
const engines = [{ name: "pglite" as const }, ...(process.env.DATABASE_URL ? [{ name: "postgres" as const }] : [])];
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Per table of the site's schemas: its row count and a digest of all its rows. */
async function fingerprint(db: Database) {
  const { rows: tables } = await db.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname in ('public', 'auth', 'storage', 'private', 'supabase_migrations') order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ n: number; digest: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from ${name} t`,
    );
    result[name] = `${rows[0].n}:${rows[0].digest}`;
  }
  return result;
}

/** A fresh, empty PostgreSQL database on the server of DATABASE_URL (dropped after the test). */
async function createDatabase(name: string) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}
async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

describe.each(engines)("backup and restore on $name", ({ name }) => {
  const root = mkdtempSync(path.join(tmpdir(), "site-backup-"));
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  });

  it("restores into an empty place every row and object there was at the backup, and nothing after", async () => {
    // PostgreSQL keeps its objects in a local S3 bucket, PGlite in DATA_DIR/storage: both stores are backed up.
    const s3 = name === "postgres" ? await startS3Server() : undefined;
    if (s3) cleanups.push(() => s3.stop());
    const suffix = randomUUID().slice(0, 8);
    const sourceUrl = name === "postgres" ? await createDatabase(`site_backup_${suffix}`) : undefined;
    const targetUrl = name === "postgres" ? await createDatabase(`site_restore_${suffix}`) : undefined;
    if (sourceUrl)
      cleanups.push(
        () => dropDatabase(`site_backup_${suffix}`),
        () => dropDatabase(`site_restore_${suffix}`),
      );
    const settings = (prefix: string) => ({
      ...(s3 ? { ...s3.env, STORAGE_S3_PREFIX: prefix } : {}),
      BACKUP_DIR: path.join(root, "backups"),
    });

    const source = await startBackend(
      { ...testBackendConfig(path.join(root, "source"), sourceUrl, settings("source")), jobsPollMs: 0 },
      () => {},
    );
    cleanups.push(() => source.close());
    const app = createApp({
      siteDir: "/nonexistent",
      siteUrl: "http://localhost:8080",
      backend: source,
      publicConfig: () => ({ supabaseUrl: "", supabaseAnonKey: DEV_ANON_KEY }),
    });
    // The development keys are accepted from this machine only: the request says it comes from 127.0.0.1.
    const loopback = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };
    const asService = (urlPath: string, init: RequestInit) =>
      app.request(
        `http://localhost:8080${urlPath}`,
        {
          ...init,
          headers: {
            apikey: DEV_SERVICE_ROLE_KEY,
            authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}`,
            ...(init.headers as object),
          },
        },
        loopback,
      );
    const bucket = `sauvegarde-${suffix}`;
    expect(
      (await asService("/storage/v1/bucket", { method: "POST", body: JSON.stringify({ id: bucket }) })).status,
    ).toBe(200);
    const uploaded: Record<string, Buffer> = {};
    const upload = async (file: string, bytes: Buffer) => {
      const response = await asService(`/storage/v1/object/${bucket}/${file}`, {
        method: "POST",
        headers: { "content-type": "application/octet-stream" },
        body: new Uint8Array(bytes),
      });
      expect(response.status).toBe(200);
      uploaded[file] = bytes;
    };
    await upload("a.bin", randomBytes(200_000));
    await upload("dossier/b.bin", randomBytes(10));
    await source.mailer.send({
      to: "avant@example.com",
      subject: "Avant",
      text: "avant",
      html: "<p>avant</p>",
      messageId: `avant-${suffix}`,
    });

    const before = await fingerprint(source.db);
    // Through the running server's route, as `npm run backup` asks a server on PGlite.
    const answer = await app.request(
      "http://localhost:8080/ops/backup",
      { method: "POST", headers: { authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}` } },
      loopback,
    );
    expect(answer.status).toBe(200);
    const taken = (await answer.json()) as { backup: string; engine: string; objects: number };
    expect(taken).toMatchObject({ engine: name, objects: 2 });
    expect((await app.request("http://localhost:8080/ops/backup", { method: "POST" }, loopback)).status).toBe(401);

    // Written after the backup: not in the restored copy.
    await upload("apres.bin", randomBytes(1000));
    await asService(`/storage/v1/object/${bucket}`, {
      method: "DELETE",
      body: JSON.stringify({ prefixes: ["a.bin"] }),
    });
    await source.mailer.send({
      to: "apres@example.com",
      subject: "Après",
      text: "après",
      html: "<p>après</p>",
      messageId: `apres-${suffix}`,
    });
    expect(await fingerprint(source.db)).not.toEqual(before);
    await source.close();
    cleanups.pop();

    // Into an empty DATA_DIR / database and an empty store.
    const targetDir = path.join(root, "target");
    const targetStore: ObjectStore = s3
      ? s3ObjectStore({ ...s3.settings, prefix: "target" })
      : localObjectStore(path.join(targetDir, "storage"));
    const restored = await restoreBackup(
      path.join(root, "backups", taken.backup),
      targetUrl
        ? { databaseUrl: targetUrl, store: targetStore }
        : { pgliteDir: path.join(targetDir, "pgdata"), store: targetStore, outboxDir: path.join(targetDir, "outbox") },
    );
    expect(restored.objects).toBe(2);
    // Restoring over what is there is refused.
    await expect(
      restoreBackup(
        path.join(root, "backups", taken.backup),
        targetUrl
          ? { databaseUrl: targetUrl, store: targetStore }
          : { pgliteDir: path.join(targetDir, "pgdata"), store: targetStore },
      ),
    ).rejects.toThrow(/empty/);

    const copy = await startBackend(
      { ...testBackendConfig(targetDir, targetUrl, settings("target")), jobsPollMs: 0 },
      () => {},
    );
    cleanups.push(() => copy.close());
    expect(await fingerprint(copy.db)).toEqual(before);
    const { rows } = await copy.db.query<{ id: string; name: string }>(
      "select id::text as id, name from storage.objects where bucket_id = $1 order by name",
      [bucket],
    );
    expect(rows.map((row) => row.name)).toEqual(["a.bin", "dossier/b.bin"]);
    for (const row of rows) {
      const bytes = await copy.storage.store.read(objectKey(bucket, row.id));
      expect(bytes && sha256(bytes)).toBe(sha256(uploaded[row.name]));
    }
    // The development outbox (no SMTP) is in the database on PostgreSQL, restored with it; PGlite's is a folder of
    // DATA_DIR, in the backup beside the dump (decision 1039): both come back as they were at the backup.
    const subjects = (await copy.outbox!.list()).map((message) => message.subject);
    expect(subjects).toContain("Avant");
    expect(subjects).not.toContain("Après");
    const manifest = JSON.parse(readFileSync(path.join(root, "backups", taken.backup, "manifest.json"), "utf8"));
    expect(manifest.outbox_messages).toBe(name === "pglite" ? 1 : undefined);
    targetStore.close();
    expect(readdirSync(path.join(root, "backups")).filter((entry) => entry.endsWith(".partial"))).toEqual([]);
  }, 240_000);
});
