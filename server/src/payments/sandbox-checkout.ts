import type { Context } from "hono";
import type { PublicEdgeFunction } from "../functions/edge-function";
import { enqueueJob } from "../jobs/job-queue";
import { escapeHtml } from "../mail/compose";
import { CHANNEL_LABELS, isPaymentChannel, type Currency } from "@common/payment-channels";
import { formatAmount } from "./money";
import { SANDBOX_NOTIFY_JOB } from "./sandbox-notify-job";

interface SandboxTransaction {
  id: string;
  channel: string;
  amount: string | number;
  currency: Currency;
  phone: string | null;
  status: "pending" | "succeeded" | "failed";
  return_url: string;
  notify_url: string;
}

const OUTCOMES = {
  succeeded: "Paiement accepté",
  failed: "Paiement refusé",
  pending: "En attente du client",
} as const;
type Outcome = keyof typeof OUTCOMES;

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The sandbox gateway's hosted checkout page (GET shows it, POST records the tester's choice). Its only credential is
 * the unguessable transaction id in the URL, as with a real hosted checkout. Nothing here marks anything paid: the
 * site learns the outcome from the signed notification and re-reads it from the gateway.
 */
export const sandboxCheckout: PublicEdgeFunction = {
  verifyJwt: false,
  async handler(c, { db }) {
    const id = c.req.query("transaction") ?? "";
    const { rows } = /^sbx_[A-Za-z0-9_-]{10,40}$/.test(id)
      ? await db.query<SandboxTransaction>("select * from private.sandbox_transactions where id = $1", [id])
      : { rows: [] };
    const transaction = rows[0];
    if (!transaction)
      return page(c, 404, "Transaction inconnue", "<p>Cette transaction n'existe pas dans le bac à sable.</p>");

    if (c.req.method === "POST") {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const outcome = form.outcome;
      if (typeof outcome !== "string" || !Object.hasOwn(OUTCOMES, outcome)) {
        return page(c, 422, "Choix invalide", "<p>Choisissez l'une des trois issues proposées.</p>");
      }
      if (transaction.status === "pending" && outcome !== "pending") {
        await db.transaction(async (tx) => {
          await tx.query(
            "update private.sandbox_transactions set status = $2, updated_at = now() where id = $1 and status = 'pending'",
            [id, outcome],
          );
          await enqueueJob(tx, SANDBOX_NOTIFY_JOB, { transaction_id: id, notify_url: transaction.notify_url });
        });
      }
      return c.redirect(transaction.return_url, 303);
    }

    if (c.req.method !== "GET") return page(c, 405, "Méthode non prise en charge", "<p>GET ou POST uniquement.</p>");
    const channel = isPaymentChannel(transaction.channel) ? CHANNEL_LABELS[transaction.channel] : transaction.channel;
    const amount = formatAmount(transaction.amount, transaction.currency);
    if (transaction.status !== "pending") {
      return page(
        c,
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
      c,
      200,
      "Paiement — bac à sable",
      `<p class="note">Passerelle de test : aucun argent ne circule. Choisissez ce que fait le client.</p>
      <dl><dt>Montant</dt><dd>${escapeHtml(amount)}</dd><dt>Moyen</dt><dd>${escapeHtml(channel)}</dd>
      ${transaction.phone ? `<dt>Téléphone</dt><dd>${escapeHtml(transaction.phone)}</dd>` : ""}
      <dt>Transaction</dt><dd><code>${escapeHtml(transaction.id)}</code></dd></dl>
      <form method="post" action="?transaction=${escapeHtml(transaction.id)}">${buttons}</form>`,
    );
  },
};

function page(c: Context, status: 200 | 404 | 405 | 422, title: string, body: string): Response {
  c.header("Content-Security-Policy", PAGE_CSP);
  c.header("Cache-Control", "no-store");
  return c.html(
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
dt{font-weight:600}dd{margin:0 0 .5rem}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;cursor:pointer}
.note{background:#fff7e0;padding:.5rem .75rem;border-radius:.5rem}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    status,
  );
}
