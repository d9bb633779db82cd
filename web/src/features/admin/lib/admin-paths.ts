import { paths } from "~/lib/paths";
import type { EnrollmentStatus } from "./enrollment-status";

/**
 * Back-office link builders. lib/paths.ts has no entry for these screens yet; they live here until the route table
 * module gains them (one place, so no route is spelled twice inside the feature).
 */
export const adminPaths = {
  dashboard: paths.dashboard,
  courses: () => "/gestion-formations",
  experts: () => "/gestion-experts",
  payments: (status?: EnrollmentStatus) => (status ? `/paiements?statut=${status}` : "/paiements"),
  statistics: () => "/statistiques",
} as const;
