import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDate } from "../../common/format";
import { computePrice, instalmentSchedule } from "../../common/pricing";
import { startBackend, type StartedBackend } from "../../server/src/backend";
import { testBackendConfig } from "../backend-config";
import { uniqueEmail } from "../support";

/**
 * Negotiated prices in the database (issue 43 item 7, decisions 1002 and 1003), on each engine: early-bird and group
 * rates, promotion codes counted under concurrency, instalment plans (first payment confirms the seat, reminders
 * queued once each, a failed instalment suspends).
 */
const engines = [{ name: "pglite" as const }, ...(process.env.DATABASE_URL ? [{ name: "postgres" as const }] : [])];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(engines)("pricing in the database on $name", ({ name }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-pricing-"));
  let backend: StartedBackend;
  beforeAll(async () => {
    backend = await startBackend(
      { ...testBackendConfig(dataDir, name === "postgres" ? process.env.DATABASE_URL : undefined), jobsPollMs: 0 },
      () => {},
    );
  }, 240_000);
  afterAll(async () => {
    await backend?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const one = async <T>(sql: string, params: unknown[] = []) => (await backend.db.query<T>(sql, params)).rows[0];

  async function learner(): Promise<string> {
    return (
      await one<{ id: string }>("insert into auth.users (id, email) values (gen_random_uuid(), $1) returning id", [
        uniqueEmail("pricing"),
      ])
    ).id;
  }

  /** A fresh formation at 100 000 F CFA (or 1 000,00 $ CA) and a session starting in `startsIn` days. */
  async function session(startsIn = 120, currency = "XOF", capacity = 20) {
    const formation = await one<{ id: number }>(
      `insert into public.formations (theme, title, price, price_currency) values ('Gestion', $1, $2, $3) returning id`,
      [`Tarifs ${Math.random().toString(36).slice(2, 8)}`, currency === "XOF" ? 100000 : 1000, currency],
    );
    const created = await one<{ id: number }>(
      `insert into public.course_sessions (formation_id, starts_on, ends_on, city, capacity)
       values ($1, $2, $2, 'Abidjan', $3) returning id`,
      [formation.id, day(startsIn), capacity],
    );
    return { formation: Number(formation.id), session: Number(created.id) };
  }

  const priceOf = async (sessionId: number, quantity: number, on: string, code: string | null = null) =>
    (
      await one<{ b: Record<string, unknown> }>("select private.price_of($1, $2, $3::date, $4, null, null) as b", [
        sessionId,
        quantity,
        on,
        code,
      ])
    ).b;

  const enrol = (user: string, sessionId: number, code: string | null, instalments = 1, method = "mobile") =>
    one<{ enrollment_id: number; amount: string }>(
      "select * from public.function_enrol_priced($1::jsonb, $2, $3, $4, $5)",
      [JSON.stringify({ sub: user, role: "authenticated" }), sessionId, method, code, instalments],
    );

  /** Pays an enrollment's (next) amount through the payment path, as a gateway's success would. */
  async function paid(enrollmentId: number) {
    const payment = await one<{ id: number }>(
      `insert into public.payments (enrollment_id, user_id, provider, channel, amount, currency)
       select id, user_id, 'sandbox', 'orange_money', payment_amount, payment_currency from public.enrollments
        where id = $1 returning id`,
      [enrollmentId],
    );
    await backend.db.query("select * from private.record_payment_status($1, 'succeeded', 'provider')", [payment.id]);
  }

  it("early-bird until its date, group rate from N seats, the lower of the two; the same as the pure function", async () => {
    const { session: id } = await session();
    await backend.db.query(
      `insert into public.pricing_rules (session_id, early_bird_price, early_bird_until, group_min_seats, group_unit_price)
       values ($1, 85000, $2, 5, 80000)`,
      [id, day(10)],
    );
    const before = await priceOf(id, 1, day(10));
    expect(before).toMatchObject({ unit_price: 85000, rule: "early_bird", total: 85000 });
    const after = await priceOf(id, 1, day(11));
    expect(after).toMatchObject({ unit_price: 100000, rule: null, total: 100000 });
    const group = await priceOf(id, 5, day(11));
    expect(group).toMatchObject({ unit_price: 80000, rule: "group", total: 400000 });
    expect(await priceOf(id, 4, day(11))).toMatchObject({ unit_price: 100000, total: 400000 });
    // The staff's unit price of a quote line: the same rule.
    const rules = { earlyBird: { price: 85000, until: day(10) }, group: { minSeats: 5, unitPrice: 80000 } };
    for (const [quantity, on] of [
      [1, day(10)],
      [1, day(11)],
      [5, day(11)],
      [6, day(3)],
    ] as const) {
      const sql = await priceOf(id, quantity, on);
      const ts = computePrice({ basePrice: 100000, currency: "XOF", quantity, on, rules });
      expect(Number(sql.total)).toBe(ts.total);
      expect(Number(sql.unit_price)).toBe(ts.unitPrice);
    }
    // A rule above the catalogue price is refused.
    await expect(
      backend.db.query("update public.pricing_rules set group_unit_price = 120000 where session_id = $1", [id]),
    ).rejects.toMatchObject({ code: "PA422" });
  });

  it("an enrollment is priced by the database with the early-bird rate and the code, written on its invoice", async () => {
    const { session: id } = await session();
    await backend.db.query(
      `insert into public.pricing_rules (session_id, early_bird_price, early_bird_until) values ($1, 90000, $2)`,
      [id, day(5)],
    );
    const code = `BIENVENUE${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
    await backend.db.query(`insert into public.promo_codes (code, percent_off) values (lower($1), 10)`, [code]);
    const user = await learner();
    const enrolled = await enrol(user, id, code.toLowerCase());
    expect(Number(enrolled.amount)).toBe(81000);
    const pricing = await one<{ breakdown: Record<string, unknown>; promo_code_id: number | null }>(
      "select breakdown, promo_code_id from public.enrollment_pricing where enrollment_id = $1",
      [enrolled.enrollment_id],
    );
    expect(pricing.breakdown).toMatchObject({ rule: "early_bird", promo_code: code, discount: 9000, total: 81000 });
    expect((await one<{ uses: number }>("select uses from public.promo_codes where code = $1", [code])).uses).toBe(1);
    // Paid: the invoice writes the rules.
    await paid(enrolled.enrollment_id);
    const invoice = await one<{ amount: string; pricing_lines: string[] }>(
      "select amount, pricing_lines from public.invoices where enrollment_id = $1",
      [enrolled.enrollment_id],
    );
    expect(Number(invoice.amount)).toBe(81000);
    // Dates written out, as the payment dialog's breakdown (decision 1089).
    expect(invoice.pricing_lines.join("\n")).toContain(
      `Tarif préférentiel (inscription jusqu'au ${formatDate(day(5))}) : 90\u202f000\u00a0F CFA`,
    );
    const firsts = await one<{ first: string; sixth: string }>(
      "select private.french_date('2027-03-01') as first, private.french_date('2026-12-06') as sixth",
    );
    expect(firsts).toEqual({ first: "1er\u00a0mars 2027", sixth: "6\u00a0décembre 2026" });
    expect(invoice.pricing_lines.join("\n")).toContain(`Code promo ${code} : − 9\u202f000\u00a0F CFA`);
  });

  it("a code refuses, in French, when unknown, expired, not yet valid, for another formation or used by the account", async () => {
    const { session: id, formation } = await session();
    const tag = Date.now().toString(36).toUpperCase();
    await backend.db.query(
      `insert into public.promo_codes (code, amount_off, currency, valid_until) values ($1, 5000, 'XOF', $2),
              ($3, 5000, 'XOF', null)`,
      [`OLD${tag}`, day(-1), `ONCE${tag}`],
    );
    await backend.db.query(`insert into public.promo_codes (code, percent_off, formation_ids) values ($1, 10, $2)`, [
      `OTHER${tag}`,
      [formation + 1_000_000],
    ]);
    await backend.db.query(`insert into public.promo_codes (code, percent_off, valid_from) values ($1, 10, $2)`, [
      `SOON${tag}`,
      day(3),
    ]);
    await expect(priceOf(id, 1, day(0), `SOON${tag}`)).rejects.toMatchObject({
      code: "PA461",
      message: expect.stringContaining("est valable à partir du"),
    });
    await expect(priceOf(id, 1, day(0), "NOPE" + tag)).rejects.toMatchObject({ code: "PA460" });
    await expect(priceOf(id, 1, day(0), `OLD${tag}`)).rejects.toMatchObject({
      code: "PA461",
      message: expect.stringContaining("a expiré le"),
    });
    await expect(priceOf(id, 1, day(0), `OTHER${tag}`)).rejects.toMatchObject({ code: "PA464" });
    const user = await learner();
    const once = await enrol(user, id, `ONCE${tag}`);
    await paid(once.enrollment_id);
    const other = await session();
    await expect(enrol(user, other.session, `ONCE${tag}`)).rejects.toMatchObject({
      code: "PA463",
      message: expect.stringContaining("Vous avez déjà utilisé le code promo"),
    });
  });

  it("a code limited to 3 uses is taken 3 times by 8 learners enrolling at once, never more", async () => {
    const { session: id } = await session(120, "XOF", 50);
    const code = `RUSH${Date.now().toString(36).toUpperCase()}`;
    await backend.db.query(`insert into public.promo_codes (code, percent_off, max_uses) values ($1, 20, 3)`, [code]);
    const users = await Promise.all(Array.from({ length: 8 }, () => learner()));
    const results = await Promise.allSettled(users.map((user) => enrol(user, id, code)));
    const taken = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(taken).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const refusal of refused) expect(refusal.reason).toMatchObject({ code: "PA462" });
    const counts = await one<{ uses: number; rows: string }>(
      `select c.uses, (select count(*) from public.promo_code_uses u where u.promo_code_id = c.id) as rows
         from public.promo_codes c where c.code = $1`,
      [code],
    );
    expect(counts.uses).toBe(3);
    expect(Number(counts.rows)).toBe(3);
    // A hold released unpaid gives its use back.
    const first = (taken[0] as PromiseFulfilledResult<{ enrollment_id: number }>).value.enrollment_id;
    await backend.db.query("update public.enrollments set status = 'cancelled' where id = $1", [first]);
    expect((await one<{ uses: number }>("select uses from public.promo_codes where code = $1", [code])).uses).toBe(2);
  });

  it("instalments: 3 payments before the start, the first confirms the seat, reminders queued once, a failure suspends", async () => {
    const { session: id } = await session(100);
    await backend.db.query(`insert into public.pricing_rules (session_id, instalments_max) values ($1, 3)`, [id]);
    const user = await learner();
    const enrolled = await enrol(user, id, null, 3);
    // 100 000 in three: 33 334 now, then 33 333 twice, 30 days apart, all before the start.
    expect(Number(enrolled.amount)).toBe(33334);
    const plan = (
      await backend.db.query<{ id: number; number: number; due_on: string; amount: string; status: string }>(
        "select id, number, to_char(due_on, 'YYYY-MM-DD') as due_on, amount, status from public.enrollment_instalments where enrollment_id = $1 order by number",
        [enrolled.enrollment_id],
      )
    ).rows;
    expect(plan.map((p) => [p.number, p.due_on, Number(p.amount)])).toEqual([
      [1, day(0), 33334],
      [2, day(30), 33333],
      [3, day(60), 33333],
    ]);
    expect(instalmentSchedule({ total: 100000, currency: "XOF", count: 3, startsOn: day(100), today: day(0) })).toEqual(
      plan.map((p) => ({ number: p.number, dueOn: p.due_on, amount: Number(p.amount) })),
    );
    // A bank transfer cannot pay a plan.
    await expect(enrol(await learner(), id, null, 2, "virement")).rejects.toMatchObject({ code: "PA466" });
    // Too close to the start for three payments.
    const soon = await session(40);
    await backend.db.query(`insert into public.pricing_rules (session_id, instalments_max) values ($1, 3)`, [
      soon.session,
    ]);
    await expect(enrol(await learner(), soon.session, null, 3)).rejects.toMatchObject({ code: "PA467" });

    const pay = async (status: "succeeded" | "failed") => {
      const payment = await one<{ id: number; amount: string; instalment_id: number }>(
        `insert into public.payments (enrollment_id, user_id, provider, channel, amount, currency)
         values ($1, $2, 'sandbox', 'wave', 100000, 'XOF') returning id, amount, instalment_id`,
        [enrolled.enrollment_id, user],
      );
      await backend.db.query("select * from private.record_payment_status($1, $2, 'provider')", [payment.id, status]);
      return payment;
    };
    const status = async () =>
      (await one<{ status: string }>("select status from public.enrollments where id = $1", [enrolled.enrollment_id]))
        .status;
    const state = async () =>
      (await one<{ s: string }>("select private.instalment_plan_state($1) as s", [enrolled.enrollment_id])).s;

    expect(await status()).toBe("pending");
    const first = await pay("succeeded");
    expect(Number(first.amount)).toBe(33334);
    expect(Number(first.instalment_id)).toBe(Number(plan[0].id));
    expect(await status()).toBe("confirmed");
    expect(await state()).toBe("active");
    const invoices = async () =>
      (
        await backend.db.query<{ number: string; amount: string; pricing_lines: string[] }>(
          "select number, amount, pricing_lines from public.invoices where enrollment_id = $1 order by id",
          [enrolled.enrollment_id],
        )
      ).rows;
    expect((await invoices())[0].pricing_lines.join("\n")).toContain("Échéance 1/3 du paiement en 3 fois");
    const jobs = async () =>
      (
        await backend.db.query<{ dedupe_key: string; state: string; run_at: Date }>(
          "select dedupe_key, state, run_at from private.jobs where dedupe_key like $1 order by dedupe_key",
          [`mail:pricing.instalment-%:${plan[1].id}`],
        )
      ).rows;
    expect((await jobs()).map((j) => j.dedupe_key)).toEqual([
      `mail:pricing.instalment-overdue:${plan[1].id}`,
      `mail:pricing.instalment-reminder:${plan[1].id}`,
    ]);
    // Queued once: scheduling again adds nothing.
    await backend.db.query("select private.schedule_instalment_mails($1)", [enrolled.enrollment_id]);
    expect(await jobs()).toHaveLength(2);
    const reminder = (await jobs())[1];
    expect(reminder.state).toBe("pending");
    expect(new Date(reminder.run_at).toISOString().slice(0, 10)).toBe(day(27));

    // The second instalment's attempt fails: suspended, the notice queued once.
    await pay("failed");
    expect(await state()).toBe("suspended");
    expect(
      Number(
        (
          await one<{ n: string }>("select count(*) as n from private.jobs where dedupe_key = $1", [
            `mail:pricing.instalment-failed:${plan[1].id}`,
          ])
        ).n,
      ),
    ).toBe(1);
    // Paid on a second try: active again, its mails dropped, its own invoice.
    const second = await pay("succeeded");
    expect(Number(second.instalment_id)).toBe(Number(plan[1].id));
    expect(await state()).toBe("active");
    expect((await jobs()).map((j) => j.dedupe_key)).toEqual([`mail:pricing.instalment-failed:${plan[1].id}`]);
    const issued = await invoices();
    expect(issued).toHaveLength(2);
    expect(Number(issued[1].amount)).toBe(33333);
    expect(issued[1].pricing_lines.join("\n")).toContain("Échéance 2/3");
    expect(issued[1].pricing_lines.join("\n")).toContain(`le ${formatDate(plan[1].due_on)}`);
    expect(issued[1].pricing_lines.join("\n")).not.toMatch(/\d\d\/\d\d\/\d{4}/);
    const reminder2 = await one<{ m: { subject: string; text: string } }>(
      "select private.instalment_mail($1, 'reminder') as m",
      [plan[1].id],
    );
    expect(reminder2.m.subject).toMatch(/^Rappel\u00a0: échéance 2\/3/);
    expect(reminder2.m.text).toContain(`au plus tard le ${formatDate(plan[1].due_on)}.`);
    // Overdue: the third instalment's date passes unpaid.
    await backend.db.query("update public.enrollment_instalments set due_on = current_date - 1 where id = $1", [
      plan[2].id,
    ]);
    expect(await state()).toBe("suspended");

    // Cancelled with two instalments paid (decision 1088): the learner is answered the whole amount received, and the
    // one refund the table holds for the seat is the first payment received, as the staff dialog says.
    const cancelled = await one<{ status: string; refund_amount: string; refund_currency: string }>(
      "select * from public.function_cancel_enrollment($1::jsonb, $2, null)",
      [JSON.stringify({ sub: user, role: "authenticated" }), enrolled.enrollment_id],
    );
    expect(cancelled).toMatchObject({ status: "cancelled", refund_currency: "XOF" });
    expect(Number(cancelled.refund_amount)).toBe(33334 + 33333);
    const refunds = (
      await backend.db.query<{ payment_id: string; amount: string }>(
        "select payment_id, amount from public.refunds where enrollment_id = $1 and reason = 'cancellation'",
        [enrolled.enrollment_id],
      )
    ).rows;
    expect(refunds.map((r) => [Number(r.payment_id), Number(r.amount)])).toEqual([[Number(first.id), 33334]]);
  });
});
