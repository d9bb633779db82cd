import { BookOpenIcon, FileTextIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import type { ExpertProfile } from "../content/experts";

interface ExpertDialogsProps {
  name: string;
  profile: ExpertProfile;
}

/** 'CV complet' and 'Publications' open the expert's summary: no file is offered that does not exist. */
export function ExpertDialogs({ name, profile }: ExpertDialogsProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline">
            <FileTextIcon aria-hidden="true" />
            CV complet
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{name} — parcours</DialogTitle>
            <DialogDescription>{profile.specialty}</DialogDescription>
          </DialogHeader>
          <section aria-label="Expérience">
            <h3 className="font-semibold text-foreground">Expérience</h3>
            <ul className="mt-2 grid gap-2 text-sm">
              {profile.career.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          {profile.credentials.length > 0 && (
            <section aria-label="Diplômes et certifications">
              <h3 className="font-semibold text-foreground">Diplômes et certifications</h3>
              <ul className="mt-2 flex flex-wrap gap-2 text-sm">
                {profile.credentials.map((item) => (
                  <li key={item} className="rounded-md bg-muted px-2 py-1">
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </DialogContent>
      </Dialog>
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline">
            <BookOpenIcon aria-hidden="true" />
            Publications
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Publications et interventions de {name}</DialogTitle>
            <DialogDescription>Articles, ouvrages et conférences récents.</DialogDescription>
          </DialogHeader>
          {profile.publications.length > 0 ? (
            <ul className="grid gap-3 text-sm">
              {profile.publications.map((item) => (
                <li key={item} className="border-l-2 border-warm pl-3">
                  {item}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">Aucune publication n'est encore référencée pour cet expert.</p>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
