import { createHmac, randomBytes } from "node:crypto";
import { escapeHtml, page, serveFake, type FakeReply, type FakeRequest } from "./http";

/**
 * A local stand-in for the parts of Stripe's API a Checkout integration uses, written from Stripe's API reference
 * (Checkout Sessions create/retrieve with `expand`, Payment Intents, Refunds, Errors, Idempotent requests, Webhook
 * signatures) and independent of the site's code. The official `stripe` library talks to it unchanged (host, port
 * and protocol options). Its hosted page lets a tester pay with a test card (4242…) or see a decline (…0002); the
 * `checkout.session.completed` event is then posted to the webhook endpoint, signed like Stripe's.
 */
export interface StripeFakeOptions {
  secretKey: string;
  webhookSecret: string;
  /** The endpoint registered "in the dashboard"; may be set later (`fake.webhookUrl = …`). */
  webhookUrl?: string;
  port?: number;
}

type Params = Record<string, unknown>;

interface Session {
  id: string;
  object: "checkout.session";
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_status: "paid" | "unpaid";
  status: "open" | "complete" | "expired";
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  livemode: false;
  created: number;
}

interface PaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  latest_charge: string;
}

interface Refund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: "succeeded";
  metadata: Record<string, string>;
  created: number;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`a[b][0][c]=1`) back into nested objects and arrays. */
export function parseStripeForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[i + 1]) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

const error = (status: number, type: string, message: string, extra: Params = {}): FakeReply => ({
  status,
  json: { error: { type, message, ...extra } },
});

export async function startStripeFake(options: StripeFakeOptions) {
  const sessions = new Map<string, Session>();
  const intents = new Map<string, PaymentIntent>();
  const refunds: Refund[] = [];
  const events: { type: string; status: number }[] = [];
  const idempotent = new Map<string, FakeReply>();
  let base = "";

  function charge(intent: PaymentIntent) {
    const fee = Math.round(intent.amount * 0.029) + 30;
    return {
      id: intent.latest_charge,
      object: "charge",
      amount: intent.amount,
      currency: intent.currency,
      balance_transaction: {
        id: `txn_${intent.latest_charge.slice(3)}`,
        object: "balance_transaction",
        fee,
        net: intent.amount - fee,
      },
    };
  }

  function expanded(session: Session, expand: string[]) {
    if (!session.payment_intent || !expand.some((path) => path.startsWith("payment_intent"))) return session;
    const intent = intents.get(session.payment_intent)!;
    const withCharge = expand.some((path) => path.startsWith("payment_intent.latest_charge"));
    return { ...session, payment_intent: withCharge ? { ...intent, latest_charge: charge(intent) } : intent };
  }

  function createSession(params: Params): FakeReply {
    if (params.mode !== "payment")
      return error(400, "invalid_request_error", "Missing required param: mode.", {
        code: "parameter_missing",
        param: "mode",
      });
    if (typeof params.success_url !== "string")
      return error(400, "invalid_request_error", "Missing required param: success_url.", {
        code: "parameter_missing",
        param: "success_url",
      });
    const items = params.line_items as
      | {
          quantity?: string;
          price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } };
        }[]
      | undefined;
    if (!Array.isArray(items) || items.length === 0)
      return error(400, "invalid_request_error", "Missing required param: line_items.", {
        code: "parameter_missing",
        param: "line_items",
      });
    let total = 0;
    let currency = "";
    for (const [i, item] of items.entries()) {
      const amount = Number(item.price_data?.unit_amount);
      if (!Number.isInteger(amount) || amount < 1 || !item.price_data?.product_data?.name || !item.price_data.currency)
        return error(400, "invalid_request_error", `Invalid line_items[${i}][price_data].`, {
          code: "parameter_invalid_integer",
          param: `line_items[${i}][price_data][unit_amount]`,
        });
      total += amount * Number(item.quantity ?? 1);
      currency = item.price_data.currency;
    }
    if (currency === "cad" && total < 50)
      return error(
        400,
        "invalid_request_error",
        "The Checkout Session's total amount due must add up to at least $0.50 cad",
        { code: "amount_too_small" },
      );
    const sessionId = id("cs");
    const session: Session = {
      id: sessionId,
      object: "checkout.session",
      amount_subtotal: total,
      amount_total: total,
      currency,
      client_reference_id: typeof params.client_reference_id === "string" ? params.client_reference_id : null,
      customer_email: typeof params.customer_email === "string" ? params.customer_email : null,
      metadata: (params.metadata as Record<string, string>) ?? {},
      mode: "payment",
      payment_intent: null,
      payment_status: "unpaid",
      status: "open",
      success_url: params.success_url,
      cancel_url: typeof params.cancel_url === "string" ? params.cancel_url : null,
      url: `${base}/c/pay/${sessionId}`,
      livemode: false,
      created: now(),
    };
    sessions.set(sessionId, session);
    return { json: session };
  }

  function createRefund(params: Params): FakeReply {
    const intent = intents.get(String(params.payment_intent ?? ""));
    if (!intent)
      return error(400, "invalid_request_error", `No such payment_intent: '${String(params.payment_intent)}'`, {
        code: "resource_missing",
        param: "payment_intent",
      });
    const refunded = refunds.filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
    const amount = params.amount === undefined ? intent.amount - refunded : Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount - refunded)
      return error(
        400,
        "invalid_request_error",
        `Refund amount (${amount}) is greater than unrefunded amount on charge.`,
        { code: "amount_too_large", param: "amount" },
      );
    const refund: Refund = {
      id: id("re"),
      object: "refund",
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.latest_charge,
      status: "succeeded",
      metadata: (params.metadata as Record<string, string>) ?? {},
      created: now(),
    };
    refunds.push(refund);
    return { json: refund };
  }

  function api(request: FakeRequest): FakeReply {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`)
      return error(401, "invalid_request_error", "Invalid API Key provided.");
    const key = request.headers["idempotency-key"];
    const remember = (reply: FakeReply) => {
      if (typeof key === "string" && request.method === "POST" && (reply.status ?? 200) < 500)
        idempotent.set(key, reply);
      return reply;
    };
    if (typeof key === "string" && request.method === "POST" && idempotent.has(key)) return idempotent.get(key)!;
    if (request.method === "POST" && request.path === "/v1/checkout/sessions")
      return remember(createSession(parseStripeForm(request.body)));
    if (request.method === "POST" && request.path === "/v1/refunds")
      return remember(createRefund(parseStripeForm(request.body)));
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(request.path);
    if (request.method === "GET" && sessionMatch) {
      const session = sessions.get(sessionMatch[1]);
      if (!session)
        return error(404, "invalid_request_error", `No such checkout.session: '${sessionMatch[1]}'`, {
          code: "resource_missing",
          param: "session",
        });
      const expand = [...request.query].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value);
      return { json: expanded(session, expand) };
    }
    const intentMatch = /^\/v1\/payment_intents\/([\w]+)$/.exec(request.path);
    if (request.method === "GET" && intentMatch) {
      const intent = intents.get(intentMatch[1]);
      if (!intent)
        return error(404, "invalid_request_error", `No such payment_intent: '${intentMatch[1]}'`, {
          code: "resource_missing",
        });
      return { json: intent };
    }
    return error(404, "invalid_request_error", `Unrecognized request URL (${request.method}: ${request.path}).`);
  }

  /** Stripe's webhook signature: `t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>`. */
  const sign = (payload: string, secret = options.webhookSecret, timestamp = now()) =>
    `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex")}`;

  function eventOf(type: string, session: Session) {
    return JSON.stringify({
      id: id("evt"),
      object: "event",
      api_version: "2026-10-28.endive",
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: session },
    });
  }

  /** Posts an event about a session to the endpoint; `signature` replaces the genuine one (to forge it). */
  async function sendEvent(type: string, sessionId: string, override: { signature?: string; payload?: string } = {}) {
    if (!fake.webhookUrl) throw new Error("the Stripe fake has no webhook endpoint");
    const payload = override.payload ?? eventOf(type, sessions.get(sessionId)!);
    const response = await fetch(fake.webhookUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "stripe-signature": override.signature ?? sign(payload),
      },
      body: payload,
      signal: AbortSignal.timeout(20_000),
    });
    events.push({ type, status: response.status });
    return { response, payload };
  }

  /** The customer pays with a card that works; the event follows unless `notify` is false. */
  async function pay(sessionId: string, notify = true) {
    const session = sessions.get(sessionId);
    if (!session || session.status !== "open") throw new Error(`session ${sessionId} is not open`);
    const intent: PaymentIntent = {
      id: id("pi"),
      object: "payment_intent",
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      status: "succeeded",
      metadata: session.metadata,
      latest_charge: id("ch"),
    };
    intents.set(intent.id, intent);
    Object.assign(session, { payment_intent: intent.id, payment_status: "paid", status: "complete", url: null });
    if (notify) await sendEvent("checkout.session.completed", sessionId).catch(() => undefined);
  }

  function hostedPage(sessionId: string, message = ""): FakeReply {
    const session = sessions.get(sessionId);
    if (!session) return { status: 404, html: page("Introuvable", "<p>Session introuvable.</p>") };
    const amount = (session.amount_total / 100).toFixed(2);
    return {
      html: page(
        "Stripe Checkout (simulation locale)",
        `<h1>Stripe Checkout (simulation locale)</h1><p>Montant : <strong>${amount} ${session.currency.toUpperCase()}</strong></p>` +
          (message ? `<p role="alert">${escapeHtml(message)}</p>` : "") +
          (session.status === "open"
            ? `<form method="post"><label>Numéro de carte <input name="card" value="4242 4242 4242 4242" autocomplete="off"></label>` +
              `<p><button>Payer</button></p></form>` +
              (session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Annuler</a></p>` : "")
            : `<p>Cette session est terminée.</p>`),
      ),
    };
  }

  const started = await serveFake(async (request) => {
    if (request.path.startsWith("/v1/")) return api(request);
    const match = /^\/c\/pay\/(cs_test_[0-9a-f]+)$/.exec(request.path);
    if (match && request.method === "GET") return hostedPage(match[1]);
    if (match && request.method === "POST") {
      const session = sessions.get(match[1]);
      if (!session || session.status !== "open") return hostedPage(match[1]);
      const card = (new URLSearchParams(request.body).get("card") ?? "").replace(/\s/g, "");
      if (card === "4000000000000002") return hostedPage(match[1], "Votre carte a été refusée.");
      if (card !== "4242424242424242")
        return hostedPage(match[1], "Numéro de carte de test inconnu (4242 4242 4242 4242).");
      await pay(session.id);
      return { redirect: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) };
    }
    return error(404, "invalid_request_error", "Not found");
  }, options.port);
  base = started.url;

  const fake = {
    url: started.url,
    close: started.close,
    webhookUrl: options.webhookUrl,
    sessions,
    intents,
    refunds,
    events,
    pay,
    sendEvent,
    sign,
    /** The session expires unpaid (Stripe does it after 24 hours). */
    expire(sessionId: string) {
      Object.assign(sessions.get(sessionId)!, { status: "expired", url: null });
    },
  };
  return fake;
}

export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;
