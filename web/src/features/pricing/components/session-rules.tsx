import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { sortByName } from "~/lib/sort-by-name";
import { listPricingRules, listUpcomingSessions, pricingKeys } from "../api/pricing";
import { selectClass } from "../lib/pricing-form";
import { RuleForm, sessionLabel } from "./session-rule-form";

/** « Tarifs d'une session »: pick an upcoming session, then write its prices. */
export function SessionRules() {
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
