import type { Queryable, StatisticsKeeper } from "./database";

/** Tables whose planner statistics are stale: autovacuum's own rule (50 rows + 10 % changed since the last ANALYZE). */
const STALE_TABLES = `
  select quote_ident(schemaname) || '.' || quote_ident(relname) as name
    from pg_stat_user_tables
   where schemaname = 'public' and n_mod_since_analyze > 50 + 0.1 * n_live_tup`;

/**
 * Keeps the planner's statistics of the public tables current: the REST cost ceiling (rest/cost-limit.ts) trusts
 * EXPLAIN's estimates, which are only as good as them. PGlite has no autovacuum at all, and PostgreSQL's analyses a
 * changed table once a minute at best; so rows someone has just added in bulk would go unseen by the planner
 * (decision 0770). After a write through this server (`changed`), the next read first analyses the tables changed
 * enough (`fresh`); every `intervalMs` the same check runs anyway, for writes made elsewhere (jobs, other instances).
 */
export class PlannerStatistics implements StatisticsKeeper {
  private dirty = true;
  private checking: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly db: Queryable,
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** Something was written: the next `fresh` checks. */
  changed(): void {
    this.dirty = true;
  }

  /** Resolves once the statistics reflect every write reported so far (one check shared by concurrent callers). */
  fresh(): Promise<void> {
    if (!this.dirty || this.stopped) return this.checking ?? Promise.resolve();
    this.dirty = false;
    const check = (this.checking ?? Promise.resolve()).then(() => this.analyseStale());
    this.checking = check.finally(() => {
      if (this.checking === check) this.checking = undefined;
    });
    return this.checking;
  }

  start(intervalMs = 2_000): void {
    const tick = () => {
      this.changed();
      void this.fresh().finally(() => {
        if (!this.stopped) this.timer = setTimeout(tick, intervalMs).unref();
      });
    };
    this.timer = setTimeout(tick, intervalMs).unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.checking;
  }

  private async analyseStale(): Promise<void> {
    try {
      // This connection's own counts are published at most once a second unless asked (PostgreSQL 15+).
      await this.db.query("select pg_stat_force_next_flush()");
      const { rows } = await this.db.query<{ name: string }>(STALE_TABLES);
      for (const { name } of rows) if (!this.stopped) await this.db.exec(`analyze ${name}`);
    } catch (error) {
      this.log(`statistics: ${(error as Error).message}`);
    }
  }
}
