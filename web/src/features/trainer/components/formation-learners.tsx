import { Link } from "react-router";
import { DataTable, EmailText, type DataTableColumn } from "~/components/data-table/data-table";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { enrollmentStatusLabel } from "~/domain/enrollment";
import type { Formation } from "@common/database";
import { paths } from "~/lib/paths";
import type { TrainerEnrollment } from "../lib/trainer-figures";

const columns: DataTableColumn<TrainerEnrollment>[] = [
  {
    key: "learner",
    header: "Apprenant",
    cell: ({ profiles: learner }) => (
      <>
        <span className="block font-medium">{learner?.full_name || "Apprenant sans nom"}</span>
        {learner?.email && <EmailText email={learner.email} className="block text-muted-foreground" />}
      </>
    ),
  },
  { key: "company", header: "Entreprise", cell: ({ profiles: learner }) => learner?.company || "—" },
  { key: "country", header: "Pays", cell: ({ profiles: learner }) => learner?.country || "—" },
  { key: "status", header: "Statut", cell: (enrollment) => enrollmentStatusLabel(enrollment.status) },
];

const enrollmentCount = (count: number) => `${count} ${count > 1 ? "inscriptions" : "inscription"}`;

/** One of the trainer's formations with the people enrolled in it. */
export function FormationLearners({
  formation,
  enrollments,
}: {
  formation: Formation;
  enrollments: readonly TrainerEnrollment[];
}) {
  const headingId = `cours-${formation.id}`;
  return (
    <Card data-testid="trainer-formation" className="gap-4 p-5" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{formation.theme}</Badge>
            <Badge variant="outline">{enrollmentCount(enrollments.length)}</Badge>
          </div>
          <h3 id={headingId} className="text-lg font-semibold">
            {formation.title}
          </h3>
          <p className="text-sm text-muted-foreground">
            {formation.duration}
            {formation.formats.length > 0 && ` · ${formation.formats.join(", ")}`}
          </p>
        </div>
        <Link
          to={paths.formation(formation.id)}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          aria-label={`Voir la fiche de la formation ${formation.title}`}
        >
          Voir la fiche
        </Link>
      </div>
      {enrollments.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun apprenant inscrit pour le moment.</p>
      ) : (
        <DataTable
          caption={`Apprenants inscrits à ${formation.title}`}
          captionHidden
          columns={columns}
          rows={enrollments}
          rowKey={(enrollment) => enrollment.id}
        />
      )}
    </Card>
  );
}
