import type { Context } from "hono";
import { pagePaths } from "@common/urls";

/**
 * POST /paiement/retour?paiement=<id>: CinetPay sends the customer back to `return_url` with a POST (its « URL de
 * retour » page: the URL must accept GET and POST). Answered with a 303 to the same page by GET, keeping only the
 * attempt's id; the body (transaction_id) is neither read nor trusted — the page asks the server for the status.
 */
export function gatewayReturnPost(c: Context) {
  const raw = new URL(c.req.url).searchParams.get("paiement") ?? "";
  c.header("Cache-Control", "no-store");
  const location = /^[1-9][0-9]{0,15}$/.test(raw) ? pagePaths.paymentReturn(raw) : pagePaths.paymentReturn();
  return c.body(null, 303, { Location: location });
}
