import { useState } from "react";
import { Link } from "react-router";
import { formatMoney } from "@common/format";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input, inputClasses } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { useProfile } from "~/domain/profile";
import { useAgreementFunding, useFunders, useSetAgreementFunding } from "~/features/funders";
import { useIssueAgreementBalance, useIssueAgreementInvoices } from "../api/company-invoices";
import { companyInvoicePaths } from "../lib/company-invoice-paths";
import { companyInvoiceErrorMessage } from "../lib/company-invoices";

/** Staff set a funder's share while the agreement is a draft (decision 1001). */
function FundingForm({ agreementId, currency }: { agreementId: number; currency: string }) {
  const funders = useFunders();
  const set = useSetAgreementFunding(agreementId);
  const [funderId, setFunderId] = useState("");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string>();
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    const value = Number(amount.replace(/\s/g, "").replace(",", "."));
    if (!funderId) return setError("Choisissez le financeur.");
    if (!Number.isFinite(value) || value < 0) return setError("Indiquez la part du financeur (0 pour la retirer).");
    set.mutate(
      { funderId: Number(funderId), amount: value },
      {
        onSuccess: () => {
          setAmount("");
          toast({ title: value ? "Part du financeur enregistrée" : "Part du financeur retirée" });
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }
  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
      <FormField label="Financeur">
        <select className={inputClasses} value={funderId} onChange={(event) => setFunderId(event.target.value)}>
          <option value="">Choisir…</option>
          {funders.data?.map((funder) => (
            <option key={funder.id} value={funder.id}>
              {funder.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={`Part financée TTC (${currency})`}>
        <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </FormField>
      <Button type="submit" variant="outline" disabled={set.isPending}>
        Enregistrer la part
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive sm:col-span-3">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * « Financement et factures » of an agreement: each funder's share, the company's share, and the invoices issued from
 * it (at the countersignature). Staff set the shares on the draft, and issue the invoices of a signed agreement whose
 * automatic issue was refused. The training manager reads it (the funders' invoices are staff's).
 */
export function AgreementFundingPanel({ agreementId, status }: { agreementId: number; status: string }) {
  const funding = useAgreementFunding(agreementId);
  const { data: profile } = useProfile();
  const isStaff = profile?.role === "admin";
  const issue = useIssueAgreementInvoices();
  const balance = useIssueAgreementBalance();
  if (funding.isPending || funding.isError) return null;
  const { currency } = funding.data;
  const money = (value: number) => formatMoney(value, currency);
  return (
    <Card className="grid gap-3 p-4" data-testid="agreement-funding">
      <h2 className="font-semibold">Financement et factures</h2>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        {funding.data.funders.map((funder) => (
          <div key={funder.funder_id}>
            <dt className="text-muted-foreground">Part financée par {funder.name}</dt>
            <dd className="font-medium">{money(funder.amount)}</dd>
          </div>
        ))}
        <div>
          <dt className="text-muted-foreground">Part de l'entreprise</dt>
          <dd className="font-medium">
            {money(funding.data.company_share)}
            {Number(funding.data.deposit_percent) > 0 &&
              ` (acompte de ${Number(funding.data.deposit_percent).toLocaleString("fr-FR")} %, puis solde)`}
          </dd>
        </div>
      </dl>
      {isStaff && status === "draft" && <FundingForm agreementId={agreementId} currency={currency} />}
      {isStaff &&
        status === "signed" &&
        funding.data.invoices.some((invoice) => invoice.kind === "deposit") &&
        !funding.data.invoices.some((invoice) => invoice.kind === "balance") && (
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm text-muted-foreground">
              Le solde est facturé automatiquement le lendemain de la dernière session.
            </p>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={balance.isPending}
              onClick={() =>
                balance.mutate(agreementId, {
                  onSuccess: () => void funding.refetch(),
                  onError: (failure) =>
                    toast({
                      title: "Solde non facturé",
                      description: companyInvoiceErrorMessage(failure),
                      variant: "destructive",
                    }),
                })
              }
            >
              Facturer le solde maintenant
            </Button>
          </div>
        )}
      {funding.data.invoices.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label="Factures de la convention">
          {funding.data.invoices.map((invoice) => (
            <li key={invoice.id}>
              {isStaff ? (
                <Link
                  className="text-primary underline-offset-4 hover:underline"
                  to={companyInvoicePaths.detail(invoice.id)}
                >
                  {invoice.number}
                </Link>
              ) : (
                invoice.number
              )}{" "}
              — {invoice.customer_name} — {money(invoice.amount)}
            </li>
          ))}
        </ul>
      ) : status === "signed" && isStaff ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-muted-foreground">Aucune facture émise pour cette convention signée.</p>
          <Button
            type="button"
            size="sm"
            disabled={issue.isPending}
            onClick={() =>
              issue.mutate(agreementId, {
                onSuccess: () => void funding.refetch(),
                onError: (failure) =>
                  toast({
                    title: "Factures non émises",
                    description: companyInvoiceErrorMessage(failure),
                    variant: "destructive",
                  }),
              })
            }
          >
            Émettre les factures
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Les factures sont émises à la signature des deux parties.</p>
      )}
    </Card>
  );
}
