import { BookOpen, ShieldAlert } from "lucide-react";
import { useParams } from "react-router";
import { BackLink } from "~/components/back-office/back-link";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { useAuthoredOutline, useCanAuthor, useFormationTitle } from "../api/content";
import { AddModule } from "../components/add-module";
import { ModuleCard } from "../components/module-card";
import { QuizEditor } from "../components/quiz-editor";

export function meta() {
  return [{ title: "Contenu en ligne d'une formation" }, { name: "robots", content: "noindex, nofollow" }];
}

/** « Contenu en ligne » of a formation: its modules and lessons, written by its trainers, editors and staff. */
export default function FormationContentRoute() {
  const { id = "" } = useParams();
  const formationId = Number(id);
  const canAuthor = useCanAuthor(formationId);
  const formation = useFormationTitle(formationId);
  const outline = useAuthoredOutline(formationId);
  const back = <BackLink to="/gestion-formations">Formations</BackLink>;

  if (canAuthor.isPending) return <Skeleton role="status" aria-label="Chargement" className="h-64 w-full" />;
  if (!canAuthor.data)
    return (
      <Card role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 p-10 text-center">
        <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight text-primary">Accès réservé aux formateurs et rédacteurs</h1>
        <p className="text-muted-foreground">Cet écran sert à écrire le contenu en ligne d'une formation.</p>
      </Card>
    );
  let body: React.ReactNode;
  if (outline.isPending) body = <Skeleton className="h-48 w-full" />;
  else if (outline.isError)
    body = <LoadError message="Le contenu n'a pas pu être chargé." onRetry={() => void outline.refetch()} />;
  else if (outline.data.length === 0)
    body = (
      <EmptyState icon={BookOpen} title="Le parcours est vide">
        <p className="max-w-prose text-muted-foreground">
          Ajoutez un premier module, puis ses leçons : texte, fichiers, vidéos ou liens.
        </p>
      </EmptyState>
    );
  else
    body = outline.data.map((module, index) => (
      <ModuleCard key={module.id} module={module} index={index} formationId={formationId} />
    ));
  return (
    <div className="mx-auto grid w-full max-w-4xl min-w-0 gap-6">
      <header className="grid gap-2">
        {back}
        <h1 className="text-2xl font-bold tracking-tight break-words text-primary md:text-3xl">
          Contenu en ligne{formation.data ? ` · ${formation.data.title}` : ""}
        </h1>
        <p className="max-w-prose text-muted-foreground">
          Les modules et les leçons que suivent les apprenants confirmés de chaque session de la formation.
        </p>
      </header>
      {body}
      <AddModule formationId={formationId} count={outline.data?.length ?? 0} />
      <QuizEditor
        formationId={formationId}
        modules={(outline.data ?? []).map((module) => ({ id: module.id, title: module.title }))}
      />
    </div>
  );
}
