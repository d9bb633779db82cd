import { useQueryClient } from "@tanstack/react-query";
import { Info, UserRound } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/toast";
import { profileKeys, ROLES, roleLabel } from "~/domain/person";
import { useAuth } from "~/lib/auth";
import type { Role } from "@common/database";
import { useProfileSearch, type ProfileSummary } from "../api/search-profiles";
import { useSetUserRole } from "../api/set-user-role";
import { explainAdminError } from "../lib/admin-errors";

interface PendingChange {
  person: ProfileSummary;
  role: Role;
}

function personName(person: ProfileSummary): string {
  return person.full_name || person.email || "Utilisateur";
}

function ConfirmRoleDialog({ change, onClose }: { change: PendingChange | null; onClose(): void }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const setRole = useSetUserRole();
  const self = change?.person.id === user?.id;

  const confirm = () => {
    if (!change) return;
    setRole.mutate(
      { userId: change.person.id, role: change.role },
      {
        onSuccess: () => {
          toast({
            title: "Rôle modifié",
            description: `${personName(change.person)} est désormais « ${roleLabel(change.role)} ».`,
          });
          // Their own role changed: the sidebar and the role-gated screens follow at once.
          if (self) void queryClient.invalidateQueries({ queryKey: profileKeys.one(change.person.id) });
          onClose();
        },
        onError: (error) =>
          toast({
            title: "Changement de rôle impossible",
            description: explainAdminError(error, "role"),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <Dialog open={change !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Changer le rôle ?</DialogTitle>
          <DialogDescription>
            {change &&
              `${personName(change.person)} passera de « ${roleLabel(change.person.role)} » à « ${roleLabel(change.role)} ».`}
          </DialogDescription>
        </DialogHeader>
        {self && change?.role !== "admin" && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
            Vous retirez votre propre rôle d'administrateur : vous n'aurez plus accès à ces écrans.
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Annuler
          </Button>
          <Button disabled={setRole.isPending} onClick={confirm}>
            {setRole.isPending ? "Enregistrement..." : "Confirmer"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PersonRow({ person, onChoose }: { person: ProfileSummary; onChoose(role: Role): void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="person-row">
      <div className="grid min-w-0">
        <span className="font-medium">{personName(person)}</span>
        <span className="text-sm break-all text-muted-foreground">{person.email}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{roleLabel(person.role)}</Badge>
        {ROLES.filter((role) => role !== person.role).map((role) => (
          <Button
            key={role}
            size="sm"
            variant="outline"
            aria-label={`Rendre ${personName(person)} ${roleLabel(role).toLowerCase()}`}
            onClick={() => onChoose(role)}
          >
            {roleLabel(role)}
          </Button>
        ))}
      </div>
    </li>
  );
}

export function RolesSection() {
  const [search, setSearch] = useState("");
  const term = useDeferredValue(search);
  const results = useProfileSearch(term);
  const [change, setChange] = useState<PendingChange | null>(null);
  const searching = term.trim().length >= 2;

  return (
    <section aria-labelledby="roles-heading" className="grid gap-4 rounded-lg border p-6">
      <div className="grid gap-1">
        <h2 id="roles-heading" className="text-xl font-semibold">
          Rôles
        </h2>
        <p className="flex gap-2 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Un formateur voit dans son espace les formations qui lui sont attribuées, et leurs apprenants. Donnez-lui le
          rôle Formateur ici, puis choisissez son compte dans le champ « Compte formateur » de chaque formation (Gestion
          des formations). Son nom de profil ne lui donne accès à rien.
        </p>
      </div>
      <FormField label="Rechercher une personne" hint="Au moins 2 caractères du nom ou de l'adresse e-mail.">
        <Input
          id="role-search"
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FormField>
      {searching && results.isPending && (
        <div role="status" aria-label="Recherche en cours" className="grid gap-2">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      )}
      {searching && results.isError && (
        <p role="alert" className="text-sm text-destructive">
          La recherche a échoué. Veuillez réessayer.
        </p>
      )}
      {searching && results.data?.length === 0 && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <UserRound className="size-4" aria-hidden="true" />
          Aucune personne ne correspond à « {term.trim()} ».
        </p>
      )}
      {results.data && results.data.length > 0 && searching && (
        <ul className="divide-y" aria-label="Résultats de la recherche">
          {results.data.map((person) => (
            <PersonRow key={person.id} person={person} onChoose={(role) => setChange({ person, role })} />
          ))}
        </ul>
      )}
      <ConfirmRoleDialog change={change} onClose={() => setChange(null)} />
    </section>
  );
}
