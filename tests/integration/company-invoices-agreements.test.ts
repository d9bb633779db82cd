import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackend, type StartedBackend } from "../../server/src/backend";
import type { Queryable } from "../../server/src/db/database";
import { testBackendConfig } from "../backend-config";
import { ownDatabase, type OwnDatabase } from "../support/own-database";
import { serveBackend } from "../support/served-backend";
import { uniqueEmail } from "../support";

/**
 * The invoices of a signed training agreement and its funders' shares (issue 43 item 6, decisions 1000 and 1001), in
 * the database itself: at the firm's countersignature the company's share is invoiced (a deposit and a balance when
 * the agreement asks for a deposit) and each funder's share to the funder, in the signature's transaction, once.
 */
const engines = [{ name: "pglite" as const }, ...(process.env.DATABASE_URL ? [{ name: "postgres" as const }] : [])];

interface Row {
  number: string;
  kind: string;
  customer_name: string;
  amount: string;
  purchase_order: string | null;
  due_on: string;
  funder_id: string | null;
}

describe.each(engines)("agreement invoices in the database on $name", ({ name }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-company-invoices-"));
  let backend: StartedBackend;
  let database: OwnDatabase | undefined;
  let served: Awaited<ReturnType<typeof serveBackend>> | undefined;
  let adminId = "";
  beforeAll(async () => {
    database = await ownDatabase(name, "agreements");
    backend = await startBackend({ ...testBackendConfig(dataDir, database.url), jobsPollMs: 0 }, () => {});
    const { rows } = await backend.db.query<{ id: string }>(
      "insert into auth.users (id, email) values (gen_random_uuid(), $1) returning id",
      [uniqueEmail("admin-factures")],
    );
    adminId = rows[0].id;
    await backend.db.transaction(async (tx) => {
      await tx.query("set local session_replication_role = replica");
      await tx.query("update public.profiles set role = 'admin' where id = $1", [adminId]);
    });
  }, 240_000);
  afterAll(async () => {
    await served?.close();
    await backend?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs `fn` as the signed-in admin (the request's claims, as the REST API sets them). */
  const asAdmin = <T>(fn: (tx: Queryable) => Promise<T>) =>
    backend.db.transaction(async (tx) => {
      await tx.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: adminId, role: "authenticated" }),
      ]);
      return fn(tx);
    });

  /** A client-signed agreement of 1 000 000 F CFA (the firm's countersignature is what the test does). */
  async function clientSignedAgreement(depositPercent: number, purchaseOrder: string | null, poRequired = false) {
    return backend.db.transaction(async (tx) => {
      const org = await tx.query<{ id: string }>(
        `insert into public.organisations (legal_name, registration_kind, registration_number, country, currency,
                                           payment_terms_days, purchase_order_required)
         values ($1, 'RCCM', 'CI-ABJ-2021-B-77', 'Côte d''Ivoire', 'XOF', 30, $2) returning id`,
        [`Sifca ${randomUUID().slice(0, 8)}`, poRequired],
      );
      await tx.query("set local session_replication_role = replica");
      const quote = await tx.query<{ id: string }>(
        `insert into public.quotes (number, status, client_company, client_contact_name, client_email, valid_until,
                                    total, responded_at, response_name, currency)
         values ($1, 'accepted', 'Sifca', 'Awa Koné', 'awa@example.com', current_date + 30, 1000000, now(),
                 'Awa Koné', 'XOF') returning id`,
        [`DEV-T-${randomUUID().slice(0, 8)}`],
      );
      const formation = await tx.query<{ id: string }>("select id from public.formations order by id limit 1");
      const session = await tx.query<{ id: string }>(
        `insert into public.course_sessions (formation_id, starts_on, ends_on, city, capacity)
         values ($1, current_date + 40, current_date + 42, 'Abidjan', 20) returning id`,
        [formation.rows[0].id],
      );
      const agreement = await tx.query<{ id: string }>(
        `insert into public.training_agreements (number, quote_id, organisation_id, currency, total, deposit_percent,
            payment_terms_days, purchase_order, client_signer_email, status, content, document_sha256, sent_at,
            client_signed_at, client_signer_name, client_signed_via)
         values ($1, $2, $3, 'XOF', 1000000, $4, 30, $5, 'awa@example.com', 'draft', '{}', repeat('a', 64), now(),
                 now(), 'Awa Koné', 'link') returning id`,
        [`CONV-T-${randomUUID().slice(0, 8)}`, quote.rows[0].id, org.rows[0].id, depositPercent, purchaseOrder],
      );
      await tx.query("insert into public.agreement_sessions (agreement_id, session_id, seats) values ($1, $2, 5)", [
        agreement.rows[0].id,
        session.rows[0].id,
      ]);
      return { id: Number(agreement.rows[0].id), organisation: org.rows[0].id };
    });
  }

  const setStatus = (id: number, status: string) =>
    backend.db.transaction(async (tx) => {
      await tx.query("set local session_replication_role = replica");
      await tx.query("update public.training_agreements set status = $2 where id = $1", [id, status]);
    });

  /** The firm's countersignature, as private.firm_sign_agreement writes it. */
  const countersign = (id: number) =>
    backend.db.query(
      `update public.training_agreements set status = 'signed', firm_signed_at = now(), firm_signer_name = 'Staff'
        where id = $1`,
      [id],
    );

  const invoicesOf = async (id: number) =>
    (
      await backend.db.query<Row>(
        `select number, kind, customer_name, amount::text, purchase_order, due_on::text, funder_id::text
           from public.company_invoices where agreement_id = $1 order by sequence`,
        [id],
      )
    ).rows;

  async function funder(nameOf: string): Promise<number> {
    const { rows } = await backend.db.query<{ id: string }>(
      "insert into public.funders (name, kind, country, billing_email) values ($1, 'FDFP', 'Côte d''Ivoire', $2) returning id",
      [nameOf, uniqueEmail("financeur")],
    );
    return Number(rows[0].id);
  }

  it("at the countersignature a deposit of 30 % and the funder's share; the balance at the end of the training", async () => {
    const { id } = await clientSignedAgreement(30, "BC-778");
    const fdfp = await funder("FDFP Côte d'Ivoire");
    // The funding is set on the draft; the shares together never exceed the total.
    const tooMuch = asAdmin((tx) =>
      tx.query("select * from public.set_agreement_funding($1, $2, 1000001)", [id, fdfp]),
    );
    await expect(tooMuch).rejects.toMatchObject({ code: "PA422" });
    await asAdmin((tx) => tx.query("select * from public.set_agreement_funding($1, $2, 400000)", [id, fdfp]));
    await setStatus(id, "client_signed");
    // Once sent, the funding no longer changes.
    await expect(
      asAdmin((tx) => tx.query("select * from public.set_agreement_funding($1, $2, 1000)", [id, fdfp])),
    ).rejects.toMatchObject({ code: "PA409" });
    expect(await invoicesOf(id)).toEqual([]);

    await countersign(id);
    const atSignature = await invoicesOf(id);
    expect(atSignature.map((row) => [row.kind, Number(row.amount), row.purchase_order])).toEqual([
      ["deposit", 180000, "BC-778"], // 30 % of the company's 600 000
      ["funder", 400000, null],
    ]);
    expect(atSignature[1].customer_name).toBe("FDFP Côte d'Ivoire");
    expect(Number(atSignature[1].funder_id)).toBe(fdfp);
    // The balance is invoiced at the end of the training, as the agreement says: a job the morning after its last
    // session, which issues it once however often it runs.
    const planned = await backend.db.query<{ run_at: Date }>("select run_at from private.jobs where dedupe_key = $1", [
      `company_invoices.balance:${id}`,
    ]);
    expect(new Date(planned.rows[0].run_at).getTime()).toBeGreaterThan(Date.now() + 40 * 86_400_000);
    // The job run early (as of its planned time), then the function again as a retried job would.
    served ??= await serveBackend(backend, { siteUrl: "http://localhost" });
    await backend.jobs.runDue({
      asOf: new Date(planned.rows[0].run_at),
      dedupeKey: `company_invoices.balance:${id}`,
    });
    const ran = await backend.db.query<{ state: string; last_error: string | null }>(
      "select state, last_error from private.jobs where dedupe_key = $1",
      [`company_invoices.balance:${id}`],
    );
    expect(ran.rows[0]).toMatchObject({ state: "done", last_error: null });
    expect((await invoicesOf(id)).map((row) => row.kind)).toContain("balance");
    await backend.db.query("select public.function_issue_agreement_balance($1)", [id]);
    const invoices = await invoicesOf(id);
    expect(invoices.map((row) => [row.kind, Number(row.amount)])).toEqual([
      ["deposit", 180000],
      ["funder", 400000],
      ["balance", 420000],
    ]);
    expect(invoices[2].purchase_order).toBe("BC-778");
    // Gap-free numbers, one after the other (nothing else issues invoices in this database meanwhile).
    const sequences = invoices.map((row) => Number(row.number.slice(-6)));
    expect(sequences).toEqual([sequences[0], sequences[0] + 1, sequences[0] + 2]);
    // What the agreement shows: the shares and the invoices.
    const funding = await asAdmin((tx) =>
      tx.query<{ f: { company_share: number; funders: { name: string; amount: number }[]; invoices: unknown[] } }>(
        "select public.agreement_funding($1) as f",
        [id],
      ),
    );
    expect(Number(funding.rows[0].f.company_share)).toBe(600000);
    expect(funding.rows[0].f.funders.map((f) => [f.name, Number(f.amount)])).toEqual([["FDFP Côte d'Ivoire", 400000]]);
    expect(funding.rows[0].f.invoices).toHaveLength(3);
    // Once only: the staff's action is refused now.
    await expect(
      asAdmin((tx) => tx.query("select * from public.issue_agreement_invoices($1)", [id])),
    ).rejects.toMatchObject({ code: "PA409" });
    await expect(
      asAdmin((tx) => tx.query("select * from public.issue_agreement_balance($1)", [id])),
    ).rejects.toMatchObject({ code: "PA409" });
    // Each invoice got its three reminders planned.
    const { rows } = await backend.db.query<{ n: string }>(
      `select count(*)::text as n from private.jobs where kind = 'company_invoices.reminder'
          and (payload ->> 'invoice_id')::bigint in (select id from public.company_invoices where agreement_id = $1)`,
      [id],
    );
    expect(Number(rows[0].n)).toBe(9);
  });

  it("without a deposit, one invoice; a refusal (purchase order missing) never blocks the signature, staff issue later", async () => {
    const { id } = await clientSignedAgreement(0, null, true);
    await setStatus(id, "client_signed");
    await countersign(id);
    const { rows } = await backend.db.query<{ status: string }>(
      "select status from public.training_agreements where id = $1",
      [id],
    );
    expect(rows[0].status).toBe("signed");
    expect(await invoicesOf(id)).toEqual([]);
    await expect(
      asAdmin((tx) => tx.query("select * from public.issue_agreement_invoices($1)", [id])),
    ).rejects.toMatchObject({ code: "PA422" });

    const plain = await clientSignedAgreement(0, null, false);
    await setStatus(plain.id, "client_signed");
    await countersign(plain.id);
    const invoices = await invoicesOf(plain.id);
    expect(invoices.map((row) => [row.kind, Number(row.amount)])).toEqual([["full", 1000000]]);
  });
});
