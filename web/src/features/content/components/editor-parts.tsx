import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { applyToolbar, type ToolbarAction } from "./markdown-toolbar";
import type { ContentDraft, DraftBase } from "./use-content-draft";

/** The building blocks every content editor shares (articles, job offers…): status, Markdown, publication, preview. */

const TOOLBAR: { action: ToolbarAction; label: string; text: string }[] = [
  { action: "h2", label: "Intertitre", text: "Titre 2" },
  { action: "h3", label: "Sous-titre", text: "Titre 3" },
  { action: "bold", label: "Gras", text: "G" },
  { action: "italic", label: "Italique", text: "I" },
  { action: "list", label: "Liste à puces", text: "• Liste" },
  { action: "numbered", label: "Liste numérotée", text: "1. Liste" },
  { action: "quote", label: "Citation", text: "« Citation »" },
  { action: "link", label: "Lien", text: "Lien" },
  { action: "table", label: "Tableau", text: "Tableau" },
];

/** « Brouillon · Enregistré à 10:42 », and the last error as an alert. */
export function SaveStatus<D extends DraftBase>({ editor }: { editor: ContentDraft<D> }) {
  const { status, scheduled, publishedAt, state, dirty } = editor;
  return (
    <>
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {status === "draft"
          ? "Brouillon"
          : scheduled
            ? `Programmé pour le ${new Date(publishedAt!).toLocaleString("fr-FR")}`
            : "Publié"}
        {" · "}
        {state.kind === "saving" && "Enregistrement…"}
        {state.kind === "saved" &&
          `Enregistré à ${state.at.toLocaleTimeString("fr-FR", { hour: "2-digit", minute: "2-digit" })}`}
        {state.kind === "idle" && (dirty ? "Modifications non enregistrées" : "À jour")}
      </p>
      {state.kind === "error" && (
        <p role="alert" className="rounded-md border border-destructive bg-destructive/10 p-3 text-sm text-destructive">
          {state.message}
        </p>
      )}
    </>
  );
}

/** A Markdown textarea with its formatting toolbar and the browser's French spell-check. */
export function MarkdownField({
  label,
  value,
  onChange,
  rows = 18,
  textareaRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  textareaRef?: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const area = textareaRef ?? ownRef;
  function toolbar(action: ToolbarAction) {
    const element = area.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const edit = applyToolbar(action, value, start, end);
    onChange(edit.text);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  }
  return (
    <div className="grid gap-2">
      <div role="toolbar" aria-label="Mise en forme" className="flex flex-wrap gap-1">
        {TOOLBAR.map((tool) => (
          <Button
            key={tool.action}
            type="button"
            size="sm"
            variant="outline"
            aria-label={tool.label}
            onClick={() => toolbar(tool.action)}
          >
            {tool.text}
          </Button>
        ))}
      </div>
      <FormField label={label} hint="Le correcteur orthographique du navigateur vérifie le français.">
        <Textarea
          ref={area}
          lang="fr"
          spellCheck
          rows={rows}
          className="font-mono text-sm"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </FormField>
    </div>
  );
}

/** « Enregistrer », « Aperçu », « Publier maintenant » / « Dépublier », « Programmer », and the public page's link. */
export function PublicationControls<D extends DraftBase>({
  editor,
  onPreview,
  publicHref,
  publicLabel,
  schedulable = true,
}: {
  editor: ContentDraft<D>;
  onPreview?: () => void;
  publicHref: string;
  publicLabel: string;
  /** Whether a publication date may be chosen (articles, offers); team members are published at once. */
  schedulable?: boolean;
}) {
  const { status, scheduled, run } = editor;
  const [schedule, setSchedule] = useState("");
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Button type="button" variant="outline" onClick={() => void run("save")}>
        Enregistrer
      </Button>
      {onPreview && (
        <Button type="button" variant="outline" onClick={onPreview}>
          Aperçu
        </Button>
      )}
      {status === "draft" || scheduled ? (
        <Button type="button" onClick={() => void run("publish")}>
          Publier maintenant
        </Button>
      ) : (
        <Button type="button" variant="outline" onClick={() => void run("unpublish")}>
          Dépublier
        </Button>
      )}
      {status === "draft" && schedulable && (
        <div className="flex flex-wrap items-end gap-2">
          <FormField label="Programmer la publication">
            <Input type="datetime-local" value={schedule} onChange={(e) => setSchedule(e.target.value)} />
          </FormField>
          <Button
            type="button"
            variant="outline"
            disabled={!schedule}
            onClick={() => void run("publish", new Date(schedule).toISOString())}
          >
            Programmer
          </Button>
        </div>
      )}
      {status === "published" && !scheduled && (
        <a className="text-sm font-medium text-primary underline" href={publicHref} target="_blank" rel="noreferrer">
          {publicLabel}
        </a>
      )}
    </div>
  );
}

/** The preview: the stored item through the public page's component. */
export function PreviewPanel({ onClose, children }: { onClose: () => void; children: React.ReactNode }) {
  return (
    <section aria-label="Aperçu" className="rounded-xl border">
      <div className="flex items-center justify-between border-b p-3">
        <h2 className="text-sm font-semibold">Aperçu, tel que les visiteurs le liront</h2>
        <Button type="button" size="sm" variant="outline" onClick={onClose}>
          Fermer l'aperçu
        </Button>
      </div>
      {children}
    </section>
  );
}

const ACTIONS: Record<string, string> = {
  created: "créé",
  edited: "modifié",
  published: "publié",
  scheduled: "programmé",
  unpublished: "dépublié",
};

/** Who changed what, when: the revisions the database records on each write. */
export function RevisionHistory({
  revisions,
}: {
  revisions: { id: number; action: string; changed_at: string; changed_by: string | null }[] | undefined;
}) {
  if (!revisions?.length) return null;
  return (
    <section aria-labelledby="historique" className="grid gap-2">
      <h2 id="historique" className="text-lg font-semibold">
        Historique
      </h2>
      <ul className="grid gap-1 text-sm text-muted-foreground">
        {revisions.map((revision) => (
          <li key={revision.id}>
            {new Date(revision.changed_at).toLocaleString("fr-FR")} — {ACTIONS[revision.action] ?? revision.action}
          </li>
        ))}
      </ul>
    </section>
  );
}
