import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import S3rver from "s3rver";
import type { S3Settings } from "../server/src/storage/s3-client";

/** s3rver's own account (it checks every request's Signature Version 4 against it). */
const KEY = "S3RVER";

/**
 * A local S3-compatible server (the s3rver package: the S3 REST API over a folder), started by the tests themselves
 * on a free loopback port, with one bucket; `stop()` closes it and removes its folder.
 */
export async function startS3Server(bucket = "site-storage") {
  const directory = mkdtempSync(path.join(tmpdir(), "site-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const settings: S3Settings = {
    endpoint,
    bucket,
    region: "us-east-1",
    accessKeyId: KEY,
    secretAccessKey: KEY,
    forcePathStyle: true,
    prefix: "",
  };
  return {
    settings,
    /** The STORAGE_* settings a server reads for this bucket. */
    env: {
      STORAGE_BACKEND: "s3",
      STORAGE_S3_ENDPOINT: endpoint,
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_ACCESS_KEY_ID: KEY,
      STORAGE_S3_SECRET_ACCESS_KEY: KEY,
      STORAGE_S3_FORCE_PATH_STYLE: "true",
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
