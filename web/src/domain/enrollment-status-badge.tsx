import { Badge } from "~/components/ui/badge";
import { enrollmentStatusBadge, enrollmentStatusLabel } from "./enrollment";

/** An enrollment's status as a coloured badge, the same on the learner's screens and in the back office. */
export function EnrollmentStatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <Badge variant={enrollmentStatusBadge(status)} data-testid="enrollment-status">
      {enrollmentStatusLabel(status)}
    </Badge>
  );
}
