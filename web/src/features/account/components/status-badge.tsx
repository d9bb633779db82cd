import { Badge, type BadgeProps } from "~/components/ui/badge";
import { enrollmentStatusLabel } from "../lib/enrollment-status";

const variants: Record<string, BadgeProps["variant"]> = {
  pending: "accent",
  "": "accent",
  confirmed: "default",
  completed: "success",
  cancelled: "destructive",
};

export function StatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <Badge variant={variants[status ?? ""] ?? "secondary"} data-testid="enrollment-status">
      {enrollmentStatusLabel(status)}
    </Badge>
  );
}
