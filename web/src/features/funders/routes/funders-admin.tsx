import { HandCoins } from "lucide-react";
import { useState } from "react";
import { AdminPage } from "~/components/back-office/admin-page";
import { adminMeta } from "~/components/back-office/admin-meta";
import { BackLink } from "~/components/back-office/back-link";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input, inputClasses } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import {
  FUNDER_KIND_LABELS,
  useDeleteFunder,
  useFunders,
  useSaveFunder,
  type Funder,
  type FunderDetails,
  type FunderKind,
} from "../api/funders";

export function meta() {
  return adminMeta("Financeurs", "Les fonds de formation et les parrains qui paient une part des conventions.");
}

const EMPTY: FunderDetails = {
  name: "",
  kind: "FDFP",
  country: "",
  billing_address: "",
  billing_email: "",
  registration_number: "",
};

function FunderForm({ editing, onDone }: { editing: Funder | null; onDone: () => void }) {
  const save = useSaveFunder();
  const [details, setDetails] = useState<FunderDetails>(editing ?? EMPTY);
  const [error, setError] = useState<string>();
  const set = (key: keyof FunderDetails) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDetails((current) => ({ ...current, [key]: event.target.value }));
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    save.mutate(
      { id: editing?.id ?? null, details },
      {
        onSuccess: () => {
          toast({ title: editing ? "Financeur enregistré" : "Financeur ajouté" });
          setDetails(EMPTY);
          onDone();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? `Modifier ${editing.name}` : "Ajouter un financeur"}</CardTitle>
      </CardHeader>
      <CardContent>
        <form method="post" noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2">
          <FormField label="Nom" required>
            <Input value={details.name} maxLength={200} onChange={set("name")} />
          </FormField>
          <FormField label="Type" required>
            <select className={inputClasses} value={details.kind} onChange={set("kind")}>
              {(Object.keys(FUNDER_KIND_LABELS) as FunderKind[]).map((kind) => (
                <option key={kind} value={kind}>
                  {FUNDER_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Pays" required>
            <Input value={details.country} maxLength={80} onChange={set("country")} />
          </FormField>
          <FormField label="E-mail de facturation" hint="Les factures et les relances y sont envoyées.">
            <Input type="email" value={details.billing_email ?? ""} maxLength={254} onChange={set("billing_email")} />
          </FormField>
          <FormField label="Adresse de facturation">
            <Input value={details.billing_address ?? ""} maxLength={500} onChange={set("billing_address")} />
          </FormField>
          <FormField label="Immatriculation">
            <Input value={details.registration_number ?? ""} maxLength={60} onChange={set("registration_number")} />
          </FormField>
          {error && (
            <p role="alert" className="text-sm text-destructive md:col-span-2">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2 md:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {editing ? "Enregistrer" : "Ajouter le financeur"}
            </Button>
            {editing && (
              <Button type="button" variant="outline" onClick={onDone}>
                Annuler
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** /gestion-financeurs: the funders staff invoice for their share of an agreement (decision 1001). */
export default function FundersAdminRoute() {
  const funders = useFunders();
  const remove = useDeleteFunder();
  const [editing, setEditing] = useState<Funder | null>(null);
  return (
    <AdminPage
      title="Financeurs"
      description="FDFP, 3FPT, OPCO, fonds publics ou parrains : la part d'une convention qu'ils financent leur est facturée, le reste à l'entreprise."
      actions={<BackLink to="/gestion-factures-entreprises">Factures entreprises</BackLink>}
    >
      {funders.isPending ? (
        <TableSkeleton label="Chargement des financeurs" />
      ) : funders.isError ? (
        <LoadError message="Les financeurs n'ont pas pu être chargés." onRetry={() => void funders.refetch()} />
      ) : funders.data.length === 0 ? (
        <EmptyState icon={HandCoins} title="Aucun financeur pour l'instant">
          <p className="text-muted-foreground">
            Ajoutez un fonds de formation pour lui facturer sa part d'une convention.
          </p>
        </EmptyState>
      ) : (
        <Card className="overflow-x-auto p-0">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Financeurs</caption>
            <thead className="border-b bg-muted/40 text-muted-foreground">
              <tr>
                <th scope="col" className="p-3 font-semibold">
                  Nom
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Type
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Pays
                </th>
                <th scope="col" className="p-3 font-semibold">
                  E-mail de facturation
                </th>
                <th scope="col" className="p-3 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {funders.data.map((funder) => (
                <tr key={funder.id} data-testid="funder-row">
                  <td className="p-3 font-medium">{funder.name}</td>
                  <td className="p-3">{FUNDER_KIND_LABELS[funder.kind]}</td>
                  <td className="p-3">{funder.country}</td>
                  <td className="p-3 break-all">{funder.billing_email ?? "—"}</td>
                  <td className="p-3">
                    <div className="flex flex-wrap gap-2">
                      <Button type="button" size="sm" variant="outline" onClick={() => setEditing(funder)}>
                        Modifier
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={remove.isPending}
                        onClick={() => {
                          if (!window.confirm(`Supprimer le financeur ${funder.name} ?`)) return;
                          remove.mutate(funder.id, {
                            onError: (failure) =>
                              toast({
                                title: "Suppression impossible",
                                description: failure.message,
                                variant: "destructive",
                              }),
                          });
                        }}
                      >
                        Supprimer
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      <FunderForm key={editing?.id ?? "new"} editing={editing} onDone={() => setEditing(null)} />
    </AdminPage>
  );
}
