// The PGlite engine, in its own thread: a long query then blocks this thread, never the HTTP server's, and the
// server can stop it by terminating the thread (PGlite has no way to interrupt a running statement).
// Plain JavaScript so that worker_threads loads it the same way under node, tsx and vitest.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

/** The fields of a PostgreSQL error that survive the copy to the main thread. */
const ERROR_FIELDS = [
  "code",
  "detail",
  "hint",
  "position",
  "where",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "severity",
];

/** PGlite converts booleans, dates and bytea parameters itself, throwing this where PostgreSQL would answer 22P02. */
const PARAMETER_CONVERSION = /^Invalid input for \w+ type$/;

function describe(error) {
  const copy = { message: error instanceof Error ? error.message : String(error) };
  for (const field of ERROR_FIELDS) {
    if (error && typeof error[field] === "string") copy[field] = error[field];
  }
  if (!copy.code && PARAMETER_CONVERSION.test(copy.message)) copy.code = "22P02";
  return copy;
}

/** Notifications are posted before the answer to the statement that sent them (PGlite calls listeners first). */
const listen = (channel) => pg.listen(channel, () => parentPort.postMessage({ notification: channel }));

/**
 * The statements a message carries before its own, in order (a transaction's `begin` and its setup, decision 1171):
 * one message instead of one each. The first that fails answers for the message.
 */
async function runBefore(before = []) {
  for (const step of before) {
    if (step.params === undefined) await pg.exec(step.sql);
    else await pg.query(step.sql, step.params);
  }
}

let pg;
try {
  pg = await PGlite.create(workerData.dataDir);
  for (const channel of workerData.channels ?? []) await listen(channel);
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: describe(error) });
}

parentPort.on("message", async (message) => {
  if (message.kind === "close") {
    await pg?.close();
    parentPort.postMessage({ closed: true });
    return;
  }
  try {
    if (message.kind === "listen") {
      await listen(message.channel);
      parentPort.postMessage({ id: message.id, ok: true, rows: [] });
    } else if (message.kind === "dump") {
      // The whole data folder as a gzipped tar (a backup, decision 1028), taken between two sessions.
      const bytes = new Uint8Array(await (await pg.dumpDataDir("gzip")).arrayBuffer());
      parentPort.postMessage({ id: message.id, ok: true, rows: [bytes] }, [bytes.buffer]);
    } else if (message.kind === "exec") {
      await runBefore(message.before);
      await pg.exec(message.sql);
      parentPort.postMessage({ id: message.id, ok: true, rows: [] });
    } else {
      await runBefore(message.before);
      const result = await pg.query(message.sql, message.params);
      parentPort.postMessage({ id: message.id, ok: true, rows: result.rows });
    }
  } catch (error) {
    parentPort.postMessage({ id: message.id, ok: false, error: describe(error) });
  }
});
