import { constants } from "node:fs";
import { randomUUID } from "node:crypto";
import { access, copyFile, mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { S3Client } from "./s3-client";
import { S3Error, type S3Settings } from "./s3-request";

/**
 * Where Storage keeps the objects' bytes (decision 1026): files under DATA_DIR/storage (the default) or a bucket of an
 * S3-compatible service (STORAGE_BACKEND=s3). Keys are `<bucket>/<object id>` in both, so a folder copied into a
 * bucket (`npm run storage:to-s3`) is read as it was. The rows (names, owners, metadata) stay in storage.objects.
 */
export interface ObjectStore {
  readonly kind: "local" | "s3";
  /** Where the objects are, for logs and messages (no secret). */
  readonly location: string;
  /** Stores the bytes under `key`, replacing any. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Stores a stream under `key`: exactly `size` bytes when given, else as many as it has (an upload whose length is
   * not declared). Never whole in memory; the object is visible only once complete, and nothing is left when the
   * stream or the store fails (the stream's own error is thrown as it is).
   */
  putStream(key: string, body: Readable, size?: number): Promise<void>;
  /** The bytes from `range.start` to `range.end` inclusive (all of them without a range); undefined when absent. */
  get(key: string, range?: { start: number; end: number }): Promise<Readable | undefined>;
  /** The whole object in memory: only for what is small by construction (images to transform, variants). */
  read(key: string): Promise<Buffer | undefined>;
  /** The object's size, undefined when absent. */
  size(key: string): Promise<number | undefined>;
  copy(from: string, to: string): Promise<void>;
  move(from: string, to: string): Promise<void>;
  /** No error when it is already gone. */
  remove(key: string): Promise<void>;
  /** Every object (key and size), in no particular order. */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** Throws when objects could not be written now (readiness). */
  check(): Promise<void>;
  close(): void;
}

/** An object store that could not be reached or refused the credentials: Storage answers 503, nothing was changed. */
export { S3Error };

export const objectKey = (bucket: string, id: string) => `${bucket}/${id}`;

/**
 * Where a streamed object is written before it is renamed into place (never a bucket: bucket ids cannot start with a
 * dot), so no reader or listing ever sees part of a file.
 */
const INCOMING = ".incoming";

/** Objects as files: DATA_DIR/storage/<bucket>/<id>. */
export function localObjectStore(dir: string): ObjectStore {
  const fileOf = (key: string) => path.join(dir, ...key.split("/"));
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";
  return {
    kind: "local",
    location: dir,
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await writeFile(file, bytes);
      } catch (error) {
        // A disk that filled up mid-write leaves part of the file: removed, so the space comes back with the error.
        await rm(file, { force: true });
        throw error;
      }
    },
    async putStream(key, body, size) {
      const file = fileOf(key);
      const incoming = path.join(dir, INCOMING, randomUUID());
      await mkdir(path.dirname(incoming), { recursive: true });
      await mkdir(path.dirname(file), { recursive: true });
      const handle = await open(incoming, "w");
      try {
        let written = 0;
        for await (const chunk of body) {
          await handle.write(chunk as Buffer);
          written += (chunk as Buffer).length;
        }
        if (size !== undefined && written !== size)
          throw new Error(`${key}: ${written} bytes received, ${size} expected`);
        await handle.close();
        await rename(incoming, file);
      } catch (error) {
        await handle.close().catch(() => undefined);
        // A refused, cut or failed upload (a full disk) leaves nothing behind, and its space comes back.
        await rm(incoming, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      let handle;
      try {
        handle = await open(fileOf(key), "r");
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async read(key) {
      const stream = await this.get(key);
      if (!stream) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async copy(from, to) {
      await mkdir(path.dirname(fileOf(to)), { recursive: true });
      await copyFile(fileOf(from), fileOf(to));
    },
    async move(from, to) {
      await mkdir(path.dirname(fileOf(to)), { recursive: true });
      await rename(fileOf(from), fileOf(to));
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list() {
      let entries;
      try {
        entries = await readdir(dir, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (missing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        if (path.relative(dir, file).split(path.sep)[0] === INCOMING) continue; // an upload under way
        yield { key: path.relative(dir, file).split(path.sep).join("/"), size: (await stat(file)).size };
      }
    },
    async check() {
      await mkdir(dir, { recursive: true });
      await access(dir, constants.W_OK);
    },
    close() {},
  };
}

/** Objects in a bucket of an S3-compatible service, under STORAGE_S3_PREFIX. */
export function s3ObjectStore(settings: S3Settings): ObjectStore {
  const client = new S3Client(settings);
  return {
    kind: "s3",
    location: client.describe(),
    put: (key, bytes) => client.put(key, bytes, bytes.byteLength),
    putStream: (key, body, size) =>
      size === undefined ? client.putUnknownLength(key, body) : client.put(key, body, size),
    async get(key, range) {
      return (await client.get(key, range))?.body;
    },
    async read(key) {
      const found = await client.get(key);
      if (!found) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of found.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    size: (key) => client.head(key),
    copy: (from, to) => client.copy(from, to),
    async move(from, to) {
      await client.copy(from, to);
      await client.remove(from);
    },
    remove: (key) => client.remove(key),
    list: () => client.list(),
    check: () => client.check(),
    close: () => client.close(),
  };
}
