import { Award, ClockIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { canDownloadCertificate } from "~/domain/enrolment";
import { EnrollmentStatusBadge } from "~/domain/enrolment-status-badge";
import { formatPrice } from "~/domain/money";
import { paths } from "~/lib/paths";
import type { EnrollmentWithFormation } from "../api/my-enrollments";

const dateFormat = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long" });

export function EnrollmentRow({ enrollment }: { enrollment: EnrollmentWithFormation }) {
  const formation = enrollment.formations;
  const title = formation?.title ?? `Formation n° ${enrollment.formation_id}`;
  const price = formation ? formatPrice(formation.price, formation.price_currency) : "";
  return (
    <Card data-testid="enrollment-row" className="flex flex-col gap-4 p-5 md:flex-row md:items-center">
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {formation && <Badge variant="secondary">{formation.theme}</Badge>}
          <EnrollmentStatusBadge status={enrollment.status} />
        </div>
        <h2 className="text-lg font-semibold text-foreground">{title}</h2>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {formation && (
            <span className="flex items-center gap-1.5">
              <ClockIcon className="size-4" aria-hidden="true" />
              <span className="sr-only">Durée :</span>
              {formation.duration}
            </span>
          )}
          {price && (
            <span className="whitespace-nowrap">
              <span className="sr-only">Prix : </span>
              {price}
            </span>
          )}
          {enrollment.created_at && <span>Inscription du {dateFormat.format(new Date(enrollment.created_at))}</span>}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {canDownloadCertificate(enrollment.status) && (
          <Button asChild variant="outline">
            <Link to={paths.certificates()} aria-label={`Certificat de la formation ${title}`}>
              <Award aria-hidden="true" />
              Certificat
            </Link>
          </Button>
        )}
        <Button asChild>
          <Link to={paths.course(enrollment.formation_id)} aria-label={`Accéder à la formation ${title}`}>
            Accéder
          </Link>
        </Button>
      </div>
    </Card>
  );
}
