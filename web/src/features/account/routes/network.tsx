import { BellRing, MessagesSquare, UserPlus, UsersRound } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { toast } from "~/components/ui/toast";
import { signedInMeta } from "../lib/signed-in-meta";
import { SpaceHeader } from "~/components/back-office/space-header";

export function meta() {
  return signedInMeta("Réseau", "Le réseau des participants et des experts, en cours de développement.");
}

function inviteSoon() {
  toast({
    title: "Invitations bientôt disponibles",
    description: "Vous pourrez inviter vos collègues dès l'ouverture du réseau.",
  });
}

function notifySoon() {
  toast({
    title: "Merci de votre intérêt",
    description: "L'ouverture du réseau sera annoncée dans votre espace.",
  });
}

function EmptyCard({ title, icon: Icon, text }: { title: string; icon: typeof MessagesSquare; text: string }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </h2>
      </CardHeader>
      <CardContent>
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">{text}</p>
      </CardContent>
    </Card>
  );
}

export default function NetworkRoute() {
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <SpaceHeader title="Réseau">Échangez avec les participants et les experts de nos formations.</SpaceHeader>
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <UsersRound className="size-12 text-primary" aria-hidden="true" />
        <p className="text-lg font-semibold">Fonctionnalité en cours de développement</p>
        <p className="max-w-prose text-muted-foreground">
          Le réseau professionnel de nos participants est en préparation. Vous pourrez bientôt y retrouver vos collègues
          de formation, échanger avec nos experts et partager vos expériences.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={inviteSoon}>
            <UserPlus aria-hidden="true" />
            Inviter
          </Button>
          <Button variant="outline" onClick={notifySoon}>
            <BellRing aria-hidden="true" />
            Demander une notification
          </Button>
        </div>
      </Card>
      <div className="grid gap-6 md:grid-cols-2">
        <EmptyCard title="Discussions" icon={MessagesSquare} text="Aucune discussion pour le moment." />
        <EmptyCard title="Notifications" icon={BellRing} text="Aucune notification pour le moment." />
      </div>
    </div>
  );
}
