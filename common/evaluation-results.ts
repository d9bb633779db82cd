/**
 * One session's figures, as public.evaluation_results returns them (the generated types cannot say which are null):
 * the results screen adds them up, the quality-report function prints one.
 */
export interface SessionResult {
  session_id: number;
  formation_id: number;
  formation_title: string;
  trainer_id: string | null;
  trainer_name: string;
  starts_on: string;
  ends_on: string;
  city: string;
  learners: number;
  attendance_percent: number | null;
  invited: number;
  answers: number;
  response_rate: number | null;
  avg_overall: number | null;
  avg_content: number | null;
  avg_trainer: number | null;
  avg_organisation: number | null;
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
  /** Knowledge gain (decision 1023): learners who took both the positioning and the final quiz. */
  knowledge_measured: number;
  /** Their average percent at the positioning quiz (first attempt) and at the final quiz (best), and the gain in points. */
  knowledge_before: number | null;
  knowledge_after: number | null;
  knowledge_gain: number | null;
}

/** The four averages (out of 5), the figures a report writes as text. */
export type AverageKey = "avg_overall" | "avg_content" | "avg_trainer" | "avg_organisation";
