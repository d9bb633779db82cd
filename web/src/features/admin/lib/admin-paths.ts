import { paths } from "~/lib/paths";
import type { Currency } from "~/lib/database.types";
import type { EnrollmentStatus } from "./enrollment-status";

export interface PaymentsLinkFilters {
  statut?: EnrollmentStatus;
  devise?: Currency;
  q?: string;
}

/**
 * Back-office link builders. lib/paths.ts has no entry for these screens yet; they live here until the route table
 * module gains them (one place, so no route is spelled twice inside the feature).
 */
export const adminPaths = {
  dashboard: paths.dashboard,
  courses: () => "/gestion-formations",
  experts: () => "/gestion-experts",
  payments: (filters: PaymentsLinkFilters = {}) => {
    const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => Boolean(value))).toString();
    return query ? `/paiements?${query}` : "/paiements";
  },
  statistics: () => "/statistiques",
} as const;
