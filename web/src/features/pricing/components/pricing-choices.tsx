import { LoaderCircleIcon } from "lucide-react";
import { useId, useState } from "react";
import { breakdownLines, type PriceBreakdown } from "@common/pricing";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { cn } from "~/lib/utils";
import { PricingError, usePricePreview } from "../api/pricing";

/** The price as the database will charge it, line by line (issue 43 item 7: every rule shown before payment). */
export function PriceBreakdownList({ breakdown }: { breakdown: PriceBreakdown }) {
  const lines = breakdownLines(breakdown);
  return (
    <dl className="grid gap-1 rounded-lg bg-muted px-3 py-2 text-sm" data-testid="price-breakdown">
      {lines.map((line) => (
        <div
          key={line.label}
          className={cn(
            "flex items-baseline justify-between gap-3",
            line.label === "Total" && "border-t pt-1 font-semibold text-foreground",
            line.label.startsWith("Échéance") && "text-muted-foreground",
          )}
        >
          <dt>{line.label}</dt>
          <dd className="text-right whitespace-nowrap">{line.amount}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface PricingChoice {
  promoCode?: string;
  instalments: number;
}

export interface PricingChoicesProps {
  sessionId: number;
  value: PricingChoice;
  onChange: (value: PricingChoice) => void;
  disabled?: boolean;
}

/**
 * In the payment dialog, before anything is paid: a promotion code (checked by the database, refused in French) and,
 * when the session allows it, 2 or 3 instalments by card or Mobile Money; the breakdown follows both.
 */
export function PricingChoices({ sessionId, value, onChange, disabled }: PricingChoicesProps) {
  const idPrefix = useId();
  const [draft, setDraft] = useState(value.promoCode ?? "");
  const preview = usePricePreview({ sessionId, promoCode: value.promoCode, instalments: value.instalments });
  const refusal = preview.error instanceof PricingError ? preview.error : null;
  const codeRefused = refusal && /^PA46[0-4]$/.test(refusal.code);
  const breakdown = preview.data ?? null;
  // Without the code (refused), the plan and the rules still show on the last good price.
  const base = usePricePreview(codeRefused ? { sessionId, instalments: value.instalments } : null);
  const shown = breakdown ?? (codeRefused ? (base.data ?? null) : null);
  const instalmentsMax = shown?.instalments_max ?? 1;

  const apply = () => onChange({ ...value, promoCode: draft.trim() || undefined });

  return (
    <div className="grid gap-3">
      <div className="flex items-start gap-2">
        <FormField
          label="Code promo (facultatif)"
          className="flex-1"
          error={codeRefused ? refusal.message : undefined}
          hint={value.promoCode && breakdown ? `Code ${breakdown.promo_code} appliqué.` : undefined}
        >
          <Input
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                apply();
              }
            }}
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={30}
            disabled={disabled}
          />
        </FormField>
        <Button type="button" variant="outline" className="mt-7" onClick={apply} disabled={disabled}>
          Appliquer
        </Button>
      </div>
      {instalmentsMax > 1 && (
        <fieldset className="grid gap-2" disabled={disabled}>
          <legend className="text-sm font-semibold">Payer en plusieurs fois</legend>
          <RadioGroup
            value={String(value.instalments)}
            onValueChange={(next) => onChange({ ...value, instalments: Number(next) })}
            aria-label="Nombre de paiements"
            className="flex flex-wrap gap-3"
          >
            {[1, 2, 3]
              .filter((count) => count <= instalmentsMax)
              .map((count) => (
                <label key={count} htmlFor={`${idPrefix}-${count}`} className="flex items-center gap-2 text-sm">
                  <RadioGroupItem value={String(count)} id={`${idPrefix}-${count}`} />
                  {count === 1 ? "En une fois" : `En ${count} fois`}
                </label>
              ))}
          </RadioGroup>
          {value.instalments > 1 && (
            <p className="text-xs text-muted-foreground">
              Par carte ou Mobile Money : la place est confirmée au premier paiement, un rappel vous est envoyé avant
              chaque échéance ; une échéance impayée suspend l'inscription.
            </p>
          )}
        </fieldset>
      )}
      {refusal && !codeRefused && (
        <p role="alert" className="text-sm text-destructive">
          {refusal.message}
        </p>
      )}
      {preview.isPending && !shown ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
          Calcul du prix…
        </p>
      ) : (
        shown && <PriceBreakdownList breakdown={shown} />
      )}
    </div>
  );
}
