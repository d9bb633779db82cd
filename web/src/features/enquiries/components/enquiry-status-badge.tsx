import { Badge } from "~/components/ui/badge";
import { ENQUIRY_STATUS_LABELS, enquiryStatusBadge, type EnquiryStatus } from "~/domain/enquiry";

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return <Badge variant={enquiryStatusBadge(status)}>{ENQUIRY_STATUS_LABELS[status] ?? status}</Badge>;
}
