// `npm run storage:to-s3`: copies the Storage objects of DATA_DIR/storage into the S3 bucket that STORAGE_BACKEND=s3
// and STORAGE_S3_* name (the same settings as the server's), then reads every copy back and compares its size and
// SHA-256 with the file's (decision 1026). Run it with the server stopped, or run it once with the server still on
// local files, switch the server to s3, and run it again: the second run copies only what changed in between.
// Exits 1 if any object did not check out, naming it.
import path from "node:path";
import { loadConfig } from "../server/src/config";
import { ConfigError } from "../server/src/config/read";
import { copyObjects } from "../server/src/storage/copy-objects";
import { localObjectStore, s3ObjectStore } from "../server/src/storage/object-store";

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
if (config.mode !== "local" || config.objectStorage.backend !== "s3") {
  console.error("Set STORAGE_BACKEND=s3 and STORAGE_S3_ENDPOINT, _BUCKET, _ACCESS_KEY_ID, _SECRET_ACCESS_KEY first.");
  process.exit(1);
}
const source = localObjectStore(path.join(config.dataDir, "storage"));
const destination = s3ObjectStore(config.objectStorage);
console.log(`Copying ${source.location} into ${destination.location}`);
const started = Date.now();
const report = await copyObjects(source, destination, {
  concurrency: 8,
  onProgress: (done) => {
    if (done % 100 === 0) console.log(`  ${done} objects checked`);
  },
});
destination.close();
console.log(
  `${report.copied} copied, ${report.unchanged} already there and identical, ${(report.bytes / 2 ** 20).toFixed(1)} MB checked in ${((Date.now() - started) / 1000).toFixed(1)} s (size and SHA-256 of every copy read back).`,
);
if (report.failed.length > 0) {
  for (const { key, reason } of report.failed) console.error(`  FAILED ${key}: ${reason}`);
  console.error(`${report.failed.length} objects did not check out: run the command again.`);
  process.exit(1);
}
