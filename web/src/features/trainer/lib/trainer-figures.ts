import type { Enrollment, Formation, Profile } from "~/lib/database";

export type TrainerEnrollment = Enrollment & {
  formations: Formation | null;
  profiles: Pick<Profile, "full_name" | "email" | "company" | "country"> | null;
};

export interface CourseFigures {
  course: Formation;
  total: number;
  pending: number;
  confirmed: number;
  completed: number;
  cancelled: number;
  /** Completed ÷ enrolments not cancelled, 0–1; null when nobody is (still) enrolled. */
  completionRate: number | null;
}

function figures(course: Formation, rows: readonly Enrollment[]): CourseFigures {
  const count = (status: string) => rows.filter((row) => (row.status || "pending") === status).length;
  const cancelled = count("cancelled");
  const completed = count("completed");
  const active = rows.length - cancelled;
  return {
    course,
    total: rows.length,
    pending: count("pending"),
    confirmed: count("confirmed"),
    completed,
    cancelled,
    completionRate: active > 0 ? completed / active : null,
  };
}

/** The figures of each of the trainer's courses, most enrolled first (then by title). */
export function courseFigures(courses: readonly Formation[], enrollments: readonly Enrollment[]): CourseFigures[] {
  return courses
    .map((course) =>
      figures(
        course,
        enrollments.filter((row) => row.formation_id === course.id),
      ),
    )
    .sort((a, b) => b.total - a.total || a.course.title.localeCompare(b.course.title, "fr"));
}

/** All the trainer's courses together. */
export function totalFigures(
  courses: readonly Formation[],
  enrollments: readonly Enrollment[],
): Omit<CourseFigures, "course"> {
  const ids = new Set(courses.map((course) => course.id));
  const { course: _course, ...rest } = figures(
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
