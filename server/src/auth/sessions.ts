import type { Queryable } from "../db/database";
import { deleteSessions, sessionUserId } from "./models/sessions";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which sessions are still open, for checking access tokens on every API call without a database query each
 * time. A session is live while its row exists in auth.sessions (GoTrue's model: logout, password change and
 * refresh-token reuse delete rows). Every deletion made by this process goes through `end`, which records the
 * ended ids at once, so a signed-out token is refused by the very next request. A "live" answer is cached for a
 * few seconds only, which bounds how long a session deleted outside this process (e.g. an account deleted in SQL)
 * keeps working. An ended id never comes back (ids are random UUIDs), so it is remembered until the tokens that
 * carry it have expired.
 */
export class SessionRegistry {
  /** session id → its user and until when the "live" answer holds. */
  private readonly live = new Map<string, { userId: string; until: number }>();
  /** session id → until when to keep refusing it (its last access token's expiry at the latest). */
  private readonly ended = new Map<string, number>();
  /** session id → the lookup in flight: the calls a screen makes at once after a sign-in share one query. */
  private readonly looking = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly db: Queryable,
    /** How long an access token can outlive its session at most: the tokens' lifetime. */
    private readonly tokenLifetimeMs: number,
    private readonly liveCacheMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  async isLive(sessionId: string, userId: string): Promise<boolean> {
    if (!UUID.test(sessionId) || !UUID.test(userId)) return false;
    const now = this.now();
    // Ended first: it is final, and it wins over a "live" answer cached by a request that raced the logout.
    if ((this.ended.get(sessionId) ?? 0) > now) return false;
    const cached = this.live.get(sessionId);
    if (cached && cached.until > now && cached.userId === userId) return true;
    let lookup = this.looking.get(sessionId);
    if (!lookup) {
      lookup = sessionUserId(this.db, sessionId).finally(() => this.looking.delete(sessionId));
      this.looking.set(sessionId, lookup);
    }
    const owner = await lookup;
    if ((this.ended.get(sessionId) ?? 0) > this.now()) return false;
    if (owner === undefined) {
      this.ended.set(sessionId, now + this.tokenLifetimeMs);
      return false;
    }
    if (owner.toLowerCase() !== userId.toLowerCase()) return false;
    this.live.set(sessionId, { userId, until: now + this.liveCacheMs });
    this.sweep(this.live, (entry) => entry.until);
    return true;
  }

  /**
   * A session this process has just opened (sign-in, sign-up, a link) and committed: live without a lookup for the
   * usual few seconds, so the calls a signed-in screen makes right after the sign-in skip the query (issue 46).
   */
  opened(sessionId: string, userId: string): void {
    if (!UUID.test(sessionId) || !UUID.test(userId)) return;
    this.live.set(sessionId, { userId, until: this.now() + this.liveCacheMs });
    this.sweep(this.live, (entry) => entry.until);
  }

  /**
   * Deletes sessions (and, by cascade, their refresh tokens) and refuses their access tokens from now on:
   * one session, every session of a user, or every session of a user but one.
   */
  async end(db: Queryable, which: { session: string } | { user: string; except?: string }): Promise<void> {
    const deleted = await deleteSessions(db, which);
    const until = this.now() + this.tokenLifetimeMs;
    const ids = "session" in which ? [which.session] : deleted;
    for (const id of ids) {
      this.ended.set(id, until);
      this.live.delete(id);
    }
    this.sweep(this.ended, (expiry) => expiry);
  }

  private sweep<V>(map: Map<string, V>, expiryOf: (value: V) => number) {
    if (map.size < 100_000) return;
    const now = this.now();
    for (const [key, value] of map) if (expiryOf(value) <= now) map.delete(key);
  }
}
