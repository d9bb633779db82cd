import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../process";
import { DEV_SERVICE_ROLE_KEY, api, signedUpClient } from "../support";

const CLIENTS = 20;
const CYCLES = 3;
const dataDir = mkdtempSync(path.join(tmpdir(), "site-durability-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const FORMATIONS = 30;

/**
 * Enrols in a loop until told to stop; returns the ids the server acknowledged with 201. A learner may hold one
 * enrollment per formation, so each attempt moves to the next formation (`progress` lasts across restarts); a 409 means
 * an earlier, unacknowledged insert did commit, and once every formation is taken the loop has nothing left to write.
 */
async function enrolLoop(
  url: string,
  userId: string,
  stop: { now: boolean },
  progress: { next: number },
): Promise<number[]> {
  const acknowledged: number[] = [];
  while (!stop.now && progress.next < FORMATIONS) {
    try {
      // Enrollments are written by the server (the enrol function, decision 0841): here as the service role.
      const response = await api(url, "/rest/v1/enrollments?select=id", {
        method: "POST",
        token: DEV_SERVICE_ROLE_KEY,
        headers: { "content-type": "application/json", prefer: "return=representation", apikey: DEV_SERVICE_ROLE_KEY },
        body: JSON.stringify({
          formation_id: 1 + progress.next,
          user_id: userId,
          payment_method: "carte",
          status: "pending",
        }),
      });
      if (response.status === 201 || response.status === 409) progress.next++;
      if (response.status === 201) acknowledged.push(((await response.json()) as { id: number }[])[0].id);
    } catch {
      return acknowledged; // the server is gone: whatever was not acknowledged may be lost
    }
  }
  return acknowledged;
}

// The check reads every stored enrollment in one request: lift the REST row cap (default 1000) above what 20 clients write.
const SERVER_ENV = { DATA_DIR: dataDir, REST_MAX_ROWS: "1000000" };

describe("durability under SIGKILL", () => {
  it(`keeps every acknowledged enrollment of ${CLIENTS} concurrent clients across ${CYCLES} kill -9 and restarts`, async () => {
    let server = await startServer(SERVER_ENV);
    const users = await Promise.all(Array.from({ length: CLIENTS }, () => signedUpClient(server.url)));
    const acknowledged: number[] = [];
    const progress = users.map(() => ({ next: 0 }));

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const stop = { now: false };
      const loops = users.map((u, i) => enrolLoop(server.url, u.user.id, stop, progress[i]));
      await new Promise((resolve) => setTimeout(resolve, 1500 + cycle * 300));
      server.child.kill("SIGKILL");
      stop.now = true;
      for (const ids of await Promise.all(loops)) acknowledged.push(...ids);
      await server.exited;

      server = await startServer(SERVER_ENV);
      const response = await api(server.url, "/rest/v1/enrollments?select=id", {
        headers: { apikey: DEV_SERVICE_ROLE_KEY },
        token: DEV_SERVICE_ROLE_KEY,
      });
      expect(response.status).toBe(200);
      const stored = new Set(((await response.json()) as { id: number }[]).map((row) => row.id));
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
    }
    expect(acknowledged.length).toBeGreaterThan(CLIENTS);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 240_000);
});
