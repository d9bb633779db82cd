import { BookOpen, ShieldAlert, Trash2 } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { BackLink } from "~/components/back-office/back-link";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input, inputClasses } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { MarkdownField } from "~/features/content";
import {
  uploadLearningFile,
  useAddModule,
  useAuthoredOutline,
  useCanAuthor,
  useDeleteLesson,
  useDeleteModule,
  useFormationTitle,
  useSaveLesson,
  type AuthoredModule,
  type LessonKind,
} from "../api/content";
import { importScormPackage, scormFileProblem } from "../api/scorm-import";
import { QuizEditor } from "../components/quiz-editor";

export function meta() {
  return [{ title: "Contenu en ligne d'une formation" }, { name: "robots", content: "noindex, nofollow" }];
}

const KINDS: { value: LessonKind; label: string }[] = [
  { value: "text", label: "Texte" },
  { value: "file", label: "Fichier (PDF, diaporama, tableur)" },
  { value: "video", label: "Vidéo déposée" },
  { value: "embed", label: "Vidéo YouTube ou Vimeo" },
  { value: "link", label: "Lien" },
  { value: "scorm", label: "Paquet SCORM 1.2 (.zip)" },
];

const FILE_TYPES =
  ".pdf,.ppt,.pptx,.odp,.xls,.xlsx,.ods,.csv,.doc,.docx,.odt,application/pdf,application/vnd.openxmlformats-officedocument.*";

function LessonForm({ module, formationId }: { module: AuthoredModule; formationId: number }) {
  const save = useSaveLesson(formationId);
  const [title, setTitle] = useState("");
  const [kind, setKind] = useState<LessonKind>("text");
  const [body, setBody] = useState("");
  const [url, setUrl] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The package's upload, 0 to 1, while a SCORM package is sent; null otherwise.
  const [progress, setProgress] = useState<number | null>(null);
  const [imported, setImported] = useState<string | null>(null);
  const queryClient = useQueryClient();

  async function importPackage() {
    if (!file) throw new Error("Choisissez l'archive .zip du paquet SCORM 1.2.");
    const problem = scormFileProblem(file);
    if (problem) throw new Error(problem);
    setProgress(0);
    try {
      const lesson = await importScormPackage(
        { moduleId: module.id, file, title, position: module.learning_lessons.length + 1 },
        setProgress,
      );
      await queryClient.invalidateQueries({ queryKey: ["learning-admin", "outline", formationId] });
      setImported(`Paquet importé : « ${lesson.title} » (${lesson.files} fichiers).`);
      setTitle("");
      setFile(null);
    } finally {
      setProgress(null);
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    setImported(null);
    setBusy(true);
    try {
      if (kind === "scorm") return await importPackage();
      let upload: { file_path: string; file_name: string; file_type: string; file_size: number } | null = null;
      if (kind === "file" || kind === "video") {
        if (!file) throw new Error("Choisissez le fichier de la leçon.");
        upload = {
          file_path: await uploadLearningFile(formationId, file),
          file_name: file.name,
          file_type: file.type,
          file_size: file.size,
        };
      }
      await save.mutateAsync({
        module_id: module.id,
        title,
        kind,
        position: module.learning_lessons.length + 1,
        minutes: 5,
        body,
        ...(upload ?? {}),
        embed_url: kind === "embed" ? url : null,
        link_url: kind === "link" ? url : null,
      });
      setTitle("");
      setBody("");
      setUrl("");
      setFile(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "L'enregistrement a échoué.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" onSubmit={(event) => void submit(event)} className="grid gap-3 border-t pt-4">
      <h3 className="font-semibold">Ajouter une leçon</h3>
      <FormField
        label="Titre de la leçon"
        required={kind !== "scorm"}
        hint={kind === "scorm" ? "Facultatif : le titre du paquet par défaut." : undefined}
      >
        <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} required={kind !== "scorm"} />
      </FormField>
      <FormField label="Type">
        <select className={inputClasses} value={kind} onChange={(e) => setKind(e.target.value as LessonKind)}>
          {KINDS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
      {kind === "file" || kind === "video" ? (
        <FormField label={kind === "video" ? "Fichier vidéo (MP4, WebM)" : "Fichier"}>
          <Input
            type="file"
            accept={kind === "video" ? "video/mp4,video/webm" : FILE_TYPES}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </FormField>
      ) : null}
      {kind === "embed" || kind === "link" ? (
        <FormField
          label={kind === "embed" ? "Adresse de la vidéo" : "Adresse du lien"}
          hint={kind === "embed" ? "YouTube ou Vimeo uniquement." : "Commence par https://"}
        >
          <Input type="url" value={url} onChange={(e) => setUrl(e.target.value)} />
        </FormField>
      ) : null}
      {kind === "scorm" ? (
        <FormField
          label="Paquet SCORM 1.2"
          hint="L'archive .zip exportée par l'outil auteur, imsmanifest.xml à sa racine (100 Mo au plus)."
        >
          <Input type="file" accept=".zip,application/zip" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </FormField>
      ) : (
        <MarkdownField label="Texte de la leçon" value={body} onChange={setBody} rows={8} />
      )}
      {progress !== null ? (
        <div className="grid gap-1" role="status">
          <progress className="h-2 w-full" max={100} value={Math.round(progress * 100)} aria-label="Envoi du paquet" />
          <p className="text-sm text-muted-foreground">
            {progress < 1 ? `Envoi du paquet : ${Math.round(progress * 100)} %` : "Paquet envoyé, import en cours…"}
          </p>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : null}
      {imported ? (
        <p role="status" className="text-success-foreground">
          {imported}
        </p>
      ) : null}
      <Button type="submit" disabled={busy || (kind !== "scorm" && !title.trim())} className="justify-self-start">
        {kind === "scorm" ? "Importer le paquet" : "Ajouter la leçon"}
      </Button>
    </form>
  );
}

function ModuleCard({ module, index, formationId }: { module: AuthoredModule; index: number; formationId: number }) {
  const deleteModule = useDeleteModule(formationId);
  const deleteLesson = useDeleteLesson(formationId);
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold break-words">
          Module {index + 1} · {module.title}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            if (window.confirm(`Supprimer le module « ${module.title} » et ses leçons ?`))
              deleteModule.mutate(module.id);
          }}
        >
          <Trash2 aria-hidden="true" /> Supprimer le module
        </Button>
      </div>
      {module.learning_lessons.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune leçon dans ce module pour l'instant.</p>
      ) : (
        <ol className="grid gap-1">
          {module.learning_lessons.map((lesson) => (
            <li key={lesson.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md px-2 py-1">
              <span className="min-w-0 break-words">
                {lesson.title}{" "}
                <span className="text-xs text-muted-foreground">
                  ({KINDS.find((kind) => kind.value === lesson.kind)?.label})
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Supprimer la leçon ${lesson.title}`}
                onClick={() => deleteLesson.mutate(lesson.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <LessonForm module={module} formationId={formationId} />
    </Card>
  );
}

function AddModule({ formationId, count }: { formationId: number; count: number }) {
  const add = useAddModule(formationId);
  const [title, setTitle] = useState("");
  return (
    <form
      method="post"
      className="grid gap-3 sm:flex sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate({ title, summary: "", position: count + 1 }, { onSuccess: () => setTitle("") });
      }}
    >
      <FormField label="Nouveau module" className="sm:flex-1">
        <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
      </FormField>
      <Button type="submit" disabled={!title.trim() || add.isPending}>
        Ajouter le module
      </Button>
      {add.isError ? (
        <p role="alert" className="text-destructive">
          {add.error.message}
        </p>
      ) : null}
    </form>
  );
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
          Ajoutez un premier module, puis ses leçons : texte, fichiers, vidéos ou liens.
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
