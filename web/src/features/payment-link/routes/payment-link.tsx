import { CircleCheck, Download, LoaderCircle, ShieldAlert } from "lucide-react";
import * as React from "react";
import { useParams, useSearchParams } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { formatDateRange, formatDateTime, formatMoney } from "@common/format";
import type { Currency } from "@common/database";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { site } from "~/config/site";
import type { MobileChannel } from "~/domain/payment";
import { MobileMoneyFields, normalisePhone } from "~/features/enrollment/payment";
import { saveFile } from "~/lib/save-file";
import { RETURN_TOKEN_KEY, linkedInvoicePdf, loadLinkedPayment, payThroughLink } from "../api/payment-link";
import type { LinkedPayment, PayerPayment } from "@common/functions/answers";
import type { BankDetails } from "@common/bank-details";

export function meta() {
  return [
    { title: `Paiement d'une formation | ${site.name}` },
    { name: "description", content: "Régler l'inscription d'un apprenant, sans compte." },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

const ABIDJAN = "Africa/Abidjan";
type Method = "mobile" | "carte" | "virement";

function BankDetailsList({
  reference,
  amount,
  currency,
  bank,
}: {
  reference: string;
  amount: number | string;
  currency: Currency;
  bank: BankDetails;
}) {
  return (
    <section aria-label="Coordonnées bancaires" className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
      <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold">Montant</dt>
        <dd>{formatMoney(Number(amount), currency)}</dd>
        <dt className="font-semibold">Référence à indiquer</dt>
        <dd className="font-mono text-base font-semibold text-primary">{reference}</dd>
        <dt className="font-semibold">Titulaire</dt>
        <dd>{bank.holder}</dd>
        <dt className="font-semibold">Banque</dt>
        <dd>{bank.bank}</dd>
      </dl>
      <ul className="grid gap-0.5 font-mono text-xs sm:text-sm">
        {bank.account.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="text-muted-foreground">
        La place est confirmée dès que notre équipe a reçu le virement, avant la date limite ; la facture est alors
        envoyée.
      </p>
    </section>
  );
}

function PayForm({ token, payment }: { token: string; payment: LinkedPayment }) {
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
      return setError("Indiquez votre e-mail : la facture à votre nom vous y est envoyée.");
    if (email.trim() && !name.trim()) return setError("Indiquez votre nom : la facture est établie à votre nom.");
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
          Indiquez votre nom, votre entreprise et votre e-mail : la facture vous est adressée et envoyée ;{" "}
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

function Paid({ token, payment }: { token: string; payment: LinkedPayment }) {
  const [downloading, setDownloading] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      saveFile(await linkedInvoicePdf(token), `facture-${payment.invoice_number ?? "paiement"}.pdf`);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card role="status" className="grid justify-items-center gap-3 p-6 text-center">
      <CircleCheck className="size-10 text-success" aria-hidden="true" />
      <h2 className="text-xl font-bold">Paiement reçu</h2>
      <p className="text-muted-foreground">
        L'inscription de {payment.trainee_name} est confirmée.
        {payment.payer_name
          ? ` La facture ${payment.invoice_number ?? ""} est adressée à ${payment.payer_name}${payment.payer_company ? ` (${payment.payer_company})` : ""} et envoyée par e-mail.`
          : ""}
      </p>
      {payment.invoice_number && (
        <Button type="button" variant="outline" disabled={downloading} onClick={() => void download()}>
          <Download className="size-4" aria-hidden="true" />
          {downloading ? "Préparation du PDF…" : `Télécharger la facture ${payment.invoice_number}`}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      )}
    </Card>
  );
}

const CLOSED: Record<Exclude<LinkedPayment["state"], "payable" | "paid">, string> = {
  settled: "Cette inscription est déjà payée : rien de plus n'est dû.",
  revoked: "Ce lien de paiement a été remplacé ou retiré : demandez le nouveau lien à l'apprenant.",
  expired: "Ce lien de paiement a expiré : le délai de paiement de la place est dépassé.",
  cancelled: "Cette inscription a été annulée : il n'y a plus rien à payer.",
};

function LinkView({ token, payment }: { token: string; payment: LinkedPayment }) {
  const session =
    payment.starts_on && payment.ends_on
      ? `${formatDateRange(payment.starts_on, payment.ends_on)}${payment.city ? `, ${payment.city}` : ""}`
      : null;
  return (
    <article className="mx-auto my-6 grid max-w-3xl gap-6 px-4">
      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground">{site.name}</p>
        <h1 className="text-2xl font-bold text-primary">Paiement d'une formation</h1>
        <p className="text-muted-foreground">
          {payment.recipient_name ? `${payment.recipient_name}, ` : ""}
          {payment.trainee_name} vous demande de régler son inscription. Aucun compte n'est nécessaire.
        </p>
      </header>
      <Card className="p-4">
        <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-semibold">Formation</dt>
          <dd>{payment.formation_title}</dd>
          <dt className="font-semibold">Stagiaire</dt>
          <dd>{payment.trainee_name}</dd>
          {session && (
            <>
              <dt className="font-semibold">Session</dt>
              <dd>{session}</dd>
            </>
          )}
          <dt className="font-semibold">Montant TTC</dt>
          <dd data-testid="link-amount">{formatMoney(Number(payment.amount), payment.currency)}</dd>
          <dt className="font-semibold">Référence</dt>
          <dd className="font-mono">{payment.reference}</dd>
          {payment.state === "payable" && (
            <>
              <dt className="font-semibold">À régler avant le</dt>
              <dd>{formatDateTime(payment.expires_at, ABIDJAN)}</dd>
            </>
          )}
        </dl>
      </Card>
      {payment.state === "paid" ? (
        <Paid token={token} payment={payment} />
      ) : payment.state === "payable" ? (
        payment.payment?.status === "pending" ? (
          <Card role="status" className="flex items-center gap-3 p-4">
            <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden="true" />
            Paiement en cours de vérification…
          </Card>
        ) : (
          <Card className="p-4">
            {payment.payment?.status === "failed" && (
              <p role="alert" className="mb-3 font-medium text-destructive">
                Le paiement n'a pas abouti : rien n'a été prélevé. Vous pouvez réessayer.
              </p>
            )}
            <PayForm token={token} payment={payment} />
          </Card>
        )
      ) : (
        <Card role="status" className="p-4">
          {CLOSED[payment.state]}
        </Card>
      )}
    </article>
  );
}

/**
 * /paiement/:token — a payment link opened without an account by whoever pays (decision 1004); also
 * /paiement/retour-lien?paiement=<id>, where the gateway sends the payer back (the token is kept in the tab).
 */
export default function PaymentLinkRoute() {
  const params = useParams();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const rawPayment = Number(search.get("paiement"));
  const paymentId = Number.isSafeInteger(rawPayment) && rawPayment > 0 ? rawPayment : undefined;
  const [token] = React.useState(
    () => params.token ?? (typeof window === "undefined" ? "" : (sessionStorage.getItem(RETURN_TOKEN_KEY) ?? "")),
  );
  const payment = useQuery({
    queryKey: ["payment-link", token, paymentId ?? null],
    queryFn: () => loadLinkedPayment(token, paymentId),
    enabled: token !== "",
    retry: false,
    refetchInterval: (query) => {
      const data = query.state.data;
      return paymentId && data && data.state === "payable" && data.payment?.status !== "failed" ? 2000 : false;
    },
  });
  React.useEffect(() => {
    if (payment.data?.state === "paid") void queryClient.invalidateQueries({ queryKey: ["payment-link", token] });
  }, [payment.data?.state, queryClient, token]);

  if (token === "")
    return (
      <Card role="alert" className="mx-auto my-10 max-w-md p-6">
        Rouvrez le lien de paiement que vous avez reçu pour voir où en est le paiement.
      </Card>
    );
  if (payment.isPending)
    return (
      <p role="status" className="p-10 text-center text-muted-foreground">
        Chargement du paiement…
      </p>
    );
  if (payment.isError)
    return (
      <Card role="alert" className="mx-auto my-10 flex max-w-md flex-row items-start gap-3 p-6">
        <ShieldAlert className="size-10 shrink-0 text-destructive" aria-hidden="true" />
        <p>{payment.error.message}</p>
      </Card>
    );
  return <LinkView token={token} payment={payment.data} />;
}
