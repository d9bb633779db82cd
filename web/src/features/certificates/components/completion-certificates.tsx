import { FileCheck2, FileDown } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { toast } from "~/components/ui/toast";
import { paths } from "~/lib/paths";
import { downloadCompletionCertificate, type CompletionCertificateRow } from "../api/my-completion-certificates";
import { formatCertificateDate } from "../lib/format-date";

const hours = (minutes: number) => {
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${String(rest).padStart(2, "0")}` : ""}`;
};

/**
 * One certificate of completion (hours attended out of planned), verifiable on the public page: an item of the one
 * list of « Mes certificats » (issue 48 item 3).
 */
export function CompletionCertificateCard({ certificate }: { certificate: CompletionCertificateRow }) {
  return (
    <Card data-testid="completion-certificate-card" className="gap-3 p-5">
      <div className="flex items-start gap-3">
        <FileCheck2 className="mt-1 size-7 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="text-sm font-medium text-muted-foreground">Certificat de réalisation</p>
          <h2 className="text-lg font-semibold">{certificate.formation_title}</h2>
          <p className="text-sm text-muted-foreground">
            Session {certificate.session_label} — {hours(certificate.attended_minutes)} suivies sur{" "}
            {hours(certificate.planned_minutes)} — délivré le {formatCertificateDate(certificate.issued_at)}
          </p>
          <p className="font-mono text-sm break-all">{certificate.number}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            void downloadCompletionCertificate(certificate.number).catch((error: Error) =>
              toast({ title: "Téléchargement impossible", description: error.message, variant: "destructive" }),
            )
          }
        >
          <FileDown aria-hidden="true" />
          Télécharger le PDF
        </Button>
        <Button asChild variant="ghost">
          <Link to={paths.verifyCertificate(certificate.number)}>Vérifier en ligne</Link>
        </Button>
      </div>
    </Card>
  );
}
