import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BadgePercent } from "lucide-react";
import { useState } from "react";
import { formatDate, formatMoney } from "@common/format";
import { AdminPage } from "~/components/back-office/admin-page";
import { adminMeta } from "~/components/back-office/admin-meta";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { planStateLabel } from "../components/instalment-plan";
import { sortByName } from "~/lib/sort-by-name";
import {
  createPromoCode,
  listInstalmentPlans,
  listPricingRules,
  listPromoCodes,
  listUpcomingSessions,
  pricingKeys,
  saveSessionRule,
  setPromoCodeActive,
  type PricingRule,
  type PromoCode,
  type SessionForPricing,
} from "../api/pricing";

export function meta() {
  return adminMeta("Tarifs", "Tarifs préférentiels, tarifs de groupe, paiement en plusieurs fois et codes promo.");
}

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

const optionalNumber = (value: string) => (value.trim() === "" ? null : Number(value));
const optionalText = (value: string) => (value.trim() === "" ? null : value.trim());

/** /gestion-tarifs — staff write a session's negotiated prices and the promotion codes (decisions 1002, 1003). */
export default function PricingAdminRoute() {
  return (
    <AdminPage
      title="Tarifs"
      description="Tarif préférentiel jusqu'à une date, tarif de groupe à partir d'un nombre de places, paiement en 2 ou 3 fois, et codes promo. Le prix est toujours calculé par la base de données et détaillé à l'apprenant avant paiement."
    >
      <div className="grid gap-6">
        <SessionRules />
        <PromoCodes />
        <InstalmentPlans />
      </div>
    </AdminPage>
  );
}

function sessionLabel(session: SessionForPricing) {
  return `${session.formations?.title ?? "Formation"} — ${formatDate(session.starts_on)}, ${session.city}`;
}

function SessionRules() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: [...pricingKeys.all, "sessions"], queryFn: listUpcomingSessions });
  const rules = useQuery({ queryKey: pricingKeys.rules(), queryFn: listPricingRules });
  const [sessionId, setSessionId] = useState<number | null>(null);
  if (sessions.isPending || rules.isPending) return <TableSkeleton label="Chargement des tarifs" />;
  if (sessions.isError || rules.isError)
    return <LoadError message="Les tarifs n'ont pas pu être chargés." onRetry={() => void rules.refetch()} />;
  const session = sessions.data.find((each) => each.id === sessionId) ?? null;
  const rule = rules.data.find((each) => each.session_id === sessionId) ?? null;
  return (
    <Card className="grid gap-4 p-4">
      <h2 className="text-lg font-semibold">Tarifs d'une session</h2>
      <FormField label="Session">
        <select
          className={selectClass}
          value={sessionId ?? ""}
          onChange={(event) => setSessionId(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">Choisissez une session</option>
          {sortByName(
            sessions.data,
            (each) => each.formations?.title ?? "",
            (each) => each.starts_on,
          ).map((each) => (
            <option key={each.id} value={each.id}>
              {sessionLabel(each)}
              {rules.data.some((r) => r.session_id === each.id) ? " (tarifs définis)" : ""}
            </option>
          ))}
        </select>
      </FormField>
      {session && (
        <RuleForm
          key={session.id}
          session={session}
          rule={rule}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: pricingKeys.all })}
        />
      )}
    </Card>
  );
}

function RuleForm({
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
          ? "Un tarif préférentiel demande un prix et une date ; un tarif de groupe, un nombre de places et un prix."
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
            "Un tarif préférentiel demande un prix et une date ; un tarif de groupe, un nombre de places et un prix.",
          );
          return;
        }
        save.mutate();
      }}
    >
      <p className="text-sm text-muted-foreground">
        Prix catalogue : {price != null ? formatMoney(price, currency) : "sur devis"}. Les tarifs ne se cumulent pas :
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
            <option value="1">Non : en une fois</option>
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

function discountLabel(code: PromoCode) {
  if (code.percent_off != null) return `−${Number(code.percent_off)} %`;
  return `−${formatMoney(Number(code.amount_off), code.currency ?? "XOF")}`;
}

function validity(code: PromoCode) {
  if (code.valid_from && code.valid_until)
    return `du ${formatDate(code.valid_from)} au ${formatDate(code.valid_until)}`;
  if (code.valid_until) return `jusqu'au ${formatDate(code.valid_until)}`;
  if (code.valid_from) return `à partir du ${formatDate(code.valid_from)}`;
  return "sans limite de date";
}

function PromoCodes() {
  const queryClient = useQueryClient();
  const codes = useQuery({ queryKey: pricingKeys.codes(), queryFn: listPromoCodes });
  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setPromoCodeActive(id, active),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pricingKeys.codes() }),
  });
  return (
    <Card className="grid gap-4 p-4">
      <h2 className="text-lg font-semibold">Codes promo</h2>
      <NewPromoCode onCreated={() => void queryClient.invalidateQueries({ queryKey: pricingKeys.codes() })} />
      {codes.isPending ? (
        <TableSkeleton label="Chargement des codes promo" />
      ) : codes.isError ? (
        <LoadError message="Les codes promo n'ont pas pu être chargés." onRetry={() => void codes.refetch()} />
      ) : codes.data.length === 0 ? (
        <EmptyState icon={BadgePercent} title="Aucun code promo">
          <p className="text-muted-foreground">Créez-en un ci-dessus.</p>
        </EmptyState>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Codes promo</caption>
            <thead className="border-b text-muted-foreground">
              <tr>
                <th scope="col" className="p-2 font-semibold">
                  Code
                </th>
                <th scope="col" className="p-2 font-semibold">
                  Réduction
                </th>
                <th scope="col" className="p-2 font-semibold">
                  Validité
                </th>
                <th scope="col" className="p-2 font-semibold">
                  Utilisations
                </th>
                <th scope="col" className="p-2 font-semibold">
                  État
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {codes.data.map((code) => (
                <tr key={code.id} data-testid="promo-code-row">
                  <td className="p-2 font-mono font-semibold">{code.code}</td>
                  <td className="p-2 whitespace-nowrap">{discountLabel(code)}</td>
                  <td className="p-2">{validity(code)}</td>
                  <td className="p-2 whitespace-nowrap">
                    {code.uses}
                    {code.max_uses != null ? ` / ${code.max_uses}` : ""} ({code.max_uses_per_account} par compte)
                  </td>
                  <td className="p-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => toggle.mutate({ id: code.id, active: !code.active })}
                      aria-label={`${code.active ? "Désactiver" : "Activer"} le code ${code.code}`}
                    >
                      <Badge variant={code.active ? "default" : "secondary"}>{code.active ? "Actif" : "Inactif"}</Badge>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function NewPromoCode({ onCreated }: { onCreated: () => void }) {
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
        <FormField label="Utilisations au total (vide : sans limite)">
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

/** Every instalment plan with its state: staff see a suspended enrollment at once (decision 1003). */
function InstalmentPlans() {
  const plans = useQuery({ queryKey: [...pricingKeys.all, "plans"], queryFn: listInstalmentPlans });
  return (
    <Card className="grid gap-4 p-4">
      <h2 className="text-lg font-semibold">Paiements en plusieurs fois</h2>
      {plans.isPending ? (
        <TableSkeleton label="Chargement des échéanciers" />
      ) : plans.isError ? (
        <LoadError message="Les échéanciers n'ont pas pu être chargés." onRetry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune inscription n'est payée en plusieurs fois.</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {plans.data.map((plan) => (
            <li
              key={plan.enrollmentId}
              className="grid gap-1 rounded-md border p-3"
              data-testid="staff-instalment-plan"
            >
              <span className="font-semibold">
                {plan.formationTitle} — inscription n° {plan.enrollmentId}
                {plan.reference ? ` (${plan.reference})` : ""}
              </span>
              <span className={plan.state === "suspended" ? "font-semibold text-destructive" : "text-muted-foreground"}>
                {planStateLabel(plan)}
              </span>
              <span className="text-muted-foreground">
                {plan.instalments
                  .map(
                    (part) =>
                      `${part.number}/${part.count} : ${formatMoney(part.amount, part.currency)} le ${formatDate(part.due_on)} (${part.status === "paid" ? "réglée" : part.status === "failed" ? "refusée" : "à régler"})`,
                  )
                  .join(" · ")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
