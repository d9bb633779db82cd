// bcrypt on a thread of its own, below the server's other threads in the scheduler (decision 1057): a sign-in's
// 70 ms of hashing then takes whatever CPU the requests being served leave, instead of sharing it equally with them.
// Plain JavaScript so that worker_threads loads it the same way under node, tsx and vitest (as pglite-worker.mjs).
import { hashSync, verifySync } from "@node-rs/bcrypt";
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";

// On Linux a thread has its own nice value, set through its id (/proc/thread-self → /proc/<pid>/task/<tid>).
// Elsewhere, or if refused, the thread keeps the process's priority: only the ordering is lost.
let niced = false;
try {
  const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
  if (Number.isInteger(tid) && tid > 0 && workerData?.nice) {
    setPriority(tid, workerData.nice);
    niced = true;
  }
} catch {
  niced = false;
}
parentPort.postMessage({ ready: true, niced });

parentPort.on("message", ({ id, op, password, hash, cost }) => {
  try {
    const result = op === "hash" ? hashSync(password, cost) : verifySync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    // A string that is not a bcrypt hash: no match (as the asynchronous verify's rejection was answered).
    if (op === "verify") parentPort.postMessage({ id, result: false });
    else parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
