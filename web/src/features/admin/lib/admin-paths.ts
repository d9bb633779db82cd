import type { EnrollmentStatus } from "~/domain/enrollment";
import type { Currency } from "@common/database";
import { paths } from "~/lib/paths";

export interface PaymentsLinkFilters {
  statut?: EnrollmentStatus;
  devise?: Currency;
  q?: string;
}

/** The payments list with its filters in the query string. */
export function paymentsLink(filters: PaymentsLinkFilters = {}): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => Boolean(value))).toString();
  return query ? `${paths.payments()}?${query}` : paths.payments();
}
