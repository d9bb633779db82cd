import { UserPlus, Users } from "lucide-react";
import { useState, type FormEvent } from "react";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input, inputClasses } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/toast";
import {
  MEMBER_ROLES,
  MEMBER_ROLE_LABELS,
  MEMBER_STATUS_LABELS,
  type MemberRole,
  type OrganisationMember,
} from "~/domain/organisation";
import { useInviteMember, useMembers, useRemoveMember, useSetMemberRole } from "../api/organisations";
import { organisationErrorMessage } from "../lib/organisation-errors";
import { invitationEmailError } from "../lib/organisation-form";
import { cn } from "~/lib/utils";

function InviteForm({ organisationId }: { organisationId: string }) {
  const invite = useInviteMember();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<MemberRole>("employee");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = invitationEmailError(email);
    setError(found);
    if (found) return;
    invite.mutate(
      { organisationId, email, role },
      {
        onSuccess: () => {
          toast({ title: "Invitation envoyée", description: `${email.trim()} reçoit un e-mail d'invitation.` });
          setEmail("");
        },
        onError: (failure) => setError(organisationErrorMessage(failure)),
      },
    );
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className="grid gap-4 md:grid-cols-[1fr_14rem_auto] md:items-start"
    >
      <FormField label="Adresse e-mail" required error={error}>
        <Input type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
      </FormField>
      <FormField label="Rôle">
        <select className={inputClasses} value={role} onChange={(event) => setRole(event.target.value as MemberRole)}>
          {MEMBER_ROLES.map((value) => (
            <option key={value} value={value}>
              {MEMBER_ROLE_LABELS[value]}
            </option>
          ))}
        </select>
      </FormField>
      <Button type="submit" disabled={invite.isPending} className="md:mt-7">
        <UserPlus aria-hidden="true" />
        {invite.isPending ? "Envoi…" : "Inviter"}
      </Button>
    </form>
  );
}

function MemberRow({ member }: { member: OrganisationMember }) {
  const remove = useRemoveMember();
  const setRole = useSetMemberRole();
  const onRemove = () =>
    remove.mutate(member.id, {
      onSuccess: () =>
        toast({ title: "Membre retiré", description: `${member.email} ne fait plus partie de l'organisation.` }),
      onError: (failure) =>
        toast({ title: "Retrait impossible", description: organisationErrorMessage(failure), variant: "destructive" }),
    });
  const onRole = (role: MemberRole) =>
    setRole.mutate(
      { memberId: member.id, role },
      {
        onSuccess: () =>
          toast({
            title: "Rôle modifié",
            description: `${member.email} est désormais ${MEMBER_ROLE_LABELS[role].toLowerCase()} et en est informé(e) par e-mail.`,
          }),
        onError: (failure) =>
          toast({
            title: "Rôle inchangé",
            description: organisationErrorMessage(failure),
            variant: "destructive",
          }),
      },
    );
  return (
    <li data-testid="organisation-member" className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="grid gap-1">
        <span className="font-medium break-all">{member.email}</span>
        <span className="flex flex-wrap gap-2 text-sm text-muted-foreground">
          <Badge variant={member.role === "training_manager" ? "default" : "secondary"}>
            {MEMBER_ROLE_LABELS[member.role]}
          </Badge>
          {MEMBER_STATUS_LABELS[member.status]}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <select
          className={cn(inputClasses, "h-9 w-auto")}
          aria-label={`Rôle de ${member.email}`}
          value={member.role}
          disabled={setRole.isPending}
          onChange={(event) => onRole(event.target.value as MemberRole)}
        >
          {MEMBER_ROLES.map((value) => (
            <option key={value} value={value}>
              {MEMBER_ROLE_LABELS[value]}
            </option>
          ))}
        </select>
        <Button
          variant="outline"
          size="sm"
          onClick={onRemove}
          disabled={remove.isPending}
          aria-label={`Retirer ${member.email}`}
        >
          {remove.isPending ? "Retrait…" : "Retirer"}
        </Button>
      </div>
    </li>
  );
}

/** The members of one organisation, the invitation form and « Retirer » (staff, or the organisation's manager). */
export function MembersPanel({ organisationId }: { organisationId: string }) {
  const members = useMembers(organisationId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Membres</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <InviteForm organisationId={organisationId} />
        {members.isPending ? (
          <div role="status" aria-label="Chargement des membres" className="grid gap-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : members.isError ? (
          <LoadError message="Les membres n'ont pas pu être chargés." onRetry={() => void members.refetch()} />
        ) : members.data.length === 0 ? (
          <EmptyState icon={Users} title="Aucun membre pour l'instant">
            <p className="text-muted-foreground">
              Invitez un responsable formation ou un salarié par son adresse e-mail.
            </p>
          </EmptyState>
        ) : (
          <ul aria-label="Membres de l'organisation" className="divide-y">
            {members.data.map((member) => (
              <MemberRow key={member.id} member={member} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
