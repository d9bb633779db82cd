import { describe, expect, it } from "vitest";
import { SIGNATURE_HEADER, signPayload } from "../../supabase/functions/_shared/payments/signature.ts";
import { DEV_PAYMENT_WEBHOOK_SECRET } from "../../supabase/functions/_shared/payments/settings.ts";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, signedUpClient } from "../support";

type Learner = Awaited<ReturnType<typeof signedUpClient>>;
const XOF_FORMATION = 1; // 950 000 F CFA
const CAD_FORMATION = 3; // 1 950,00 $ CA

// Issue 13: payments on the server, driven from outside as an attacker would, on each engine.
describe.each(backends())("payments on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);

  /** A learner holding a seat (pending enrollment) in a fresh session of the formation, through the enrol function. */
  async function enrolled(formationId = XOF_FORMATION, learner?: Learner, startsOn = "2030-05-04") {
    const who = learner ?? (await signedUpClient(url));
    const created = await service()
      .from("course_sessions" as never)
      .insert({
        formation_id: formationId,
        starts_on: startsOn,
        ends_on: startsOn === "2030-05-04" ? "2030-05-06" : startsOn,
        city: "Abidjan",
        venue: "Plateau",
        capacity: 20,
      } as never)
      .select("id")
      .single();
    expect(created.error).toBeNull();
    const response = await api(url, "/functions/v1/enrol", {
      method: "POST",
      token: who.session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        session_id: (created.data as unknown as { id: number }).id,
        payment_method: formationId === CAD_FORMATION ? "carte" : "mobile",
      }),
    });
    expect(response.status).toBe(201);
    const { enrollment_id: id } = (await response.json()) as { enrollment_id: number };
    return { learner: who, enrollment: { id: Number(id) } };
  }

  const call = (name: string, body: unknown, token?: string) =>
    api(url, `/functions/v1/${name}`, {
      method: "POST",
      token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  const notify = async (transactionId: string, signature?: string, extra: Record<string, unknown> = {}) => {
    const body = JSON.stringify({ event: "transaction.updated", transaction_id: transactionId, ...extra });
    return fetch(`${url}/functions/v1/payment-webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [SIGNATURE_HEADER]: signature ?? (await signPayload(DEV_PAYMENT_WEBHOOK_SECRET, body)),
      },
      body,
    });
  };

  const paymentRow = async (paymentId: number) =>
    (
      await service()
        .from("payments" as never)
        .select("*")
        .eq("id", paymentId)
        .single()
    ).data as unknown as {
      status: string;
      amount: number;
      provider_reference: string;
      enrollment_id: number;
    };
  const eventsOf = async (paymentId: number) =>
    ((
      await service()
        .from("payment_events" as never)
        .select("status, source")
        .eq("payment_id", paymentId)
        .order("id")
    ).data ?? []) as unknown as {
      status: string;
      source: string;
    }[];
  const enrollmentStatus = async (id: number) =>
    (await service().from("enrollments").select("status").eq("id", id).single()).data?.status;
  const invoicesOf = async (enrollmentId: number) =>
    ((
      await service()
        .from("invoices" as never)
        .select("number, amount, currency")
        .eq("enrollment_id", enrollmentId)
    ).data ?? []) as unknown as {
      number: string;
      amount: number;
      currency: string;
    }[];

  async function startMobilePayment(formationId = XOF_FORMATION) {
    const { learner, enrollment } = await enrolled(formationId);
    const response = await call(
      "create-payment",
      { enrollment_id: enrollment.id, channel: "orange_money", phone: "+225 07 01 02 03 04" },
      learner.session.access_token,
    );
    expect(response.status).toBe(201);
    const { payment_id: paymentId, checkout_url: checkoutUrl } = (await response.json()) as {
      payment_id: number;
      checkout_url: string;
    };
    const transactionId = new URL(checkoutUrl).searchParams.get("transaction")!;
    return { learner, enrollment, paymentId, checkoutUrl, transactionId };
  }

  const choose = (transactionId: string, outcome: string) =>
    fetch(`${url}/functions/v1/sandbox-checkout?transaction=${transactionId}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ outcome }),
    });

  const outbox = async () =>
    (await (await fetch(`${url}/_dev/outbox`)).json()) as { to: string; subject: string; text: string }[];

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it("Mobile Money through the sandbox: checkout page, choice, signed notification, enrollment confirmed and invoiced once", async () => {
    const { learner, enrollment, paymentId, checkoutUrl, transactionId } = await startMobilePayment();
    const page = await fetch(checkoutUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html.replace(/[\u00a0\u202f]/g, " ")).toContain("950 000 F CFA");
    expect(html).toContain("+2250701020304");

    const chosen = await choose(transactionId, "succeeded");
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe(`${url}/paiement/retour?paiement=${paymentId}`);

    // The sandbox's notification arrives asynchronously (job runner), is verified and re-read.
    const paid = await until(
      () => paymentRow(paymentId),
      (row) => row.status === "succeeded",
    );
    expect(paid.status).toBe("succeeded");
    expect(await enrollmentStatus(enrollment.id)).toBe("confirmed");
    const invoices = await invoicesOf(enrollment.id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0].number).toMatch(/^FAC-\d{4}-\d{6}$/);
    expect(Number(invoices[0].amount)).toBe(950000);
    expect(await eventsOf(paymentId)).toEqual([
      { status: "pending", source: "creation" },
      { status: "succeeded", source: "provider" },
    ]);
    // The receipt (payments) and the convocation (sessions, on confirmation) leave by e-mail.
    const mails = await until(
      async () => (await outbox()).filter((m) => m.to === learner.email).map((m) => m.subject),
      (subjects) => subjects.length >= 2,
    );
    expect(mails).toEqual(
      expect.arrayContaining([
        `Paiement reçu — facture ${invoices[0].number}`,
        expect.stringMatching(/^Convocation : /),
      ]),
    );
  });

  it("a payment that succeeds after the seat was released is not confirmed: the refund is recorded, no invoice", async () => {
    const { learner, enrollment, paymentId, transactionId } = await startMobilePayment();
    const cancelled = await call("cancel", { enrollment_id: enrollment.id }, learner.session.access_token);
    expect(cancelled.status).toBe(200);
    await choose(transactionId, "succeeded");
    expect(
      (
        await until(
          () => paymentRow(paymentId),
          (row) => row.status === "succeeded",
        )
      ).status,
    ).toBe("succeeded");
    expect(await enrollmentStatus(enrollment.id)).toBe("cancelled");
    expect(await invoicesOf(enrollment.id)).toEqual([]);
    const refunds = (
      await service()
        .from("refunds" as never)
        .select("status, amount")
        .eq("enrollment_id", enrollment.id)
    ).data as unknown as { status: string; amount: number }[];
    expect(refunds.map((r) => [r.status, Number(r.amount)])).toEqual([["due", 950000]]);
  });

  it("a replayed notification (ten times, at once) changes nothing more: one event, one invoice", async () => {
    const { enrollment, paymentId, transactionId } = await startMobilePayment();
    await choose(transactionId, "succeeded");
    await until(
      () => paymentRow(paymentId),
      (row) => row.status === "succeeded",
    );
    const replays = await Promise.all(Array.from({ length: 10 }, () => notify(transactionId)));
    expect(replays.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await Promise.all(replays.map((r) => r.json()))).every((body) => body.changed === false)).toBe(true);
    expect((await eventsOf(paymentId)).filter((e) => e.status === "succeeded")).toHaveLength(1);
    expect(await invoicesOf(enrollment.id)).toHaveLength(1);
  });

  it("a forged notification is refused with 401 and changes nothing; a genuine one is believed only after re-reading the gateway", async () => {
    const { enrollment, paymentId, transactionId } = await startMobilePayment();
    const body = JSON.stringify({ event: "transaction.updated", transaction_id: transactionId, status: "succeeded" });
    const forgeries = [
      await signPayload("not-the-secret-at-all-1234", body),
      "t=1,v1=" + "0".repeat(64),
      "",
      await signPayload(DEV_PAYMENT_WEBHOOK_SECRET, body, Date.now() - 3_600_000), // a genuine but hour-old notification
    ];
    for (const signature of forgeries) {
      const response = await notify(transactionId, signature, { status: "succeeded" });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: "invalid_signature" });
    }
    // Correctly signed, claiming success, but the gateway says the customer has not paid: still pending.
    const claimed = await notify(transactionId, undefined, { status: "succeeded" });
    expect(claimed.status).toBe(200);
    expect((await paymentRow(paymentId)).status).toBe("pending");
    expect(await enrollmentStatus(enrollment.id)).toBe("pending");
    expect(await eventsOf(paymentId)).toEqual([{ status: "pending", source: "creation" }]);
    expect(await invoicesOf(enrollment.id)).toEqual([]);
  });

  it("a failed payment is recorded and leaves the enrollment pending; 'en attente du client' changes nothing", async () => {
    const waiting = await startMobilePayment();
    expect((await choose(waiting.transactionId, "pending")).status).toBe(303);
    const failing = await startMobilePayment();
    await choose(failing.transactionId, "failed");
    expect(
      (
        await until(
          () => paymentRow(failing.paymentId),
          (row) => row.status === "failed",
        )
      ).status,
    ).toBe("failed");
    expect(await enrollmentStatus(failing.enrollment.id)).toBe("pending");
    expect((await paymentRow(waiting.paymentId)).status).toBe("pending");
  });

  it("amount tampering: a price sent by the client is refused, and the attempt's amount is always the database's", async () => {
    const { learner, enrollment } = await enrolled();
    for (const tampered of [{ amount: 1 }, { currency: "CAD" }, { payment_amount: 100 }]) {
      const response = await call(
        "create-payment",
        { enrollment_id: enrollment.id, channel: "carte", ...tampered },
        learner.session.access_token,
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ code: "amount_not_accepted" });
    }
    expect(
      (
        (
          await service()
            .from("payments" as never)
            .select("id")
            .eq("enrollment_id", enrollment.id)
        ).data ?? []
      ).length,
    ).toBe(0);

    // The enrollment's own price cannot be lowered by its owner either, nor can a learner write attempts or invoices.
    const lowered = await learner.supabase
      .from("enrollments")
      .update({ payment_amount: 1 } as never)
      .eq("id", enrollment.id)
      .select();
    expect(lowered.error?.code).toBe("42501");
    const forgedRow = await api(url, "/rest/v1/payments", {
      method: "POST",
      token: learner.session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        enrollment_id: enrollment.id,
        user_id: learner.user.id,
        provider: "sandbox",
        channel: "carte",
        amount: 1,
        currency: "XOF",
        status: "succeeded",
      }),
    });
    expect([401, 403]).toContain(forgedRow.status);
    expect(
      (
        (
          await service()
            .from("payments" as never)
            .select("id")
            .eq("enrollment_id", enrollment.id)
        ).data ?? []
      ).length,
    ).toBe(0);

    const card = await call(
      "create-payment",
      { enrollment_id: enrollment.id, channel: "carte" },
      learner.session.access_token,
    );
    expect(card.status).toBe(201);
    const { payment_id: paymentId } = (await card.json()) as { payment_id: number };
    expect(Number((await paymentRow(paymentId)).amount)).toBe(950000);
  });

  it("refuses what does not fit: Mobile Money for a CAD formation, Mobile Money without a phone, someone else's enrollment, no sign-in", async () => {
    const cad = await enrolled(CAD_FORMATION);
    const wrongCurrency = await call(
      "create-payment",
      { enrollment_id: cad.enrollment.id, channel: "wave", phone: "0701020304" },
      cad.learner.session.access_token,
    );
    expect(wrongCurrency.status).toBe(422);
    expect(await wrongCurrency.json()).toMatchObject({ code: "channel_not_available" });

    const xof = await enrolled();
    const noPhone = await call(
      "create-payment",
      { enrollment_id: xof.enrollment.id, channel: "mtn" },
      xof.learner.session.access_token,
    );
    expect(noPhone.status).toBe(422);
    expect(await noPhone.json()).toMatchObject({ code: "invalid_phone" });

    const intruder = await signedUpClient(url);
    const notMine = await call(
      "create-payment",
      { enrollment_id: xof.enrollment.id, channel: "carte" },
      intruder.session.access_token,
    );
    expect(notMine.status).toBe(404);
    const anonymous = await call("create-payment", { enrollment_id: xof.enrollment.id, channel: "carte" });
    expect(anonymous.status).toBe(401);
    const garbage = await api(url, "/functions/v1/create-payment", {
      method: "POST",
      token: xof.learner.session.access_token,
      body: "{not json",
    });
    expect(garbage.status).toBe(400);
  });

  it("the payment functions (Deno) answer a client's malformed JSON 400, never 500; a badly signed webhook changes nothing", async () => {
    const { learner, enrollment, paymentId, transactionId } = await startMobilePayment();
    for (const name of ["create-payment", "payment-status"]) {
      for (const body of ["{not json", "[1, 2]", '"text"', "x".repeat(5000)]) {
        const response = await api(url, `/functions/v1/${name}`, {
          method: "POST",
          token: learner.session.access_token,
          headers: { "content-type": "application/json" },
          body,
        });
        expect([400, 413], `${name} ${body.slice(0, 10)}`).toContain(response.status);
        expect(await response.json()).toMatchObject({ code: expect.stringMatching(/^(invalid_json|body_too_large)$/) });
      }
    }
    const before = { row: await paymentRow(paymentId), events: await eventsOf(paymentId) };
    for (const [body, signature] of [
      ["{not json", await signPayload("not-the-secret-at-all-1234", "{not json")],
      [JSON.stringify({ transaction_id: transactionId }), "t=1,v1=zz"],
      [JSON.stringify({ transaction_id: transactionId }), ""],
    ]) {
      const response = await fetch(`${url}/functions/v1/payment-webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signature },
        body,
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: "invalid_signature" });
    }
    // A genuinely signed notification with a body that is not JSON names no transaction: refused the same way.
    const unsigned = "{not json";
    const garbled = await fetch(`${url}/functions/v1/payment-webhook`, {
      method: "POST",
      headers: { [SIGNATURE_HEADER]: await signPayload(DEV_PAYMENT_WEBHOOK_SECRET, unsigned) },
      body: unsigned,
    });
    expect(garbled.status).toBe(401);
    expect(await paymentRow(paymentId)).toEqual(before.row);
    expect(await eventsOf(paymentId)).toEqual(before.events);
    expect(await enrollmentStatus(enrollment.id)).toBe("pending");
    expect(await invoicesOf(enrollment.id)).toEqual([]);
  });

  it("the sandbox's page (Deno): an unknown transaction is 404, a choice that is not one is 422 and changes nothing", async () => {
    const { paymentId, transactionId } = await startMobilePayment();
    for (const id of ["sbx_doesnotexist1234567", "nope", ""]) {
      const unknown = await fetch(`${url}/functions/v1/sandbox-checkout?transaction=${id}`);
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get("content-security-policy")).toContain("default-src 'none'");
    }
    for (const outcome of ["paid", ""]) expect((await choose(transactionId, outcome)).status).toBe(422);
    const garbled = await fetch(`${url}/functions/v1/sandbox-checkout?transaction=${transactionId}`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "not a multipart body",
    });
    expect(garbled.status).toBe(422);
    expect((await choose(transactionId, "pending")).status).toBe(303);
    expect(await eventsOf(paymentId)).toEqual([{ status: "pending", source: "creation" }]);
    const page = await fetch(`${url}/functions/v1/sandbox-checkout?transaction=${transactionId}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("bank transfer: a unique reference with the bank details, on screen and by e-mail; an admin reconciles it, then it is confirmed and invoiced", async () => {
    const { learner, enrollment } = await enrolled(CAD_FORMATION);
    const response = await call(
      "create-payment",
      { enrollment_id: enrollment.id, channel: "virement" },
      learner.session.access_token,
    );
    expect(response.status).toBe(201);
    const transfer = (await response.json()) as {
      payment_id: number;
      reference: string;
      amount: number;
      currency: string;
      bank: { holder: string; account: string[] };
    };
    expect(transfer.reference).toMatch(/^PAC-\d{4}-\d{6,}$/);
    expect(transfer).toMatchObject({ amount: 1950, currency: "CAD", bank: { holder: "Pont Atlantique Conseil inc." } });
    const again = await call(
      "create-payment",
      { enrollment_id: enrollment.id, channel: "virement" },
      learner.session.access_token,
    );
    expect(((await again.json()) as { payment_id: number }).payment_id).toBe(transfer.payment_id);

    const mail = await until(
      async () => (await outbox()).find((m) => m.to === learner.email && m.subject.startsWith("Virement")),
      Boolean,
    );
    expect(mail?.subject).toContain(transfer.reference);
    expect(mail?.text).toContain("Transit : 00011");
    expect(mail?.text.replace(/[\u00a0\u202f]/g, " ")).toContain("1 950,00 $ CA");

    const refused = await call("reconcile-transfer", { payment_id: transfer.payment_id }, learner.session.access_token);
    expect(refused.status).toBe(403);
    const admin = await signedUpClient(url, "Admin Paiements");
    await service().rpc("set_user_role" as never, { target_user: admin.user.id, new_role: "admin" } as never);
    const reconciled = await call(
      "reconcile-transfer",
      { payment_id: transfer.payment_id, note: "Relevé du 24/11" },
      admin.session.access_token,
    );
    expect(reconciled.status).toBe(200);
    expect(await enrollmentStatus(enrollment.id)).toBe("confirmed");
    expect(await eventsOf(transfer.payment_id)).toEqual([
      { status: "pending", source: "creation" },
      { status: "succeeded", source: "admin" },
    ]);
    const twice = await call("reconcile-transfer", { payment_id: transfer.payment_id }, admin.session.access_token);
    expect(twice.status).toBe(409);

    const pdf = await call("invoice", { enrollment_id: enrollment.id }, learner.session.access_token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const notYours = await call(
      "invoice",
      { enrollment_id: enrollment.id },
      (await signedUpClient(url)).session.access_token,
    );
    expect(notYours.status).toBe(404);

    // Cancelling the paid enrollment records the refund owed.
    const cancelled = await admin.supabase
      .from("enrollments")
      .update({ status: "cancelled", status_reason: "Demande de l'apprenant" })
      .eq("id", enrollment.id)
      .select();
    expect(cancelled.error).toBeNull();
    const refunds = (
      await learner.supabase
        .from("refunds" as never)
        .select("amount, currency, status")
        .eq("enrollment_id", enrollment.id)
    ).data as unknown as {
      amount: number;
      currency: string;
      status: string;
    }[];
    expect(refunds).toEqual([{ amount: 1950, currency: "CAD", status: "due" }]);
  });

  it("two attempts paid for one enrollment (two tabs): one success, the other owed back as a duplicate; the hold was extended once", async () => {
    const { learner, enrollment } = await enrolled();
    const holdOf = async () =>
      new Date(
        (
          (await service().from("enrollments").select("hold_expires_at").eq("id", enrollment.id).single())
            .data as unknown as { hold_expires_at: string }
        ).hold_expires_at,
      ).getTime();
    const open = async () => {
      const response = await call(
        "create-payment",
        { enrollment_id: enrollment.id, channel: "carte" },
        learner.session.access_token,
      );
      expect(response.status).toBe(201);
      const { payment_id: id, checkout_url: checkoutUrl } = (await response.json()) as {
        payment_id: number;
        checkout_url: string;
      };
      return { id, transactionId: new URL(checkoutUrl).searchParams.get("transaction")! };
    };
    const first = await open();
    const afterFirst = await holdOf();
    const second = await open(); // a card checkout left open does not block another one
    expect(await holdOf()).toBe(afterFirst); // a second attempt does not hold the seat longer
    await choose(first.transactionId, "succeeded");
    await until(
      () => paymentRow(first.id),
      (row) => row.status === "succeeded",
    );
    await choose(second.transactionId, "succeeded");
    const duplicate = await until(
      () => paymentRow(second.id),
      (row) => row.status !== "pending",
    );
    expect(duplicate.status).toBe("cancelled");
    expect(await invoicesOf(enrollment.id)).toHaveLength(1);
    const notes = (
      await service()
        .from("payment_events" as never)
        .select("note")
        .eq("payment_id", second.id)
        .eq("status", "cancelled")
    ).data as unknown as { note: string }[];
    expect(notes[0].note).toMatch(/^Reçu en double : .* à rembourser avant le \d{1,2}(?:er)?\s[a-zéû]+\s\d{4}\.$/);
    // Owed back: in « Remboursements à effectuer » (refunds due), readable by the learner for their return page.
    const owed = (
      await learner.supabase
        .from("refunds" as never)
        .select("payment_id, amount, status, reason, expected_on")
        .eq("enrollment_id", enrollment.id)
    ).data as unknown as { payment_id: number; amount: number; status: string; reason: string; expected_on: string }[];
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({ payment_id: second.id, status: "due", reason: "duplicate" });
    expect(Number(owed[0].amount)).toBe(950000);
    // The learner is told the truth by e-mail: received twice, paid back before a date (decision 1040).
    const toldTwice = (
      await until(
        () => outbox(),
        (mails) => mails.some((m) => m.to === learner.email && m.subject.startsWith("Paiement reçu en double")),
        20_000,
      )
    ).find((m) => m.to === learner.email && m.subject.startsWith("Paiement reçu en double"));
    const twiceText = toldTwice?.text.replace(/[\u00a0\u202f]/g, " ") ?? "";
    expect(twiceText).toContain("a été reçu en double : votre inscription était déjà payée");
    expect(twiceText).toMatch(
      /Nous vous remboursons ce second paiement sur la carte bancaire utilisée, avant le \d{1,2}(er)? \S+ \d{4}\./,
    );
    expect(twiceText).toContain("950 000 F CFA");
    expect(twiceText).not.toMatch(/aucun montant/i);
    // Cancelling the paid seat later owes its own refund beside the duplicate's, and the learner is told the right one.
    const cancelled = await call("cancel", { enrollment_id: enrollment.id }, learner.session.access_token);
    expect(cancelled.status).toBe(200);
    const after = (
      await service()
        .from("refunds" as never)
        .select("payment_id, reason")
        .eq("enrollment_id", enrollment.id)
        .order("id")
    ).data as unknown as { payment_id: number; reason: string }[];
    expect(after).toEqual([
      { payment_id: second.id, reason: "duplicate" },
      { payment_id: first.id, reason: "cancellation" },
    ]);
    // Paying the duplicate back issues no credit note: it was never invoiced.
    const service_ = service();
    const refunded = await service_
      .from("refunds" as never)
      .update({ status: "refunded" } as never)
      .eq("payment_id", second.id);
    expect(refunded.error).toBeNull();
    const notesIssued = (
      await service_
        .from("credit_notes" as never)
        .select("id")
        .eq("enrollment_id", enrollment.id)
    ).data as unknown[];
    expect(notesIssued).toHaveLength(0);
    // Marked refunded, the duplicate's refund ends with its e-mail too.
    const paidBack = await until(
      () => outbox(),
      (mails) => mails.some((m) => m.to === learner.email && m.subject.startsWith("Remboursement effectué")),
      20_000,
    );
    expect(paidBack.some((m) => m.to === learner.email && m.subject.startsWith("Remboursement effectué"))).toBe(true);
  });

  it("one payment at a time: while a Mobile Money request waits on the phone, another attempt is refused (409); the learner cancels it, the gateway closes it, then a card is accepted", async () => {
    const { learner, enrollment, paymentId, checkoutUrl, transactionId } = await startMobilePayment();
    const byCard = () =>
      call("create-payment", { enrollment_id: enrollment.id, channel: "carte" }, learner.session.access_token);
    const refused = await byCard();
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { code: string; error: string };
    expect(body.code).toBe("mobile_money_pending");
    expect(body.error).toMatch(/attend encore votre validation sur votre téléphone \(\+2250701020304\)/);
    const transfer = await call(
      "create-payment",
      { enrollment_id: enrollment.id, channel: "virement" },
      learner.session.access_token,
    );
    expect(transfer.status).toBe(409);

    // Someone else cannot cancel it; the learner can, once.
    const other = await signedUpClient(url);
    const foreign = await other.supabase.rpc("cancel_payment_request" as never, { p_payment: paymentId } as never);
    expect(foreign.error?.code).toBe("PA404");
    const cancelled = await learner.supabase.rpc("cancel_payment_request" as never, { p_payment: paymentId } as never);
    expect(cancelled.error).toBeNull();
    const again = await learner.supabase.rpc("cancel_payment_request" as never, { p_payment: paymentId } as never);
    expect(again.error?.code).toBe("PA409");
    expect((await paymentRow(paymentId)).status).toBe("cancelled");
    expect(await eventsOf(paymentId)).toEqual([
      { status: "pending", source: "creation" },
      { status: "cancelled", source: "learner" },
    ]);
    // The sandbox gateway closed the request: validating it on the « phone » pays nothing.
    expect(await (await fetch(checkoutUrl)).text()).toContain("Transaction terminée");
    await choose(transactionId, "succeeded");
    expect((await paymentRow(paymentId)).status).toBe("cancelled");

    expect((await byCard()).status).toBe(201);
    expect(await enrollmentStatus(enrollment.id)).toBe("pending");
  });

  it("the CGV and the session's terms accepted before paying are recorded on the learner's own seat only (decision 1030)", async () => {
    const { learner, enrollment } = await enrolled();
    const other = await signedUpClient(url);
    const terms = "Annulation gratuite jusqu'au 19 avril 2030";
    const foreign = await other.supabase.rpc(
      "accept_sale_terms" as never,
      { p_enrollment: enrollment.id, p_terms: terms } as never,
    );
    expect(foreign.error?.code).toBe("PA404");
    const accepted = await learner.supabase.rpc(
      "accept_sale_terms" as never,
      { p_enrollment: enrollment.id, p_terms: terms } as never,
    );
    expect(accepted.error).toBeNull();
    const row = (
      await service()
        .from("enrollments")
        .select("terms_accepted, terms_accepted_at" as never)
        .eq("id", enrollment.id)
        .single()
    ).data as unknown as { terms_accepted: string; terms_accepted_at: string };
    expect(row.terms_accepted).toBe(terms);
    expect(Date.now() - Date.parse(row.terms_accepted_at)).toBeLessThan(60_000);
  });

  it("a transfer hold never runs past the day before its session, and no transfer is opened less than 7 days before it (decision 1031)", async () => {
    const inFourDays = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    const { learner, enrollment } = await enrolled(CAD_FORMATION, undefined, inFourDays);
    const refused = await call(
      "create-payment",
      { enrollment_id: enrollment.id, channel: "virement" },
      learner.session.access_token,
    );
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { code: string; error: string };
    expect(body.code).toBe("transfer_too_late");
    expect(body.error).toMatch(
      /^Le virement n'est plus proposé pour cette session : elle commence le \d{1,2}(?:er)?\s[a-zéû]+\s\d{4}/,
    );
    // A seat held for a transfer (a promotion, an earlier choice) is capped at noon (UTC) the day before the session.
    const fiveDays = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const updated = await service()
      .from("enrollments")
      .update({ payment_method: "virement", hold_expires_at: fiveDays } as never)
      .eq("id", enrollment.id)
      .select("hold_expires_at")
      .single();
    expect(updated.error).toBeNull();
    const eve = new Date(`${inFourDays}T12:00:00Z`).getTime() - 86_400_000;
    expect(new Date((updated.data as unknown as { hold_expires_at: string }).hold_expires_at).getTime()).toBe(eve);
    // Far enough ahead, a transfer opens as before.
    const later = await enrolled(CAD_FORMATION);
    expect(
      (
        await call(
          "create-payment",
          { enrollment_id: later.enrollment.id, channel: "virement" },
          later.learner.session.access_token,
        )
      ).status,
    ).toBe(201);
  });

  it("a learner reads their own attempts only", async () => {
    const { learner, paymentId } = await startMobilePayment();
    const other = await signedUpClient(url);
    expect(
      (
        (
          await learner.supabase
            .from("payments" as never)
            .select("id")
            .eq("id", paymentId)
        ).data ?? []
      ).length,
    ).toBe(1);
    expect(
      (
        (
          await other.supabase
            .from("payments" as never)
            .select("id")
            .eq("id", paymentId)
        ).data ?? []
      ).length,
    ).toBe(0);
    expect(
      (
        (
          await client(url)
            .from("payments" as never)
            .select("id")
        ).data ?? []
      ).length,
    ).toBe(0);
  });
});
