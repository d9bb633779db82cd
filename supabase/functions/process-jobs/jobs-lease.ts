import { callRpc } from "../_shared/clients.ts";
import { env } from "../_shared/env.ts";

/**
 * The lease of the jobs process-jobs claims, in seconds: the server's JOBS_LEASE_MS (it passes its setting to the
 * Edge runtime; on a hosted project, a function secret of that name), 5 minutes when unset as on the server, at least
 * 1 s (decision 1006). A killed instance's jobs are taken again once it has passed.
 */
export function jobLeaseSeconds(): number {
  const raw = Number(env("JOBS_LEASE_MS"));
  if (!Number.isFinite(raw) || raw <= 0) return 300;
  return Math.max(1, Math.min(86_400, Math.ceil(raw / 1000)));
}

/**
 * Keeps the lease of the jobs a call holds: renewed every third of the lease while any of them is not finished, so a
 * short lease never lets another instance take a job this one is still running (or has yet to start in its batch).
 * `done(id)` once a job's outcome is recorded; `stop()` at the end.
 */
export function holdLeases(ids: number[], leaseSeconds = jobLeaseSeconds()) {
  const held = new Set(ids);
  const renew = () => {
    if (held.size === 0) return;
    callRpc("function_extend_jobs", { p_ids: [...held], p_lock_seconds: leaseSeconds }).catch((error) =>
      console.error(`process-jobs: the jobs' lease could not be renewed: ${error instanceof Error ? error.message : error}`),
    );
  };
  const timer = setInterval(renew, Math.max(300, (leaseSeconds * 1000) / 3));
  return {
    done(id: number) {
      held.delete(id);
    },
    stop() {
      clearInterval(timer);
      held.clear();
    },
  };
}
