import { Award, Download, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { toast } from "~/components/ui/toast";
import type { Certificate } from "@common/database";
import { paths } from "~/lib/paths";
import { formatCertificateDate } from "../lib/format-date";

async function download(certificate: Certificate) {
  const { renderCertificatePdf, savePdf } = await import("../lib/render-certificate-pdf");
  const { bytes, fileName } = await renderCertificatePdf(certificate, window.location.origin);
  savePdf(bytes, fileName);
}

export function CertificateCard({ certificate }: { certificate: Certificate }) {
  const [busy, setBusy] = useState(false);

  const handleDownload = async () => {
    setBusy(true);
    try {
      await download(certificate);
    } catch (error) {
      console.error("Génération du certificat impossible", error);
      toast({
        title: "Erreur",
        description: "Le certificat n'a pas pu être généré. Veuillez réessayer.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card data-testid="certificate-card" className="flex flex-col gap-4 p-5 md:flex-row md:items-center">
      <Award className="size-10 shrink-0 text-warm" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-1">
        <h2 className="text-lg font-semibold text-foreground">{certificate.formation_title}</h2>
        <p className="text-sm text-muted-foreground">
          {certificate.formation_duration} · Délivré le {formatCertificateDate(certificate.issued_at)}
        </p>
        <p className="text-sm">
          <span className="text-muted-foreground">Numéro : </span>
          <span className="font-mono font-medium break-all">{certificate.number}</span>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link
            to={paths.verifyCertificate(certificate.number)}
            aria-label={`Vérifier le certificat ${certificate.number}`}
          >
            <ShieldCheck aria-hidden="true" />
            Vérifier
          </Link>
        </Button>
        <Button
          onClick={() => void handleDownload()}
          disabled={busy}
          aria-label={`Télécharger le certificat ${certificate.formation_title} (PDF)`}
        >
          <Download aria-hidden="true" />
          {busy ? "Génération..." : "Télécharger le PDF"}
        </Button>
      </div>
    </Card>
  );
}
