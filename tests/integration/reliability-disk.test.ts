import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY } from "../support";
import { startServer, type ServerProcess } from "../process";

/**
 * Issue 47 item 5, the study's F5 (reliability-2026-12-06.md, Test 7): a file upload on a full disk answered a
 * generic 500 PGRST000. Here DATA_DIR/storage lives on a 1 MB tmpfs the test mounts and fills with a file of its own,
 * as the study did (mounting needs root, as the study's t7.sh; the machines this project is tested on run as root).
 */
const canMount = process.getuid?.() === 0;

describe.runIf(canMount)("a file upload on a full disk (study F5)", () => {
  const root = mkdtempSync(path.join(tmpdir(), "site-rel-disk-"));
  const dataDir = path.join(root, "data");
  const disk = path.join(root, "disk");
  const bucket = `plein-${randomUUID().slice(0, 8)}`;
  let server: ServerProcess & { url: string };
  let mounted = false;
  const headers = { apikey: DEV_SERVICE_ROLE_KEY, authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}` };

  const upload = async (name: string, bytes: number) => {
    const response = await fetch(`${server.url}/storage/v1/object/${bucket}/${name}`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/pdf" },
      body: new Uint8Array(bytes).fill(37),
    });
    return { status: response.status, body: (await response.json()) as { error?: string; statusCode?: string } };
  };

  beforeAll(async () => {
    mkdirSync(dataDir);
    mkdirSync(disk);
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", disk]);
    mounted = true;
    symlinkSync(disk, path.join(dataDir, "storage"));
    server = await startServer({ DATA_DIR: dataDir, FORM_RATE_LIMIT: "off" });
    const created = await fetch(`${server.url}/storage/v1/bucket`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ id: bucket, name: bucket, public: false }),
    });
    expect(created.status).toBe(200);
  }, 300_000);

  afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    if (mounted) execFileSync("umount", ["-l", disk]);
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it("answers 507 InsufficientStorage, keeps no partial file, and stores again once space is back", async () => {
    expect((await upload("avant.pdf", 10_000)).status).toBe(200);
    // Another file takes all but ~50 KB of the disk.
    const filler = path.join(disk, "filler");
    try {
      writeFileSync(filler, new Uint8Array(1024 * 1024));
    } catch {
      // ENOSPC once the disk is full: the part written stays, which is the point
    }
    const full = await upload("cv.pdf", 200_000);
    expect(full).toEqual({
      status: 507,
      body: expect.objectContaining({ statusCode: "507", error: "InsufficientStorage" }),
    });
    // Nothing but the first object and the filler: the partial write was removed.
    expect(readdirSync(path.join(disk, bucket))).toHaveLength(1);
    expect(server.child.exitCode).toBeNull();

    rmSync(filler);
    expect((await upload("cv.pdf", 200_000)).status).toBe(200);
  }, 60_000);
});
