import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { ObjectStore } from "./object-store";

export interface CopyReport {
  /** Objects written to the destination. */
  copied: number;
  /** Objects the destination already had, same size and same SHA-256 (a second run after an interruption). */
  unchanged: number;
  /** Bytes read from the source. */
  bytes: number;
  /** Objects whose copy could not be read back identical: key and why. Empty when everything checked out. */
  failed: { key: string; reason: string }[];
}

/** The SHA-256 (hex) and size of a stream, read to the end. */
export async function digest(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest("hex"), size };
}

/**
 * Copies every object of `source` into `destination` (same keys), streamed, then reads each copy back and compares
 * its size and SHA-256 with the original's (decision 1026): `npm run storage:to-s3` with DATA_DIR/storage → the
 * bucket, and the backup and restore commands with the store ↔ a backup folder. An object the destination already
 * holds identical is left as it is, so the command can be run again after an interruption. `only` limits it to some
 * keys (a backup copies the objects its dump names).
 */
export async function copyObjects(
  source: ObjectStore,
  destination: ObjectStore,
  options: { concurrency?: number; only?: (key: string) => boolean; onProgress?: (done: number) => void } = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, unchanged: 0, bytes: 0, failed: [] };
  const queue: { key: string; size: number }[] = [];
  for await (const object of source.list()) if (!options.only || options.only(object.key)) queue.push(object);
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const { key, size } = queue[next++];
      try {
        const original = await digestOf(source, key);
        if (!original) throw new Error("disappeared from the source during the copy");
        report.bytes += original.size;
        if ((await destination.size(key)) === original.size) {
          const existing = await digestOf(destination, key);
          if (existing?.sha256 === original.sha256) {
            report.unchanged += 1;
            continue;
          }
        }
        const stream = await source.get(key, size > 0 ? { start: 0, end: original.size - 1 } : undefined);
        if (!stream) throw new Error("disappeared from the source during the copy");
        await destination.putStream(key, stream, original.size);
        const copy = await digestOf(destination, key);
        if (!copy) throw new Error("not found in the destination after the copy");
        if (copy.size !== original.size) throw new Error(`size ${copy.size} instead of ${original.size}`);
        if (copy.sha256 !== original.sha256) throw new Error("SHA-256 differs from the original's");
        report.copied += 1;
      } catch (error) {
        report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
      }
      options.onProgress?.(report.copied + report.unchanged + report.failed.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return report;
}

async function digestOf(store: ObjectStore, key: string) {
  const size = await store.size(key);
  if (size === undefined) return undefined;
  if (size === 0) return digest(Readable.from([]));
  const stream = await store.get(key, { start: 0, end: size - 1 });
  return stream ? digest(stream) : undefined;
}
