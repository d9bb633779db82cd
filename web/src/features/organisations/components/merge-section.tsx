import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { inputClasses } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { useMergeOrganisations, useOrganisations } from "../api/organisations";
import { organisationErrorMessage } from "../lib/organisation-errors";
import { organisationPaths } from "../lib/organisation-paths";

/**
 * Staff merge a duplicate record into this one: its members move here and the duplicate is deleted, in one
 * transaction (merge_organisations). Asked twice: the duplicate cannot be brought back.
 */
export function MergeSection({ keepId, keepName }: { keepId: string; keepName: string }) {
  const organisations = useOrganisations();
  const merge = useMergeOrganisations();
  const navigate = useNavigate();
  const [mergedId, setMergedId] = useState("");
  const [confirming, setConfirming] = useState(false);
  const others = (organisations.data ?? []).filter((organisation) => organisation.id !== keepId);
  const merged = others.find((organisation) => organisation.id === mergedId);

  const run = () =>
    merge.mutate(
      { keepId, mergedId },
      {
        onSuccess: (moved) => {
          toast({
            title: "Organisations fusionnées",
            description: `${moved} membre${moved > 1 ? "s rejoignent" : " rejoint"} « ${keepName} ».`,
          });
          setConfirming(false);
          setMergedId("");
          void navigate(organisationPaths.edit(keepId));
        },
        onError: (error) =>
          toast({ title: "Fusion impossible", description: organisationErrorMessage(error), variant: "destructive" }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Fusionner un doublon</CardTitle>
        <CardDescription>
          Les membres de la fiche choisie rejoignent « {keepName} », puis cette fiche est supprimée.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FormField label="Fiche en double">
          <select
            className={inputClasses}
            value={mergedId}
            disabled={organisations.isPending}
            onChange={(event) => {
              setMergedId(event.target.value);
              setConfirming(false);
            }}
          >
            <option value="">{organisations.isPending ? "Chargement…" : "Choisissez une organisation"}</option>
            {others.map((organisation) => (
              <option key={organisation.id} value={organisation.id}>
                {organisation.legal_name} ({organisation.country})
              </option>
            ))}
          </select>
        </FormField>
        {confirming && merged ? (
          <div role="alert" className="grid gap-3 rounded-md border border-destructive/40 p-4">
            <p>
              « {merged.legal_name} » sera supprimée et ses {merged.memberCount} membre(s) rejoindront « {keepName} ».
              Cette action est définitive.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="destructive" onClick={run} disabled={merge.isPending}>
                {merge.isPending ? "Fusion…" : "Confirmer la fusion"}
              </Button>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                Annuler
              </Button>
            </div>
          </div>
        ) : (
          <div>
            <Button variant="outline" disabled={!merged} onClick={() => setConfirming(true)}>
              Fusionner dans cette fiche
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
