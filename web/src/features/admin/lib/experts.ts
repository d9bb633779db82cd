import type { Formation } from "~/lib/database";

export interface Expert {
  name: string;
  courses: { id: number; title: string }[];
}

/** Experts are the distinct non-empty `formations.expert` names, each with their courses, sorted by name. */
export function groupExperts(courses: readonly Pick<Formation, "id" | "title" | "expert">[]): Expert[] {
  const byName = new Map<string, Expert>();
  for (const course of courses) {
    if (!course.expert.trim()) continue;
    const expert = byName.get(course.expert) ?? { name: course.expert, courses: [] };
    expert.courses.push({ id: course.id, title: course.title });
    byName.set(course.expert, expert);
  }
  const experts = [...byName.values()].sort((a, b) => a.name.localeCompare(b.name, "fr"));
  for (const expert of experts) expert.courses.sort((a, b) => a.title.localeCompare(b.title, "fr"));
  return experts;
}
