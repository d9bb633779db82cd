import { CalendarPlusIcon, CheckIcon, CopyIcon } from "lucide-react";
import { useId, useState } from "react";
import { formatDate } from "@common/format";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/toast";
import { useCalendarFeedActions, useCalendarFeedCreatedAt, webcalUrl } from "../api/calendar-feed";

const failed = (failure: unknown) =>
  toast({
    title: "Erreur",
    description: failure instanceof Error ? failure.message : String(failure),
    variant: "destructive",
  });

function CopyLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      toast({ title: "Lien copié", description: "Collez-le dans votre agenda (« S'abonner à un calendrier »)." });
    } catch {
      toast({
        title: "Copie impossible",
        description: "Votre navigateur refuse la copie : sélectionnez le lien et copiez-le à la main.",
        variant: "destructive",
      });
    }
  };
  return (
    <Button type="button" variant="outline" onClick={() => void copy()}>
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      {copied ? "Copié" : "Copier le lien"}
    </Button>
  );
}

/**
 * « Mon calendrier » (issue 44 item 4, decision 1020): the private link a phone's or computer's calendar subscribes
 * to, with the sessions of the learner (or those the trainer leads), kept up to date when a session moves or is
 * cancelled. Shown once, right after it is made (only its hash is kept); « Nouveau lien » replaces it, « Révoquer le
 * lien » ends it.
 */
export function MyCalendar({ userId, who }: { userId: string; who: "learner" | "trainer" }) {
  const headingId = useId();
  const urlId = useId();
  const createdAt = useCalendarFeedCreatedAt(userId);
  const { create, revoke } = useCalendarFeedActions(userId);
  const [url, setUrl] = useState<string | null>(null);
  const busy = create.isPending || revoke.isPending;

  const makeLink = async () => {
    try {
      setUrl(await create.mutateAsync());
    } catch (failure) {
      failed(failure);
    }
  };
  const revokeLink = async () => {
    try {
      await revoke.mutateAsync();
    } catch (failure) {
      failed(failure);
      return;
    }
    setUrl(null);
    toast({ title: "Lien révoqué", description: "Les agendas abonnés à ce lien ne recevront plus vos sessions." });
  };

  const sessions = who === "trainer" ? "les sessions que vous animez" : "vos sessions de formation";
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId} className="text-lg font-semibold leading-snug">
          Mon calendrier
        </h2>
        <CardDescription>
          Un lien privé qui ajoute {sessions} à l'agenda de votre téléphone ou de votre ordinateur, mis à jour quand une
          session est déplacée ou annulée. Ne le partagez pas : il suffit pour lire vos dates.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {createdAt.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : url ? (
          <>
            <div className="grid gap-2">
              <label htmlFor={urlId} className="text-sm font-medium">
                Adresse de votre calendrier
              </label>
              <Input
                id={urlId}
                readOnly
                value={url}
                onFocus={(event) => event.currentTarget.select()}
                className="font-mono text-xs"
              />
              <p className="text-sm text-muted-foreground">
                Copiez-la maintenant : pour votre sécurité, elle ne sera plus affichée ensuite.
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <CopyLink url={url} />
              <Button asChild variant="default">
                <a href={webcalUrl(url)}>
                  <CalendarPlusIcon aria-hidden="true" />
                  Ajouter à mon agenda
                </a>
              </Button>
              <Button type="button" variant="ghost" disabled={busy} onClick={() => void revokeLink()}>
                Révoquer le lien
              </Button>
            </div>
          </>
        ) : createdAt.data ? (
          <>
            <p className="text-sm">
              Un lien créé le {formatDate(createdAt.data)} est actif. Il n'est affiché qu'une fois : pour l'ajouter à un
              autre agenda, créez-en un nouveau (l'ancien cessera de fonctionner).
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" disabled={busy} onClick={() => void makeLink()}>
                Nouveau lien
              </Button>
              <Button type="button" variant="ghost" disabled={busy} onClick={() => void revokeLink()}>
                Révoquer le lien
              </Button>
            </div>
          </>
        ) : (
          <div>
            <Button type="button" disabled={busy} onClick={() => void makeLink()}>
              Créer mon lien de calendrier
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
