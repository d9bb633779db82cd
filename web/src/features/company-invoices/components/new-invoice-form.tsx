import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input, inputClasses } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { useFunders } from "~/features/funders";
import { useInvoicedOrganisations, useIssueInvoice } from "../api/company-invoices";
import { companyInvoiceErrorMessage } from "../lib/company-invoices";
import { companyInvoicePaths } from "../lib/company-invoice-paths";

/**
 * Staff issue an invoice by hand: to an organisation (its details, terms and currency are the organisation's), or to
 * a funder for its share of that organisation's training. An agreement's invoices are issued at its signature.
 */
export function NewInvoiceForm() {
  const organisations = useInvoicedOrganisations();
  const funders = useFunders();
  const issue = useIssueInvoice();
  const navigate = useNavigate();
  const [organisationId, setOrganisationId] = useState("");
  const [funderId, setFunderId] = useState("");
  const [description, setDescription] = useState("");
  const [amount, setAmount] = useState("");
  const [purchaseOrder, setPurchaseOrder] = useState("");
  const [error, setError] = useState<string>();
  const organisation = organisations.data?.find((row) => row.id === organisationId);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    const value = Number(amount.replace(/\s/g, "").replace(",", "."));
    if (!organisationId) return setError("Choisissez l'organisation.");
    if (!Number.isFinite(value) || value <= 0) return setError("Indiquez un montant TTC positif.");
    issue.mutate(
      {
        organisationId,
        description: description.trim(),
        amount: value,
        purchaseOrder: purchaseOrder.trim(),
        funderId: funderId ? Number(funderId) : null,
      },
      {
        onSuccess: (invoice) => {
          toast({ title: `Facture ${invoice.number} émise`, description: "Elle est envoyée par e-mail." });
          void navigate(companyInvoicePaths.detail(invoice.id));
        },
        onError: (failure) => setError(companyInvoiceErrorMessage(failure)),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Émettre une facture</CardTitle>
      </CardHeader>
      <CardContent>
        <form method="post" noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2">
          <FormField label="Organisation" required>
            <select
              className={inputClasses}
              value={organisationId}
              onChange={(event) => setOrganisationId(event.target.value)}
            >
              <option value="">Choisir…</option>
              {organisations.data?.map((row) => (
                <option key={row.id} value={row.id}>
                  {row.legal_name} ({row.currency})
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Adressée à" hint="Un financeur reçoit la facture de sa part, sans bon de commande.">
            <select className={inputClasses} value={funderId} onChange={(event) => setFunderId(event.target.value)}>
              <option value="">L'organisation</option>
              {funders.data?.map((row) => (
                <option key={row.id} value={row.id}>
                  {row.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Objet" required className="md:col-span-2">
            <Input value={description} maxLength={500} onChange={(event) => setDescription(event.target.value)} />
          </FormField>
          <FormField
            label={`Montant TTC${organisation ? ` (${organisation.currency})` : ""}`}
            required
            hint="Francs CFA sans décimale, dollars canadiens au cent près."
          >
            <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
          </FormField>
          <FormField
            label="Bon de commande"
            hint={organisation?.purchase_order_required ? "Exigé par cette organisation." : undefined}
          >
            <Input value={purchaseOrder} maxLength={80} onChange={(event) => setPurchaseOrder(event.target.value)} />
          </FormField>
          {error && (
            <p role="alert" className="text-sm text-destructive md:col-span-2">
              {error}
            </p>
          )}
          <div className="md:col-span-2">
            <Button type="submit" disabled={issue.isPending}>
              Émettre et envoyer la facture
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
