import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackend, type StartedBackend } from "../../server/src/backend";
import { testBackendConfig } from "../backend-config";

/**
 * Invoice numbers (FAC-<year>-<n>) are gap-free and unique even when many payments succeed at once and some of those
 * transactions roll back. Run against each engine's database directly, with many concurrent transactions.
 */
const engines = [{ name: "pglite" as const }, ...(process.env.DATABASE_URL ? [{ name: "postgres" as const }] : [])];

describe.each(engines)("invoice numbering on $name", ({ name }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-invoices-"));
  let backend: StartedBackend;

  beforeAll(async () => {
    backend = await startBackend(
      { ...testBackendConfig(dataDir, name === "postgres" ? process.env.DATABASE_URL : undefined), jobsPollMs: 0 },
      () => {},
    );
  }, 120_000);
  afterAll(async () => {
    await backend?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A learner with a pending XOF enrollment and a succeeded attempt, made as the server. */
  async function paidAttempt(): Promise<number> {
    const userId = randomUUID();
    await backend.db.query("insert into auth.users (id, email) values ($1, $2)", [
      userId,
      `invoice-${userId}@example.com`,
    ]);
    const enrollment = await backend.db.query<{ id: number }>(
      "insert into public.enrollments (formation_id, user_id, payment_method) values (1, $1, 'carte') returning id",
      [userId],
    );
    const payment = await backend.db.query<{ id: number }>(
      `insert into public.payments (enrollment_id, user_id, provider, channel, amount, currency, status, provider_reference)
       values ($1, $2, 'sandbox', 'carte', 950000, 'XOF', 'succeeded', $3) returning id`,
      [enrollment.rows[0].id, userId, `test-${userId}`],
    );
    return Number(payment.rows[0].id);
  }

  const issue = (paymentId: number) =>
    backend.db.transaction(
      async (tx) =>
        (await tx.query<{ number: string }>("select number from private.issue_invoice($1)", [paymentId])).rows[0]
          .number,
    );

  const issueThenRollBack = (paymentId: number) =>
    backend.db
      .transaction(async (tx) => {
        await tx.query("select private.issue_invoice($1)", [paymentId]);
        throw new Error("the payment's transaction failed after the invoice");
      })
      .catch(() => "rolled back");

  it("40 concurrent issues, 10 of them rolled back: numbers 1..n of the year, none missing, none twice", async () => {
    const kept = await Promise.all(Array.from({ length: 30 }, paidAttempt));
    const abandoned = await Promise.all(Array.from({ length: 10 }, paidAttempt));
    const numbers = await Promise.all([...kept.map(issue), ...abandoned.map(issueThenRollBack)]);
    const issued = numbers.filter((n) => n !== "rolled back");
    expect(issued).toHaveLength(30);
    expect(new Set(issued).size).toBe(30);
    for (const number of issued) expect(number).toMatch(/^FAC-\d{4}-\d{6}$/);

    const year = new Date().getUTCFullYear();
    const { rows } = await backend.db.query<{ sequence: number }>(
      // Company invoices take their numbers from the same counter (decision 1000): the sequence is theirs together.
      `select sequence from public.invoices where year = $1
        union all select sequence from public.company_invoices where year = $1 order by sequence`,
      [year],
    );
    const sequences = rows.map((row) => Number(row.sequence));
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
    const counter = await backend.db.query<{ last_number: number }>(
      "select last_number from private.invoice_counters where year = $1",
      [year],
    );
    expect(Number(counter.rows[0].last_number)).toBe(sequences.length);

    // None of the rolled-back payments holds an invoice; issuing again returns the same invoice.
    const orphan = await backend.db.query("select 1 from public.invoices where payment_id = any($1::bigint[])", [
      abandoned,
    ]);
    expect(orphan.rows).toHaveLength(0);
    expect(await issue(kept[0])).toBe(issued[0]);
  });

  it("refuses to invoice an attempt that has not succeeded", async () => {
    const paymentId = await paidAttempt();
    await backend.db.query("update public.payments set status = 'pending' where id = $1", [paymentId]);
    await expect(issue(paymentId)).rejects.toMatchObject({ code: "P0002" });
  });
});
