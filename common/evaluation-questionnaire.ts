import type { EvaluationKind } from "./database.ts";
/** What the `evaluation` function answers for a questionnaire link: what the form shows. */
export interface Questionnaire {
  kind: EvaluationKind;
  formation_title: string;
  starts_on: string;
  ends_on: string;
  city: string;
  trainer_name: string | null;
  learner_name: string;
  answered: boolean;
}
