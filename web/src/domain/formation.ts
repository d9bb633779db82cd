/**
 * Query keys of formations. Screens that read the `formations` table start with 'formations', so the back office's
 * `invalidateQueries(formationKeys.all)` after a change refreshes the formation pages and the trainer's list of the same tab.
 * The public catalogue is read from the server's cache under 'catalogue'.
 */
export const formationKeys = {
  all: ["formations"] as const,
  one: (id: number) => ["formations", id] as const,
  related: (formation: { id: number; theme: string }) =>
    ["formations", formation.id, "related", formation.theme] as const,
  admin: ["formations", "admin"] as const,
  /** The formations an admin assigned to a trainer's account. */
  ofTrainer: (trainerId: string) => ["formations", "trainer", trainerId] as const,
  catalogueOverview: ["catalogue", "overview"] as const,
  /** One page of the filtered catalogue: theme, format, search pattern, page number. */
  cataloguePage: (theme: string | null, format: string | null, search: string | null, page: number) =>
    ["catalogue", "page", theme, format, search, page] as const,
};
