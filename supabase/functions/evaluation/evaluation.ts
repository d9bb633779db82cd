import { contractAnswer } from "../_shared/contract.ts";
import { isRefusal } from "@common/errors/database";
import type { Questionnaire } from "@common/evaluation-questionnaire";
import { readJsonObject } from "../_shared/body.ts";
import { DatabaseRefusal, callRpc, jsonAs } from "../_shared/clients.ts";
import { isEvaluationToken, sha256Hex } from "../_shared/link-tokens.ts";
import { functionError} from "../_shared/responses.ts";
import type { EvaluationKind } from "@common/database";

export interface EvaluationAnswer {
  rating_overall: number;
  rating_content: number | null;
  rating_trainer: number | null;
  rating_organisation: number | null;
  recommendation: number | null;
  applied: "oui" | "en_partie" | "non" | null;
  comment: string;
}

const rating = (value: unknown, min: number, max: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max ? (value as number) : null;

/** The answer's fields for its kind, or the French message of the first one missing. */
export function readEvaluationAnswer(kind: EvaluationKind, body: Record<string, unknown>): EvaluationAnswer | string {
  const overall = rating(body.rating_overall, 1, 5);
  if (overall === null) return "Donnez une note globale de 1 à 5.";
  const comment = typeof body.comment === "string" ? body.comment.trim() : "";
  if (comment.length > 2000) return "Le commentaire dépasse 2 000 caractères.";
  const none = { rating_content: null, rating_trainer: null, rating_organisation: null, recommendation: null };
  if (kind === "cold") {
    const applied = body.applied;
    if (applied !== "oui" && applied !== "en_partie" && applied !== "non") {
      return "Dites si vous avez appliqué la formation : oui, en partie ou non.";
    }
    return { rating_overall: overall, ...none, applied, comment };
  }
  const content = rating(body.rating_content, 1, 5);
  const trainer = rating(body.rating_trainer, 1, 5);
  const organisation = rating(body.rating_organisation, 1, 5);
  const recommendation = rating(body.recommendation, 0, 10);
  if (content === null) return "Notez le contenu de 1 à 5.";
  if (trainer === null) return "Notez le formateur de 1 à 5.";
  if (organisation === null) return "Notez l'organisation de 1 à 5.";
  if (recommendation === null) return "Dites de 0 à 10 si vous recommanderiez cette formation.";
  return {
    rating_overall: overall,
    rating_content: content,
    rating_trainer: trainer,
    rating_organisation: organisation,
    recommendation,
    applied: null,
    comment,
  };
}

const unknownLink = () =>
  functionError(404, "unknown_link", "Ce lien d'évaluation n'est pas valide. Utilisez celui de l'e-mail reçu.");
const alreadyAnswered = () =>
  functionError(409, "already_answered", "Vous avez déjà répondu à ce questionnaire : merci !");

/**
 * /functions/v1/evaluation — the questionnaire reached by the e-mail's link, without a password (verify_jwt = false):
 * the token is the only credential and opens this learner's questionnaire only. `{ token }` alone (or GET ?token=)
 * answers what the form shows; with the answers, it records them once (409 already_answered afterwards).
 */
export async function evaluation(request: Request): Promise<Response> {
  let body: Record<string, unknown> = {};
  let token: unknown = new URL(request.url).searchParams.get("token");
  if (request.method === "POST") {
    const read = await readJsonObject(request);
    if (read instanceof Response) return read;
    body = read;
    token = body.token ?? token;
  }
  if (!isEvaluationToken(token)) return unknownLink();
  const tokenHash = await sha256Hex(token);
  const invitation = jsonAs<Questionnaire | null>(await callRpc("function_evaluation_invitation", { p_token_hash: tokenHash }));
  if (!invitation) return unknownLink();
  // `{ token }` alone reads the questionnaire; anything more is an answer, validated (an empty one is 422, never a
  // read that the page would take for thanks: review 2026-12-06 finding 2, decision 1032).
  const answering = request.method === "POST" && Object.keys(body).some((key) => key !== "token");
  if (!answering) return contractAnswer("evaluation", invitation);
  if (invitation.answered) return alreadyAnswered();
  const answer = readEvaluationAnswer(invitation.kind, body);
  if (typeof answer === "string") return functionError(422, "invalid_answer", answer);
  try {
    await callRpc("function_submit_evaluation", {
      p_token_hash: tokenHash,
      p_rating_overall: answer.rating_overall,
      p_rating_content: answer.rating_content,
      p_rating_trainer: answer.rating_trainer,
      p_rating_organisation: answer.rating_organisation,
      p_recommendation: answer.recommendation,
      p_applied: answer.applied,
      p_comment: answer.comment,
    });
  } catch (error) {
    if (error instanceof DatabaseRefusal && (isRefusal(error, "PA202") || error.code === "23505")) return alreadyAnswered();
    throw error;
  }
  return contractAnswer("evaluation", { answered: true }, 201);
}
