import { createHmac, randomBytes } from "node:crypto";
import { escapeHtml, page, serveFake, type FakeReply, type FakeRequest } from "./http";

/**
 * A local stand-in for CinetPay's Payment API, written from its published documentation (docs.cinetpay.com, Payment
 * API: Initialisation, Notification, Vérification, X-TOKEN HMAC, Tableau des codes) and independent of the site's
 * code: `POST /v2/payment` (JSON), its hosted page where a tester pays (Orange Money, MTN, Moov, Wave, card) or
 * refuses, the notification as a form POST signed with `x-token`, and `POST /v2/payment/check`.
 */
export interface CinetPayFakeOptions {
  apiKey: string;
  siteId: string;
  secretKey: string;
  port?: number;
}

export type CinetPayStatus = "WAITING_FOR_CUSTOMER" | "ACCEPTED" | "REFUSED";

export interface CinetPayTransaction {
  transaction_id: string;
  payment_token: string;
  amount: number;
  currency: string;
  description: string;
  notify_url: string;
  return_url: string;
  channels: string;
  metadata: string;
  customer_phone_number: string;
  status: CinetPayStatus;
  payment_method: string;
  payment_date: string;
  operator_id: string;
}

const OPERATORS: Record<string, string> = {
  OM: "Orange Money",
  MOMO: "MTN Mobile Money",
  FLOOZ: "Moov Money",
  WAVECI: "Wave",
  VISAM: "Carte bancaire",
};

const REQUIRED = [
  "apikey",
  "site_id",
  "transaction_id",
  "amount",
  "currency",
  "description",
  "notify_url",
  "return_url",
  "channels",
];
const CARD_REQUIRED = [
  "customer_name",
  "customer_surname",
  "customer_email",
  "customer_phone_number",
  "customer_address",
  "customer_city",
  "customer_country",
  "customer_state",
  "customer_zip_code",
];
const TOKEN_FIELDS = [
  "cpm_site_id",
  "cpm_trans_id",
  "cpm_trans_date",
  "cpm_amount",
  "cpm_currency",
  "signature",
  "payment_method",
  "cel_phone_num",
  "cpm_phone_prefixe",
  "cpm_language",
  "cpm_version",
  "cpm_payment_config",
  "cpm_page_action",
  "cpm_custom",
  "cpm_designation",
  "cpm_error_message",
];

const answer = (code: string, message: string, description: string, data: unknown = null, status = 200) => ({
  status,
  json: { code, message, description, data, api_response_id: `${Date.now()}.${randomBytes(3).toString("hex")}` },
});

const stamp = () => new Date().toISOString().slice(0, 19).replace("T", " ");

export async function startCinetPayFake(options: CinetPayFakeOptions) {
  const transactions = new Map<string, CinetPayTransaction>();
  const byToken = new Map<string, string>();
  const notifications: { url: string; status: number }[] = [];
  let base = "";

  function authError(body: Record<string, unknown>): FakeReply | null {
    if (body.apikey !== options.apiKey)
      return answer("609", "AUTH_NOT_FOUND", "Votre apikey est incorrecte", null, 401);
    if (String(body.site_id) !== options.siteId)
      return answer("613", "ERROR_SITE_ID_NOTVALID", "Le site_id est incorrect", null, 400);
    return null;
  }

  function parse(request: FakeRequest): Record<string, unknown> | null {
    const type = String(request.headers["content-type"] ?? "");
    try {
      if (type.includes("application/json")) return JSON.parse(request.body) as Record<string, unknown>;
      return Object.fromEntries(new URLSearchParams(request.body));
    } catch {
      return null;
    }
  }

  function initialise(body: Record<string, unknown>): FakeReply {
    const missing = REQUIRED.filter((name) => body[name] === undefined || body[name] === "");
    if (missing.length > 0)
      return answer(
        "608",
        "MINIMUM_REQUIRED_FIELDS",
        `Champs obligatoires manquants : ${missing.join(", ")}`,
        null,
        400,
      );
    const denied = authError(body);
    if (denied) return denied;
    const channels = String(body.channels);
    if (!["ALL", "MOBILE_MONEY", "CREDIT_CARD", "WALLET"].includes(channels))
      return answer("608", "MINIMUM_REQUIRED_FIELDS", "channels : ALL, MOBILE_MONEY, CREDIT_CARD ou WALLET", null, 400);
    if (channels !== "MOBILE_MONEY") {
      const absent = CARD_REQUIRED.filter((name) => !body[name]);
      if (absent.length > 0)
        return answer(
          "608",
          "MINIMUM_REQUIRED_FIELDS",
          `Champs client requis pour la carte : ${absent.join(", ")}`,
          null,
          400,
        );
    }
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 100 || (body.currency !== "USD" && amount % 5 !== 0))
      return answer("624", "PROCESSING_ERROR", "Le montant doit être un entier multiple de 5, au moins 100", null, 400);
    const id = String(body.transaction_id);
    if (transactions.has(id))
      return answer("624", "PROCESSING_ERROR", "Cet identifiant de transaction est déjà utilisé", null, 400);
    const token = randomBytes(24).toString("hex");
    transactions.set(id, {
      transaction_id: id,
      payment_token: token,
      amount,
      currency: String(body.currency),
      description: String(body.description),
      notify_url: String(body.notify_url),
      return_url: String(body.return_url),
      channels,
      metadata: String(body.metadata ?? ""),
      customer_phone_number: String(body.customer_phone_number ?? ""),
      status: "WAITING_FOR_CUSTOMER",
      payment_method: "",
      payment_date: "",
      operator_id: "",
    });
    byToken.set(token, id);
    return answer("201", "CREATED", "Transaction created with success", {
      payment_token: token,
      payment_url: `${base}/payment/${token}`,
    });
  }

  function check(body: Record<string, unknown>): FakeReply {
    const denied = authError(body);
    if (denied) return denied;
    const transaction = transactions.get(String(body.transaction_id ?? ""));
    if (!transaction) return answer("624", "PROCESSING_ERROR", "Transaction introuvable", null, 404);
    const data = {
      amount: String(transaction.amount),
      currency: transaction.currency,
      status: transaction.status,
      payment_method: transaction.payment_method,
      description: transaction.description,
      metadata: transaction.metadata,
      operator_id: transaction.operator_id,
      payment_date: transaction.payment_date,
      fund_availability_date: transaction.payment_date,
    };
    if (transaction.status === "ACCEPTED") return answer("00", "SUCCES", "Paiement accepté", data);
    if (transaction.status === "REFUSED") return answer("600", "PAYMENT_FAILED", "Paiement refusé", data);
    return answer("662", "WAITING_CUSTOMER_PAYMENT", "En attente du paiement du client", data);
  }

  /** The notification CinetPay posts for a transaction, with its x-token (or the one given, to forge it). */
  function notificationOf(transaction: CinetPayTransaction) {
    const phone = transaction.customer_phone_number;
    const prefix = phone.startsWith("221") ? "221" : "225";
    const fields: Record<string, string> = {
      cpm_site_id: options.siteId,
      cpm_trans_id: transaction.transaction_id,
      cpm_trans_date: stamp(),
      cpm_amount: String(transaction.amount),
      cpm_currency: transaction.currency,
      signature: randomBytes(16).toString("hex"),
      payment_method: transaction.payment_method || "OM",
      cel_phone_num: phone.startsWith(prefix) ? phone.slice(prefix.length) : phone,
      cpm_phone_prefixe: prefix,
      cpm_language: "fr",
      cpm_version: "V4",
      cpm_payment_config: "SINGLE",
      cpm_page_action: "PAYMENT",
      cpm_custom: transaction.metadata,
      cpm_designation: transaction.description,
      cpm_error_message: transaction.status === "ACCEPTED" ? "SUCCES" : "PAYMENT_FAILED",
    };
    const token = createHmac("sha256", options.secretKey)
      .update(TOKEN_FIELDS.map((name) => fields[name] ?? "").join(""))
      .digest("hex");
    return { body: new URLSearchParams(fields).toString(), token };
  }

  async function notify(transactionId: string, override: { token?: string; body?: string } = {}) {
    const transaction = transactions.get(transactionId);
    if (!transaction) throw new Error(`no transaction ${transactionId}`);
    const built = notificationOf(transaction);
    const response = await fetch(transaction.notify_url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-token": override.token ?? built.token },
      body: override.body ?? built.body,
      signal: AbortSignal.timeout(20_000),
    });
    notifications.push({ url: transaction.notify_url, status: response.status });
    return response;
  }

  /** The customer's choice on the hosted page; `notify: false` plays a notification lost on the way. */
  async function settle(transactionId: string, outcome: "ACCEPTED" | "REFUSED", method = "OM", notifyNow = true) {
    const transaction = transactions.get(transactionId);
    if (!transaction) throw new Error(`no transaction ${transactionId}`);
    transaction.status = outcome;
    transaction.payment_method = method;
    transaction.payment_date = stamp();
    transaction.operator_id = outcome === "ACCEPTED" ? `MP${Date.now()}` : "";
    if (notifyNow) await notify(transactionId).catch(() => undefined);
  }

  function hostedPage(token: string): FakeReply {
    const transaction = transactions.get(byToken.get(token) ?? "");
    if (!transaction) return { status: 404, html: page("Introuvable", "<p>Transaction introuvable.</p>") };
    const methods =
      transaction.channels === "CREDIT_CARD"
        ? ["VISAM"]
        : transaction.channels === "MOBILE_MONEY"
          ? ["OM", "MOMO", "FLOOZ", "WAVECI"]
          : Object.keys(OPERATORS);
    const options = methods
      .map(
        (code, i) =>
          `<label><input type="radio" name="method" value="${code}"${i === 0 ? " checked" : ""}> ${OPERATORS[code]}</label><br>`,
      )
      .join("");
    const done = transaction.status !== "WAITING_FOR_CUSTOMER";
    return {
      html: page(
        "CinetPay — guichet de paiement (simulation locale)",
        `<h1>CinetPay (simulation locale)</h1><p>${escapeHtml(transaction.description)}</p>` +
          `<p>Montant : <strong>${transaction.amount} ${escapeHtml(transaction.currency)}</strong></p>` +
          (done
            ? `<p>Transaction ${transaction.status === "ACCEPTED" ? "acceptée" : "refusée"}.</p><p><a href="${escapeHtml(transaction.return_url)}">Retour au site marchand</a></p>`
            : `<form method="post"><fieldset><legend>Moyen de paiement</legend>${options}</fieldset>` +
              `<button name="action" value="pay">Payer</button> <button name="action" value="refuse">Refuser le paiement</button>` +
              ` <button name="action" value="pay-silent">Payer sans notification (test)</button></form>`),
      ),
    };
  }

  const started = await serveFake(async (request) => {
    if (request.method === "POST" && (request.path === "/v2/payment" || request.path === "/v2/payment/check")) {
      const body = parse(request);
      if (!body) return answer("608", "MINIMUM_REQUIRED_FIELDS", "Corps illisible", null, 400);
      return request.path === "/v2/payment" ? initialise(body) : check(body);
    }
    const match = /^\/payment\/([0-9a-f]{48})$/.exec(request.path);
    if (match && request.method === "GET") return hostedPage(match[1]);
    if (match && request.method === "POST") {
      const id = byToken.get(match[1]);
      const transaction = id ? transactions.get(id) : undefined;
      if (!transaction) return { status: 404, html: page("Introuvable", "<p>Transaction introuvable.</p>") };
      const form = new URLSearchParams(request.body);
      const action = form.get("action");
      if (transaction.status === "WAITING_FOR_CUSTOMER") {
        const method = form.get("method") ?? "OM";
        if (action === "refuse") await settle(transaction.transaction_id, "REFUSED", method);
        else if (action === "pay-silent") await settle(transaction.transaction_id, "ACCEPTED", method, false);
        else await settle(transaction.transaction_id, "ACCEPTED", method);
      }
      return { redirect: transaction.return_url };
    }
    return { status: 404, json: { code: "404", message: "NOT_FOUND" } };
  }, options.port);
  base = started.url;

  return {
    url: started.url,
    close: started.close,
    transactions,
    notifications,
    /** The customer pays (or refuses) on the hosted page; the notification follows unless `notify` is false. */
    settle,
    /** Posts the notification of a transaction again (a replay), or with a forged token/body. */
    notify,
    notificationOf: (transactionId: string) => notificationOf(transactions.get(transactionId)!),
  };
}

export type CinetPayFake = Awaited<ReturnType<typeof startCinetPayFake>>;
