import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackend, type StartedBackend } from "../../server/src/backend";
import { testBackendConfig } from "../backend-config";

/**
 * Credit notes (AV-<year>-<n>, issue 23 item 5) are numbered in their own gap-free sequence, issued by the database
 * when a refund of an invoiced enrollment becomes `refunded` — even when many refunds are paid out at once and some of
 * those transactions roll back. Run against each engine's database directly, with many concurrent transactions.
 */
const engines = [{ name: "pglite" as const }, ...(process.env.DATABASE_URL ? [{ name: "postgres" as const }] : [])];

describe.each(engines)("credit-note numbering on $name", ({ name }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-credit-notes-"));
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

  /** A paid, invoiced enrollment, then cancelled: its refund is due. Returns the refund's id. */
  async function refundDue(): Promise<number> {
    const userId = randomUUID();
    await backend.db.query("insert into auth.users (id, email) values ($1, $2)", [
      userId,
      `avoir-${userId}@example.com`,
    ]);
    const enrollment = await backend.db.query<{ id: number }>(
      "insert into public.enrollments (formation_id, user_id, payment_method) values (1, $1, 'carte') returning id",
      [userId],
    );
    const enrollmentId = enrollment.rows[0].id;
    const payment = await backend.db.query<{ id: number }>(
      `insert into public.payments (enrollment_id, user_id, provider, channel, amount, currency, status, provider_reference)
       values ($1, $2, 'sandbox', 'carte', 950000, 'XOF', 'succeeded', $3) returning id`,
      [enrollmentId, userId, `avoir-${userId}`],
    );
    await backend.db.transaction(async (tx) => {
      await tx.query("update public.enrollments set status = 'confirmed' where id = $1", [enrollmentId]);
      await tx.query("select private.issue_invoice($1)", [payment.rows[0].id]);
      await tx.query("update public.enrollments set status = 'cancelled' where id = $1", [enrollmentId]);
    });
    const refund = await backend.db.query<{ id: number }>(
      "select id from public.refunds where enrollment_id = $1 and status = 'due'",
      [enrollmentId],
    );
    expect(refund.rows).toHaveLength(1);
    return Number(refund.rows[0].id);
  }

  const payOut = (refundId: number) =>
    backend.db.transaction(async (tx) => {
      await tx.query("update public.refunds set status = 'refunded' where id = $1", [refundId]);
      return (
        await tx.query<{ number: string }>("select number from public.credit_notes where refund_id = $1", [refundId])
      ).rows[0]?.number;
    });

  const payOutThenRollBack = (refundId: number) =>
    backend.db
      .transaction(async (tx) => {
        await tx.query("update public.refunds set status = 'refunded' where id = $1", [refundId]);
        throw new Error("the payout's transaction failed after the credit note");
      })
      .catch(() => "rolled back");

  it("30 concurrent payouts, 8 of them rolled back: AV numbers 1..n of the year, none missing, none twice", async () => {
    const kept: number[] = [];
    for (let i = 0; i < 22; i++) kept.push(await refundDue());
    const abandoned: number[] = [];
    for (let i = 0; i < 8; i++) abandoned.push(await refundDue());
    const numbers = await Promise.all([...kept.map(payOut), ...abandoned.map(payOutThenRollBack)]);
    const issued = numbers.filter((n) => n !== "rolled back");
    expect(issued).toHaveLength(22);
    expect(new Set(issued).size).toBe(22);
    for (const number of issued) expect(number).toMatch(/^AV-\d{4}-\d{6}$/);

    const year = new Date().getUTCFullYear();
    const { rows } = await backend.db.query<{ sequence: number }>(
      // Company credit notes take their numbers from the same counter (decision 1000): the sequence is theirs together.
      `select sequence from public.credit_notes where year = $1
        union all select sequence from public.company_credit_notes where year = $1 order by sequence`,
      [year],
    );
    const sequences = rows.map((row) => Number(row.sequence));
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));

    // The rolled-back refunds are still due and hold no credit note; paying one out again issues the next number.
    const orphan = await backend.db.query("select 1 from public.credit_notes where refund_id = any($1::bigint[])", [
      abandoned,
    ]);
    expect(orphan.rows).toHaveLength(0);
    const next = await payOut(abandoned[0]);
    expect(next).toBe(`AV-${year}-${String(sequences.length + 1).padStart(6, "0")}`);
    // Setting `refunded` again issues nothing more.
    await backend.db.query("update public.refunds set status = 'refunded' where id = $1", [kept[0]]);
    const again = await backend.db.query("select 1 from public.credit_notes where refund_id = $1", [kept[0]]);
    expect(again.rows).toHaveLength(1);
  }, 180_000);

  it("a refund without an invoice (paid after the seat was released) gets no credit note", async () => {
    const userId = randomUUID();
    await backend.db.query("insert into auth.users (id, email) values ($1, $2)", [
      userId,
      `late-${userId}@example.com`,
    ]);
    const enrollment = await backend.db.query<{ id: number }>(
      "insert into public.enrollments (formation_id, user_id, payment_method, status) values (1, $1, 'carte', 'pending') returning id",
      [userId],
    );
    const payment = await backend.db.query<{ id: number }>(
      `insert into public.payments (enrollment_id, user_id, provider, channel, amount, currency, status, provider_reference)
       values ($1, $2, 'sandbox', 'carte', 950000, 'XOF', 'succeeded', $3) returning id`,
      [enrollment.rows[0].id, userId, `late-${userId}`],
    );
    await backend.db.query(
      `insert into public.refunds (enrollment_id, payment_id, user_id, amount, currency, status)
       values ($1, $2, $3, 950000, 'XOF', 'refunded')`,
      [enrollment.rows[0].id, payment.rows[0].id, userId],
    );
    const notes = await backend.db.query("select 1 from public.credit_notes where enrollment_id = $1", [
      enrollment.rows[0].id,
    ]);
    expect(notes.rows).toHaveLength(0);
  });
});
