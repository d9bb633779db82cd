/**
 * Fixed-window counters per action and key (client address, e-mail, account). In memory: one server process is the
 * deployment unit of the local backend.
 */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly rules: Record<string, RateLimitRule>,
    private readonly enabled = true,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt against every key; false when any of them is over its limit. */
  allow(action: string, ip: string, email?: string): boolean {
    const keys = [`ip:${ip}`, ...(email ? [`email:${email.toLowerCase()}`] : [])];
    let allowed = true;
    for (const key of keys) if (!this.consume(action, key)) allowed = false;
    return allowed;
  }

  /** Counts one event for `key`; false once the count is over the action's limit in the current window. */
  consume(action: string, key: string): boolean {
    const rule = this.rules[action];
    if (!this.enabled || !rule) return true;
    const now = this.now();
    const id = `${action}:${key}`;
    const entry = this.hits.get(id);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(id, { count: 1, resetAt: now + rule.windowMs });
    } else {
      entry.count += 1;
    }
    if (this.hits.size > 50_000) this.sweep(now);
    return (this.hits.get(id)?.count ?? 0) <= rule.limit;
  }

  /** Whether `key` has already used up the action's limit in the current window (counts nothing). */
  exhausted(action: string, key: string): boolean {
    const rule = this.rules[action];
    if (!this.enabled || !rule) return false;
    const entry = this.hits.get(`${action}:${key}`);
    return entry !== undefined && entry.resetAt > this.now() && entry.count >= rule.limit;
  }

  private sweep(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

const KNOWN_ADDRESS_MS = 30 * 24 * 3600 * 1000;

/**
 * Addresses an account has signed in from successfully (30 days, in memory). When an account is under attack
 * (too many failed passwords), only these may still try: the attack cannot lock its owner out of their usual place.
 */
export class KnownAddresses {
  private readonly seen = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  remember(account: string, ip: string) {
    this.seen.set(`${account}|${ip}`, this.now() + KNOWN_ADDRESS_MS);
    if (this.seen.size > 100_000) {
      const now = this.now();
      for (const [key, until] of this.seen) if (until <= now) this.seen.delete(key);
    }
  }

  has(account: string, ip: string): boolean {
    return (this.seen.get(`${account}|${ip}`) ?? 0) > this.now();
  }
}
