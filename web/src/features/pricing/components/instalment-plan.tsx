import { CalendarClockIcon, LoaderCircleIcon, TriangleAlertIcon } from "lucide-react";
import { useId, useState } from "react";
import { formatDate, formatMoney } from "@common/format";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import type { MobileChannel } from "~/domain/payment";
import { MobileMoneyFields, normalisePhone } from "~/features/enrollment/payment";
import { PAYMENT_UNREACHABLE } from "~/lib/function-messages";
import { FunctionCallError, invokeFunction } from "~/lib/invoke-function";
import { cn } from "~/lib/utils";
import { useInstalmentPlan, type Instalment, type InstalmentPlan } from "../api/pricing";

/** « Échéance 2/3 impayée », « Paiement en 3 fois » — the plan's state as the learner and staff read it. */
export function planStateLabel(plan: InstalmentPlan): string {
  const count = plan.instalments[0]?.count ?? plan.instalments.length;
  const late = plan.instalments.find((i) => i.status !== "paid");
  if (plan.state === "completed") return `Paiement en ${count} fois : toutes les échéances sont réglées`;
  if (plan.state === "suspended" && late)
    return `Inscription suspendue : échéance ${late.number}/${count} impayée — réglez-la pour la rétablir`;
  return `Paiement en ${count} fois${late ? ` : prochaine échéance ${late.number}/${count} le ${formatDate(late.due_on)}` : ""}`;
}

/**
 * An enrollment's instalment plan (decision 1003) in « Mes formations »: each instalment with its date and state, the
 * plan suspended while one failed or is overdue, and « Régler l'échéance n/N » by card or Mobile Money.
 */
export function InstalmentPlanCard({ enrollmentId, confirmed }: { enrollmentId: number; confirmed: boolean }) {
  const plan = useInstalmentPlan(enrollmentId);
  const [paying, setPaying] = useState(false);
  if (!plan.data) return null;
  const next = plan.data.instalments.find((i) => i.status !== "paid");
  const suspended = plan.data.state === "suspended";
  return (
    <section
      className={cn("grid gap-2 rounded-lg border p-3 text-sm", suspended && "border-destructive")}
      data-testid="instalment-plan"
    >
      <p className={cn("flex items-start gap-2 font-semibold", suspended && "text-destructive")} role="status">
        {suspended ? (
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        ) : (
          <CalendarClockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        )}
        {planStateLabel(plan.data)}
      </p>
      <ol className="grid gap-1">
        {plan.data.instalments.map((part) => (
          <li key={part.id} className="flex flex-wrap justify-between gap-2">
            <span>
              Échéance {part.number}/{part.count} — {formatDate(part.due_on)}
            </span>
            <span className="whitespace-nowrap">
              {formatMoney(part.amount, part.currency)} ·{" "}
              {part.status === "paid" ? "réglée" : part.status === "failed" ? "paiement refusé" : "à régler"}
            </span>
          </li>
        ))}
      </ol>
      {confirmed && next && (
        <Button
          variant={suspended ? "accent" : "outline"}
          className="justify-self-start"
          onClick={() => setPaying(true)}
        >
          Régler l'échéance {next.number}/{next.count}
        </Button>
      )}
      {next && (
        <PayInstalmentDialog enrollmentId={enrollmentId} instalment={next} open={paying} onOpenChange={setPaying} />
      )}
    </section>
  );
}

function PayInstalmentDialog({
  enrollmentId,
  instalment,
  open,
  onOpenChange,
}: {
  enrollmentId: number;
  instalment: Instalment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const idPrefix = useId();
  const mobileAllowed = instalment.currency === "XOF";
  const [method, setMethod] = useState<"carte" | "mobile">("carte");
  const [operator, setOperator] = useState<MobileChannel>("orange_money");
  const [phone, setPhone] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const pay = async () => {
    setError(undefined);
    const wallet = method === "mobile" ? normalisePhone(phone) : null;
    if (method === "mobile" && !wallet) {
      setError("Indiquez le numéro du compte Mobile Money (8 à 15 chiffres).");
      return;
    }
    setBusy(true);
    try {
      const answer = await invokeFunction(
        "instalment-payment",
        {
          enrollment_id: enrollmentId,
          channel: method === "mobile" ? operator : "carte",
          ...(wallet ? { phone: wallet } : {}),
        },
        { fallbackMessage: PAYMENT_UNREACHABLE },
      );
      // The gateway's hosted checkout page, as the enrollment's payment does.
      window.location.assign(answer.checkout_url);
    } catch (caught) {
      setBusy(false);
      setError(caught instanceof FunctionCallError ? caught.message : "Une erreur est survenue. Veuillez réessayer.");
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            Régler l'échéance {instalment.number}/{instalment.count}
          </DialogTitle>
          <DialogDescription>
            {formatMoney(instalment.amount, instalment.currency)}, à régler au plus tard le{" "}
            {formatDate(instalment.due_on)}.
          </DialogDescription>
        </DialogHeader>
        {mobileAllowed && (
          <RadioGroup
            value={method}
            onValueChange={(value) => setMethod(value as "carte" | "mobile")}
            aria-label="Moyen de paiement"
            className="flex gap-4"
          >
            <label htmlFor={`${idPrefix}-carte`} className="flex items-center gap-2 text-sm">
              <RadioGroupItem value="carte" id={`${idPrefix}-carte`} /> Carte bancaire
            </label>
            <label htmlFor={`${idPrefix}-mobile`} className="flex items-center gap-2 text-sm">
              <RadioGroupItem value="mobile" id={`${idPrefix}-mobile`} /> Mobile Money
            </label>
          </RadioGroup>
        )}
        {method === "mobile" && (
          <MobileMoneyFields
            operator={operator}
            onOperatorChange={setOperator}
            phone={phone}
            onPhoneChange={setPhone}
            disabled={busy}
          />
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Annuler
          </Button>
          <Button onClick={() => void pay()} disabled={busy}>
            {busy && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
            Continuer vers le paiement
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
