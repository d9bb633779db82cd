import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Queryable } from "../db/database";
import { SessionRegistry } from "./sessions";

/** A stand-in for auth.sessions that counts the queries made against it. */
function fakeSessions(ids: string[], userId: string) {
  const rows = new Set(ids);
  const db: Queryable & { queries: number; rows: Set<string> } = {
    queries: 0,
    rows,
    async query<Row>(sql: string, params: unknown[] = []): Promise<{ rows: Row[] }> {
      db.queries += 1;
      if (sql.startsWith("select"))
        return { rows: (rows.has(params[0] as string) ? [{ user_id: userId }] : []) as Row[] };
      const deleted = sql.includes("where id = $1")
        ? [params[0] as string]
        : [...rows].filter((id) => id !== params[1]);
      for (const id of deleted) rows.delete(id);
      return { rows: deleted.map((id) => ({ id })) as Row[] };
    },
    async exec() {},
  };
  return db;
}

describe("SessionRegistry", () => {
  const user = randomUUID();

  it("asks the database once per session and cache period, and refuses an ended session at once", async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const db = fakeSessions([a, b], user);
    let now = 0;
    const registry = new SessionRegistry(db, 3_600_000, 5_000, () => now);
    expect(await registry.isLive(a, user)).toBe(true);
    expect(await registry.isLive(a, user)).toBe(true);
    expect(db.queries).toBe(1);

    await registry.end(db, { session: a });
    expect(await registry.isLive(a, user)).toBe(false);
    expect(await registry.isLive(b, user)).toBe(true);
    now += 10_000;
    expect(await registry.isLive(a, user)).toBe(false);
  });

  it("takes a session it has just opened as live without a query, and asks once for calls made together", async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const db = fakeSessions([a, b], user);
    let now = 0;
    const registry = new SessionRegistry(db, 3_600_000, 5_000, () => now);
    registry.opened(a, user);
    expect(await Promise.all([registry.isLive(a, user), registry.isLive(a, user)])).toEqual([true, true]);
    expect(db.queries).toBe(0);
    expect(await registry.isLive(a, randomUUID())).toBe(false);
    expect(await Promise.all([registry.isLive(b, user), registry.isLive(b, user), registry.isLive(b, user)])).toEqual([
      true,
      true,
      true,
    ]);
    expect(db.queries).toBe(2);
    // Opened, then ended: refused at once, and after the cache period still.
    await registry.end(db, { session: a });
    expect(await registry.isLive(a, user)).toBe(false);
    now += 10_000;
    expect(await registry.isLive(a, user)).toBe(false);
  });

  it("notices a session deleted behind its back within the cache period", async () => {
    const a = randomUUID();
    const db = fakeSessions([a], user);
    let now = 0;
    const registry = new SessionRegistry(db, 3_600_000, 5_000, () => now);
    expect(await registry.isLive(a, user)).toBe(true);
    db.rows.delete(a); // e.g. the account deleted in SQL
    now += 5_001;
    expect(await registry.isLive(a, user)).toBe(false);
  });

  it("refuses another user's session id and malformed ids without trusting the cache", async () => {
    const a = randomUUID();
    const db = fakeSessions([a], user);
    const registry = new SessionRegistry(db, 3_600_000);
    expect(await registry.isLive(a, user)).toBe(true);
    expect(await registry.isLive(a, randomUUID())).toBe(false);
    expect(await registry.isLive(a, user)).toBe(true); // the owner's session is not harmed by the attempt
    const before = db.queries;
    expect(await registry.isLive("not-a-uuid", user)).toBe(false);
    expect(db.queries).toBe(before);
  });

  it("ends every session of a user but one", async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const db = fakeSessions([a, b, c], user);
    const registry = new SessionRegistry(db, 3_600_000);
    await registry.end(db, { user, except: b });
    expect([await registry.isLive(a, user), await registry.isLive(b, user), await registry.isLive(c, user)]).toEqual([
      false,
      true,
      false,
    ]);
  });
});
