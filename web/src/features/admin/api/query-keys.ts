/**
 * Query keys of the back office. They sit under the public prefixes ('formations', 'enrollments') so that invalidating
 * after a change also refreshes the catalogue and 'my trainings' caches of the same tab.
 */
export const adminKeys = {
  formations: ["formations", "admin"] as const,
  enrollments: ["enrollments", "admin"] as const,
  statusChanges: (enrollmentId: number) => ["enrollments", "admin", "history", enrollmentId] as const,
  profiles: (search: string) => ["profiles", "admin", search] as const,
  trainers: ["profiles", "admin", "trainers"] as const,
};
