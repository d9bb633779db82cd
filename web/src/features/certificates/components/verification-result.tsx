import { type LucideIcon, ShieldAlert, ShieldCheck } from "lucide-react";
import type * as React from "react";
import { Card } from "~/components/ui/card";
import type { CertificateVerification } from "@common/database";
import { cn } from "~/lib/utils";
import { formatCertificateDate } from "../lib/format-date";

export function AuthenticCertificate({ certificate }: { certificate: CertificateVerification }) {
  const facts = [
    ["Titulaire", certificate.learner_name],
    ["Formation", certificate.formation_title],
    ["Date de délivrance", formatCertificateDate(certificate.issued_at)],
    ["Validité", certificate.valid ? "Valide" : "Non valide"],
    ["Numéro", certificate.number],
  ] as const;
  return (
    <Card role="status" className="gap-5 border-success/40 p-6">
      <div className="flex items-center gap-3">
        <ShieldCheck className="size-10 shrink-0 text-success" aria-hidden="true" />
        <div>
          <h2 className="text-xl font-bold text-foreground">Certificat authentique</h2>
          <p className="text-sm text-muted-foreground">Ce certificat a bien été délivré par notre cabinet.</p>
        </div>
      </div>
      <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
            <dd className={label === "Numéro" ? "font-mono break-all" : "font-medium"}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * A verification that shows no certificate, as an alert: its icon, an h2 and a paragraph. `error` when the number is
 * not in the register (red border and icon), `wait` when the visitor must try again later (grey icon).
 */
export function VerificationNotice({
  tone,
  icon: Icon,
  title,
  children,
}: {
  tone: "error" | "wait";
  icon: LucideIcon;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Card role="alert" className={cn("flex-row items-start gap-3", tone === "error" && "border-destructive/40", "p-6")}>
      <Icon
        className={cn("size-10 shrink-0", tone === "error" ? "text-destructive" : "text-muted-foreground")}
        aria-hidden="true"
      />
      <div className="grid gap-1">
        <h2 className="text-xl font-bold text-foreground">{title}</h2>
        <p className="text-muted-foreground">{children}</p>
      </div>
    </Card>
  );
}

export function UnknownCertificate({ numero }: { numero: string }) {
  return (
    <VerificationNotice tone="error" icon={ShieldAlert} title="Aucun certificat ne correspond à ce numéro">
      Le numéro <span className="font-mono break-all">{numero}</span> ne figure pas dans notre registre des certificats
      délivrés. Vérifiez qu'il a été saisi exactement comme sur le certificat (lettres, chiffres et tirets).
    </VerificationNotice>
  );
}
