import { LinkIcon, Send } from "lucide-react";
import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { formatDateTime } from "@common/format";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import type { MadeLink } from "@common/functions/answers";
import { createPaymentLink, loadActiveLink, revokePaymentLink } from "../api/payment-link";

const ABIDJAN = "Africa/Abidjan";

/**
 * « Faire payer par quelqu'un d'autre » on an unpaid enrollment (decision 1004): the learner makes a link, sends it by
 * e-mail from the site and/or copies it, and can withdraw it. A new link replaces the old one.
 */
export function PaymentLinkPanel({ enrollmentId }: { enrollmentId: number }) {
  const queryClient = useQueryClient();
  const key = ["payment-link", "active", enrollmentId];
  const [open, setOpen] = React.useState(false);
  // Read once the panel is opened: « Mes formations » lists many cards and most never need it.
  const active = useQuery({ queryKey: key, queryFn: () => loadActiveLink(enrollmentId), enabled: open });
  const [email, setEmail] = React.useState("");
  const [name, setName] = React.useState("");
  const [made, setMade] = React.useState<MadeLink | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const link = await createPaymentLink(enrollmentId, { email: email.trim(), name: name.trim() });
      setMade(link);
      toast({
        title: "Lien de paiement créé",
        description: link.recipient_email ? `Envoyé à ${link.recipient_email}.` : "Copiez-le pour le transmettre.",
      });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const revoke = async () => {
    setBusy(true);
    setError(null);
    try {
      await revokePaymentLink(enrollmentId);
      setMade(null);
      toast({ title: "Lien retiré", description: "Il ne permet plus de payer." });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Lien copié", description: "Collez-le dans un message à la personne qui paie." });
    } catch {
      toast({
        title: "Copie impossible",
        description: "Sélectionnez le lien et copiez-le à la main.",
        variant: "destructive",
      });
    }
  };

  const current = active.data;
  return (
    <section className="grid gap-3 rounded-lg border border-dashed p-3" aria-label="Faire payer par quelqu'un d'autre">
      {current && (
        <p className="text-sm" data-testid="active-payment-link">
          Un lien de paiement est actif{current.recipient_email ? `, envoyé à ${current.recipient_email}` : ""},
          jusqu'au {formatDateTime(current.expires_at, ABIDJAN)}.
        </p>
      )}
      {made && (
        <div className="grid gap-2">
          <label className="text-sm font-semibold" htmlFor={`payment-link-${enrollmentId}`}>
            Lien à transmettre
          </label>
          <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
            <Input
              id={`payment-link-${enrollmentId}`}
              readOnly
              value={made.url}
              className="min-w-0 font-mono text-xs"
            />
            <Button type="button" variant="outline" onClick={() => void copy(made.url)}>
              Copier le lien
            </Button>
          </div>
        </div>
      )}
      {open ? (
        <form
          method="post"
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <p className="text-sm text-muted-foreground">
            Votre employeur ou un proche paie à votre place : il reçoit un lien qui s'ouvre sans compte, avec le
            montant, la référence et les moyens de paiement. Un nouveau lien remplace le précédent.
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="Nom de la personne qui paie">
              <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={120} />
            </FormField>
            <FormField label="Son e-mail" hint="Facultatif : sans e-mail, copiez le lien.">
              <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} maxLength={254} />
            </FormField>
          </div>
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" disabled={busy}>
              <Send aria-hidden="true" />
              {busy ? "Création…" : email.trim() ? "Créer et envoyer le lien" : "Créer le lien"}
            </Button>
            {current && (
              <Button
                type="button"
                variant="ghost"
                className="text-destructive"
                disabled={busy}
                onClick={() => void revoke()}
              >
                Retirer le lien
              </Button>
            )}
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Fermer
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button type="button" variant="outline" onClick={() => setOpen(true)}>
            <LinkIcon aria-hidden="true" />
            Faire payer par quelqu'un d'autre
          </Button>
          {current && (
            <Button
              type="button"
              variant="ghost"
              className="text-destructive"
              disabled={busy}
              onClick={() => void revoke()}
            >
              Retirer le lien
            </Button>
          )}
        </div>
      )}
      {!open && error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}
