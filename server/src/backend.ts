import { createHmac, randomUUID } from "node:crypto";
import path from "node:path";
import type { LocalBackendConfig } from "./config";
import { DEV_ANON_KEY, DEV_JWT_SECRET } from "./config/defaults";
import type { LocalBackend } from "./app-options";
import { JwtKeys, makeApiKey } from "./auth/jwt";
import { databaseOutboxMailer } from "./auth/models/outbox-messages";
import { outboxMailer, smtpMailer } from "./auth/mailer";
import type { Database } from "./db/database";
import { lockDataDir } from "./db/data-dir-lock";
import { migrate } from "./db/migrate";
import { PlannerStatistics } from "./db/statistics";
import { localObjectStore, s3ObjectStore } from "./storage/object-store";
import { pruneBackups, takeBackup, usePgClientPath } from "./ops/backup";
import { openPglite } from "./db/pglite";
import { openPostgres } from "./db/postgres";
import { SchemaCache } from "./rest/schema";
import { JobQueue, processJobsCall } from "./jobs/job-queue";
import { useInvoiceSettings } from "../../supabase/functions/_shared/invoice-settings.ts";

export interface StartedBackend extends LocalBackend {
  /**
   * Connects the jobs' timer to the `process-jobs` Edge Function at `functionsUrl` (this server's own /functions/v1,
   * once it listens) and starts it (JOBS_POLL_MS), with the scheduled backups; later calls do nothing.
   */
  startJobs(functionsUrl: string): void;
  /**
   * Hands back the jobs this instance's Edge runtime claimed and did not finish (SIGTERM, decision 1006): pending
   * again at once, the attempt not counted. Answers how many.
   */
  releaseClaimedJobs(): Promise<number>;
  close(): Promise<void>;
}

/** Opens the database (PGlite in DATA_DIR, or PostgreSQL), applies the migrations and loads the schema cache. */
export async function startBackend(
  config: LocalBackendConfig,
  log: (message: string) => void = console.log,
): Promise<StartedBackend> {
  if (config.invoice) useInvoiceSettings(config.invoice);
  let unlock = () => {};
  let db: Database;
  if (config.databaseUrl) {
    db = await openPostgres(config.databaseUrl, config.statementTimeouts);
    log("database: PostgreSQL (DATABASE_URL)");
  } else {
    unlock = lockDataDir(config.dataDir);
    try {
      db = await openPglite(path.join(config.dataDir, "pgdata"), config.statementTimeouts, log);
    } catch (error) {
      unlock();
      throw error;
    }
    log(`database: PGlite in ${config.dataDir}`);
  }
  try {
    const { applied } = await migrate(db);
    // One short line however many there are (a fresh database applies them all): the count, the first and the last.
    if (applied.length > 0) {
      const range = applied.length === 1 ? applied[0] : `${applied.length}, ${applied[0]} to ${applied.at(-1)}`;
      log(`migrations applied: ${range}`);
    }
    const keys = new JwtKeys(config.jwtSecret, config.jwtKeys);
    const anonKey =
      config.anonKey ?? (config.jwtSecret === DEV_JWT_SECRET ? DEV_ANON_KEY : await makeApiKey(keys, "anon"));
    const schema = await SchemaCache.load(db);
    // Without SMTP, e-mails are kept for /_dev/outbox: in the database on PostgreSQL, where every instance sees them
    // (decision 1027), in DATA_DIR/outbox on PGlite.
    const outbox = config.smtpUrl
      ? undefined
      : config.databaseUrl
        ? databaseOutboxMailer(db)
        : outboxMailer(path.join(config.dataDir, "outbox"));
    const mailer = outbox ?? smtpMailer(config.smtpUrl!, config.mailFrom);
    const statistics = new PlannerStatistics(db, log);
    db.statistics = statistics;
    statistics.start();
    const jobs = new JobQueue({ pollMs: config.jobsPollMs, log });
    // Objects in DATA_DIR/storage, or in a bucket of an S3-compatible service (decision 1026).
    const store =
      config.objectStorage.backend === "s3"
        ? s3ObjectStore(config.objectStorage)
        : localObjectStore(path.join(config.dataDir, "storage"));
    log(`storage: ${store.kind === "s3" ? store.location : `files in ${store.location}`}`);
    if (config.databaseUrl && store.kind === "local")
      log(
        "storage: files are on this instance's disk; with several instances, set STORAGE_BACKEND=s3 (docs/operations.md)",
      );
    // Names this process in the jobs process-jobs claims for it, so that a stop hands back exactly those.
    const instanceId = randomUUID();
    let jobsStarted = false;
    usePgClientPath(config.clientPath);
    const backup = async () => {
      const taken = await takeBackup(
        {
          database: config.databaseUrl ? { engine: "postgres", url: config.databaseUrl } : { engine: "pglite", db },
          store,
          // On PGlite the outbox is a folder of DATA_DIR (decision 1039); on PostgreSQL it is in the dump.
          ...(config.databaseUrl ? {} : { outboxDir: path.join(config.dataDir, "outbox") }),
        },
        config.backup.dir,
      );
      await pruneBackups(config.backup.dir, config.backup.keep);
      return taken;
    };
    let backupTimer: NodeJS.Timeout | undefined;
    return {
      mailer,
      outbox,
      jobs,
      startJobs(functionsUrl) {
        if (jobsStarted) return;
        jobsStarted = true;
        let serviceRoleKey: Promise<string> | undefined;
        jobs.connect(processJobsCall(functionsUrl, () => (serviceRoleKey ??= makeApiKey(keys, "service_role"))));
        // Scheduled backups (BACKUP_INTERVAL_MINUTES): on one instance only, as docs/operations.md says.
        if (config.backup.intervalMinutes > 0) {
          backupTimer = setInterval(() => {
            backup().then(
              ({ dir, manifest }) => log(`backup: ${dir} (${manifest.objects} objects)`),
              (error: Error) => log(`backup failed: ${error.message}`),
            );
          }, config.backup.intervalMinutes * 60_000);
          backupTimer.unref();
        }
      },
      backup,
      db,
      keys,
      storage: {
        store,
        signingKey: storageSigningKey(config.jwtSecret),
        fileSizeLimit: config.storageFileSizeLimit,
      },
      anonKey,
      jwtExpiry: config.jwtExpiry,
      passwordRule: config.passwordRule,
      smsHook: config.smsHook,
      phoneRateRules: config.phoneRateRules,
      // process-jobs claims with JOBS_LEASE_MS (decision 1006, the study's F2).
      edgeRuntimeEnv: {
        ...config.edgeRuntimeEnv,
        JOBS_LEASE_MS: String(config.jobsLeaseMs),
        INSTANCE_ID: instanceId,
      },
      edgeWorkerLimits: config.edgeWorkerLimits,
      authRateLimits: config.authRateLimits,
      formRateLimit: config.formRateLimit,
      verificationRateLimit: config.verificationRateLimit,
      schema: () => schema,
      async releaseClaimedJobs() {
        const { rows } = await db.query<{ n: number }>(
          `with released as (
             update private.jobs
                set state = 'pending', locked_until = null, claimed_by = null, attempts = greatest(0, attempts - 1)
              where state = 'running' and claimed_by = $1
             returning 1)
           select count(*)::int as n from released`,
          [instanceId],
        );
        return rows[0]?.n ?? 0;
      },
      async close() {
        clearInterval(backupTimer);
        await jobs.stop();
        await statistics.stop();
        await db.close();
        store.close();
        unlock();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    unlock();
    throw error;
  }
}

/** Signed Storage URLs get their own key, derived from the project secret: such a token is never an API key. */
const storageSigningKey = (jwtSecret: string) =>
  new Uint8Array(createHmac("sha256", jwtSecret).update("storage signed URLs").digest());
