import type { SessionResult } from "@common/evaluation-results";
import { formatSessionDates } from "~/lib/session-format";

export type { SessionResult };
export type Grouping = "session" | "formation" | "trainer";

export interface ResultRow {
  key: string;
  label: string;
  sessions: number;
  learners: number;
  attendance: number | null;
  invited: number;
  answers: number;
  responseRate: number | null;
  overall: number | null;
  content: number | null;
  trainer: number | null;
  organisation: number | null;
  distribution: number[];
  nps: number | null;
  coldAnswers: number;
  appliedRate: number | null;
  /** Learners measured by the positioning and final quizzes, and their average gain in points (decision 1023). */
  knowledgeMeasured: number;
  knowledgeGain: number | null;
  sessionId: number | null;
}

const weighted = (
  rows: SessionResult[],
  pick: (row: SessionResult) => number | null,
  weight: (row: SessionResult) => number,
) => {
  let sum = 0;
  let total = 0;
  for (const row of rows) {
    const value = pick(row);
    if (value === null || value === undefined) continue;
    sum += Number(value) * weight(row);
    total += weight(row);
  }
  return total === 0 ? null : Math.round((sum / total) * 100) / 100;
};

/** The session's dates written out (« 1er – 2 décembre 2026 »), as everywhere else on the site. */
const dates = (row: SessionResult) => formatSessionDates(row.starts_on, row.ends_on);

/**
 * The sessions that have ended first, the latest first — they are the ones with attendance and answers — then those
 * still to come, the soonest first (issue 48 item 4: the one session with results was row 57 of 57).
 */
export function endedFirst(rows: readonly SessionResult[], today: string): SessionResult[] {
  const ended = rows.filter((row) => row.ends_on < today).sort((a, b) => b.ends_on.localeCompare(a.ends_on));
  const coming = rows.filter((row) => row.ends_on >= today).sort((a, b) => a.starts_on.localeCompare(b.starts_on));
  return [...ended, ...coming];
}

/** Sessions added up per session, formation or trainer: averages weighted by answers, rates from the counts. */
export function groupResults(rows: readonly SessionResult[], by: Grouping): ResultRow[] {
  const groups = new Map<string, { label: string; rows: SessionResult[] }>();
  for (const row of rows) {
    const key =
      by === "session"
        ? String(row.session_id)
        : by === "formation"
          ? String(row.formation_id)
          : (row.trainer_id ?? "none");
    const label =
      by === "session"
        ? `${row.formation_title} — ${dates(row)}, ${row.city}`
        : by === "formation"
          ? row.formation_title
          : row.trainer_name;
    const group = groups.get(key) ?? { label, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.entries()].map(([key, { label, rows: members }]) => {
    const invited = members.reduce((n, row) => n + row.invited, 0);
    const answers = members.reduce((n, row) => n + row.answers, 0);
    const promoters = members.reduce((n, row) => n + row.promoters, 0);
    const detractors = members.reduce((n, row) => n + row.detractors, 0);
    const coldAnswers = members.reduce((n, row) => n + row.cold_answers, 0);
    const appliedYes = members.reduce((n, row) => n + row.applied_yes + row.applied_partly, 0);
    return {
      key,
      label,
      sessions: members.length,
      learners: members.reduce((n, row) => n + row.learners, 0),
      attendance: weighted(
        members,
        (row) => row.attendance_percent,
        (row) => row.learners,
      ),
      invited,
      answers,
      responseRate: invited === 0 ? null : Math.round((100 * answers) / invited),
      overall: weighted(
        members,
        (row) => row.avg_overall,
        (row) => row.answers,
      ),
      content: weighted(
        members,
        (row) => row.avg_content,
        (row) => row.answers,
      ),
      trainer: weighted(
        members,
        (row) => row.avg_trainer,
        (row) => row.answers,
      ),
      organisation: weighted(
        members,
        (row) => row.avg_organisation,
        (row) => row.answers,
      ),
      distribution: [0, 1, 2, 3, 4].map((i) => members.reduce((n, row) => n + (row.distribution[i] ?? 0), 0)),
      nps: answers === 0 ? null : Math.round((100 * (promoters - detractors)) / answers),
      coldAnswers,
      appliedRate: coldAnswers === 0 ? null : Math.round((100 * appliedYes) / coldAnswers),
      knowledgeMeasured: members.reduce((n, row) => n + (row.knowledge_measured ?? 0), 0),
      knowledgeGain: weighted(
        members,
        (row) => row.knowledge_gain,
        (row) => row.knowledge_measured ?? 0,
      ),
      sessionId: by === "session" ? members[0].session_id : null,
    };
  });
}

/** « +35 pts » — a knowledge gain in points, signed, or « — » when nobody took both quizzes. */
export const knowledgeGainText = (value: number | null) =>
  value === null ? "—" : `${value > 0 ? "+" : ""}${String(Math.round(value * 10) / 10).replace(".", ",")} pts`;

/** « 4,5 » — a figure the French way, or « — » when there is none yet. */
export const frenchNumber = (value: number | null, suffix = "") =>
  value === null ? "—" : `${String(value).replace(".", ",")}${suffix}`;

const CSV_HEADER = [
  "Regroupement",
  "Sessions",
  "Apprenants",
  "Assiduité (%)",
  "Questionnaires envoyés",
  "Réponses",
  "Taux de réponse (%)",
  "Satisfaction globale (/5)",
  "Contenu (/5)",
  "Formateur (/5)",
  "Organisation (/5)",
  "Notes 1",
  "Notes 2",
  "Notes 3",
  "Notes 4",
  "Notes 5",
  "NPS",
  "Réponses à froid",
  "Appliqué (%)",
  "Gain de connaissances (points)",
  "Apprenants mesurés",
];

const cell = (value: string | number | null) => {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The rows as CSV for a spreadsheet in French (semicolons, decimal commas, formulas neutralised). */
export function resultsCsv(rows: readonly ResultRow[]): string {
  const lines = rows.map((row) =>
    [
      row.label,
      row.sessions,
      row.learners,
      row.attendance,
      row.invited,
      row.answers,
      row.responseRate,
      row.overall,
      row.content,
      row.trainer,
      row.organisation,
      ...row.distribution,
      row.nps,
      row.coldAnswers,
      row.appliedRate,
      row.knowledgeGain,
      row.knowledgeMeasured,
    ]
      .map((value) => cell(typeof value === "number" ? String(value).replace(".", ",") : value))
      .join(";"),
  );
  return `\uFEFF${[CSV_HEADER.join(";"), ...lines].join("\r\n")}\r\n`;
}
