import { isEnquiryStatus, type EnquiryStatus } from "~/domain/enquiry";
import type { EnquiryKind } from "./enquiry.types";
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
