import { FileCheck2, FileDown } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { toast } from "~/components/ui/toast";
import { paths } from "~/lib/paths";
import { downloadCompletionCertificate, useMyCompletionCertificates } from "../api/my-completion-certificates";
import { formatCertificateDate } from "../lib/format-date";

const hours = (minutes: number) => {
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${String(rest).padStart(2, "0")}` : ""}`;
};

/** The learner's certificates of completion (hours attended out of planned), each verifiable on the public page. */
export function CompletionCertificates({ userId }: { userId: string | undefined }) {
  const query = useMyCompletionCertificates(userId);
  if (!query.data || query.data.length === 0) return null;
  return (
    <section aria-labelledby="certificats-realisation" className="grid gap-4">
      <h2 id="certificats-realisation" className="text-xl font-semibold">
        Certificats de réalisation
      </h2>
      <ul className="grid gap-4">
        {query.data.map((certificate) => (
          <li key={certificate.id}>
            <Card className="gap-3 p-5">
              <div className="flex items-start gap-3">
                <FileCheck2 className="mt-1 size-7 shrink-0 text-primary" aria-hidden="true" />
                <div className="grid gap-1">
                  <p className="font-semibold">{certificate.formation_title}</p>
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
          </li>
        ))}
      </ul>
    </section>
  );
}
