import type { S3Settings } from "../storage/s3-request";
import { ConfigError, integer, refuseCleartext } from "./read";

/** Storage (/storage/v1): how large an object may be, and where the objects' bytes are kept. */
export interface StorageConfig {
  /** The largest file any Storage bucket accepts (STORAGE_FILE_SIZE_LIMIT, bytes); a bucket's own limit may be lower. */
  storageFileSizeLimit: number;
  /**
   * Where Storage keeps the objects' bytes (STORAGE_BACKEND, decision 1026): DATA_DIR/storage by default, or a bucket
   * of an S3-compatible service (STORAGE_S3_ENDPOINT, _BUCKET, _REGION, _ACCESS_KEY_ID, _SECRET_ACCESS_KEY,
   * _FORCE_PATH_STYLE, _PREFIX).
   */
  objectStorage: ObjectStorageSettings;
}

export type ObjectStorageSettings = { backend: "local" } | ({ backend: "s3" } & S3Settings);

export function storageConfig(env: NodeJS.ProcessEnv, production: boolean): StorageConfig {
  return {
    storageFileSizeLimit: integer(env, "STORAGE_FILE_SIZE_LIMIT", 5 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    objectStorage: objectStorageSettings(env, production),
  };
}

/**
 * STORAGE_BACKEND=local (the default: DATA_DIR/storage) or s3 with its endpoint, bucket and keys, all required then;
 * the region defaults to us-east-1 (what MinIO and R2 accept), path-style addressing to on except for AWS's own hosts.
 */
function objectStorageSettings(env: NodeJS.ProcessEnv, production: boolean): ObjectStorageSettings {
  const backend = (env.STORAGE_BACKEND ?? "").trim() || "local";
  if (backend === "local") return { backend: "local" };
  if (backend !== "s3") throw new ConfigError(`STORAGE_BACKEND must be "local" or "s3" (got "${backend}")`);
  const required = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new ConfigError(`${name} is required when STORAGE_BACKEND=s3`);
    return value;
  };
  const endpoint = required("STORAGE_S3_ENDPOINT");
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new ConfigError(`STORAGE_S3_ENDPOINT is not a valid URL: "${endpoint}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new ConfigError(`STORAGE_S3_ENDPOINT must be an http(s) URL (got "${url.protocol}")`);
  if (production) refuseCleartext("STORAGE_S3_ENDPOINT", endpoint);
  const bucket = required("STORAGE_S3_BUCKET");
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError(`STORAGE_S3_BUCKET is not a valid bucket name: "${bucket}"`);
  const prefix = (env.STORAGE_S3_PREFIX ?? "").trim().replace(/^\/+|\/+$/g, "");
  if (prefix && !/^[A-Za-z0-9._/-]+$/.test(prefix))
    throw new ConfigError("STORAGE_S3_PREFIX may hold only letters, digits, '.', '_', '-' and '/'");
  const pathStyle = (env.STORAGE_S3_FORCE_PATH_STYLE ?? "").trim();
  if (pathStyle && pathStyle !== "true" && pathStyle !== "false")
    throw new ConfigError(`STORAGE_S3_FORCE_PATH_STYLE must be true or false (got "${pathStyle}")`);
  return {
    backend: "s3",
    endpoint,
    bucket,
    region: env.STORAGE_S3_REGION?.trim() || "us-east-1",
    accessKeyId: required("STORAGE_S3_ACCESS_KEY_ID"),
    secretAccessKey: required("STORAGE_S3_SECRET_ACCESS_KEY"),
    forcePathStyle: pathStyle ? pathStyle === "true" : !url.hostname.endsWith(".amazonaws.com"),
    prefix,
  };
}
