import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { createPromoCode } from "../api/pricing";
import { optionalNumber, optionalText, selectClass } from "../lib/pricing-form";

/** A new promotion code: a percentage or an amount in one currency, its dates and how often it may be used. */
export function NewPromoCode({ onCreated }: { onCreated: () => void }) {
  const [code, setCode] = useState("");
  const [kind, setKind] = useState<"percent" | "XOF" | "CAD">("percent");
  const [value, setValue] = useState("");
  const [from, setFrom] = useState("");
  const [until, setUntil] = useState("");
  const [maxUses, setMaxUses] = useState("");
  const [perAccount, setPerAccount] = useState("1");
  const [error, setError] = useState<string>();
  const create = useMutation({
    mutationFn: () =>
      createPromoCode({
        code: code.trim().toUpperCase(),
        label: "",
        percent_off: kind === "percent" ? Number(value) : null,
        amount_off: kind === "percent" ? null : Number(value),
        currency: kind === "percent" ? null : kind,
        valid_from: optionalText(from),
        valid_until: optionalText(until),
        max_uses: optionalNumber(maxUses),
        max_uses_per_account: Number(perAccount) || 1,
      }),
    onSuccess: () => {
      toast({ title: "Code promo créé", description: code.trim().toUpperCase() });
      setCode("");
      setValue("");
      setError(undefined);
      onCreated();
    },
    onError: (caught) => setError(caught.message),
  });
  return (
    <form
      method="post"
      className="grid gap-3 rounded-md border border-dashed p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!code.trim() || !value) {
          setError("Indiquez le code et la réduction.");
          return;
        }
        create.mutate();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Code">
          <Input value={code} maxLength={30} onChange={(event) => setCode(event.target.value)} />
        </FormField>
        <FormField label="Type de réduction">
          <select className={selectClass} value={kind} onChange={(event) => setKind(event.target.value as typeof kind)}>
            <option value="percent">Pourcentage</option>
            <option value="XOF">Montant en F CFA</option>
            <option value="CAD">Montant en $ CA</option>
          </select>
        </FormField>
        <FormField label={kind === "percent" ? "Réduction (%)" : `Réduction (${kind})`}>
          <Input type="number" min={0} value={value} onChange={(event) => setValue(event.target.value)} />
        </FormField>
        <FormField label="Valable à partir du">
          <Input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        </FormField>
        <FormField label="Valable jusqu'au">
          <Input type="date" value={until} onChange={(event) => setUntil(event.target.value)} />
        </FormField>
        <FormField label="Utilisations au total (vide : sans limite)">
          <Input type="number" min={1} value={maxUses} onChange={(event) => setMaxUses(event.target.value)} />
        </FormField>
        <FormField label="Utilisations par compte">
          <Input type="number" min={1} value={perAccount} onChange={(event) => setPerAccount(event.target.value)} />
        </FormField>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className="justify-self-start" disabled={create.isPending}>
        {create.isPending ? "Création…" : "Créer le code"}
      </Button>
    </form>
  );
}
