import { pagedCaption } from "~/components/back-office/list-caption";
import { BookOpen, ExternalLink, Pencil, Trash2 } from "lucide-react";
import { Link, href } from "react-router";
import { DataTable, type DataTableColumn, type MorePages } from "~/components/data-table/data-table";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { Formation } from "@common/database";
import { formatPrice } from "~/domain/money";
import { paths } from "~/lib/paths";

interface FormationsTableProps {
  formations: readonly Formation[];
  /** A search is applied: the caption says the rows are those that match. */
  searched: boolean;
  more: MorePages;
  onEdit(formation: Formation): void;
  onDelete(formation: Formation): void;
}

const columns: DataTableColumn<Formation>[] = [
  {
    key: "title",
    header: "Titre",
    rowHeader: true,
    cell: (formation) => <span className="font-medium">{formation.title}</span>,
  },
  { key: "theme", header: "Thème", cell: (formation) => <Badge variant="secondary">{formation.theme}</Badge> },
  { key: "expert", header: "Expert", cell: (formation) => formation.expert || "—" },
  { key: "formats", header: "Formats", cell: (formation) => formation.formats.join(", ") || "—" },
  { key: "duration", header: "Durée", nowrap: true, cell: (formation) => formation.duration },
  {
    key: "price",
    header: "Prix",
    align: "end",
    nowrap: true,
    cell: (formation) => formatPrice(formation.price, formation.price_currency) || "Sur demande",
  },
];

export function FormationsTable({ formations, searched, more, onEdit, onDelete }: FormationsTableProps) {
  return (
    <DataTable
      // A page at a time: the caption names the rows read, never a total it has not counted (decision 1112).
      caption={pagedCaption("formation", formations.length, { more: more.hasMore, filtered: searched })}
      more={{ ...more, label: "Voir plus de formations" }}
      columns={columns}
      rows={formations}
      rowKey={(formation) => formation.id}
      rowTestId="formation-row"
      actions={(formation) => (
        <div className="flex gap-1">
          <Button asChild variant="ghost" size="icon">
            <Link to={paths.formation(formation.id)} aria-label={`Voir « ${formation.title} » dans le catalogue`}>
              <ExternalLink aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="ghost" size="icon">
            <Link
              to={href("/gestion-formations/:id/contenu", { id: String(formation.id) })}
              aria-label={`Contenu en ligne de « ${formation.title} »`}
            >
              <BookOpen aria-hidden="true" />
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Modifier « ${formation.title} »`}
            onClick={() => onEdit(formation)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Supprimer « ${formation.title} »`}
            onClick={() => onDelete(formation)}
          >
            <Trash2 aria-hidden="true" className="text-destructive" />
          </Button>
        </div>
      )}
    />
  );
}
