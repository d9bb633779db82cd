import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BadgePercent } from "lucide-react";
import { formatDate, formatMoney } from "@common/format";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { listPromoCodes, pricingKeys, setPromoCodeActive, type PromoCode } from "../api/pricing";
import { NewPromoCode } from "./new-promo-code";

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

/** « Codes promo »: the form that creates one, and every code with its uses, each switched on or off. */
export function PromoCodes() {
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
