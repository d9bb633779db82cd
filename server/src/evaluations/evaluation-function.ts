import type { Context } from "hono";
import { isPgError } from "../db/database";
import { functionError, type FunctionContext, type PublicEdgeFunction } from "../functions/edge-function";
import { hashEvaluationToken, isEvaluationToken } from "./tokens";

interface InvitationFacts {
  kind: "hot" | "cold";
  formation_title: string;
  starts_on: string;
  ends_on: string;
  city: string;
  trainer_name: string | null;
  learner_name: string;
  answered: boolean;
}

const rating = (value: unknown, min: number, max: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max ? (value as number) : null;

interface Answer {
  rating_overall: number;
  rating_content: number | null;
  rating_trainer: number | null;
  rating_organisation: number | null;
  recommendation: number | null;
  applied: "oui" | "en_partie" | "non" | null;
  comment: string;
}

/** The answer's fields for its kind, or the French message of the first one missing. */
export function readAnswer(kind: "hot" | "cold", body: Record<string, unknown>): Answer | string {
  const overall = rating(body.rating_overall, 1, 5);
  if (overall === null) return "Donnez une note globale de 1 à 5.";
  const comment = typeof body.comment === "string" ? body.comment.trim() : "";
  if (comment.length > 2000) return "Le commentaire dépasse 2 000 caractères.";
  if (kind === "cold") {
    const applied = body.applied;
    if (applied !== "oui" && applied !== "en_partie" && applied !== "non")
      return "Dites si vous avez appliqué la formation : oui, en partie ou non.";
    return {
      rating_overall: overall,
      rating_content: null,
      rating_trainer: null,
      rating_organisation: null,
      recommendation: null,
      applied,
      comment,
    };
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

async function facts(context: FunctionContext, tokenHash: string) {
  const { rows } = await context.db.query<InvitationFacts>(
    `select i.kind, f.title as formation_title, to_char(s.starts_on, 'YYYY-MM-DD') as starts_on,
            to_char(s.ends_on, 'YYYY-MM-DD') as ends_on, s.city, t.full_name as trainer_name,
            coalesce(nullif(split_part(trim(p.full_name), ' ', 1), ''), 'Bonjour') as learner_name,
            i.answered_at is not null as answered
       from private.evaluation_invitations i
       join public.course_sessions s on s.id = i.session_id
       join public.formations f on f.id = s.formation_id
       join public.enrollments e on e.id = i.enrollment_id
       join public.profiles p on p.id = e.user_id
       left join public.profiles t on t.id = coalesce(s.trainer_id, f.trainer_id)
      where i.token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}

async function readToken(c: Context): Promise<{ token: unknown; body: Record<string, unknown> }> {
  if (c.req.method === "GET") return { token: c.req.query("token"), body: {} };
  const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
  return { token: body.token ?? c.req.query("token"), body: body && typeof body === "object" ? body : {} };
}

/**
 * /functions/v1/evaluation — the questionnaire reached by the e-mail's link, without a password (verifyJwt false):
 * the token is the only credential and opens this learner's questionnaire only. `{ token }` alone answers what the
 * form shows; with the answers, it records them once (409 already_answered afterwards).
 */
export const evaluationFunction: PublicEdgeFunction = {
  verifyJwt: false,
  async handler(c, context) {
    const { token, body } = await readToken(c);
    if (!isEvaluationToken(token))
      return functionError(
        c,
        404,
        "unknown_link",
        "Ce lien d'évaluation n'est pas valide. Utilisez celui de l'e-mail reçu.",
      );
    const tokenHash = hashEvaluationToken(token);
    const invitation = await facts(context, tokenHash);
    if (!invitation)
      return functionError(
        c,
        404,
        "unknown_link",
        "Ce lien d'évaluation n'est pas valide. Utilisez celui de l'e-mail reçu.",
      );
    if (c.req.method === "GET" || body.rating_overall === undefined) return c.json(invitation);
    if (invitation.answered)
      return functionError(c, 409, "already_answered", "Vous avez déjà répondu à ce questionnaire : merci !");
    const answer = readAnswer(invitation.kind, body);
    if (typeof answer === "string") return functionError(c, 422, "invalid_answer", answer);
    try {
      await context.db.query("select private.submit_evaluation($1, $2, $3, $4, $5, $6, $7, $8)", [
        tokenHash,
        answer.rating_overall,
        answer.rating_content,
        answer.rating_trainer,
        answer.rating_organisation,
        answer.recommendation,
        answer.applied,
        answer.comment,
      ]);
    } catch (error) {
      if (isPgError(error) && (error.code === "PA202" || error.code === "23505"))
        return functionError(c, 409, "already_answered", "Vous avez déjà répondu à ce questionnaire : merci !");
      throw error;
    }
    return c.json({ answered: true }, 201);
  },
};
