import { CHANNEL_LABELS, isPaymentChannel } from "@common/payment-channels";
import { formatMoney } from "@common/format";
import { callRpc } from "../_shared/clients.ts";
import { escapeHtml } from "../_shared/mail/compose.ts";
import { isSandboxTransactionId } from "../_shared/payments/sandbox-provider.ts";

const OUTCOMES = {
  succeeded: "Paiement accepté",
  failed: "Paiement refusé",
  pending: "En attente du client",
} as const;
type Outcome = keyof typeof OUTCOMES;

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * GET/POST /functions/v1/sandbox-checkout?transaction=sbx_… — the sandbox gateway's hosted checkout page (GET shows
 * it, POST records the tester's choice). Its only credential is the unguessable transaction id in the URL, as with a
 * real hosted checkout (verify_jwt = false). Nothing here marks anything paid: the site learns the outcome from the
 * signed notification (job payments.sandbox-notify) and re-reads it from the gateway.
 */
export async function sandboxCheckout(request: Request): Promise<Response> {
  const id = new URL(request.url).searchParams.get("transaction") ?? "";
  const transaction = isSandboxTransactionId(id)
    ? ((await callRpc("function_sandbox_transaction", { p_id: id }))[0] ?? null)
    : null;
  if (!transaction)
    return page(404, "Transaction inconnue", "<p>Cette transaction n'existe pas dans le bac à sable.</p>");

  if (request.method === "POST") {
    const outcome = await request
      .formData()
      .then((form) => form.get("outcome"))
      .catch(() => null);
    if (typeof outcome !== "string" || !Object.hasOwn(OUTCOMES, outcome))
      return page(422, "Choix invalide", "<p>Choisissez l'une des trois issues proposées.</p>");
    if (outcome !== "pending") await callRpc("function_sandbox_choose", { p_id: id, p_outcome: outcome });
    return new Response(null, { status: 303, headers: { location: transaction.return_url } });
  }

  if (request.method !== "GET") return page(405, "Méthode non prise en charge", "<p>GET ou POST uniquement.</p>");
  const channel = isPaymentChannel(transaction.channel) ? CHANNEL_LABELS[transaction.channel] : transaction.channel;
  const amount = formatMoney(transaction.amount, transaction.currency);
  if (transaction.status !== "pending") {
    return page(
      200,
      "Transaction terminée",
      `<p>Cette transaction est déjà ${transaction.status === "succeeded" ? "payée" : "refusée"}.</p>
        <p><a href="${escapeHtml(transaction.return_url)}">Retour au site</a></p>`,
    );
  }
  const buttons = (Object.keys(OUTCOMES) as Outcome[])
    .map((outcome) => `<button type="submit" name="outcome" value="${outcome}">${OUTCOMES[outcome]}</button>`)
    .join("");
  return page(
    200,
    "Paiement — bac à sable",
    `<p class="note">Passerelle de test : aucun argent ne circule. Choisissez ce que fait le client.</p>
      <dl><dt>Montant</dt><dd>${escapeHtml(amount)}</dd><dt>Moyen</dt><dd>${escapeHtml(channel)}</dd>
      ${transaction.phone ? `<dt>Téléphone</dt><dd>${escapeHtml(transaction.phone)}</dd>` : ""}
      <dt>Transaction</dt><dd><code>${escapeHtml(transaction.id)}</code></dd></dl>
      <form method="post" action="?transaction=${escapeHtml(transaction.id)}">${buttons}</form>`,
  );
}

function page(status: 200 | 404 | 405 | 422, title: string, body: string): Response {
  return new Response(
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
dt{font-weight:600}dd{margin:0 0 .5rem}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;cursor:pointer}
.note{background:#fff7e0;padding:.5rem .75rem;border-radius:.5rem}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    {
      status,
      headers: {
        "content-type": "text/html; charset=UTF-8",
        "content-security-policy": PAGE_CSP,
        "cache-control": "no-store",
      },
    },
  );
}
