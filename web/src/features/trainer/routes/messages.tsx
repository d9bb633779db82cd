import { Mail, MessageSquare } from "lucide-react";
import { Button } from "~/components/ui/button";
import { EmailText } from "~/components/data-table/data-table";
import { Card } from "~/components/ui/card";
import { site } from "~/config/site";
import { TrainerOnly } from "../components/trainer-only";
import { trainerMeta } from "../lib/trainer-meta";
import { SpaceHeader } from "~/components/back-office/space-header";

export function meta() {
  return trainerMeta("Messages", "La messagerie de l'espace formateur et comment joindre l'équipe pédagogique.");
}

export default function MessagesRoute() {
  return (
    <TrainerOnly>
      {() => (
        <div className="mx-auto grid max-w-3xl gap-6">
          <SpaceHeader title="Messages">Vos échanges avec les apprenants et l'équipe pédagogique.</SpaceHeader>
          <Card className="flex flex-col items-center gap-4 p-6 text-center sm:p-10">
            <MessageSquare className="size-10 text-primary" aria-hidden="true" />
            <h2 className="text-lg font-semibold">La messagerie n'est pas encore disponible</h2>
            <p className="max-w-prose text-muted-foreground">
              Vous n'avez aucun message : l'échange de messages dans l'espace formateur est en préparation. D'ici là,
              l'équipe pédagogique répond à vos questions par email, du lundi au vendredi, de 9h à 17h.
            </p>
            {/* The address may wrap after its « @ » on a phone: the page never scrolls sideways (decision 0873). */}
            <Button asChild className="h-auto max-w-full py-2 whitespace-normal">
              <a href={`mailto:${site.emails.training}`}>
                <Mail aria-hidden="true" />
                <span>
                  Écrire à <EmailText email={site.emails.training} />
                </span>
              </a>
            </Button>
          </Card>
        </div>
      )}
    </TrainerOnly>
  );
}
