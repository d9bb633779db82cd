import { Plus, Send } from "lucide-react";
import * as React from "react";
import { useNavigate } from "react-router";
import { formatMoney } from "@common/format";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import {
  saveDraft,
  sendQuote,
  useQuoteMutation,
  useSessionChoices,
  type DraftFields,
  type DraftLine,
  type QuoteWithLines,
} from "../api/quotes";
import { draftProblem, emptyFields, emptyLine, fieldsOf, lineAmount, linesOf } from "../lib/quote-draft";
import { quotePaths } from "../lib/quote-paths";
import { QuoteLineEditor, selectClass } from "./quote-line-editor";

/** The builder of a draft: the client's company, the lines, the validity and the conditions; save, then send. */
export function QuoteDraftBuilder({ quote }: { quote: QuoteWithLines | null }) {
  const navigate = useNavigate();
  const [fields, setFields] = React.useState<DraftFields>(() => (quote ? fieldsOf(quote) : emptyFields()));
  const [lines, setLines] = React.useState<DraftLine[]>(() => (quote ? linesOf(quote) : [emptyLine()]));
  const [error, setError] = React.useState<string | null>(null);
  const sessions = useSessionChoices();
  const save = useQuoteMutation(saveDraft);
  const send = useQuoteMutation(sendQuote);
  const set =
    (name: keyof DraftFields) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setFields((before) => ({ ...before, [name]: event.target.value }));
  const total = lines.reduce((sum, line) => sum + lineAmount(line, fields.currency), 0);

  const saveNow = async (openAfter = true): Promise<number | null> => {
    setError(null);
    const wrong = draftProblem(fields, lines);
    if (wrong) {
      setError(wrong);
      return null;
    }
    try {
      const id = await save.mutateAsync({
        id: quote?.id ?? null,
        fields: { ...fields, client_email: fields.client_email.trim() },
        lines,
      });
      if (!quote && openAfter) void navigate(quotePaths.edit(id), { replace: true });
      return id;
    } catch (failure) {
      setError((failure as Error).message);
      return null;
    }
  };

  const sendNow = async () => {
    const id = await saveNow(false);
    if (id === null) return;
    try {
      const sent = await send.mutateAsync(id);
      toast({ title: `Devis ${sent.number} envoyé à ${fields.client_email}.` });
      if (!quote) void navigate(quotePaths.edit(id), { replace: true });
    } catch (failure) {
      if (quote) return setError((failure as Error).message);
      // The draft is saved: open it, so that sending again does not make a second one.
      toast({ title: (failure as Error).message, variant: "destructive" });
      void navigate(quotePaths.edit(id), { replace: true });
    }
  };

  const busy = save.isPending || send.isPending;
  return (
    <form
      method="post"
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void saveNow().then((id) => id !== null && toast({ title: "Brouillon enregistré." }));
      }}
    >
      <Card className="grid gap-4 p-4">
        <h2 className="text-lg font-semibold">Client</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Raison sociale" required>
            <Input value={fields.client_company} onChange={set("client_company")} maxLength={200} />
          </FormField>
          <FormField label="Immatriculation (NEQ, RCCM, NINEA, SIRET…)">
            <Input value={fields.client_registration} onChange={set("client_registration")} maxLength={120} />
          </FormField>
          <FormField label="Nom du contact" required>
            <Input value={fields.client_contact_name} onChange={set("client_contact_name")} maxLength={120} />
          </FormField>
          <FormField label="E-mail du contact" required>
            <Input type="email" value={fields.client_email} onChange={set("client_email")} maxLength={254} />
          </FormField>
        </div>
        <FormField label="Adresse">
          <Textarea value={fields.client_address} onChange={set("client_address")} maxLength={400} rows={2} />
        </FormField>
      </Card>
      <Card className="grid gap-4 p-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 className="text-lg font-semibold">Lignes</h2>
          <FormField label="Devise">
            <select className={selectClass} value={fields.currency} onChange={set("currency")}>
              <option value="XOF">Francs CFA (XOF)</option>
              <option value="CAD">Dollars canadiens (CAD)</option>
            </select>
          </FormField>
        </div>
        {lines.map((line, index) => (
          <QuoteLineEditor
            key={index}
            line={line}
            index={index}
            currency={fields.currency}
            sessions={sessions.data ?? []}
            onChange={(changed) => setLines((before) => before.map((each, at) => (at === index ? changed : each)))}
            onRemove={() => setLines((before) => before.filter((_, at) => at !== index))}
          />
        ))}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button type="button" variant="outline" onClick={() => setLines((before) => [...before, emptyLine()])}>
            <Plus aria-hidden="true" />
            Ajouter une ligne
          </Button>
          <p>
            Total TTC : <strong data-testid="draft-total">{formatMoney(total, fields.currency)}</strong>
          </p>
        </div>
      </Card>
      <Card className="grid gap-4 p-4">
        <FormField label="Valable jusqu'au" required>
          <Input type="date" value={fields.valid_until} onChange={set("valid_until")} />
        </FormField>
        <FormField label="Conditions">
          <Textarea value={fields.conditions} onChange={set("conditions")} maxLength={5000} rows={5} />
        </FormField>
      </Card>
      {error && (
        <p role="alert" className="font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="outline" disabled={busy}>
          {save.isPending && !send.isPending ? "Enregistrement…" : "Enregistrer le brouillon"}
        </Button>
        <Button type="button" disabled={busy} onClick={() => void sendNow()}>
          <Send aria-hidden="true" />
          {send.isPending ? "Envoi…" : "Envoyer le devis"}
        </Button>
      </div>
    </form>
  );
}
