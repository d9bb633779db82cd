import { isEnrollmentStatus, type EnrollmentStatus } from "~/domain/enrollment";
import { isPaymentMethod } from "~/domain/payment";
import type { Currency, PaymentMethod } from "@common/database";

export interface PaymentFilters {
  status: EnrollmentStatus | null;
  method: PaymentMethod | null;
  currency: Currency | null;
  search: string;
}

/**
 * Query parameters of /paiements: ?statut=&methode=&devise=&q= (unknown values are ignored). The database applies them
 * (admin_enrollments_page(), decision 1076): the search finds the learner's name or e-mail by the start of its words
 * and the formation's title by any part of it.
 */
export const FILTER_PARAMS = { status: "statut", method: "methode", currency: "devise", search: "q" } as const;

export function readPaymentFilters(params: URLSearchParams): PaymentFilters {
  const status = params.get(FILTER_PARAMS.status);
  const method = params.get(FILTER_PARAMS.method);
  const currency = params.get(FILTER_PARAMS.currency);
  return {
    status: isEnrollmentStatus(status) ? status : null,
    method: isPaymentMethod(method) ? method : null,
    currency: currency === "XOF" || currency === "CAD" ? currency : null,
    search: params.get(FILTER_PARAMS.search) ?? "",
  };
}
