import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "~/components/data-table/data-table";
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

const columns: DataTableColumn<Formation>[] = [
  {
    key: "title",
    header: "Titre",
    rowHeader: true,
    cell: (course) => <span className="font-medium">{course.title}</span>,
  },
  { key: "theme", header: "Thème", cell: (course) => <Badge variant="secondary">{course.theme}</Badge> },
  { key: "expert", header: "Expert", cell: (course) => course.expert || "—" },
  { key: "formats", header: "Formats", cell: (course) => course.formats.join(", ") || "—" },
  { key: "duration", header: "Durée", nowrap: true, cell: (course) => course.duration },
  {
    key: "price",
    header: "Prix",
    align: "end",
    nowrap: true,
    cell: (course) => formatPrice(course.price, course.price_currency) || "Sur demande",
  },
];

export function CoursesTable({ courses, total, onEdit, onDelete }: CoursesTableProps) {
  return (
    <DataTable
      caption={
        courses.length === total
          ? `${total} formation${total > 1 ? "s" : ""} au catalogue`
          : `${courses.length} formation${courses.length > 1 ? "s" : ""} sur ${total} correspondent à la recherche`
      }
      columns={columns}
      rows={courses}
      rowKey={(course) => course.id}
      rowTestId="course-row"
      actions={(course) => (
        <div className="flex gap-1">
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
      )}
    />
  );
}
