import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, backends, client, signedUpClient } from "../support";

type Person = Awaited<ReturnType<typeof signedUpClient>>;

interface LedgerRow {
  entry_kind: string;
  customer_kind: string;
  invoice_kind: string;
  number: string | null;
  customer: string;
  organisation: string | null;
  funder: string | null;
  amount: number | string;
  currency: string;
  reference: string | null;
  invoice_number: string;
}

/**
 * Issue 43 item 9 (decision 1010): the sales ledger behind the staff's revenue views and accounting export holds the
 * companies' invoices, funders' shares, credit notes and payments received beside the learners' invoices — for staff
 * only, through the real supabase-js.
 */
describe.each(backends())("the sales ledger on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const today = new Date().toISOString().slice(0, 10);

  async function admin(): Promise<Person> {
    const person = await signedUpClient(url, "Admin Finances");
    expect((await service().rpc("set_user_role", { target_user: person.user.id, new_role: "admin" })).error).toBeNull();
    return person;
  }

  it("lists a company's invoice, its funder's share, a credit note and a payment; staff alone read it", async () => {
    const boss = await admin();
    const legalName = `Finances Ivoire ${Date.now()}`;
    const organisation = await boss.supabase
      .from("organisations")
      .insert({ legal_name: legalName, country: "Côte d'Ivoire", currency: "XOF", payment_terms_days: 30 })
      .select("id")
      .single();
    expect(organisation.error).toBeNull();
    const funder = await boss.supabase
      .from("funders")
      .insert({ name: `FDFP ${Date.now()}`, kind: "FDFP", country: "Côte d'Ivoire" })
      .select("id, name")
      .single();
    expect(funder.error).toBeNull();

    const invoice = await boss.supabase.rpc("issue_company_invoice", {
      p_organisation: organisation.data!.id,
      p_description: "Formation Leadership, 5 stagiaires",
      p_amount: 1000000,
      p_purchase_order: "BC-2026-41",
    });
    expect(invoice.error).toBeNull();
    const funderInvoice = await boss.supabase.rpc("issue_company_invoice", {
      p_organisation: organisation.data!.id,
      p_description: "Part du financeur",
      p_amount: 400000,
      p_funder: funder.data!.id,
    });
    expect(funderInvoice.error).toBeNull();
    const invoiceNumber = (invoice.data as { number: string }).number;
    const paid = await boss.supabase.rpc("record_company_invoice_payment", {
      p_invoice: (invoice.data as { id: number }).id,
      p_amount: 250000,
      p_reference: "VIR-7781",
    });
    expect(paid.error).toBeNull();
    const credited = await boss.supabase.rpc("issue_company_credit_note", {
      p_invoice: (invoice.data as { id: number }).id,
      p_amount: 200000,
      p_reason: "Un stagiaire annulé",
    });
    expect(credited.error).toBeNull();

    const ledger = await boss.supabase.rpc("sales_ledger", { p_from: today, p_to: today });
    expect(ledger.error).toBeNull();
    const mine = (ledger.data as LedgerRow[]).filter((row) => row.organisation === legalName);
    expect(
      mine.map((row) => [
        row.entry_kind,
        row.invoice_kind,
        row.customer,
        row.funder,
        Number(row.amount),
        row.reference,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ["invoice", "other", legalName, null, 1000000, "BC-2026-41"],
        ["invoice", "funder", funder.data!.name, funder.data!.name, 400000, null],
        ["payment", "other", legalName, null, 250000, "VIR-7781"],
        ["credit_note", "other", legalName, null, 200000, "Un stagiaire annulé"],
      ]),
    );
    expect(mine).toHaveLength(4);
    expect(
      mine.filter((row) => row.entry_kind !== "invoice").every((row) => row.invoice_number === invoiceNumber),
    ).toBe(true);

    // The whole period in one answer (decision 1132): the same lines, in the order the export writes them.
    const lines = await boss.supabase.rpc("sales_ledger_lines", { p_from: today, p_to: today });
    expect(lines.error).toBeNull();
    const all = lines.data as unknown as LedgerRow[];
    expect(all).toHaveLength((ledger.data as LedgerRow[]).length);
    expect(all.filter((row) => row.organisation === legalName)).toEqual(expect.arrayContaining(mine));
    // One day: the numbered lines (invoices, credit notes) first, the payments (no number) after them.
    const firstPayment = all.findIndex((row) => row.number === null);
    expect(all.slice(firstPayment).every((row) => row.number === null)).toBe(true);

    // A day with nothing of this company, a reversed period, and anyone but staff.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const before = await boss.supabase.rpc("sales_ledger", { p_from: yesterday, p_to: yesterday });
    expect((before.data as LedgerRow[]).filter((row) => row.organisation === legalName)).toEqual([]);
    const reversed = await boss.supabase.rpc("sales_ledger", { p_from: today, p_to: yesterday });
    expect(reversed.error).toMatchObject({ code: "PA422" });
    const learner = await signedUpClient(url, "Curieux Finances");
    const refused = await learner.supabase.rpc("sales_ledger", { p_from: today, p_to: today });
    expect(refused.error).toMatchObject({ code: "PA403" });
    expect((await learner.supabase.rpc("sales_ledger_lines", { p_from: today, p_to: today })).error).toMatchObject({
      code: "PA403",
    });
    expect((await boss.supabase.rpc("sales_ledger_lines", { p_from: today, p_to: yesterday })).error).toMatchObject({
      code: "PA422",
    });
    expect((await client(url).rpc("sales_ledger_lines", { p_from: today, p_to: today })).error).not.toBeNull();
    const anon = await client(url).rpc("sales_ledger", { p_from: today, p_to: today });
    expect(anon.data).toBeNull();
    expect(anon.error).not.toBeNull();
  }, 60_000);
});
