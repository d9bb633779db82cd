import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/src/app";
import { startBackend, type StartedBackend } from "../../server/src/backend";
import { loadConfig } from "../../server/src/config";
import { REPO_ROOT } from "../../server/src/config/defaults";
import { startCinetPayFake, type CinetPayFake } from "../fakes/cinetpay-fake";
import { startStripeFake, type StripeFake } from "../fakes/stripe-fake";
import { DEV_SERVICE_ROLE_KEY, api, client, signedUpClient } from "../support";

const XOF_FORMATION = 1; // 950 000 XOF
const CAD_FORMATION = 3; // 1 950 CAD
const CINETPAY = { apiKey: "cp-test-apikey-123456", siteId: "445160", secretKey: "cp-test-secret-key-abcdef" };
const STRIPE = { secretKey: "sk_test_fake_123456789", webhookSecret: "whsec_test_fake_abcdef" };

/**
 * Issue 25: the site started with PAYMENT_PROVIDERS=XOF:cinetpay,CAD:stripe against local fakes of both APIs (written
 * from their documentation, tests/fakes), driven from outside as a learner, a gateway and an attacker would.
 */
describe("real gateways against their fakes (CinetPay for XOF, Stripe for CAD)", () => {
  let cinetpay: CinetPayFake;
  let stripe: StripeFake;
  let backend: StartedBackend;
  let url = "";
  let close = async () => {};
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-gateways-"));

  beforeAll(async () => {
    cinetpay = await startCinetPayFake(CINETPAY);
    stripe = await startStripeFake(STRIPE);
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      AUTH_RATE_LIMITS: "off",
      FORM_RATE_LIMIT: "off",
      MAIL_FROM: "test@example.com",
      PAYMENT_PROVIDERS: "XOF:cinetpay,CAD:stripe",
      CINETPAY_API_KEY: CINETPAY.apiKey,
      CINETPAY_SITE_ID: CINETPAY.siteId,
      CINETPAY_SECRET_KEY: CINETPAY.secretKey,
      CINETPAY_API_URL: cinetpay.url,
      STRIPE_SECRET_KEY: STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
      STRIPE_API_URL: stripe.url,
    });
    if (config.mode !== "local") throw new Error("local backend expected");
    backend = await startBackend(config, () => {});
    // eslint-disable-next-line prefer-const -- the fetch handler below reads it, so it is declared before the server starts
    let app: ReturnType<typeof createApp> | undefined;
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: (request, env) => app!.fetch(request, env), port: 0, hostname: "127.0.0.1" }, () =>
        resolve(s),
      );
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    app = createApp({
      siteDir: path.join(REPO_ROOT, "build/client"),
      backend,
      siteUrl: url,
      publicConfig: (origin) => ({ supabaseUrl: origin, supabaseAnonKey: backend.anonKey }),
      devTools: true,
    });
    backend.startJobs(`${url}/functions/v1`);
    stripe.webhookUrl = `${url}/functions/v1/payment-webhook?gateway=stripe`;
    close = async () => {
      await new Promise((resolve) => server.close(resolve));
      await backend.close();
    };
  }, 240_000);

  afterAll(async () => {
    await close();
    await cinetpay?.close();
    await stripe?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const call = (name: string, body: unknown, token?: string) =>
    api(url, `/functions/v1/${name}`, {
      method: "POST",
      token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  async function enrolled(formationId: number) {
    const learner = await signedUpClient(url);
    const created = await service()
      .from("course_sessions")
      .insert({
        formation_id: formationId,
        starts_on: "2030-05-04",
        ends_on: "2030-05-06",
        city: "Abidjan",
        capacity: 20,
      })
      .select("id")
      .single();
    expect(created.error).toBeNull();
    const response = await call(
      "enrol",
      { session_id: created.data!.id, payment_method: formationId === CAD_FORMATION ? "carte" : "mobile" },
      learner.session.access_token,
    );
    expect(response.status).toBe(201);
    const { enrollment_id: enrollmentId } = (await response.json()) as { enrollment_id: number };
    return { learner, enrollmentId: Number(enrollmentId) };
  }

  async function openCinetPay() {
    const { learner, enrollmentId } = await enrolled(XOF_FORMATION);
    const response = await call(
      "create-payment",
      { enrollment_id: enrollmentId, channel: "orange_money", phone: "+225 07 01 02 03 04" },
      learner.session.access_token,
    );
    expect(response.status).toBe(201);
    const { payment_id: paymentId, checkout_url: checkoutUrl } = (await response.json()) as {
      payment_id: number;
      checkout_url: string;
    };
    const transactionId = (await paymentRow(paymentId)).provider_reference;
    return { learner, enrollmentId, paymentId, checkoutUrl, transactionId };
  }

  async function openStripe() {
    const { learner, enrollmentId } = await enrolled(CAD_FORMATION);
    const response = await call(
      "create-payment",
      { enrollment_id: enrollmentId, channel: "carte" },
      learner.session.access_token,
    );
    expect(response.status).toBe(201);
    const { payment_id: paymentId, checkout_url: checkoutUrl } = (await response.json()) as {
      payment_id: number;
      checkout_url: string;
    };
    const sessionId = (await paymentRow(paymentId)).provider_reference;
    return { learner, enrollmentId, paymentId, checkoutUrl, sessionId };
  }

  const paymentRow = async (paymentId: number) => {
    const { data } = await service().from("payments").select("*").eq("id", paymentId).single();
    return data as unknown as {
      status: string;
      provider: string;
      provider_reference: string;
      gateway_fee: number | null;
    };
  };
  const eventCount = async (paymentId: number) =>
    (await service().from("payment_events").select("id").eq("payment_id", paymentId)).data?.length ?? 0;
  const invoicesOf = async (enrollmentId: number) =>
    (await service().from("invoices").select("number, amount, currency").eq("enrollment_id", enrollmentId)).data ?? [];
  const enrollmentStatus = async (id: number) =>
    (await service().from("enrollments").select("status").eq("id", id).single()).data?.status;

  it("a francs CFA seat paid by Orange Money on CinetPay's page: signed notification, re-read, confirmed with one invoice; a replay changes nothing", async () => {
    const { enrollmentId, paymentId, checkoutUrl, transactionId } = await openCinetPay();
    expect((await paymentRow(paymentId)).provider).toBe("cinetpay");
    const sent = cinetpay.transactions.get(transactionId)!;
    expect(sent).toMatchObject({
      amount: 950000,
      currency: "XOF",
      channels: "MOBILE_MONEY",
      customer_phone_number: "2250701020304",
    });
    expect(sent.notify_url).toBe(`${url}/functions/v1/payment-webhook?gateway=cinetpay`);
    expect(sent.return_url).toBe(`${url}/paiement/retour?paiement=${paymentId}`);

    const page = await fetch(checkoutUrl);
    expect(await page.text()).toContain("Orange Money");
    const paid = await fetch(checkoutUrl, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action: "pay", method: "OM" }),
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(sent.return_url);
    // CinetPay may bring the customer back with a POST: the page is served again by GET, with the attempt's id only.
    const back = await fetch(sent.return_url, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ transaction_id: transactionId }),
    });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`/paiement/retour?paiement=${paymentId}`);
    expect(cinetpay.notifications.at(-1)?.status).toBe(200);
    expect((await paymentRow(paymentId)).status).toBe("succeeded");
    expect(await enrollmentStatus(enrollmentId)).toBe("confirmed");
    expect(await invoicesOf(enrollmentId)).toEqual([expect.objectContaining({ amount: 950000, currency: "XOF" })]);

    const events = await eventCount(paymentId);
    const replay = await cinetpay.notify(transactionId);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ changed: false, status: "succeeded" });
    expect(await eventCount(paymentId)).toBe(events);
    expect(await invoicesOf(enrollmentId)).toHaveLength(1);
  });

  it("CinetPay: a bad x-token, an amount that differs from the enrollment and an unknown transaction change nothing", async () => {
    const { enrollmentId, paymentId, transactionId } = await openCinetPay();
    await cinetpay.settle(transactionId, "ACCEPTED", "OM", false);

    const forged = await cinetpay.notify(transactionId, { token: "0".repeat(64) });
    expect(forged.status).toBe(401);
    const tampered = cinetpay.notificationOf(transactionId);
    const altered = await cinetpay.notify(transactionId, {
      token: tampered.token,
      body: tampered.body.replace(/cpm_amount=\d+/, "cpm_amount=5"),
    });
    expect(altered.status).toBe(401);
    expect((await paymentRow(paymentId)).status).toBe("pending");

    // The gateway itself reports another amount than the enrollment's: refused, nothing recorded.
    cinetpay.transactions.get(transactionId)!.amount = 100;
    const mismatch = await cinetpay.notify(transactionId);
    expect(mismatch.status).toBe(409);
    expect((await paymentRow(paymentId)).status).toBe("pending");
    expect(await invoicesOf(enrollmentId)).toHaveLength(0);

    // A genuine transaction of the merchant's account that this site never opened.
    const stranger = await fetch(`${cinetpay.url}/v2/payment`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        apikey: CINETPAY.apiKey,
        site_id: CINETPAY.siteId,
        transaction_id: "AUTRE123",
        amount: 950000,
        currency: "XOF",
        description: "Autre",
        notify_url: `${url}/functions/v1/payment-webhook?gateway=cinetpay`,
        return_url: `${url}/`,
        channels: "MOBILE_MONEY",
      }),
    });
    expect(((await stranger.json()) as { code: string }).code).toBe("201");
    await cinetpay.settle("AUTRE123", "ACCEPTED", "OM", false);
    const unknown = await cinetpay.notify("AUTRE123");
    expect(unknown.status).toBe(404);
    expect(await enrollmentStatus(enrollmentId)).toBe("pending");
  });

  it("CinetPay: a notification that never arrives is settled by the re-check job", async () => {
    const { enrollmentId, paymentId, transactionId } = await openCinetPay();
    await cinetpay.settle(transactionId, "ACCEPTED", "MOMO", false);
    expect((await paymentRow(paymentId)).status).toBe("pending");
    const ran = await backend.jobs.runDue({
      asOf: new Date(Date.now() + 60 * 60_000),
      dedupeKey: `payments.recheck:${paymentId}:1`,
    });
    expect(ran).toBe(1);
    expect((await paymentRow(paymentId)).status).toBe("succeeded");
    expect(await invoicesOf(enrollmentId)).toHaveLength(1);
  });

  it("CinetPay: the return page's status call re-reads the gateway instead of trusting the URL; refusal is recorded as failed", async () => {
    const paid = await openCinetPay();
    await cinetpay.settle(paid.transactionId, "ACCEPTED", "WAVECI", false);
    const status = await call("payment-status", { payment_id: paid.paymentId }, paid.learner.session.access_token);
    expect(await status.json()).toMatchObject({ status: "succeeded" });

    const refused = await openCinetPay();
    await cinetpay.settle(refused.transactionId, "REFUSED", "OM");
    expect((await paymentRow(refused.paymentId)).status).toBe("failed");
    expect(await enrollmentStatus(refused.enrollmentId)).toBe("pending");

    const stranger = await signedUpClient(url);
    const peek = await call("payment-status", { payment_id: paid.paymentId }, stranger.session.access_token);
    expect(peek.status).toBe(404);
  });

  it("a CAD seat paid by card through Stripe Checkout: signed event, session re-read, confirmed with one invoice and the fee; forged and replayed events change nothing", async () => {
    const { enrollmentId, paymentId, checkoutUrl, sessionId } = await openStripe();
    const session = stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      amount_total: 195000,
      currency: "cad",
      client_reference_id: String(paymentId),
      metadata: { payment_id: String(paymentId) },
      success_url: `${url}/paiement/retour?paiement=${paymentId}`,
    });

    const forged = await stripe.sendEvent("checkout.session.completed", sessionId, {
      signature: stripe.sign("{}", "whsec_wrong_secret"),
    });
    expect(forged.response.status).toBe(401);

    const paid = await fetch(checkoutUrl, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ card: "4242 4242 4242 4242" }),
    });
    expect(paid.status).toBe(303);
    expect(stripe.events.at(-1)).toEqual({ type: "checkout.session.completed", status: 200 });
    const row = await paymentRow(paymentId);
    expect(row.status).toBe("succeeded");
    expect(Number(row.gateway_fee)).toBeCloseTo((Math.round(195000 * 0.029) + 30) / 100);
    expect(await enrollmentStatus(enrollmentId)).toBe("confirmed");
    expect(await invoicesOf(enrollmentId)).toEqual([expect.objectContaining({ amount: 1950, currency: "CAD" })]);

    const events = await eventCount(paymentId);
    const replay = await stripe.sendEvent("checkout.session.completed", sessionId);
    expect(replay.response.status).toBe(200);
    expect(await eventCount(paymentId)).toBe(events);

    const ignored = await stripe.sendEvent("customer.created", sessionId);
    expect(ignored.response.status).toBe(200);
  });

  it("Stripe: an event for a session the site never opened, and a lost event settled by the re-check job", async () => {
    const { paymentId, sessionId, enrollmentId } = await openStripe();
    await stripe.pay(sessionId, false);
    expect((await paymentRow(paymentId)).status).toBe("pending");
    await backend.jobs.runDue({
      asOf: new Date(Date.now() + 60 * 60_000),
      dedupeKey: `payments.recheck:${paymentId}:1`,
    });
    expect((await paymentRow(paymentId)).status).toBe("succeeded");
    expect(await invoicesOf(enrollmentId)).toHaveLength(1);

    const payload = JSON.stringify({
      id: "evt_unknown",
      object: "event",
      type: "checkout.session.completed",
      data: { object: { id: "cs_test_neverseen", object: "checkout.session" } },
    });
    const unknown = await stripe.sendEvent("checkout.session.completed", sessionId, {
      payload,
      signature: stripe.sign(payload),
    });
    expect(unknown.response.status).toBe(404);
  });

  it("refunds: Stripe's through its API with the right amount and the refund id recorded; CinetPay's marked paid out by staff", async () => {
    const admin = await signedUpClient(url, "Admin Paiements");
    await service().rpc("set_user_role" as never, { target_user: admin.user.id, new_role: "admin" } as never);

    const card = await openStripe();
    await stripe.pay(card.sessionId);
    expect((await paymentRow(card.paymentId)).status).toBe("succeeded");
    await service().from("enrollments").update({ status: "cancelled" }).eq("id", card.enrollmentId);
    const due = (await service().from("refunds").select("*").eq("enrollment_id", card.enrollmentId).single())
      .data as unknown as { id: number; status: string; expected_on: string };
    expect(due.status).toBe("due");
    expect(due.expected_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const learnerTry = await call("refund-payment", { refund_id: due.id }, card.learner.session.access_token);
    expect(learnerTry.status).toBe(403);
    const refunded = await call("refund-payment", { refund_id: due.id }, admin.session.access_token);
    expect(refunded.status).toBe(200);
    const answer = (await refunded.json()) as { provider_refund_id: string; through: string };
    expect(answer.through).toBe("gateway");
    const atStripe = stripe.refunds.at(-1)!;
    expect(atStripe).toMatchObject({ amount: 195000, currency: "cad", id: answer.provider_refund_id });
    expect(atStripe.payment_intent).toBe(stripe.sessions.get(card.sessionId)!.payment_intent);
    const row = (await service().from("refunds").select("*").eq("id", due.id).single()).data as unknown as {
      status: string;
      provider_refund_id: string;
      refunded_by: string;
    };
    expect(row).toMatchObject({ status: "refunded", provider_refund_id: atStripe.id, refunded_by: admin.user.id });
    const again = await call("refund-payment", { refund_id: due.id }, admin.session.access_token);
    expect(again.status).toBe(409);
    expect(stripe.refunds.filter((r) => r.payment_intent === atStripe.payment_intent)).toHaveLength(1);

    // The credit note is issued once, the learner downloads it and is told by e-mail, once.
    const note = (await service().from("credit_notes").select("number, amount, currency").eq("refund_id", due.id))
      .data as unknown as { number: string; amount: number; currency: string }[];
    expect(note).toHaveLength(1);
    expect({ ...note[0], amount: Number(note[0].amount) }).toMatchObject({ amount: 1950, currency: "CAD" });
    const pdf = await call("credit-note", { enrollment_id: card.enrollmentId }, card.learner.session.access_token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    await fetch(`${url}/_dev/jobs/run`, { method: "POST" });
    await fetch(`${url}/_dev/jobs/run`, { method: "POST" });
    const outbox = (await (await fetch(`${url}/_dev/outbox`)).json()) as { to: string; subject: string }[];
    expect(
      outbox.filter(
        (mail) => mail.to === card.learner.email && mail.subject === `Remboursement effectué — avoir ${note[0].number}`,
      ),
    ).toHaveLength(1);

    const mobile = await openCinetPay();
    await cinetpay.settle(mobile.transactionId, "ACCEPTED", "OM");
    await service().from("enrollments").update({ status: "cancelled" }).eq("id", mobile.enrollmentId);
    const owed = (await service().from("refunds").select("id").eq("enrollment_id", mobile.enrollmentId).single())
      .data as unknown as { id: number };
    const paidOut = await call(
      "refund-payment",
      { refund_id: owed.id, reference: "OM-TRANSFERT-778899" },
      admin.session.access_token,
    );
    expect(await paidOut.json()).toMatchObject({ through: "manual", provider_refund_id: "OM-TRANSFERT-778899" });
  });
});
