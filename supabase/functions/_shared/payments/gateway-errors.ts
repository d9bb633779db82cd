import { jsonResponse } from "../responses.ts";
import { ProviderRefusedError, ProviderUnavailableError } from "./provider.ts";

/** The gateway failed or refused: 502, with the gateway's own French message when the learner can act on it. */
export function gatewayDown(error: unknown): Response {
  console.error("payment gateway:", error instanceof ProviderUnavailableError ? error.message : error);
  if (error instanceof ProviderRefusedError)
    return jsonResponse({ error: error.learnerMessage, code: "gateway_refused" }, 502);
  return jsonResponse(
    { error: "La plateforme de paiement ne répond pas. Réessayez dans quelques minutes.", code: "gateway_unavailable" },
    502,
  );
}
