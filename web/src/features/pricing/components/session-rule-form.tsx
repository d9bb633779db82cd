import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate, formatMoney } from "@common/format";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { saveSessionRule, type PricingRule, type SessionForPricing } from "../api/pricing";
import { optionalNumber, optionalText, selectClass } from "../lib/pricing-form";

/** A session as the staff pricing screen names it: formation, first day, city. */
export function sessionLabel(session: SessionForPricing) {
  return `${session.formations?.title ?? "Formation"} — ${formatDate(session.starts_on)}, ${session.city}`;
}

/** A session's early-bird price, group price and instalments, checked in pairs before they are saved. */
export function RuleForm({
  session,
  rule,
  onSaved,
}: {
  session: SessionForPricing;
  rule: PricingRule | null;
  onSaved: () => void;
}) {
  const currency = session.formations?.price_currency ?? "XOF";
  const [earlyPrice, setEarlyPrice] = useState(rule?.early_bird_price?.toString() ?? "");
  const [earlyUntil, setEarlyUntil] = useState(rule?.early_bird_until ?? "");
  const [groupSeats, setGroupSeats] = useState(rule?.group_min_seats?.toString() ?? "");
  const [groupPrice, setGroupPrice] = useState(rule?.group_unit_price?.toString() ?? "");
  const [instalments, setInstalments] = useState(String(rule?.instalments_max ?? 1));
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: () =>
      saveSessionRule(session.id, rule, {
        early_bird_price: optionalNumber(earlyPrice),
        early_bird_until: optionalText(earlyUntil),
        group_min_seats: optionalNumber(groupSeats),
        group_unit_price: optionalNumber(groupPrice),
        instalments_max: Number(instalments),
      }),
    onSuccess: () => {
      setError(undefined);
      toast({ title: "Tarifs enregistrés", description: sessionLabel(session) });
      onSaved();
    },
    onError: (caught) =>
      setError(
        caught.message.includes("contrainte") || caught.message === ""
          ? "Un tarif préférentiel demande un prix et une date ; un tarif de groupe, un nombre de places et un prix."
          : caught.message,
      ),
  });
  const price = session.formations?.price;
  return (
    <form
      method="post"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if ((earlyPrice === "") !== (earlyUntil === "") || (groupSeats === "") !== (groupPrice === "")) {
          setError(
            "Un tarif préférentiel demande un prix et une date ; un tarif de groupe, un nombre de places et un prix.",
          );
          return;
        }
        save.mutate();
      }}
    >
      <p className="text-sm text-muted-foreground">
        Prix catalogue : {price != null ? formatMoney(price, currency) : "sur devis"}. Les tarifs ne se cumulent pas :
        le plus bas s'applique, puis le code promo.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={`Tarif préférentiel (${currency})`}>
          <Input type="number" min={1} value={earlyPrice} onChange={(event) => setEarlyPrice(event.target.value)} />
        </FormField>
        <FormField label="Jusqu'au (inclus)">
          <Input type="date" value={earlyUntil} onChange={(event) => setEarlyUntil(event.target.value)} />
        </FormField>
        <FormField label="Tarif de groupe à partir de (places)">
          <Input
            type="number"
            min={2}
            max={1000}
            value={groupSeats}
            onChange={(event) => setGroupSeats(event.target.value)}
          />
        </FormField>
        <FormField label={`Prix par place du groupe (${currency})`}>
          <Input type="number" min={1} value={groupPrice} onChange={(event) => setGroupPrice(event.target.value)} />
        </FormField>
        <FormField label="Paiement en plusieurs fois (particuliers)">
          <select className={selectClass} value={instalments} onChange={(event) => setInstalments(event.target.value)}>
            <option value="1">Non : en une fois</option>
            <option value="2">Jusqu'à 2 fois</option>
            <option value="3">Jusqu'à 3 fois</option>
          </select>
        </FormField>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? "Enregistrement…" : "Enregistrer les tarifs"}
      </Button>
    </form>
  );
}
