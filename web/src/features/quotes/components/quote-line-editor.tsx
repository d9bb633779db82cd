import { Trash2 } from "lucide-react";
import { formatDateRange, formatMoney } from "@common/format";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { fetchSessionUnitPrice } from "~/features/pricing";
import { QUOTE_LINE_KIND_LABELS, type QuoteLineKind } from "~/domain/quote";
import { sortByName } from "~/lib/sort-by-name";
import type { DraftLine, SessionChoice } from "../api/quotes";
import { lineAmount } from "../lib/quote-draft";

export const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

const sessionLabel = (session: SessionChoice) =>
  `${session.formations?.title ?? "Formation"} — ${formatDateRange(session.starts_on, session.ends_on)}, ${session.city}`;

/** One line of a draft quote: its kind, session, designation, quantity, price and discount, and its amount. */
export function QuoteLineEditor({
  line,
  index,
  currency,
  sessions,
  onChange,
  onRemove,
}: {
  line: DraftLine;
  index: number;
  currency: "XOF" | "CAD";
  sessions: SessionChoice[];
  onChange: (line: DraftLine) => void;
  onRemove: () => void;
}) {
  const number = (value: string) => (value === "" ? 0 : Number(value));
  // Seats in a session: the unit price defaults to the session's negotiated one for that many seats (early-bird,
  // group rate; decision 1002), as the database computes it; staff may still type another.
  const withSessionPrice = (next: DraftLine) => {
    onChange(next);
    const session = sessions.find((each) => each.id === next.session_id);
    if (next.kind !== "session_seats" || !session || session.formations?.price_currency !== currency) return;
    fetchSessionUnitPrice(session.id, next.quantity).then(
      (unit) => unit != null && onChange({ ...next, unit_price: Number(unit) }),
      () => undefined,
    );
  };
  return (
    <fieldset className="grid gap-3 rounded-md border p-3" data-testid="quote-line">
      <legend className="px-1 text-sm font-semibold">Ligne {index + 1}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Type de ligne">
          <select
            className={selectClass}
            value={line.kind}
            onChange={(event) => {
              const kind = event.target.value as QuoteLineKind;
              onChange({
                ...line,
                kind,
                session_id: kind === "session_seats" ? line.session_id : null,
                quantity: kind === "intra_flat" ? 1 : line.quantity,
              });
            }}
          >
            {(Object.keys(QUOTE_LINE_KIND_LABELS) as QuoteLineKind[]).map((kind) => (
              <option key={kind} value={kind}>
                {QUOTE_LINE_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </FormField>
        {line.kind === "session_seats" && (
          <FormField label="Session">
            <select
              className={selectClass}
              value={line.session_id ?? ""}
              onChange={(event) => {
                const session = sessions.find((each) => each.id === Number(event.target.value));
                withSessionPrice({
                  ...line,
                  session_id: session?.id ?? null,
                  description: session?.formations?.title ?? line.description,
                  unit_price:
                    session?.formations?.price != null && session.formations.price_currency === currency
                      ? Number(session.formations.price)
                      : line.unit_price,
                });
              }}
            >
              <option value="">Choisissez une session</option>
              {sortByName(
                sessions,
                (session) => session.formations?.title ?? "",
                (session) => session.starts_on,
              ).map((session) => (
                <option key={session.id} value={session.id}>
                  {sessionLabel(session)}
                </option>
              ))}
            </select>
          </FormField>
        )}
      </div>
      <FormField label="Désignation">
        <Input
          value={line.description}
          maxLength={300}
          onChange={(event) => onChange({ ...line, description: event.target.value })}
        />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label={line.kind === "session_seats" ? "Nombre de places" : "Nombre d'apprenants"}>
          <Input
            type="number"
            min={1}
            max={1000}
            value={line.quantity}
            disabled={line.kind === "intra_flat"}
            onChange={(event) => withSessionPrice({ ...line, quantity: number(event.target.value) })}
          />
        </FormField>
        <FormField label={line.kind === "intra_flat" ? `Forfait (${currency})` : `Prix unitaire (${currency})`}>
          <Input
            type="number"
            min={0}
            step={currency === "XOF" ? 1 : 0.01}
            value={line.unit_price}
            onChange={(event) => onChange({ ...line, unit_price: number(event.target.value) })}
          />
        </FormField>
        <FormField label="Remise (%)">
          <Input
            type="number"
            min={0}
            max={100}
            step={0.5}
            value={line.discount_percent}
            onChange={(event) => onChange({ ...line, discount_percent: number(event.target.value) })}
          />
        </FormField>
      </div>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm">
          Montant : <strong>{formatMoney(lineAmount(line, currency), currency)}</strong>
        </p>
        <Button type="button" variant="outline" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          Retirer la ligne {index + 1}
        </Button>
      </div>
    </fieldset>
  );
}
