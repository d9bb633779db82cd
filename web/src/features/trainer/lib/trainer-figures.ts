import type { Enrollment, Formation, Profile } from "@common/database";

export type TrainerEnrollment = Enrollment & {
  /** The formation's columns a signed-in client reads: not who teaches it (decision 0988). */
  formations: Omit<Formation, "trainer_id"> | null;
  profiles: Pick<Profile, "full_name" | "email" | "company" | "country"> | null;
};

export interface FormationFigures {
  formation: Formation;
  total: number;
  pending: number;
  confirmed: number;
  completed: number;
  cancelled: number;
  /** Completed ÷ enrollments not cancelled, 0–1; null when nobody is (still) enrolled. */
  completionRate: number | null;
}

function figures(formation: Formation, rows: readonly Enrollment[]): FormationFigures {
  const count = (status: string) => rows.filter((row) => (row.status || "pending") === status).length;
  const cancelled = count("cancelled");
  const completed = count("completed");
  const active = rows.length - cancelled;
  return {
    formation,
    total: rows.length,
    pending: count("pending"),
    confirmed: count("confirmed"),
    completed,
    cancelled,
    completionRate: active > 0 ? completed / active : null,
  };
}

/** The figures of each of the trainer's formations, most enrolled first (then by title). */
export function formationFigures(
  formations: readonly Formation[],
  enrollments: readonly Enrollment[],
): FormationFigures[] {
  return formations
    .map((formation) =>
      figures(
        formation,
        enrollments.filter((row) => row.formation_id === formation.id),
      ),
    )
    .sort((a, b) => b.total - a.total || a.formation.title.localeCompare(b.formation.title, "fr"));
}

/** All the trainer's formations together. */
export function totalFigures(
  formations: readonly Formation[],
  enrollments: readonly Enrollment[],
): Omit<FormationFigures, "formation"> {
  const ids = new Set(formations.map((formation) => formation.id));
  const { formation: _formation, ...rest } = figures(
    {} as Formation,
    enrollments.filter((row) => ids.has(row.formation_id)),
  );
  return rest;
}

const percent = new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 0 });

/** '67 %' (French spacing), or '—' when there is nothing to measure. */
export function formatRate(rate: number | null): string {
  return rate === null ? "—" : percent.format(rate);
}
