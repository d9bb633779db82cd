import type { EnrollmentStatus } from "~/domain/enrolment";
import type { Currency } from "~/lib/database.types";
import { paths } from "~/lib/paths";

export interface PaymentsLinkFilters {
  statut?: EnrollmentStatus;
  devise?: Currency;
  q?: string;
}

/** Back-office links: the route table's builders, plus the payments list with its filters in the query string. */
export const adminPaths = {
  dashboard: paths.dashboard,
  courses: paths.manageCourses,
  experts: paths.manageExperts,
  payments: (filters: PaymentsLinkFilters = {}) => {
    const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => Boolean(value))).toString();
    return query ? `${paths.payments()}?${query}` : paths.payments();
  },
  statistics: paths.statistics,
} as const;
