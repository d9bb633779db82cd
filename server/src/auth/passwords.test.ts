import bcrypt from "bcryptjs";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { asGoTrueHash, DUMMY_HASH, HASHING_NICE, PasswordPool } from "./passwords";

let pool: PasswordPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

/** The longest gap between two ticks of a 5 ms timer while `work` runs: how long the event loop was held. */
async function longestStall(work: Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work;
    await new Promise((resolve) => setTimeout(resolve, 20)); // lets the timer tick once after the work
  } finally {
    clearInterval(timer);
  }
  return longest;
}

describe("PasswordPool (native bcrypt)", () => {
  it("makes hashes in GoTrue's form ($2a$, cost 10) that bcryptjs accepts, and checks them", async () => {
    pool = new PasswordPool(2);
    const hash = await pool.hash("Formation2027");
    expect(hash).toMatch(/^\$2a\$10\$.{53}$/);
    expect(DUMMY_HASH).toMatch(/^\$2a\$10\$.{53}$/);
    expect(bcrypt.compareSync("Formation2027", hash)).toBe(true);
    expect(await pool.compare("Formation2027", hash)).toBe(true);
    expect(await pool.compare("formation2027", hash)).toBe(false);
    expect(await pool.compare("Formation2027", bcrypt.hashSync("Formation2027", 4))).toBe(true);
    expect(await pool.compare("anything", DUMMY_HASH)).toBe(false);
  });

  it("answers every job of a burst larger than the pool, each with its own result", async () => {
    pool = new PasswordPool(2);
    const passwords = Array.from({ length: 6 }, (_, i) => `Mot-de-passe-${i}`);
    const hashes = await Promise.all(passwords.map((p) => pool!.hash(p, 4)));
    const checks = await Promise.all(passwords.map((p, i) => pool!.compare(p, hashes[(i + 1) % hashes.length]!)));
    expect(checks).toEqual(passwords.map(() => false));
    expect(await Promise.all(passwords.map((p, i) => pool!.compare(p, hashes[i]!)))).toEqual(passwords.map(() => true));
  });

  it("refuses a hash that is not a string, answers false for one that is not bcrypt, and keeps working", async () => {
    pool = new PasswordPool(1);
    await expect(pool.compare("x", 42 as unknown as string)).rejects.toThrow(/must be strings/);
    expect(await pool.compare("x", "not-a-bcrypt-hash")).toBe(false);
    expect(await pool.compare("x", "")).toBe(false);
    expect(await pool.compare("x", await pool.hash("x", 4))).toBe(true);
  });

  it("accepts the hashes GoTrue writes ($2a$) and other bcrypt libraries' ($2y$), so existing accounts sign in", async () => {
    pool = new PasswordPool(1);
    const written = bcrypt.hashSync("Formation2027", 4);
    for (const prefix of ["$2a$", "$2b$", "$2y$"]) {
      const hash = prefix + written.slice(4);
      expect(await pool.compare("Formation2027", hash)).toBe(true);
      expect(await pool.compare("Formation2028", hash)).toBe(false);
    }
  });

  it("relabels only a $2b$ hash: the digest is the one bcryptjs computes for $2a$", () => {
    const salt = bcrypt.genSaltSync(4);
    const digest = bcrypt.hashSync("Formation2027", salt).slice(4);
    expect(asGoTrueHash(`$2b$${digest}`)).toBe(`$2a$${digest}`);
    expect(bcrypt.compareSync("Formation2027", `$2a$${digest}`)).toBe(true);
    expect(asGoTrueHash(`$2y$${digest}`)).toBe(`$2y$${digest}`);
  });

  it("runs at most `size` hashes at once", async () => {
    pool = new PasswordPool(2);
    const jobs = ["a", "b", "c"].map((p) => pool!.hash(p, 6));
    expect([pool.active, pool.waiting]).toEqual([2, 1]);
    await Promise.all(jobs);
    expect([pool.active, pool.waiting]).toEqual([0, 0]);
  });

  it("keeps the event loop free while hashing: the same work done inline holds it far longer", async () => {
    pool = new PasswordPool(2);
    await pool.hash("warm-up", 4); // thread start-up is not what is measured
    const inline = await longestStall(
      new Promise((resolve) => setTimeout(() => resolve(bcrypt.hashSync("inline", 12)), 20)),
    );
    const pooled = await longestStall(
      Promise.all([pool.hash("one", 12), pool.hash("two", 12), pool.hash("three", 12)]),
    );
    // A cost-12 hash is ~250 ms of CPU here; a free loop ticks every 5 ms even with both cores busy.
    expect(inline).toBeGreaterThan(100);
    expect(pooled).toBeLessThan(inline / 2);
  });

  it("fails queued work once closed, and lets the running hash finish", async () => {
    pool = new PasswordPool(1);
    const running = pool.hash("slow", 10);
    const queued = expect(pool.hash("queued", 4)).rejects.toThrow("password pool closed");
    await pool.close();
    expect(bcrypt.compareSync("slow", await running)).toBe(true);
    await queued;
    await expect(pool.compare("a", DUMMY_HASH)).rejects.toThrow("password pool closed");
  });

  it.runIf(process.platform === "linux")(
    "hashes on threads below the server's priority, the process's own threads untouched (decision 1057)",
    async () => {
      /** Nice values of this process's threads (field 19 of /proc/self/task/<tid>/stat). */
      const niceValues = () =>
        readdirSync("/proc/self/task").map((tid) => {
          const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
          return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
        });
      const before = niceValues().filter((nice) => nice === HASHING_NICE).length;
      const own = os.getPriority();
      pool = new PasswordPool(2);
      await Promise.all([pool.hash("un", 4), pool.hash("deux", 4)]);
      expect(niceValues().filter((nice) => nice === HASHING_NICE).length - before).toBe(2);
      expect(os.getPriority()).toBe(own);
    },
  );
});
