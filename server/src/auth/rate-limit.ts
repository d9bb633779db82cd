/**
 * Fixed-window counters per action and key (client IP, e-mail). In memory: one server process is the
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
    if (!this.enabled) return true;
    const rule = this.rules[action];
    if (!rule) return true;
    const keys = [`${action}:ip:${ip}`, ...(email ? [`${action}:email:${email.toLowerCase()}`] : [])];
    let allowed = true;
    const now = this.now();
    for (const key of keys) {
      const entry = this.hits.get(key);
      if (!entry || entry.resetAt <= now) {
        this.hits.set(key, { count: 1, resetAt: now + rule.windowMs });
      } else {
        entry.count += 1;
        if (entry.count > rule.limit) allowed = false;
      }
    }
    if (this.hits.size > 50_000) this.sweep(now);
    return allowed;
  }

  private sweep(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
