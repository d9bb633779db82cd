import { FileDown } from "lucide-react";
import * as React from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { formatDate, ofName, plural } from "@common/format";
import { pagePaths } from "@common/urls";
import { downloadCompletionCertificate } from "~/features/certificates";
import { useSessionCertificates } from "../api/completion-certificates";
import { formatHours } from "../lib/attendance-labels";

/**
 * What « Délivrer les certificats de réalisation » did, kept in the page (review 2026-12-06 finding 22, decision
 * 1118): how many were new, then each certificate of the session — to whom, its number, the hours followed — with
 * its PDF and its public verification page. Focused when it appears, so a screen reader hears it.
 */
export function IssuedCertificates({ sessionId, issued }: { sessionId: number; issued: number }) {
  const certificates = useSessionCertificates(sessionId, true);
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    ref.current?.scrollIntoView({ block: "nearest" });
    ref.current?.focus({ preventScroll: true });
  }, [issued]);
  const rows = certificates.data ?? [];
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="grid gap-2 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
      data-testid="issued-certificates"
    >
      <p className="font-semibold">
        {issued > 0
          ? plural(issued, "certificat de réalisation délivré", "certificats de réalisation délivrés")
          : "Aucun nouveau certificat\u00a0: ceux de cette session étaient déjà délivrés"}
      </p>
      {certificates.isPending ? (
        <p className="text-sm">Chargement des certificats de la session…</p>
      ) : certificates.isError ? (
        <p className="text-sm">
          {"Les certificats sont délivrés, mais leur liste n'a pas pu être chargée\u00a0: rechargez la page."}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm">{"Cette session n'a aucun apprenant inscrit\u00a0: il n'y avait rien à délivrer."}</p>
      ) : (
        <>
          <p className="text-sm">
            {rows.length === 1
              ? "Le certificat de la session\u00a0; l'apprenant le retrouve dans «\u00a0Mes certificats\u00a0»\u00a0:"
              : `Les ${rows.length} certificats de la session\u00a0; chaque apprenant retrouve le sien dans «\u00a0Mes certificats\u00a0»\u00a0:`}
          </p>
          <ul className="grid gap-2 text-sm">
            {rows.map((row) => (
              <li
                key={row.number}
                className="flex flex-wrap items-center gap-x-3 gap-y-1"
                data-testid="issued-certificate"
              >
                <span>
                  <strong>{row.learner_name}</strong> — n° <span className="font-mono">{row.number}</span>,{" "}
                  {formatHours(row.attended_minutes)} suivies sur {formatHours(row.planned_minutes)}, délivré le{" "}
                  {formatDate(row.issued_at)}
                </span>
                <span className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      void downloadCompletionCertificate(row.number).catch((error: unknown) =>
                        toast({
                          title: "Téléchargement impossible",
                          description: error instanceof Error ? error.message : String(error),
                          variant: "destructive",
                        }),
                      )
                    }
                  >
                    <FileDown aria-hidden="true" />
                    PDF<span className="sr-only"> du certificat {ofName(row.learner_name)}</span>
                  </Button>
                  <Link className="underline underline-offset-4" to={pagePaths.verifyCertificate(row.number)}>
                    Page de vérification<span className="sr-only"> du certificat {ofName(row.learner_name)}</span>
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
