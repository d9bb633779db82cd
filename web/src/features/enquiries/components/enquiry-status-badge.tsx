import { Badge, type BadgeProps } from "~/components/ui/badge";
import type { EnquiryStatus } from "../lib/enquiry.types";
import { STATUS_LABELS } from "../lib/labels";

const variants: Record<EnquiryStatus, BadgeProps["variant"]> = {
  nouvelle: "accent",
  en_cours: "default",
  traitee: "success",
  archivee: "secondary",
};

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return <Badge variant={variants[status] ?? "secondary"}>{STATUS_LABELS[status] ?? status}</Badge>;
}
