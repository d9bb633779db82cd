import { Link } from "react-router";
import { Skeleton } from "~/components/ui/skeleton";
import { EnrollmentStatusBadge } from "~/domain/enrollment-status-badge";
import { paths } from "~/lib/paths";
import { useMyEnrollments } from "../api/my-enrollments";

export function EnrollmentSummary({ userId }: { userId: string }) {
  const query = useMyEnrollments(userId);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Chargement de vos inscriptions" className="grid gap-3">
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-5/6" />
      </div>
    );
  }
  if (query.isError) {
    return <p className="text-sm text-muted-foreground">Impossible de charger vos inscriptions pour le moment.</p>;
  }
  if (query.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Aucune inscription pour le moment.{" "}
        <Link to={paths.catalogue()} className="font-medium text-primary underline-offset-4 hover:underline">
          Parcourir le catalogue
        </Link>
      </p>
    );
  }
  return (
    <ul className="grid gap-3" data-testid="dashboard-enrollments">
      {query.data.map((enrollment) => (
        <li
          key={enrollment.id}
          className="flex items-center justify-between gap-3 border-t pt-3 first:border-t-0 first:pt-0"
        >
          <Link
            to={paths.formation(enrollment.formation_id)}
            className="min-w-0 font-medium text-foreground underline-offset-4 hover:underline"
          >
            {enrollment.formations?.title ?? `Formation n° ${enrollment.formation_id}`}
          </Link>
          <EnrollmentStatusBadge status={enrollment.status} />
        </li>
      ))}
    </ul>
  );
}
