import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, signedUpClient, uniqueEmail } from "../support";

type Person = Awaited<ReturnType<typeof signedUpClient>>;
interface Mail {
  to: string;
  subject: string;
  text: string;
}
interface Invoice {
  id: number;
  number: string;
  year: number;
  sequence: number;
  amount: string | number;
  amount_paid: string | number;
  balance_due: string | number;
  status: string;
  due_on: string;
  purchase_order: string | null;
  customer_name: string;
  customer_registration: string | null;
}

/**
 * Company invoices (issue 43 item 6, decision 1000) through the real supabase-js as each person uses it: staff issue,
 * record partial payments, credit notes and cancellations; reminders at due date + 1, + 15, + 30 (run early with the
 * local runner's `as_of`, as the session reminders' tests do) leave once each; a training manager reads their own
 * company's invoices and statement only, an employee, another company's manager and anon nothing.
 */
describe.each(backends())("company invoices on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const outbox = async () => (await (await fetch(`${url}/_dev/outbox`)).json()) as Mail[];
  const runJobs = () => fetch(`${url}/_dev/jobs/run`, { method: "POST" });
  const rpc = <T>(person: Person, fn: string, args: Record<string, unknown>) =>
    person.supabase.rpc(fn as never, args as never) as unknown as Promise<{
      data: T;
      error: { code: string; message: string } | null;
    }>;

  async function admin(): Promise<Person> {
    const person = await signedUpClient(url, "Admin Factures");
    const { error } = await service().rpc(
      "set_user_role" as never,
      { target_user: person.user.id, new_role: "admin" } as never,
    );
    expect(error).toBeNull();
    return person;
  }

  /** An organisation with a training manager and an employee, both with accounts. */
  async function company(staff: Person, legalName: string, purchaseOrderRequired = true) {
    const { data, error } = await staff.supabase
      .from("organisations")
      .insert({
        legal_name: legalName,
        registration_kind: "RCCM",
        registration_number: "CI-ABJ-2020-B-1234",
        tax_number: "CC 2012345 A",
        billing_address: "Boulevard de la République, Plateau, Abidjan",
        country: "Côte d'Ivoire",
        currency: "XOF",
        payment_terms_days: 30,
        purchase_order_required: purchaseOrderRequired,
      })
      .select("id")
      .single();
    expect(error).toBeNull();
    const id = data!.id;
    const manager = await signedUpClient(url, `Responsable ${legalName}`);
    const employee = await signedUpClient(url, `Salarié ${legalName}`);
    for (const [person, role] of [
      [manager, "training_manager"],
      [employee, "employee"],
    ] as const) {
      const named = await staff.supabase.rpc("invite_organisation_member", {
        p_organisation: id,
        p_email: person.email,
        p_role: role,
      });
      expect(named.error).toBeNull();
    }
    return { id, manager, employee };
  }

  const issue = (staff: Person, organisation: string, amount: number, po: string | null = "BC-2027-118") =>
    rpc<Invoice>(staff, "issue_company_invoice", {
      p_organisation: organisation,
      p_description: "Formation « Gestion de projet » — 5 salariés",
      p_amount: amount,
      p_purchase_order: po,
    });

  async function invoiceRow(id: number): Promise<Invoice> {
    const { data } = await service()
      .from("company_invoices" as never)
      .select("*")
      .eq("id", id)
      .single();
    return data as unknown as Invoice;
  }

  it("company invoices take their numbers from the learners' counter, without a gap, and carry the company's details", async () => {
    const staff = await admin();
    const { id } = await company(staff, `Sotra ${Date.now()}`);
    const first = await issue(staff, id, 2_500_000);
    expect(first.error).toBeNull();
    expect(first.data.number).toMatch(/^FAC-\d{4}-\d{6}$/);
    expect(first.data).toMatchObject({
      status: "issued",
      purchase_order: "BC-2027-118",
      customer_registration: "RCCM CI-ABJ-2020-B-1234",
    });
    expect(Number(first.data.balance_due)).toBe(2_500_000);
    const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(first.data.due_on).toBe(due);
    // Bad input: a purchase order is required by this company, a franc has no decimal; nothing numbered.
    const noPo = await issue(staff, id, 1000, null);
    expect(noPo.error?.code).toBe("PA422");
    expect(noPo.error?.message).toContain("bon de commande");
    expect((await issue(staff, id, 1000.5)).error?.code).toBe("PA422");
    const second = await issue(staff, id, 100_000);
    expect(second.data.year).toBe(first.data.year);
    // Between the two only learners' invoices of other tests may have taken numbers; across both tables, no gap.
    const learners = await service()
      .from("invoices")
      .select("sequence")
      .eq("year", first.data.year)
      .gt("sequence", first.data.sequence)
      .lt("sequence", second.data.sequence);
    const companies = await service()
      .from("company_invoices" as never)
      .select("sequence")
      .eq("year", first.data.year)
      .gt("sequence", first.data.sequence)
      .lt("sequence", second.data.sequence);
    expect((learners.data ?? []).length + ((companies.data as unknown[]) ?? []).length).toBe(
      second.data.sequence - first.data.sequence - 1,
    );
    // A learner cannot issue one.
    const learner = await signedUpClient(url);
    expect((await issue(learner, id, 1000)).error?.code).toBe("PA403");
  });

  it("partial transfers bring the balance down to paid; overpayment refused; a credit note for a cancelled trainee", async () => {
    const staff = await admin();
    const { id, manager } = await company(staff, `Orange ${Date.now()}`);
    const { data: invoice } = await issue(staff, id, 1_000_000);
    const pay = (amount: number, reference = "VIR-BICICI-0042") =>
      rpc<Invoice>(staff, "record_company_invoice_payment", {
        p_invoice: invoice.id,
        p_amount: amount,
        p_method: "virement",
        p_reference: reference,
      });
    const part = await pay(400_000);
    expect(part.error).toBeNull();
    expect(part.data).toMatchObject({ status: "partially_paid" });
    expect(Number(part.data.balance_due)).toBe(600_000);
    const over = await pay(700_000);
    expect(over.error?.code).toBe("PA422");
    expect(over.error?.message).toContain("solde dû");
    // A cancelled trainee: a credit note of 200 000 (AV- numbering), the balance is 400 000.
    const note = await rpc<{ number: string; amount: number }>(staff, "issue_company_credit_note", {
      p_invoice: invoice.id,
      p_amount: 200_000,
      p_reason: "Annulation du stagiaire Koffi Yao",
    });
    expect(note.error).toBeNull();
    expect(note.data.number).toMatch(/^AV-\d{4}-\d{6}$/);
    expect(Number((await invoiceRow(invoice.id)).balance_due)).toBe(400_000);
    const rest = await pay(400_000, "VIR-BICICI-0043");
    expect(rest.data).toMatchObject({ status: "paid" });
    expect(Number(rest.data.balance_due)).toBe(0);
    // Paid: nothing more is accepted; it cannot be cancelled.
    expect((await pay(1)).error?.code).toBe("PA422");
    expect((await rpc(staff, "cancel_company_invoice", { p_invoice: invoice.id, p_reason: "x" })).error?.code).toBe(
      "PA409",
    );
    // The statement: the invoice, two payments and the credit note; nothing left to pay.
    const statement = await rpc<{
      lines: { kind: string; number: string }[];
      totals: { balance_due: number; paid: number }[];
    }>(manager, "company_statement", { p_organisation: id });
    expect(statement.error).toBeNull();
    expect(statement.data.lines.map((line) => line.kind).sort()).toEqual([
      "credit_note",
      "invoice",
      "payment",
      "payment",
    ]);
    expect(Number(statement.data.totals[0].balance_due)).toBe(0);
    expect(Number(statement.data.totals[0].paid)).toBe(800_000);
    // The e-mails: the invoice, each payment, the credit note, to the training manager.
    await runJobs();
    const mails = (await outbox()).filter((mail) => mail.to === manager.email);
    expect(mails.filter((mail) => mail.subject.startsWith(`Facture ${invoice.number}`))).toHaveLength(1);
    expect(mails.filter((mail) => mail.subject === `Paiement reçu — facture ${invoice.number}`)).toHaveLength(2);
    expect(mails.filter((mail) => mail.subject.startsWith(`Avoir ${note.data.number}`))).toHaveLength(1);
  });

  it("an unpaid invoice is cancelled by a credit note for its whole amount", async () => {
    const staff = await admin();
    const { id } = await company(staff, `Sonatel ${Date.now()}`, false);
    const { data: invoice } = await issue(staff, id, 300_000, null);
    const cancelled = await rpc<Invoice>(staff, "cancel_company_invoice", {
      p_invoice: invoice.id,
      p_reason: "Session reportée",
    });
    expect(cancelled.error).toBeNull();
    expect(cancelled.data.status).toBe("cancelled");
    expect(Number(cancelled.data.balance_due)).toBe(0);
    const notes = await service()
      .from("company_credit_notes" as never)
      .select("amount")
      .eq("invoice_id", invoice.id);
    expect((notes.data as { amount: number }[]).map((n) => Number(n.amount))).toEqual([300_000]);
  });

  it("reminders leave at due date + 1, + 15 and + 30, once each; none for an invoice paid in time", async () => {
    const staff = await admin();
    const { id, manager } = await company(staff, `Bolloré ${Date.now()}`);
    const { data: invoice } = await issue(staff, id, 500_000);
    await runJobs();
    const reminders = async () =>
      (await outbox()).filter(
        (mail) =>
          mail.to === manager.email &&
          / : facture FAC-.* échue$/.test(mail.subject) &&
          mail.subject.includes(invoice.number),
      );
    // Nothing before the due date.
    expect(await reminders()).toHaveLength(0);
    const at = (days: number) => new Date(Date.parse(`${invoice.due_on}T08:00:00Z`) + days * 86_400_000).toISOString();
    const runAt = (step: number, days = step) =>
      fetch(
        `${url}/_dev/jobs/run?as_of=${encodeURIComponent(at(days))}&dedupe_key=${encodeURIComponent(`company_invoices.reminder:${invoice.id}:${step}`)}`,
        { method: "POST" },
      );
    // Not yet due on the due date itself.
    await runAt(1, 0);
    await runJobs();
    expect(await reminders()).toHaveLength(0);
    await runAt(1);
    await runAt(1); // twice: once only
    await runJobs();
    expect((await reminders()).map((mail) => mail.subject)).toEqual([`Rappel : facture ${invoice.number} échue`]);
    await runAt(15);
    await runJobs();
    expect(await reminders()).toHaveLength(2);
    // Staff see the reminders sent.
    const sent = await staff.supabase
      .from("company_invoice_reminders" as never)
      .select("step")
      .eq("invoice_id", invoice.id);
    expect((sent.data as { step: number }[]).map((r) => r.step).sort((a, b) => a - b)).toEqual([1, 15]);
    await runAt(30);
    await runJobs();
    expect((await reminders()).map((mail) => mail.subject).sort()).toEqual([
      `Dernier rappel : facture ${invoice.number} échue`,
      `Deuxième rappel : facture ${invoice.number} échue`,
      `Rappel : facture ${invoice.number} échue`,
    ]);
    const all = await staff.supabase
      .from("company_invoice_reminders" as never)
      .select("step")
      .eq("invoice_id", invoice.id);
    expect((all.data as { step: number }[]).map((r) => r.step).sort((a, b) => a - b)).toEqual([1, 15, 30]);

    // Paid before its due date: no reminder at all.
    const { data: paid } = await issue(staff, id, 200_000);
    await rpc(staff, "record_company_invoice_payment", { p_invoice: paid.id, p_amount: 200_000 });
    for (const step of [1, 15, 30]) {
      await fetch(
        `${url}/_dev/jobs/run?as_of=${encodeURIComponent(new Date(Date.parse(`${paid.due_on}T08:00:00Z`) + step * 86_400_000).toISOString())}&dedupe_key=${encodeURIComponent(`company_invoices.reminder:${paid.id}:${step}`)}`,
        { method: "POST" },
      );
    }
    await runJobs();
    expect((await outbox()).filter((mail) => mail.subject.includes(`facture ${paid.number} échue`))).toEqual([]);
  });

  it("a training manager reads their own company's invoices only; an employee, another manager and anon nothing", async () => {
    const staff = await admin();
    const mine = await company(staff, `Nestlé ${Date.now()}`);
    const other = await company(staff, `Cargill ${Date.now()}`);
    const { data: invoice } = await issue(staff, mine.id, 750_000);
    await rpc(staff, "record_company_invoice_payment", { p_invoice: invoice.id, p_amount: 250_000 });

    const read = async (person: Person | null, table: string) => {
      const supabase = person ? person.supabase : client(url);
      const column = table === "company_invoices" ? "id" : "invoice_id";
      const { data, error } = await supabase
        .from(table as never)
        .select("*")
        .eq(column, invoice.id);
      return { rows: (data as unknown[] | null) ?? [], error };
    };
    for (const table of ["company_invoices", "company_invoice_payments"]) {
      expect((await read(mine.manager, table)).rows).toHaveLength(1);
      expect((await read(staff, table)).rows).toHaveLength(1);
      expect((await read(mine.employee, table)).rows).toEqual([]);
      expect((await read(other.manager, table)).rows).toEqual([]);
      const anon = await read(null, table);
      expect(anon.rows).toEqual([]);
    }
    // The statement: the own company's only.
    expect((await rpc(mine.manager, "company_statement", { p_organisation: mine.id })).error).toBeNull();
    for (const person of [other.manager, mine.employee]) {
      const denied = await rpc(person, "company_statement", { p_organisation: mine.id });
      expect(denied.error?.code).toBe("PA404");
    }
    const anonStatement = await client(url).rpc("company_statement" as never, { p_organisation: mine.id } as never);
    expect(anonStatement.error).not.toBeNull();
    // Nobody but staff records a payment or writes a row.
    expect(
      (await rpc(mine.manager, "record_company_invoice_payment", { p_invoice: invoice.id, p_amount: 1000 })).error
        ?.code,
    ).toBe("PA403");
    const write = await mine.manager.supabase
      .from("company_invoices" as never)
      .update({ amount: 1 } as never)
      .eq("id", invoice.id);
    expect(write.error).not.toBeNull();
    // The PDF: the manager gets it, the other company's manager a 404.
    const pdf = await api(url, `/functions/v1/company-invoice?invoice_id=${invoice.id}`, {
      token: mine.manager.session.access_token,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const hidden = await api(url, `/functions/v1/company-invoice?invoice_id=${invoice.id}`, {
      token: other.manager.session.access_token,
    });
    expect(hidden.status).toBe(404);
  });

  it("funders are staff's: a funder's share is invoiced to the funder, which the company's manager does not read", async () => {
    const staff = await admin();
    const { id, manager } = await company(staff, `Total ${Date.now()}`);
    const email = uniqueEmail("fdfp");
    const { data: funder, error } = await staff.supabase
      .from("funders" as never)
      .insert({ name: "FDFP", kind: "FDFP", country: "Côte d'Ivoire", billing_email: email } as never)
      .select("id")
      .single();
    expect(error).toBeNull();
    const funderId = (funder as unknown as { id: number }).id;
    const bad = await staff.supabase
      .from("funders" as never)
      .insert({ name: "X", kind: "FDFP", country: "CI" } as never);
    expect(bad.error?.code).toBe("PA422");
    expect(((await manager.supabase.from("funders" as never).select("id")).data as unknown[]).length).toBe(0);
    const share = await rpc<Invoice & { funder_id: number; kind: string }>(staff, "issue_company_invoice", {
      p_organisation: id,
      p_description: "Part FDFP — Formation « Gestion de projet »",
      p_amount: 600_000,
      p_funder: funderId,
    });
    expect(share.error).toBeNull();
    expect(share.data).toMatchObject({ customer_name: "FDFP", funder_id: funderId, kind: "funder" });
    const seen = await manager.supabase
      .from("company_invoices" as never)
      .select("id")
      .eq("id", share.data.id);
    expect(seen.data).toEqual([]);
    await runJobs();
    expect(
      (await outbox()).some((mail) => mail.to === email && mail.subject.startsWith(`Facture ${share.data.number}`)),
    ).toBe(true);
  });
});
