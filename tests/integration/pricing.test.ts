import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, signedUpClient } from "../support";
import { pdfText } from "./pdf-text";

type Learner = Awaited<ReturnType<typeof signedUpClient>>;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Negotiated prices through the functions (issue 43 item 7, decisions 1002 and 1003), as a learner's browser and
 * staff's call them: the price preview, a promotion code and an instalment plan at enrollment, the first instalment
 * paid on the sandbox gateway (seat confirmed, invoice « Échéance 1/2 »), the next one opened on the same gateway.
 */
describe.each(backends())("pricing through the functions on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const call = (name: string, body: unknown, token?: string) =>
    api(url, `/functions/v1/${name}`, {
      method: "POST",
      token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  async function admin(): Promise<Learner> {
    const person = await signedUpClient(url, "Admin Tarifs");
    const { error } = await service().rpc(
      "set_user_role" as never,
      { target_user: person.user.id, new_role: "admin" } as never,
    );
    expect(error).toBeNull();
    return person;
  }

  /** A session of the seeded formation 1 (950 000 F CFA) starting in 120 days, with its own rule written by staff. */
  async function sessionWithRules(staff: Learner) {
    const created = await service()
      .from("course_sessions")
      .insert({ formation_id: 1, starts_on: day(120), ends_on: day(122), city: "Abidjan", capacity: 20 })
      .select("id")
      .single();
    expect(created.error).toBeNull();
    const sessionId = created.data!.id;
    const rule = await staff.supabase.from("pricing_rules" as never).insert({
      session_id: sessionId,
      early_bird_price: 900000,
      early_bird_until: day(10),
      group_min_seats: 5,
      group_unit_price: 800000,
      instalments_max: 3,
    } as never);
    expect(rule.error).toBeNull();
    return sessionId;
  }

  it("staff write rules and codes; a learner cannot; the preview and the quote's unit price follow them", async () => {
    const staff = await admin();
    const learner = await signedUpClient(url);
    const sessionId = await sessionWithRules(staff);
    const denied = await learner.supabase
      .from("pricing_rules" as never)
      .update({ early_bird_price: 1 } as never)
      .eq("session_id", sessionId)
      .select();
    expect(denied.data ?? []).toEqual([]);
    const sneaky = await learner.supabase
      .from("promo_codes" as never)
      .insert({ code: "MOIMEME", percent_off: 90 } as never);
    expect(sneaky.error).not.toBeNull();
    expect((await learner.supabase.from("promo_codes" as never).select("code")).data).toEqual([]);

    const unit = await staff.supabase.rpc(
      "session_unit_price" as never,
      { p_session: sessionId, p_quantity: 5 } as never,
    );
    expect(Number(unit.data)).toBe(800000);
    const forbidden = await learner.supabase.rpc(
      "session_unit_price" as never,
      { p_session: sessionId, p_quantity: 5 } as never,
    );
    expect(forbidden.error?.code).toBe("42501");

    const preview = await learner.supabase.rpc(
      "price_preview" as never,
      { p_session: sessionId, p_instalments: 2 } as never,
    );
    expect(preview.error).toBeNull();
    expect(preview.data).toMatchObject({
      rule: "early_bird",
      total: 900000,
      schedule: [
        { number: 1, due_on: day(0), amount: 450000 },
        { number: 2, due_on: day(30), amount: 450000 },
      ],
    });
    const unknown = await learner.supabase.rpc(
      "price_preview" as never,
      { p_session: sessionId, p_code: "INCONNU42" } as never,
    );
    expect(unknown.error).toMatchObject({ code: "PA460", message: "Le code promo « INCONNU42 » n'existe pas." });
  });

  /** The learner accepts on the sandbox gateway's page. */
  async function accept(checkoutUrl: string) {
    const transaction = new URL(checkoutUrl).searchParams.get("transaction")!;
    const chosen = await fetch(`${url}/functions/v1/sandbox-checkout?transaction=${transaction}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ outcome: "succeeded" }),
    });
    expect(chosen.status).toBeLessThan(400);
  }

  /** Waits (up to 20 s, running the jobs) for the gateway's success to be recorded. */
  async function waitPaid(paymentId: number) {
    const deadline = Date.now() + 20_000;
    let status = "";
    while (Date.now() < deadline) {
      await fetch(`${url}/_dev/jobs/run`, { method: "POST" });
      const row = await service()
        .from("payments" as never)
        .select("status")
        .eq("id", paymentId)
        .single();
      status = (row.data as unknown as { status: string }).status;
      if (status === "succeeded") break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe("succeeded");
  }

  const paySandbox = async (checkoutUrl: string, paymentId: number) => {
    await accept(checkoutUrl);
    await waitPaid(paymentId);
  };

  /** Waits (up to 20 s, running the jobs) for the e-mail to `to` whose subject starts with `subject`. */
  async function mailTo(to: string, subject: string) {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
    const deadline = Date.now() + 20_000;
    for (;;) {
      await fetch(`${url}/_dev/jobs/run`, { method: "POST" });
      const box = (await (await fetch(`${url}/_dev/outbox`)).json()) as {
        to: string;
        subject: string;
        text: string;
        html: string;
      }[];
      const found = box.find((m) => m.to === to && plain(m.subject).startsWith(subject));
      if (found) return { ...found, text: plain(found.text), html: plain(found.html) };
      if (Date.now() > deadline) throw new Error(`no e-mail "${subject}…" to ${to} within 20 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it("a code and 2 instalments at enrollment; the first paid by Mobile Money confirms the seat; its invoice says « Échéance 1/2 »; cancelled, both are owed back and told", async () => {
    const staff = await admin();
    const sessionId = await sessionWithRules(staff);
    const code = `PROMO${Date.now().toString(36).toUpperCase()}`;
    const created = await staff.supabase
      .from("promo_codes" as never)
      .insert({ code, amount_off: 100000, currency: "XOF", max_uses: 10 } as never);
    expect(created.error).toBeNull();
    const learner = await signedUpClient(url);

    const refused = await call(
      "enrol",
      { session_id: sessionId, payment_method: "virement", instalments: 2 },
      learner.session.access_token,
    );
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: "instalments_by_card_or_mobile" });
    const expired = await call(
      "enrol",
      { session_id: sessionId, payment_method: "mobile", promo_code: "PAS-DE-CODE" },
      learner.session.access_token,
    );
    expect(expired.status).toBe(422);
    expect(await expired.json()).toEqual({
      code: "promo_code_unknown",
      error: "Le code promo « PAS-DE-CODE » n'existe pas.",
    });

    const enrolled = await call(
      "enrol",
      { session_id: sessionId, payment_method: "mobile", promo_code: code.toLowerCase(), instalments: 2 },
      learner.session.access_token,
    );
    expect(enrolled.status).toBe(201);
    const { enrollment_id: enrollmentId, amount } = (await enrolled.json()) as {
      enrollment_id: number;
      amount: number;
    };
    // 900 000 early-bird less 100 000 = 800 000, in two: 400 000 now.
    expect(amount).toBe(400000);

    const started = await call(
      "create-payment",
      { enrollment_id: enrollmentId, channel: "wave", phone: "+221 77 123 45 67" },
      learner.session.access_token,
    );
    expect(started.status).toBe(201);
    const { checkout_url: checkoutUrl, payment_id: paymentId } = (await started.json()) as {
      checkout_url: string;
      payment_id: number;
    };
    await accept(checkoutUrl);
    await waitPaid(paymentId);
    const seat = await learner.supabase.from("enrollments").select("status").eq("id", enrollmentId).single();
    expect(seat.data?.status).toBe("confirmed");
    const plan = await learner.supabase
      .from("enrollment_instalments" as never)
      .select("number, status, amount")
      .eq("enrollment_id", enrollmentId)
      .order("number");
    expect(plan.data).toEqual([
      { number: 1, status: "paid", amount: 400000 },
      { number: 2, status: "due", amount: 400000 },
    ]);
    const state = await learner.supabase.rpc("instalment_plan_state" as never, { p_enrollment: enrollmentId } as never);
    expect(state.data).toBe("active");

    const pdf = await api(url, `/functions/v1/invoice?enrollment_id=${enrollmentId}`, {
      token: learner.session.access_token,
    });
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain("Échéance 1/2 du paiement en 2 fois");
    expect(text).toContain(`Code promo ${code}`);
    expect(text).toContain("Tarif préférentiel");

    // The second instalment, on the same gateway; a transfer is refused; someone else's plan is not found.
    const byTransfer = await call(
      "instalment-payment",
      { enrollment_id: enrollmentId, channel: "virement" },
      learner.session.access_token,
    );
    expect(byTransfer.status).toBe(422);
    const stranger = await signedUpClient(url);
    const notTheirs = await call(
      "instalment-payment",
      { enrollment_id: enrollmentId, channel: "carte" },
      stranger.session.access_token,
    );
    expect(notTheirs.status).toBe(409);
    expect(await notTheirs.json()).toMatchObject({ code: "no_instalment_due" });
    const second = await call(
      "instalment-payment",
      { enrollment_id: enrollmentId, channel: "orange_money", phone: "+225 07 01 02 03 04" },
      learner.session.access_token,
    );
    expect(second.status).toBe(201);
    const opened = (await second.json()) as { payment_id: number; instalment: string; checkout_url: string };
    expect(opened.instalment).toBe("2/2");
    const attempt = await service()
      .from("payments" as never)
      .select("amount, instalment_id")
      .eq("id", opened.payment_id)
      .single();
    expect(Number((attempt.data as unknown as { amount: number }).amount)).toBe(400000);

    // Paid too, then the learner cancels (free, 120 days ahead): each instalment is its own refund in « Remboursements
    // à effectuer », and the e-mail states the whole amount received and owed back (decision 1116).
    await paySandbox(opened.checkout_url, opened.payment_id);
    const cancelled = await call("cancel", { enrollment_id: enrollmentId }, learner.session.access_token);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ refund: { amount: 800000, currency: "XOF" } });
    const refunds = await service()
      .from("refunds" as never)
      .select("payment_id, amount, reason, status")
      .eq("enrollment_id", enrollmentId)
      .order("id");
    expect(refunds.data).toEqual([
      { payment_id: paymentId, amount: 400000, reason: "cancellation", status: "due" },
      { payment_id: opened.payment_id, amount: 400000, reason: "further_payment", status: "due" },
    ]);
    const mail = await mailTo(learner.email, "Inscription annulée");
    expect(mail.text).toContain(
      "Vous aviez réglé 800 000 F CFA en 2 paiements : nous vous remboursons ces 800 000 F CFA, chaque paiement par le moyen utilisé pour le faire",
    );
    expect(mail.html).toContain("en 2 paiements");
  }, 90_000);
});
