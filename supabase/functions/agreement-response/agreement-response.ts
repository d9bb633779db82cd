import type { LinkedAgreement } from "@common/functions/answers";
import { contractRead, type ContractFields, contractQuery } from "../_shared/contract.ts";
import { readJsonObject } from "../_shared/body.ts";
import { verifiedCaller } from "../_shared/caller.ts";
import { callRpc, jsonAs } from "../_shared/clients.ts";
import { sha256Hex } from "../_shared/link-tokens.ts";
import { functionError} from "../_shared/responses.ts";
import { AgreementRecord, agreementPdf, clientSign, isAgreementToken, pdfResponse, signatureInput, unknownLink } from "../_shared/agreements.ts";

/**
 * /functions/v1/agreement-response — the agreement reached by the e-mailed link, without a password
 * (verify_jwt = false): the token is the only credential and opens this agreement only.
 * - GET ?token= : the agreement; `&format=pdf`: its PDF (with the signature page once signed).
 * - POST { token, name, role, confirmed: true }: the client's signature, once.
 * A wrong token: 404 unknown_link, nothing changed; a replay: 409 agreement_refused.
 */
export async function agreementResponse(request: Request): Promise<Response> {
  const caller = await verifiedCaller(request);
  if (caller instanceof Response) return caller;
  if (request.method !== "GET" && request.method !== "POST") {
    return functionError(405, "invalid_agreement", "Lisez la convention (GET) ou signez-la (POST).");
  }
  const url = new URL(request.url);
  let body: ContractFields<"agreement-response"> = {};
  let token: unknown = contractQuery(url, "agreement-response", "token");
  if (request.method === "POST") {
    const read = await readJsonObject(request);
    if (read instanceof Response) return read;
    body = read;
    token = body.token;
  }
  if (!isAgreementToken(token)) return unknownLink();
  const tokenHash = await sha256Hex(token);
  // An agreement read by its link was sent: numbered, as the link's page reads it (LinkedAgreement).
  const record = jsonAs<(AgreementRecord & LinkedAgreement) | null>(
    await callRpc("function_agreement_by_token", { p_token_hash: tokenHash }),
  );
  if (!record || !record.content) return unknownLink();
  if (request.method === "GET") {
    if (contractQuery(url, "agreement-response", "format") === "pdf") {
      return pdfResponse(await agreementPdf(record), record.number, record.status === "signed");
    }
    return contractRead("agreement-response", record);
  }
  const input = signatureInput(body);
  if (input instanceof Response) return input;
  return clientSign(request, record, input, { token_hash: tokenHash });
}
