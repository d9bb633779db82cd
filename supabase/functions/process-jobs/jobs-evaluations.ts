import type { EvaluationKind } from "@common/database";
import { pagePaths } from "@common/urls";
import { newEvaluationToken, sha256Hex } from "../_shared/link-tokens.ts";
import { payloadId, type ClaimedJob } from "./job.ts";
import { jsonAs, type RpcCall } from "../_shared/clients.ts";
import { evaluationMail } from "./mail/evaluation-mails.ts";
import type { OutgoingMail } from "./mail/send.ts";
import { queuePhoneText } from "./messaging/queue.ts";
import { phoneTexts } from "../_shared/messaging/texts.ts";

/**
 * The evaluation jobs (issue 27, decisions 0884–0885; on the platform, decision 0976), run by process-jobs
 * (decisions 0955, 1092). The runner makes each questionnaire link's token
 * and renders the e-mails from what a SQL function reads; one SQL function then records everything in one transaction
 * with the job's completion (migration 20261130100000): the certificates of a session that is over, the invitations
 * (the tokens' hashes only, an existing one kept: no second invitation, no second e-mail), the e-mails, the one
 * reminder 4 days later and, after the hot evaluation, the cold one 90 days later.
 */

/** Queued when a session's last half-day ends or its trainer closes it (migration 20261126520000). */
export const SESSION_ENDED_JOB = "evaluations.session-ended";
/** Queued 90 days after a hot invitation: the cold questionnaire (was the training applied at work?). */
export const COLD_EVALUATION_JOB = "evaluations.cold";
/** Queued 4 days after an invitation; its payload carries the link's token (private.jobs, server only). */
export const EVALUATION_REMINDER_JOB = "evaluations.reminder";

export const EVALUATION_JOBS = [SESSION_ENDED_JOB, COLD_EVALUATION_JOB, EVALUATION_REMINDER_JOB] as const;

export interface EvaluationJobContext {
  /** The SQL functions it reads and records with (the recording function marks the job done in its transaction). */
  call: RpcCall;
  /** The site's public origin, for the questionnaire's link. */
  siteUrl: string;
}

/** Runs one evaluation job; answers the job's new state as its finishing SQL function returns it. */
export type EvaluationJobRun = (
  job: Pick<ClaimedJob, "id" | "payload">,
  context: EvaluationJobContext,
) => Promise<string | null>;

interface Invitee {
  enrollment_id: number | string;
  /** The learner's account: the link by SMS/WhatsApp is addressed to it, with or without an e-mail (decision 1068). */
  user_id?: string | null;
  email: string | null;
  full_name: string | null;
  title: string;
}

/** One invitation as public.function_finish_evaluation_invitations records it. */
interface PreparedInvitation {
  enrollment_id: number;
  kind: EvaluationKind;
  token_hash: string;
  /** The questionnaire e-mail; null (no e-mail, no reminder) for a learner without an address. */
  mail: OutgoingMail | null;
  /** The reminder job's payload, to which the database adds the invitation's id. */
  reminder: { token: string } | null;
}

function questionnaireMail(
  learner: Omit<Invitee, "enrollment_id">,
  kind: EvaluationKind,
  token: string,
  siteUrl: string,
  reminder: boolean,
): OutgoingMail | null {
  if (!learner.email) return null;
  const mail = evaluationMail({
    learnerName: learner.full_name?.trim() || learner.email,
    formationTitle: learner.title,
    link: `${siteUrl}${pagePaths.evaluation(token)}`,
    kind,
    reminder,
  });
  return { to: learner.email, ...mail };
}

/** Reads who is to be invited (not yet invited to `kind`), makes their tokens and e-mails, and records it all. */
async function invite(
  job: Pick<ClaimedJob, "id">,
  { call, siteUrl }: EvaluationJobContext,
  kind: EvaluationKind,
  target: { session: number | null; enrollment: number | null },
): Promise<string | null> {
  const facts = jsonAs<{ over: boolean; invitees: Invitee[] }>(
    await call("function_evaluation_invitees", {
      p_kind: kind,
      p_session: target.session,
      p_enrollment: target.enrollment,
    }),
  );
  const invitees = facts.over ? facts.invitees : [];
  const tokens = invitees.map(() => newEvaluationToken());
  const invitations: PreparedInvitation[] = await Promise.all(
    invitees.map(async (invitee, index) => {
      const token = tokens[index];
      const mail = questionnaireMail(invitee, kind, token, siteUrl, false);
      return {
        enrollment_id: Number(invitee.enrollment_id),
        kind,
        token_hash: await sha256Hex(token),
        mail,
        reminder: mail ? { token } : null,
      };
    }),
  );
  const state = (await call("function_finish_evaluation_invitations", {
    p_job: job.id,
    p_session: target.session,
    p_invitations: invitations,
  })) as string | null;
  // The questionnaire's link by SMS/WhatsApp too, once recorded (decision 1008): one per invitation, to the account,
  // so a learner without e-mail gets it too (decision 1068).
  if (state === "done") {
    for (const [index, invitee] of invitees.entries()) {
      const link = `${siteUrl}${pagePaths.evaluation(tokens[index])}`;
      const key = `evaluation:${kind}:${invitations[index].enrollment_id}`;
      const to = { userId: invitee.user_id, enrollmentId: invitations[index].enrollment_id };
      await queuePhoneText(call, to, key, phoneTexts.evaluation(invitee.title, link));
    }
  }
  return state;
}

export const EVALUATION_JOB_RUNS: Record<(typeof EVALUATION_JOBS)[number], EvaluationJobRun> = {
  // The session is over: its completion certificates, then the hot questionnaire to each confirmed learner.
  [SESSION_ENDED_JOB]: (job, context) =>
    invite(job, context, "hot", { session: payloadId(job.payload, "session_id"), enrollment: null }),

  [COLD_EVALUATION_JOB]: (job, context) =>
    invite(job, context, "cold", { session: null, enrollment: payloadId(job.payload, "enrollment_id") }),

  // One reminder, if the questionnaire is still unanswered and the seat still held.
  async [EVALUATION_REMINDER_JOB](job, { call, siteUrl }) {
    const invitationId = payloadId(job.payload, "invitation_id");
    const token = String(job.payload.token ?? "");
    const tokenHash = await sha256Hex(token);
    const row = jsonAs<(Omit<Invitee, "enrollment_id"> & { kind: EvaluationKind }) | null>(
      await call("function_evaluation_reminder_facts", { p_invitation: invitationId, p_token_hash: tokenHash }),
    );
    return (await call("function_finish_evaluation_reminder", {
      p_job: job.id,
      p_invitation: invitationId,
      p_token_hash: tokenHash,
      p_mail: row ? questionnaireMail(row, row.kind, token, siteUrl, true) : null,
    })) as string | null;
  },
};
