import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { enrollmentStatusLabel } from "~/domain/enrollment";
import type { Formation } from "@common/database";
import { paths } from "~/lib/paths";
import type { TrainerEnrollment } from "../lib/trainer-figures";

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
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Apprenants inscrits à {formation.title}</caption>
            <thead className="border-b text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Apprenant
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Entreprise
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Pays
                </th>
                <th scope="col" className="py-2 font-medium">
                  Statut
                </th>
              </tr>
            </thead>
            <tbody>
              {enrollments.map((enrollment) => {
                const learner = enrollment.profiles;
                return (
                  <tr key={enrollment.id} className="border-b last:border-0">
                    <td className="py-2 pr-4">
                      <span className="block font-medium">{learner?.full_name || "Apprenant sans nom"}</span>
                      {learner?.email && <span className="block break-all text-muted-foreground">{learner.email}</span>}
                    </td>
                    <td className="py-2 pr-4">{learner?.company || "—"}</td>
                    <td className="py-2 pr-4">{learner?.country || "—"}</td>
                    <td className="py-2">{enrollmentStatusLabel(enrollment.status)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
