import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { enrollmentKeys } from "~/domain/enrollment";
import type { CourseSession, Enrollment, Formation, Profile } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";
import type { PaymentFilters } from "../lib/payment-filters";
import { listPaymentsOf, type EnrollmentPayments } from "./list-payments";

export type EnrollmentLearner = Pick<Profile, "full_name" | "email" | "country" | "company">;
export type AdminEnrollment = Enrollment & {
  /** The formation's columns a signed-in client reads: not who teaches it (decision 0988). */
  formations: Omit<Formation, "trainer_id"> | null;
  profiles: EnrollmentLearner | null;
  /** The bank-transfer reference (PAC-YYYY-NNNNNN) the database gives every enrollment. */
  payment_reference?: string | null;
  /** The dated session the seat is in (none for enrollments made before sessions existed). */
  course_sessions?:
    (Pick<CourseSession, "starts_on" | "ends_on" | "city" | "format"> & Partial<Pick<CourseSession, "status">>) | null;
};

/** Rows of « Paiements et inscriptions » per page: a screenful and more, small enough to answer at once at any volume. */
export const ENROLLMENTS_PAGE_SIZE = 50;

/** Where the next page starts: the last row shown (newest first, the id breaking ties of the same instant). */
export interface EnrollmentCursor {
  created_at: string;
  id: number;
}

export interface EnrollmentsPage {
  rows: AdminEnrollment[];
  /** Attempts and refunds of this page's enrollments, by enrollment id. */
  payments: Map<number, EnrollmentPayments>;
  /** Null when this page is the last. */
  next: EnrollmentCursor | null;
}

/**
 * One page of enrollments, newest first, filtered and searched in the database (admin_enrollments_page(): admins only,
 * keyset on the newest-first index; decision 1076), with the page's payments. One row more than the page is asked for,
 * to know whether another follows without counting them all.
 */
export async function fetchEnrollmentsPage(
  filters: PaymentFilters,
  cursor: EnrollmentCursor | null,
): Promise<EnrollmentsPage> {
  const client = await getSupabase();
  const search = filters.search.trim();
  const { data, error } = await client.rpc("admin_enrollments_page", {
    ...(filters.status ? { p_status: filters.status } : {}),
    ...(filters.method ? { p_method: filters.method } : {}),
    ...(filters.currency ? { p_currency: filters.currency } : {}),
    ...(search ? { p_search: search } : {}),
    ...(cursor ? { p_before_created: cursor.created_at, p_before_id: cursor.id } : {}),
    p_limit: ENROLLMENTS_PAGE_SIZE + 1,
  });
  if (error) throw new AdminApiError(error);
  const found = (data ?? []) as unknown as AdminEnrollment[];
  const rows = found.slice(0, ENROLLMENTS_PAGE_SIZE);
  const last = rows.at(-1);
  const next = found.length > ENROLLMENTS_PAGE_SIZE && last ? { created_at: last.created_at, id: last.id } : null;
  const payments = await listPaymentsOf(rows.map((row) => row.id));
  return { rows, payments, next };
}

/** « Paiements et inscriptions »: the pages read so far for these filters; `fetchNextPage` adds the next one. */
export const adminEnrollmentPagesQuery = (filters: PaymentFilters) =>
  infiniteQueryOptions({
    queryKey: enrollmentKeys.adminPages(filters),
    queryFn: ({ pageParam }) => fetchEnrollmentsPage(filters, pageParam),
    initialPageParam: null as EnrollmentCursor | null,
    getNextPageParam: (page) => page.next,
  });

export function useAdminEnrollmentPages(filters: PaymentFilters) {
  return useInfiniteQuery(adminEnrollmentPagesQuery(filters));
}
