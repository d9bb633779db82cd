import type { Queryable } from "../db/database";

/** One row of public.evaluation_results: a session's attendance and evaluation figures. */
export interface SessionResults {
  session_id: number;
  formation_title: string;
  trainer_name: string;
  starts_on: string;
  ends_on: string;
  city: string;
  learners: number;
  attendance_percent: number | null;
  invited: number;
  answers: number;
  response_rate: number | null;
  avg_overall: string | null;
  avg_content: string | null;
  avg_trainer: string | null;
  avg_organisation: string | null;
  distribution: number[];
  promoters: number;
  passives: number;
  detractors: number;
  nps: number | null;
  cold_invited: number;
  cold_answers: number;
  applied_yes: number;
  applied_partly: number;
  applied_no: number;
}

/** The session's figures and its comments, as the caller may see them (staff, or the session's trainer). */
export async function loadSessionResults(tx: Queryable, sessionId: number) {
  const { rows } = await tx.query<SessionResults>(
    `select session_id, formation_title, trainer_name, to_char(starts_on, 'YYYY-MM-DD') as starts_on,
            to_char(ends_on, 'YYYY-MM-DD') as ends_on, city, learners, attendance_percent, invited, answers, response_rate,
            avg_overall::text, avg_content::text, avg_trainer::text, avg_organisation::text, distribution, promoters,
            passives, detractors, nps, cold_invited, cold_answers, applied_yes, applied_partly, applied_no
       from public.evaluation_results() where session_id = $1`,
    [sessionId],
  );
  if (!rows[0]) return null;
  const { rows: comments } = await tx.query<{ kind: string; comment: string }>(
    `select kind, comment from public.evaluation_answers where session_id = $1 and comment <> '' order by answered_at`,
    [sessionId],
  );
  return { results: rows[0], comments };
}
