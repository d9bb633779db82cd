import type { Formation } from "@common/database";

export interface Expert {
  name: string;
  formations: { id: number; title: string }[];
}

/** Experts are the distinct non-empty `formations.expert` names, each with their formations, sorted by name. */
export function groupExperts(formations: readonly Pick<Formation, "id" | "title" | "expert">[]): Expert[] {
  const byName = new Map<string, Expert>();
  for (const formation of formations) {
    if (!formation.expert.trim()) continue;
    const expert = byName.get(formation.expert) ?? { name: formation.expert, formations: [] };
    expert.formations.push({ id: formation.id, title: formation.title });
    byName.set(formation.expert, expert);
  }
  const experts = [...byName.values()].sort((a, b) => a.name.localeCompare(b.name, "fr"));
  for (const expert of experts) expert.formations.sort((a, b) => a.title.localeCompare(b.title, "fr"));
  return experts;
}
