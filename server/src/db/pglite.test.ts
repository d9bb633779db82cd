import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "./database";
import { openPglite } from "./pglite";
import { EngineThread, type Message } from "./pglite-thread";

const TIMEOUTS = { anon: 10_000, authenticated: 10_000, service_role: 10_000 };
const SETUP = { sql: "select set_config('request.jwt.claims', $1, true)", params: ['{"sub":"u1"}'] };

let db: Database;
beforeAll(async () => {
  db = await openPglite("memory://", TIMEOUTS);
  await db.exec("create table notes (id int primary key, body text not null)");
});
afterAll(() => db.close());

/** The messages the engine's thread receives while `work` runs. */
async function messagesOf(work: () => Promise<unknown>): Promise<Message[]> {
  const send = vi.spyOn(EngineThread.prototype, "send");
  try {
    await work();
    return send.mock.calls.map(([message]) => message);
  } finally {
    send.mockRestore();
  }
}

describe("PGlite transactions (decision 1171)", () => {
  it("send begin and the setup with the first statement: two messages for one read", async () => {
    let seen: unknown;
    const messages = await messagesOf(() =>
      db.transaction(
        async (tx) => {
          seen = (await tx.query<{ claims: string }>("select current_setting('request.jwt.claims', true) as claims"))
            .rows[0]!.claims;
        },
        { setup: SETUP },
      ),
    );
    expect(seen).toBe('{"sub":"u1"}');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({ kind: "query", before: [{ sql: "begin" }, SETUP] });
    expect(messages[1]).toEqual({ kind: "exec", sql: "commit" });
    // The setting was the transaction's own.
    expect(
      (await db.query<{ claims: string | null }>("select current_setting('request.jwt.claims', true) as claims"))
        .rows[0]!.claims || null,
    ).toBeNull();
  });

  it("still run every statement inside the transaction, and roll it all back when one fails", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.exec("insert into notes values (1, 'first')");
        await tx.query("insert into notes values ($1, $2)", [2, "second"]);
        await tx.query("insert into notes values ($1, $2)", [3, null]);
      }),
    ).rejects.toMatchObject({ code: "23502" });
    expect((await db.query("select * from notes")).rows).toEqual([]);
    await db.transaction(async (tx) => {
      await tx.exec("insert into notes values (1, 'first')");
      await tx.query("insert into notes values ($1, $2)", [2, "second"]);
    });
    expect((await db.query("select id from notes order by id")).rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("roll back when the setup itself fails, and leave the engine usable", async () => {
    await expect(
      db.transaction(async (tx) => tx.query("select 1"), { setup: { sql: "select 1/0", params: [] } }),
    ).rejects.toMatchObject({ code: "22012" });
    expect((await db.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
  });

  it("send nothing for a transaction that runs no statement", async () => {
    const messages = await messagesOf(() => db.transaction(async () => "nothing", { setup: SETUP }));
    expect(messages).toEqual([]);
  });
});
