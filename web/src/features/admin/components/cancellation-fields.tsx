import { useId } from "react";
import { FormField } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { Textarea } from "~/components/ui/textarea";
import { MAX_REASON, OTHER_REASON, mailedSentence, totalOwed, type RefundOwed } from "../lib/cancellation";

export interface ReasonValue {
  choice: string;
  details: string;
}

/** The reason of a cancellation: a few common ones and « Autre motif », with room for the staff's own words. */
export function CancellationReasonFields({
  reasons,
  value,
  onChange,
  error,
}: {
  reasons: readonly string[];
  value: ReasonValue;
  onChange: (value: ReasonValue) => void;
  error?: string;
}) {
  const id = useId();
  const other = value.choice === OTHER_REASON;
  return (
    <div className="grid gap-3">
      <FormField label="Motif de l'annulation" required error={error}>
        <RadioGroup
          value={value.choice}
          onValueChange={(choice) => onChange({ ...value, choice })}
          className="grid gap-2 sm:grid-cols-2"
        >
          {reasons.map((reason, index) => (
            <div key={reason} className="flex items-center gap-2">
              <RadioGroupItem value={reason} id={`${id}-${index}`} />
              <Label htmlFor={`${id}-${index}`} className="font-normal">
                {reason}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </FormField>
      <FormField
        label={other ? "Motif" : "Précisions (facultatif)"}
        required={other}
        hint="Enregistré avec votre nom dans l'historique et repris dans l'e-mail."
      >
        <Textarea
          value={value.details}
          maxLength={MAX_REASON}
          rows={2}
          onChange={(event) => onChange({ ...value, details: event.target.value })}
        />
      </FormField>
    </div>
  );
}

/** Who is told and what is owed back, before the staff confirm. */
export function CancellationConsequences({
  mailed,
  refunds,
  extra,
  loading = false,
}: {
  /** The names of the people e-mailed. */
  mailed: readonly string[];
  refunds: readonly RefundOwed[];
  /** A further line (the waiting list, the calendar…). */
  extra?: string;
  loading?: boolean;
}) {
  if (loading) return <p className="text-sm text-muted-foreground">Chargement des inscrits et des paiements…</p>;
  return (
    <div className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm" data-testid="cancellation-consequences">
      <p>{mailedSentence(mailed)}</p>
      {extra && <p>{extra}</p>}
      {refunds.length === 0 ? <p>Aucun paiement reçu : rien à rembourser.</p> : <RefundsOwed refunds={refunds} />}
    </div>
  );
}

/**
 * Each payment received, what is owed back in all, and from where: each payment is its own refund in « Remboursements
 * à effectuer » (decision 1116), paid back by the way it came in.
 */
function RefundsOwed({ refunds }: { refunds: readonly RefundOwed[] }) {
  return (
    <div className="grid gap-1">
      <p className="font-medium">
        {refunds.length === 1
          ? "Paiement reçu, à rembourser :"
          : `Paiements reçus (${refunds.length}), à rembourser : ${totalOwed(refunds)} en tout`}
      </p>
      <ul className="grid gap-1 pl-4">
        {refunds.map((refund, index) => (
          <li key={index} className="list-disc" data-testid="refund-owed">
            {refund.label && <>{refund.label} : </>}
            <span className="font-semibold whitespace-nowrap">{refund.amount}</span> à {refund.payer} — {refund.method}
            {refund.reference && (
              <>
                , réf. <span className="font-mono break-all">{refund.reference}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">
        {refunds.length === 1
          ? "Il s'ajoute à « Remboursements à effectuer », à verser sous 14 jours ; l'e-mail en donne la date."
          : "Chacun s'ajoute à « Remboursements à effectuer », à verser sous 14 jours ; l'e-mail donne le total et la date."}
      </p>
    </div>
  );
}
