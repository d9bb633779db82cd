import { isEnquiryStatus, type EnquiryStatus } from "~/domain/enquiry";
import type { Enquiry, EnquiryKind } from "./enquiry.types";
import { isEnquiryKind } from "./labels";

/** 'actives' (the default) hides archived enquiries; 'toutes' shows everything. */
export type StatusFilter = EnquiryStatus | "actives" | "toutes";

export interface InboxFilters {
  kind: EnquiryKind | null;
  status: StatusFilter;
  /** yyyy-mm-dd, inclusive, UTC days */
  from: string | null;
  to: string | null;
  search: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters live in the URL (?type=&statut=&du=&au=&q=) so a filtered view can be bookmarked or shared. */
export function readInboxFilters(params: URLSearchParams): InboxFilters {
  const status = params.get("statut");
  const from = params.get("du");
  const to = params.get("au");
  return {
    kind: isEnquiryKind(params.get("type")) ? (params.get("type") as EnquiryKind) : null,
    status: status === "toutes" || isEnquiryStatus(status) ? (status as StatusFilter) : "actives",
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
    search: (params.get("q") ?? "").slice(0, 200),
  };
}

/** Lower case without accents, so « eric » finds « Éric ». */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

function searchableText(enquiry: Enquiry): string {
  const details = Object.values(enquiry.details ?? {})
    .filter((value) => typeof value === "string" || typeof value === "number")
    .join(" ");
  return fold(
    [enquiry.full_name, enquiry.email, enquiry.phone, enquiry.organisation, enquiry.subject, enquiry.message, details]
      .filter(Boolean)
      .join(" "),
  );
}

export function matchesInboxFilters(enquiry: Enquiry, filters: InboxFilters): boolean {
  if (filters.kind && enquiry.kind !== filters.kind) return false;
  if (filters.status === "actives" && enquiry.status === "archivee") return false;
  if (filters.status !== "actives" && filters.status !== "toutes" && enquiry.status !== filters.status) return false;
  const day = enquiry.created_at.slice(0, 10);
  if (filters.from && day < filters.from) return false;
  if (filters.to && day > filters.to) return false;
  const words = fold(filters.search).split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    const text = searchableText(enquiry);
    if (!words.every((word) => text.includes(word))) return false;
  }
  return true;
}
