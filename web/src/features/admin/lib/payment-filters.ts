import { isEnrollmentStatus, type EnrollmentStatus } from "~/domain/enrollment";
import { isPaymentMethod } from "~/domain/payment";
import type { Currency, PaymentMethod } from "@common/database";
import { normalizeSearch } from "./formation-search";

export interface PaymentFilters {
  status: EnrollmentStatus | null;
  method: PaymentMethod | null;
  currency: Currency | null;
  search: string;
}

/** Query parameters of /paiements: ?statut=&methode=&devise=&q= (unknown values are ignored). */
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

export interface FilterableEnrollment {
  status: string | null;
  payment_method: string;
  payment_currency: string | null;
  formations?: { title: string } | null;
  profiles?: { full_name: string | null; email: string | null } | null;
}

/** Status, method and currency must equal the filter; the search looks in the learner's name and e-mail and the formation title. */
export function matchesPaymentFilters(row: FilterableEnrollment, filters: PaymentFilters): boolean {
  if (filters.status && (row.status || "pending") !== filters.status) return false;
  if (filters.method && row.payment_method !== filters.method) return false;
  if (filters.currency && row.payment_currency !== filters.currency) return false;
  const term = normalizeSearch(filters.search);
  if (!term) return true;
  return [row.profiles?.full_name, row.profiles?.email, row.formations?.title].some(
    (field) => field && normalizeSearch(field).includes(term),
  );
}
