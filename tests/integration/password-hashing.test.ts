import { describe, expect, it } from "vitest";
import { PUBLIC_FORMATION_COLUMNS } from "../../web/src/domain/formation";
import { PASSWORD, api, backends, signedUpClient } from "../support";

/**
 * Issue 11: a sign-in's password hashing (bcrypt, tens of milliseconds of CPU each) runs in worker threads, so the
 * requests the server answers meanwhile are not held up. With bcrypt on the event loop, 24 concurrent sign-ins held a
 * catalogue read 1.26 s on this machine (54 reads answered meanwhile); off it, 84 ms at worst (922 reads). The
 * event-loop stall itself is measured in server/src/auth/passwords.test.ts; here, end to end, the typical read must
 * stay quick (median) — the slowest one is left out, since on a loaded CI machine any single request can be starved
 * of CPU for a moment.
 */
const SIGN_INS = 24;
const CATALOGUE_BOUND_MS = 400;

describe.each(backends())("password hashing on $name", ({ url }) => {
  it("keeps the catalogue answering while two dozen sign-ins hash passwords", async () => {
    const { email } = await signedUpClient(url);
    expect((await api(url, `/rest/v1/formations?select=${PUBLIC_FORMATION_COLUMNS.replaceAll(" ", "")}`)).status).toBe(
      200,
    ); // warm: the read is served from memory

    let signingIn = true;
    const signIns = Promise.all(
      Array.from({ length: SIGN_INS }, () =>
        api(url, "/auth/v1/token?grant_type=password", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password: PASSWORD }),
        }).then((response) => response.status),
      ),
    ).finally(() => (signingIn = false));

    const latencies: number[] = [];
    while (signingIn) {
      const started = performance.now();
      const response = await api(url, `/rest/v1/formations?select=${PUBLIC_FORMATION_COLUMNS.replaceAll(" ", "")}`);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      expect(response.status).toBe(200);
    }
    expect(await signIns).toEqual(Array(SIGN_INS).fill(200));
    expect(latencies.length).toBeGreaterThan(3);
    const median = [...latencies].sort((a, b) => a - b)[Math.floor(latencies.length / 2)];
    expect(median).toBeLessThan(CATALOGUE_BOUND_MS);
  });
});
