import { describe, expect, it } from "vitest";
import { Turns } from "./turns";

describe("Turns", () => {
  it("grants turns one at a time, first come first served", async () => {
    const turns = new Turns();
    const order: string[] = [];
    const take = async (name: string) => {
      const release = await turns.acquire();
      order.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`${name} out`);
      release();
    };
    await Promise.all([take("a"), take("b"), take("c")]);
    expect(order).toEqual(["a in", "a out", "b in", "b out", "c in", "c out"]);
  });

  it("lets a waiter whose client went away leave the queue with 57014, and the next one go on", async () => {
    const turns = new Turns();
    const release = await turns.acquire();
    const gone = new AbortController();
    const leaving = turns.acquire(gone.signal);
    const staying = turns.acquire();
    gone.abort();
    await expect(leaving).rejects.toMatchObject({ code: "57014", message: "canceling statement due to user request" });
    release();
    const next = await staying;
    const holder = turns.acquire();
    next();
    await holder;
    next(); // releasing twice does not free the turn the holder now has
    let intruder = false;
    void turns.acquire().then(() => (intruder = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(intruder).toBe(false);
  });

  it("refuses at once a caller already gone", async () => {
    const gone = AbortSignal.abort();
    await expect(new Turns().acquire(gone)).rejects.toMatchObject({ code: "57014" });
  });
});
