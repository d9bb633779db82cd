import { describe, expect, it } from "vitest";
import type { Queryable } from "../db/database";
import { PLANNED_COST_TTL_MS, PlannedCosts, costLimited } from "./cost-limit";

/** A transaction whose EXPLAIN answers `cost` and that counts what it was asked. */
function fakeTx(cost: () => number) {
  const asked: string[] = [];
  const tx = {
    exec: async () => [],
    query: async (sql: string) => {
      asked.push(sql);
      if (sql.startsWith("explain")) return { rows: [{ "QUERY PLAN": [{ Plan: { "Total Cost": cost() } }] }] };
      return { rows: [{ ran: true }] };
    },
  } as unknown as Queryable;
  return { tx, asked };
}

describe("the cost ceiling's memory of planned statements (decision 1167)", () => {
  it("plans a statement repeated with the same values and role once within the window, again after it", async () => {
    let now = 1_000;
    const costs = new PlannedCosts(() => now);
    const { tx, asked } = fakeTx(() => 10);
    const limited = costLimited(tx, 100, { costs, role: "authenticated" });
    await limited.query("select $1", ["a"]);
    await limited.query("select $1", ["a"]);
    expect(asked.filter((sql) => sql.startsWith("explain"))).toHaveLength(1);
    // Other values, another role: planned on their own.
    await limited.query("select $1", ["b"]);
    await costLimited(tx, 100, { costs, role: "anon" }).query("select $1", ["a"]);
    expect(asked.filter((sql) => sql.startsWith("explain"))).toHaveLength(3);
    now += PLANNED_COST_TTL_MS;
    await limited.query("select $1", ["a"]);
    expect(asked.filter((sql) => sql.startsWith("explain"))).toHaveLength(4);
    expect(asked.filter((sql) => !sql.startsWith("explain"))).toHaveLength(5);
  });

  it("refuses a remembered statement over the ceiling every time, without running it", async () => {
    const costs = new PlannedCosts();
    const { tx, asked } = fakeTx(() => 500);
    const limited = costLimited(tx, 100, { costs, role: "authenticated" });
    for (let i = 0; i < 2; i++)
      await expect(limited.query("select * from big", [])).rejects.toMatchObject({ code: "54001" });
    expect(asked).toEqual(["explain (format json) select * from big"]);
  });
});
