import * as React from "react";
import { formatMoney } from "@common/format";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import type { MobileChannel } from "~/domain/payment";
import { MobileMoneyFields, normalisePhone } from "~/features/enrollment/payment";
import type { LinkedPayment, PayerPayment } from "@common/functions/answers";
import { RETURN_TOKEN_KEY, payThroughLink } from "../api/payment-link";
import { BankDetailsList } from "./bank-details-list";

type Method = "mobile" | "carte" | "virement";

/**
 * « Payer »: the payer's name for the invoice (optional), then Mobile Money (F CFA only), card or transfer; a card or
 * Mobile Money payment goes on at the gateway, a transfer shows the bank details.
 */
export function PayForm({ token, payment }: { token: string; payment: LinkedPayment }) {
  const mobileAllowed = payment.currency === "XOF";
  const [method, setMethod] = React.useState<Method>(mobileAllowed ? "mobile" : "carte");
  const [operator, setOperator] = React.useState<MobileChannel>("orange_money");
  const [phone, setPhone] = React.useState("");
  const [name, setName] = React.useState("");
  const [company, setCompany] = React.useState("");
  const [email, setEmail] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [phoneError, setPhoneError] = React.useState<string | undefined>();
  const [sending, setSending] = React.useState(false);
  const [transfer, setTransfer] = React.useState<Extract<PayerPayment, { reference: string }> | null>(null);

  const submit = async () => {
    setError(null);
    setPhoneError(undefined);
    if ((name.trim() || company.trim()) && !email.trim())
      return setError("Indiquez votre e-mail : la facture à votre nom vous y est envoyée.");
    if (email.trim() && !name.trim()) return setError("Indiquez votre nom : la facture est établie à votre nom.");
    if (method === "mobile" && !normalisePhone(phone))
      return setPhoneError("Indiquez le numéro de téléphone du compte Mobile Money (8 à 15 chiffres).");
    setSending(true);
    try {
      const answer = await payThroughLink(token, {
        channel: method === "mobile" ? operator : method,
        ...(method === "mobile" ? { phone } : {}),
        payer_name: name.trim(),
        payer_company: company.trim(),
        payer_email: email.trim(),
      });
      if ("checkout_url" in answer) {
        sessionStorage.setItem(RETURN_TOKEN_KEY, token);
        window.location.assign(answer.checkout_url);
        return;
      }
      setTransfer(answer);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSending(false);
    }
  };

  if (transfer)
    return (
      <div className="grid gap-3" role="status">
        <h2 className="text-lg font-semibold">Virement bancaire</h2>
        <BankDetailsList
          reference={transfer.reference}
          amount={transfer.amount}
          currency={transfer.currency}
          bank={transfer.bank}
        />
      </div>
    );

  return (
    <form
      method="post"
      className="grid gap-4"
      aria-labelledby="pay-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="pay-title" className="text-lg font-semibold">
        Payer
      </h2>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold">Facture à votre nom (facultatif)</legend>
        <p className="text-sm text-muted-foreground">
          Indiquez votre nom, votre entreprise et votre e-mail : la facture vous est adressée et envoyée ;{" "}
          {payment.trainee_name} y figure comme stagiaire.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Votre nom">
            <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={120} autoComplete="name" />
          </FormField>
          <FormField label="Entreprise">
            <Input
              value={company}
              onChange={(event) => setCompany(event.target.value)}
              maxLength={160}
              autoComplete="organization"
            />
          </FormField>
        </div>
        <FormField label="Votre e-mail">
          <Input
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            maxLength={254}
            autoComplete="email"
          />
        </FormField>
      </fieldset>
      <RadioGroup
        value={method}
        onValueChange={(value) => setMethod(value as Method)}
        aria-label="Moyen de paiement"
        className="grid gap-2 sm:grid-cols-3"
      >
        {(mobileAllowed ? (["mobile", "carte", "virement"] as const) : (["carte", "virement"] as const)).map(
          (value) => (
            <label
              key={value}
              htmlFor={`method-${value}`}
              className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2"
            >
              <RadioGroupItem value={value} id={`method-${value}`} />
              {value === "mobile" ? "Mobile Money" : value === "carte" ? "Carte bancaire" : "Virement bancaire"}
            </label>
          ),
        )}
      </RadioGroup>
      {method === "mobile" && (
        <MobileMoneyFields
          operator={operator}
          onOperatorChange={setOperator}
          phone={phone}
          onPhoneChange={setPhone}
          phoneError={phoneError}
          disabled={sending}
        />
      )}
      {method === "virement" && (
        <BankDetailsList
          reference={payment.reference}
          amount={payment.amount}
          currency={payment.currency}
          bank={payment.bank}
        />
      )}
      {error && (
        <p role="alert" className="font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" variant="accent" disabled={sending} className="w-full sm:w-fit">
        {sending
          ? "Envoi…"
          : method === "virement"
            ? "Je paie par virement"
            : `Payer ${formatMoney(Number(payment.amount), payment.currency)}`}
      </Button>
    </form>
  );
}
