import { Badge, type BadgeProps } from "~/components/ui/badge";
import { statusLabel } from "../lib/enrollment-status";

const variants: Record<string, BadgeProps["variant"]> = {
  pending: "accent",
  "": "accent",
  confirmed: "default",
  completed: "success",
  cancelled: "destructive",
};

export function StatusBadge({ status }: { status: string | null | undefined }) {
  return <Badge variant={variants[status ?? ""] ?? "secondary"}>{statusLabel(status)}</Badge>;
}
