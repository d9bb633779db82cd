import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input, inputClasses } from "~/components/ui/input";
import { MarkdownField } from "~/features/content";
import { uploadLearningFile, useSaveLesson, type AuthoredModule, type LessonKind } from "../api/content";
import { importScormPackage, scormFileProblem } from "../api/scorm-import";
import { LESSON_KINDS } from "../lib/lesson-kinds";

const FILE_TYPES =
  ".pdf,.ppt,.pptx,.odp,.xls,.xlsx,.ods,.csv,.doc,.docx,.odt,application/pdf,application/vnd.openxmlformats-officedocument.*";

/** « Ajouter une leçon » to a module: text, a file or video uploaded, an embedded video, a link or a SCORM package. */
export function LessonForm({ module, formationId }: { module: AuthoredModule; formationId: number }) {
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
      setImported(`Paquet importé : « ${lesson.title} » (${lesson.files} fichiers).`);
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
        hint={kind === "scorm" ? "Facultatif : le titre du paquet par défaut." : undefined}
      >
        <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} required={kind !== "scorm"} />
      </FormField>
      <FormField label="Type">
        <select className={inputClasses} value={kind} onChange={(e) => setKind(e.target.value as LessonKind)}>
          {LESSON_KINDS.map((option) => (
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
            {progress < 1 ? `Envoi du paquet : ${Math.round(progress * 100)} %` : "Paquet envoyé, import en cours…"}
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
