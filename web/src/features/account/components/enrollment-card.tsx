import { formatMoney } from "@common/format";
import { Award, CreditCardIcon, FileMinusIcon, FileTextIcon, TicketIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { toast } from "~/components/ui/toast";
import {
  BANK_DETAILS,
  BankTransferDetails,
  downloadConvocation,
  downloadCreditNote,
  downloadInvoice,
} from "~/features/enrollment";
import { ChangeSessionPanel, canChangeSession } from "~/features/enrollment-transfer";
import { PaymentLinkPanel } from "~/features/payment-link";
import { learningPaths } from "~/features/learning";
import { InstalmentPlanCard } from "~/features/pricing";
import { paths } from "~/lib/paths";
import { cn } from "~/lib/utils";
import type { MyEnrollment } from "../api/my-enrollments";
import { viewOfEnrollment, type CardTone } from "../lib/enrollment-state";
import { CopyButton } from "../../../components/copy-button";
import { PlaceStatusLine } from "./place-status-line";
import { SessionLine } from "./session-line";
import { WaitingRequest } from "./waiting-request";

const TONES: Record<CardTone, string> = {
  action: "bg-warm-subtle text-warm-subtle-foreground",
  waiting: "bg-secondary text-secondary-foreground",
  done: "bg-success text-success-foreground",
  muted: "bg-muted text-foreground",
};

type PdfKind = "invoice" | "convocation";
const DOCUMENTS: Record<PdfKind, { name: string; download: (enrollmentId: number) => Promise<void> }> = {
  invoice: { name: "Facture", download: downloadInvoice },
  convocation: { name: "Convocation", download: downloadConvocation },
};
/** What is being downloaded: a document of the enrollment, or one of its credit notes by number. */
type Downloading = PdfKind | { creditNote: string };

export interface EnrollmentCardProps {
  enrollment: MyEnrollment;
  onPay: (enrollment: MyEnrollment) => void;
  onCancel: (enrollment: MyEnrollment) => void;
  now?: Date;
}

/** One enrollment in « Mes formations »: its session, status in words, reference, and what the learner can do now. */
export function EnrollmentCard({ enrollment, onPay, onCancel, now }: EnrollmentCardProps) {
  const view = viewOfEnrollment(enrollment, now);
  const formation = enrollment.formations;
  const title = formation?.title ?? `Formation n° ${enrollment.formation_id}`;
  const session = enrollment.course_sessions;
  const currency = enrollment.payment_currency;
  const amount =
    enrollment.payment_amount != null && currency ? formatMoney(enrollment.payment_amount, currency) : null;
  const [downloading, setDownloading] = useState<Downloading | null>(null);

  const download = async (what: Downloading) => {
    setDownloading(what);
    try {
      if (typeof what === "string") await DOCUMENTS[what].download(enrollment.id);
      else await downloadCreditNote(enrollment.id, what.creditNote);
    } catch (error) {
      toast({
        title: `${typeof what === "string" ? DOCUMENTS[what].name : `Avoir ${what.creditNote}`} indisponible`,
        description: error instanceof Error ? error.message : "Réessayez dans un instant.",
        variant: "destructive",
      });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Card data-testid="enrollment-row" className="grid min-w-0 gap-4 p-4 sm:p-5">
      <PlaceStatusLine
        theme={formation?.theme}
        statusClassName={cn("rounded-md px-2 py-0.5 text-sm font-semibold break-words", TONES[view.tone])}
      >
        {view.statusText}
      </PlaceStatusLine>
      <div className="grid min-w-0 gap-2">
        <h2 className="text-lg font-semibold break-words text-foreground">{title}</h2>
        {session ? (
          <SessionLine session={session} />
        ) : (
          <p className="text-sm text-muted-foreground">Session à définir avec notre équipe</p>
        )}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Référence</dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-1">
            <span className="font-mono font-semibold break-all" data-testid="enrollment-reference">
              {enrollment.payment_reference}
            </span>
            {enrollment.payment_reference && (
              <CopyButton
                value={enrollment.payment_reference}
                label={`Copier la référence ${enrollment.payment_reference}`}
              />
            )}
          </dd>
          {amount && (
            <>
              <dt className="text-muted-foreground">Montant</dt>
              <dd className="whitespace-nowrap">{amount}</dd>
            </>
          )}
        </dl>
        {view.cancelledBecause && <p className="text-sm text-muted-foreground">{view.cancelledBecause}</p>}
        {view.duplicates.map((line) => (
          <p key={line} role="status" className="text-sm font-medium text-foreground">
            {line}
          </p>
        ))}
      </div>

      {view.waitingRequest && currency && <WaitingRequest payment={view.waitingRequest} currency={currency} />}

      {view.bankTransfer && currency && enrollment.payment_reference && (
        <BankTransferDetails
          reference={enrollment.payment_reference}
          amount={Number(enrollment.payment_amount)}
          currency={currency}
          bank={BANK_DETAILS[currency]}
          deadline={enrollment.hold_expires_at}
        />
      )}

      {(enrollment.status === "pending" || enrollment.status === "confirmed") && (
        <InstalmentPlanCard enrollmentId={enrollment.id} confirmed={enrollment.status === "confirmed"} />
      )}

      {view.pay && enrollment.status === "pending" && enrollment.course_sessions && (
        <PaymentLinkPanel enrollmentId={enrollment.id} />
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {view.pay && (
          <Button variant="accent" onClick={() => onPay(enrollment)}>
            <CreditCardIcon aria-hidden="true" />
            {view.pay === "resume" ? "Reprendre le paiement" : "Payer"}
          </Button>
        )}
        {view.invoice && (
          <Button variant="outline" onClick={() => void download("invoice")} disabled={downloading !== null}>
            <FileTextIcon aria-hidden="true" />
            {downloading === "invoice" ? "Téléchargement…" : "Facture (PDF)"}
          </Button>
        )}
        {view.creditNotes.map((number) => (
          <Button
            key={number}
            variant="outline"
            onClick={() => void download({ creditNote: number })}
            disabled={downloading !== null}
          >
            <FileMinusIcon aria-hidden="true" />
            {typeof downloading === "object" && downloading?.creditNote === number
              ? "Téléchargement…"
              : // One refund, one credit note: « Avoir (PDF) »; several (instalments), each by its number.
                view.creditNotes.length === 1
                ? "Avoir (PDF)"
                : `Avoir ${number} (PDF)`}
          </Button>
        ))}
        {view.convocation && (
          <Button variant="outline" onClick={() => void download("convocation")} disabled={downloading !== null}>
            <TicketIcon aria-hidden="true" />
            {downloading === "convocation" ? "Téléchargement…" : "Convocation (PDF)"}
          </Button>
        )}
        {view.certificate && (
          <Button asChild variant="outline">
            <Link to={paths.certificates()} aria-label={`Certificat de la formation ${title}`}>
              <Award aria-hidden="true" />
              Certificat
            </Link>
          </Button>
        )}
        {(enrollment.status === "confirmed" || enrollment.status === "completed") && enrollment.session_id !== null && (
          <Button asChild variant="default">
            <Link to={learningPaths.space(enrollment.id)} aria-label={`Espace de formation : ${title}`}>
              Espace de formation
            </Link>
          </Button>
        )}
        <Button asChild variant="ghost">
          <Link to={paths.formation(enrollment.formation_id)} aria-label={`Voir la formation ${title}`}>
            Voir la formation
          </Link>
        </Button>
        {(enrollment.status === "pending" || enrollment.status === "confirmed") &&
          session &&
          enrollment.session_id &&
          canChangeSession(session.starts_on, now) && (
            <ChangeSessionPanel
              enrollmentId={enrollment.id}
              formationId={enrollment.formation_id}
              sessionId={enrollment.session_id}
              startsOn={session.starts_on}
            />
          )}
        {view.cancel && (
          <Button variant="ghost" className="text-destructive sm:ml-auto" onClick={() => onCancel(enrollment)}>
            <XIcon aria-hidden="true" />
            {enrollment.status === "pending" ? "Libérer ma place" : "Annuler mon inscription"}
          </Button>
        )}
      </div>
      {view.cancelNote && <p className="text-xs text-muted-foreground">{view.cancelNote}</p>}
    </Card>
  );
}
