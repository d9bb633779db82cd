import { randomUUID } from "node:crypto";

/**
 * The local server's timer calling the `process-jobs` Edge Function, as pg_cron does every minute on a hosted project
 * (migration 20261128500000, decision 0955). Answers how many jobs the function ran.
 */
export function processJobsTrigger(functionsUrl: string, serviceRoleKey: string): () => Promise<number> {
  return async () => {
    const response = await fetch(`${functionsUrl.replace(/\/+$/, "")}/process-jobs`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${serviceRoleKey}`,
        apikey: serviceRoleKey,
        "content-type": "application/json",
        // One id per run: the access log's line for it, and the function's calls, are found by it.
        "x-request-id": `process-jobs-${randomUUID()}`,
      },
      body: "{}",
      signal: AbortSignal.timeout(60_000),
    });
    const body = (await response.json().catch(() => null)) as { ran?: unknown; message?: unknown } | null;
    if (!response.ok) throw new Error(`process-jobs answered ${response.status} ${JSON.stringify(body)}`);
    return typeof body?.ran === "number" ? body.ran : 0;
  };
}
