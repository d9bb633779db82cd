import { useMutation } from "@tanstack/react-query";
import { FileArchive } from "lucide-react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import type { CompanyTrainingSession } from "../api/company-trainings";
import { downloadSessionDocuments } from "../api/session-documents";

/** « Documents (ZIP) »: the agreement, the attendance sheet, the certificates and invoices of one session. */
export function SessionDocumentsButton({ session }: { session: CompanyTrainingSession }) {
  const download = useMutation({ mutationFn: downloadSessionDocuments });
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={download.isPending}
      aria-label={`Télécharger les documents de la session ${session.formation_title} (ZIP)`}
      onClick={() =>
        download.mutate(
          {
            agreementId: session.agreement_id,
            agreementNumber: session.agreement_number,
            sessionId: session.session_id,
          },
          {
            onError: (failure) =>
              toast({ title: "Téléchargement impossible", description: failure.message, variant: "destructive" }),
          },
        )
      }
    >
      <FileArchive aria-hidden="true" />
      {download.isPending ? "Préparation…" : "Documents (ZIP)"}
    </Button>
  );
}
