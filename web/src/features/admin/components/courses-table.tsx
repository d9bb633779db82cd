import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { Formation } from "~/lib/database";
import { formatPrice } from "~/domain/money";
import { paths } from "~/lib/paths";

interface CoursesTableProps {
  courses: readonly Formation[];
  total: number;
  onEdit(course: Formation): void;
  onDelete(course: Formation): void;
}

export function CoursesTable({ courses, total, onEdit, onDelete }: CoursesTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="px-4 py-3 text-left text-sm text-muted-foreground">
          {courses.length === total
            ? `${total} formation${total > 1 ? "s" : ""} au catalogue`
            : `${courses.length} formation${courses.length > 1 ? "s" : ""} sur ${total} correspondent à la recherche`}
        </caption>
        <thead className="border-y bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Titre
            </th>
            <th scope="col" className="px-4 py-3">
              Thème
            </th>
            <th scope="col" className="px-4 py-3">
              Expert
            </th>
            <th scope="col" className="px-4 py-3">
              Formats
            </th>
            <th scope="col" className="px-4 py-3">
              Durée
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Prix
            </th>
            {/* Below md the table scrolls sideways inside its frame; the actions stay pinned in view. */}
            <th scope="col" className="sticky right-0 bg-muted md:static md:bg-transparent px-4 py-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {courses.map((course) => (
            <tr key={course.id} data-testid="course-row">
              <th scope="row" className="px-4 py-3 font-medium">
                {course.title}
              </th>
              <td className="px-4 py-3">
                <Badge variant="secondary">{course.theme}</Badge>
              </td>
              <td className="px-4 py-3">{course.expert || "—"}</td>
              <td className="px-4 py-3">{course.formats.join(", ") || "—"}</td>
              <td className="px-4 py-3 whitespace-nowrap">{course.duration}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                {formatPrice(course.price, course.price_currency) || "Sur demande"}
              </td>
              <td className="sticky right-0 border-l bg-background md:static md:border-l-0 px-4 py-3">
                <div className="flex justify-end gap-1">
                  <Button asChild variant="ghost" size="icon">
                    <Link to={paths.course(course.id)} aria-label={`Voir « ${course.title} » dans le catalogue`}>
                      <ExternalLink aria-hidden="true" />
                    </Link>
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Modifier « ${course.title} »`}
                    onClick={() => onEdit(course)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Supprimer « ${course.title} »`}
                    onClick={() => onDelete(course)}
                  >
                    <Trash2 aria-hidden="true" className="text-destructive" />
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
