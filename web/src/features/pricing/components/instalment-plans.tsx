import { useQuery } from "@tanstack/react-query";
import { formatDate, formatMoney } from "@common/format";
import { LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { Card } from "~/components/ui/card";
import { listInstalmentPlans, pricingKeys } from "../api/pricing";
import { planStateLabel } from "./instalment-plan";

/** Every instalment plan with its state: staff see a suspended enrollment at once (decision 1003). */
export function InstalmentPlans() {
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
                      `${part.number}/${part.count} : ${formatMoney(part.amount, part.currency)} le ${formatDate(part.due_on)} (${part.status === "paid" ? "réglée" : part.status === "failed" ? "refusée" : "à régler"})`,
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
