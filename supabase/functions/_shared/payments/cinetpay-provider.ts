import { CINETPAY_TOKEN_FIELDS, cinetpayAmountProblem, cinetpayChannels, cinetpayMessage } from "./cinetpay-codes.ts";
import type { Checkout, CheckoutRequest, PaymentProvider, ProviderStatus, ProviderTransaction } from "./provider.ts";
import { ProviderRefusedError, ProviderUnavailableError } from "./provider.ts";
import type { CinetPaySettings } from "./settings.ts";
import { hmacHex, hmacMatches, randomHex } from "./hmac.ts";

const TIMEOUT_MS = 15_000;

interface CinetPayAnswer {
  code?: unknown;
  message?: unknown;
  description?: unknown;
  data?: Record<string, unknown> | null;
}

/** The notification's x-token: HMAC-SHA256 (hex), keyed with the secret key, of the form fields concatenated in order. */
export function cinetpayToken(secretKey: string, fields: URLSearchParams | Record<string, string>): Promise<string> {
  const read = (name: string) => (fields instanceof URLSearchParams ? (fields.get(name) ?? "") : (fields[name] ?? ""));
  const data = CINETPAY_TOKEN_FIELDS.map(read).join("");
  return hmacHex(secretKey, data);
}

/**
 * CinetPay's Payment API (docs.cinetpay.com, decision 0856): `POST /v2/payment` opens a transaction whose id we choose
 * and answers the hosted page's URL; the notification is a form POST signed by `x-token`; `POST /v2/payment/check`
 * is the status the site believes. Amounts are whole francs CFA, multiples of 5, at least 100.
 */
export function cinetpayProvider(settings: CinetPaySettings): PaymentProvider {
  async function call(path: string, body: Record<string, unknown>): Promise<CinetPayAnswer> {
    let response: Response;
    try {
      response = await fetch(`${settings.apiUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ apikey: settings.apiKey, site_id: settings.siteId, ...body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`CinetPay ${path} unreachable: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => null)) as CinetPayAnswer | null;
    if (!answer || typeof answer !== "object")
      throw new ProviderUnavailableError(`CinetPay ${path} answered ${response.status} without JSON`);
    return answer;
  }

  return {
    name: "cinetpay",
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const problem = cinetpayAmountProblem(request.amount, request.currency);
      if (problem) throw new ProviderRefusedError(`CinetPay refuses ${request.amount} ${request.currency}`, problem);
      const customer = request.customer;
      const [firstName, ...rest] = (customer?.fullName?.trim() || "Client").split(/\s+/);
      // Our id for CinetPay: unique per attempt, letters and digits only (the API rejects some punctuation).
      const transactionId = `PAC${request.paymentId}X${randomHex(6).toUpperCase()}`;
      const phone = request.phone?.replace(/^\+/, "");
      const answer = await call("/v2/payment", {
        transaction_id: transactionId,
        amount: request.amount,
        currency: "XOF",
        description: request.description.replace(/[#/$_&]/g, " ").slice(0, 200),
        notify_url: `${request.notifyUrl}?gateway=cinetpay`,
        return_url: request.returnUrl,
        channels: cinetpayChannels(request.channel),
        lang: "fr",
        metadata: String(request.paymentId),
        customer_id: String(request.paymentId),
        customer_name: firstName,
        customer_surname: rest.join(" ") || firstName,
        customer_email: customer?.email ?? "",
        customer_phone_number: phone ?? "",
        customer_address: customer?.city ?? "Abidjan",
        customer_city: customer?.city ?? "Abidjan",
        customer_country: phone?.startsWith("221") ? "SN" : "CI",
        customer_state: phone?.startsWith("221") ? "SN" : "CI",
        customer_zip_code: "00000",
      });
      const url = answer.data?.payment_url;
      if (String(answer.code) !== "201" || typeof url !== "string") {
        throw new ProviderRefusedError(
          `CinetPay refused the payment: ${String(answer.code)} ${String(answer.message)}`,
          cinetpayMessage(String(answer.code)),
        );
      }
      return { providerReference: transactionId, checkoutUrl: url };
    },

    async fetchStatus(providerReference: string): Promise<ProviderTransaction> {
      const answer = await call("/v2/payment/check", { transaction_id: providerReference });
      const data = answer.data;
      const status = typeof data?.status === "string" ? data.status : null;
      if (!data || !status)
        throw new ProviderUnavailableError(
          `CinetPay check of ${providerReference}: ${String(answer.code)} ${String(answer.message)}`,
        );
      return {
        providerReference,
        status: statusOf(status),
        amount: Number(data.amount),
        currency: String(data.currency),
      };
    },

    async verifyNotification(rawBody: string, headers: Headers) {
      const given = headers.get("x-token");
      if (!given || !/^[0-9a-f]{64}$/i.test(given)) return null;
      const fields = new URLSearchParams(rawBody);
      const data = CINETPAY_TOKEN_FIELDS.map((name) => fields.get(name) ?? "").join("");
      if (!(await hmacMatches(settings.secretKey, data, given))) return null;
      const transactionId = fields.get("cpm_trans_id");
      if (fields.get("cpm_site_id") !== settings.siteId || !transactionId || transactionId.length > 100) return null;
      return { providerReference: transactionId };
    },
  };
}

/** ACCEPTED is paid, REFUSED (and a cancelled transaction) failed; every waiting code is still pending. */
function statusOf(status: string): ProviderStatus {
  if (status === "ACCEPTED") return "succeeded";
  if (status === "REFUSED" || status === "CANCELED" || status === "CANCELLED") return "failed";
  return "pending";
}
