import type { Queryable } from "../../db/database";
import { limitKeyOf } from "../../http/client-ip";
import type { HitCounter } from "../rate-limit";

/** One expired window in this many hits also sweeps the others that have expired. */
const SWEEP_EVERY = 500;

/**
 * Rate-limit windows in `private.rate_limit_windows`: one upsert per hit, so every server instance on the database
 * counts together and a restart forgets nothing (decision 0771).
 */
export class DatabaseHitCounter implements HitCounter {
  private hits = 0;

  constructor(private readonly db: Queryable) {}

  async hit(id: string, windowMs: number): Promise<number> {
    if (++this.hits % SWEEP_EVERY === 0)
      await this.db.query("delete from private.rate_limit_windows where ends_at <= now()");
    const { rows } = await this.db.query<{ count: number }>(
      `insert into private.rate_limit_windows as w (id, count, ends_at)
       values ($1, 1, now() + $2 * interval '1 millisecond')
       on conflict (id) do update set
         count = case when w.ends_at <= now() then 1 else w.count + 1 end,
         ends_at = case when w.ends_at <= now() then excluded.ends_at else w.ends_at end
       returning count`,
      [id, windowMs],
    );
    return Number(rows[0].count);
  }

  async count(id: string): Promise<number> {
    const { rows } = await this.db.query<{ count: number }>(
      "select count from private.rate_limit_windows where id = $1 and ends_at > now()",
      [id],
    );
    return Number(rows[0]?.count ?? 0);
  }

  async reset(id: string): Promise<void> {
    await this.db.query("delete from private.rate_limit_windows where id = $1", [id]);
  }
}

export const KNOWN_ADDRESS_DAYS = 30;

/** The key an address is remembered under for an account: the account lowered, an IPv6 address by its /64. */
export const knownAddressKey = (account: string, ip: string) => [account.toLowerCase(), limitKeyOf(ip)] as const;

/**
 * Addresses an account signed up or signed in from successfully (30 days), in the database. When an account is
 * under attack (too many failed passwords), only these may still try: the attack cannot lock its owner out of their
 * usual place (decision 0701), on any instance and after a restart (decision 0772). IPv6 addresses by /64.
 */
export class KnownAddresses {
  constructor(private readonly db: Queryable) {}

  /** `via`: the caller's transaction, when there is one (on PGlite a second query would wait for it forever). */
  async remember(account: string, ip: string, via: Queryable = this.db): Promise<void> {
    await via.query(
      `insert into private.known_sign_in_addresses (account, address, until)
       values ($1, $2, now() + make_interval(days => ${KNOWN_ADDRESS_DAYS}))
       on conflict (account, address) do update set until = excluded.until`,
      [...knownAddressKey(account, ip)],
    );
  }

  async has(account: string, ip: string): Promise<boolean> {
    const { rows } = await this.db.query(
      "select 1 from private.known_sign_in_addresses where account = $1 and address = $2 and until > now()",
      [...knownAddressKey(account, ip)],
    );
    return rows.length > 0;
  }
}
