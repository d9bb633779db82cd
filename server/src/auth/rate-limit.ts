import { limitKeyOf } from "../http/client-ip";
import { mailboxKey } from "@common/mailbox";

/**
 * Fixed-window counters per action and key (client address, e-mail, account). Where the counts live is a
 * `HitCounter`: in the database for a server (shared by every instance on one PostgreSQL, kept across restarts:
 * `DatabaseHitCounter`), in memory for unit tests.
 */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface HitCounter {
  /** Adds one to `id`'s count in its current window (opening one of `windowMs` when none runs); the new count. */
  hit(id: string, windowMs: number): Promise<number>;
  /** The count of `id` in its current window; 0 when none runs. */
  count(id: string): Promise<number>;
  /** Ends `id`'s current window. */
  reset(id: string): Promise<void>;
}

export class MemoryHitCounter implements HitCounter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(id: string, windowMs: number) {
    const now = this.now();
    const entry = this.hits.get(id);
    if (!entry || entry.resetAt <= now) this.hits.set(id, { count: 1, resetAt: now + windowMs });
    else entry.count += 1;
    if (this.hits.size > 50_000) for (const [key, old] of this.hits) if (old.resetAt <= now) this.hits.delete(key);
    return this.hits.get(id)!.count;
  }

  async count(id: string) {
    const entry = this.hits.get(id);
    return entry && entry.resetAt > this.now() ? entry.count : 0;
  }

  async reset(id: string) {
    this.hits.delete(id);
  }
}

/** `ip:<address>` keys count per address, IPv6 by /64 (issue 24 item 8). */
const keyOf = (key: string) => (key.startsWith("ip:") ? `ip:${limitKeyOf(key.slice(3))}` : key);

export class RateLimiter {
  constructor(
    private readonly rules: Record<string, RateLimitRule>,
    private readonly enabled = true,
    private readonly counter: HitCounter = new MemoryHitCounter(),
  ) {}

  /** Counts one attempt against every key; false when any of them is over its limit. */
  async allow(action: string, ip: string, email?: string): Promise<boolean> {
    const keys = [`ip:${ip}`, ...(email ? [`email:${mailboxKey(email)}`] : [])];
    let allowed = true;
    for (const key of keys) if (!(await this.consume(action, key))) allowed = false;
    return allowed;
  }

  /** Counts one event for `key`; false once the count is over the action's limit in the current window. */
  async consume(action: string, key: string): Promise<boolean> {
    return (await this.count(action, key)) <= (this.rules[action]?.limit ?? Infinity);
  }

  /** Counts one event for `key` and returns the window's count (0 when the action has no limit). */
  async count(action: string, key: string): Promise<number> {
    const rule = this.rules[action];
    if (!this.enabled || !rule) return 0;
    return this.counter.hit(`${action}:${keyOf(key)}`, rule.windowMs);
  }

  /** The action's limit, when it has one. */
  limitOf(action: string): number | undefined {
    return this.enabled ? this.rules[action]?.limit : undefined;
  }

  /** Whether `key` has already used up the action's limit in the current window (counts nothing). */
  async exhausted(action: string, key: string): Promise<boolean> {
    const rule = this.rules[action];
    if (!this.enabled || !rule) return false;
    return (await this.counter.count(`${action}:${keyOf(key)}`)) >= rule.limit;
  }

  /** Forgets the count of `key` (the owner of a locked account unlocked it by e-mail). */
  async clear(action: string, key: string): Promise<void> {
    await this.counter.reset(`${action}:${keyOf(key)}`);
  }
}
