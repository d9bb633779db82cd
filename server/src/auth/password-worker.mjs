// One bcrypt thread of the password pool (passwords.ts): hashing costs tens of milliseconds of CPU, spent here
// instead of on the HTTP server's event loop. Plain JavaScript so that worker_threads loads it the same way under
// node, tsx and vitest.
import { parentPort } from "node:worker_threads";
import bcrypt from "bcryptjs";

parentPort.on("message", ({ id, op, password, hash, cost }) => {
  try {
    const result = op === "hash" ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
