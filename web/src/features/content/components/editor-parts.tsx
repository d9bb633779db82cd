import { useRef, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { applyToolbar, type ToolbarAction } from "./markdown-toolbar";
import type { ContentDraft, DraftBase, SaveAction, SavedContent, SaveState } from "./use-content-draft";
import type { PublicationStatus } from "@common/database";
import { contentDateTime, contentTime } from "../lib/dates";

/**
 * The building blocks the content editors share (articles, case studies, job offers, team members, testimonials,
 * client logos): the status line, the common fields, Markdown, publication, preview, history.
 */

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

/** « Brouillon · Enregistré à 10:42 » (« Publié », « Programmé pour le … »), and the last error as an alert. */
export function SaveStatus({
  editor,
}: {
  editor: {
    status: PublicationStatus;
    scheduled?: boolean;
    publishedAt?: string | null;
    state: SaveState;
    dirty: boolean;
  };
}) {
  const { status, scheduled, publishedAt, state, dirty } = editor;
  return (
    <>
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {status === "draft" ? "Brouillon" : scheduled ? `Programmé pour le ${contentDateTime(publishedAt!)}` : "Publié"}
        {" · "}
        {state.kind === "saving" && "Enregistrement…"}
        {state.kind === "saved" && `Enregistré à ${contentTime(state.at)}`}
        {(state.kind === "idle" || state.kind === "error") && (dirty ? "Modifications non enregistrées" : "À jour")}
      </p>
      {state.kind === "error" && (
        <p role="alert" className="rounded-md border border-destructive bg-destructive/10 p-3 text-sm text-destructive">
          {state.message}
        </p>
      )}
    </>
  );
}

/** The title, with the browser's French spell-check; the slug follows it until edited. */
export function TitleField<D extends DraftBase & { title: string }>({
  editor,
  label = "Titre",
  hint,
}: {
  editor: ContentDraft<D>;
  label?: string;
  hint?: string;
}) {
  return (
    <FormField label={label} hint={hint} required>
      <Input
        lang="fr"
        spellCheck
        value={editor.draft.title}
        onChange={(e) => editor.change("title", e.target.value as D["title"])}
        maxLength={200}
      />
    </FormField>
  );
}

/** The draft's keys whose value is a text. */
type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D];

/** A one-line text field of the draft (`name` is its key), as a plain input: `lang="fr"` for French words. */
export function TextField<D, K extends TextKey<D>>({
  editor,
  name,
  label,
  hint,
  required,
  maxLength,
  lang,
  spellCheck,
}: {
  editor: { draft: D; change: <Key extends keyof D>(key: Key, value: D[Key]) => void };
  name: K;
  label: string;
  hint?: string;
  required?: boolean;
  maxLength: number;
  lang?: "fr";
  spellCheck?: boolean;
}) {
  return (
    <FormField label={label} hint={hint} required={required}>
      <Input
        lang={lang}
        spellCheck={spellCheck}
        value={editor.draft[name] as string}
        onChange={(e) => editor.change(name, e.target.value as D[K])}
        maxLength={maxLength}
      />
    </FormField>
  );
}

/** « Adresse (slug) »: the address the public page will have (`hint`), kept to lowercase words and dashes. */
export function SlugField<D extends DraftBase>({
  editor,
  label = "Adresse (slug)",
  hint,
}: {
  editor: ContentDraft<D>;
  label?: string;
  hint: string;
}) {
  return (
    <FormField label={label} hint={hint} required>
      <Input value={editor.draft.slug} onChange={(e) => editor.changeSlug(e.target.value)} maxLength={120} />
    </FormField>
  );
}

/** « Résumé »: one or two sentences, 600 characters at most. */
export function SummaryField({
  value,
  onChange,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}) {
  return (
    <FormField label="Résumé" hint={hint}>
      <Textarea
        lang="fr"
        spellCheck
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={600}
      />
    </FormField>
  );
}

/** A list typed one item per line (skills, services, offices…): the text as typed, the list without empty lines. */
export function LinesField({
  label,
  hint = "Un par ligne",
  initial,
  onChange,
  rows,
  french = true,
}: {
  label: string;
  hint?: string;
  initial: string[];
  onChange: (items: string[]) => void;
  rows: number;
  /** French words: the browser's French spell-check (not for place names). */
  french?: boolean;
}) {
  const [text, setText] = useState(initial.join("\n"));
  return (
    <FormField label={label} hint={hint}>
      <Textarea
        lang={french ? "fr" : undefined}
        spellCheck={french || undefined}
        rows={rows}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(
            e.target.value
              .split("\n")
              .map((line) => line.trim())
              .filter(Boolean),
          );
        }}
      />
    </FormField>
  );
}

/** « Ordre d'affichage »: a whole number from 0 to 10 000, the smallest first. */
export function SortOrderField({
  value,
  onChange,
  hint = "Les plus petits d'abord",
}: {
  value: number;
  onChange: (value: number) => void;
  hint?: string;
}) {
  return (
    <FormField label="Ordre d'affichage" hint={hint}>
      <Input type="number" min={0} max={10000} value={value} onChange={(e) => onChange(Number(e.target.value) || 0)} />
    </FormField>
  );
}

/** The title and description search engines show; empty, the content's own (`titleHint`, `descriptionHint` say which). */
export function SeoFields<D extends DraftBase & { seo_title: string | null; seo_description: string | null }>({
  editor,
  titleHint,
  descriptionHint,
}: {
  editor: ContentDraft<D>;
  titleHint: string;
  descriptionHint: string;
}) {
  const { draft, change } = editor;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField label="Titre pour les moteurs de recherche" hint={titleHint}>
        <Input
          lang="fr"
          value={draft.seo_title ?? ""}
          onChange={(e) => change("seo_title", (e.target.value || null) as D["seo_title"])}
          maxLength={200}
        />
      </FormField>
      <FormField label="Description pour les moteurs de recherche" hint={descriptionHint}>
        <Input
          lang="fr"
          value={draft.seo_description ?? ""}
          onChange={(e) => change("seo_description", (e.target.value || null) as D["seo_description"])}
          maxLength={320}
        />
      </FormField>
    </div>
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
      {status === "draft" && schedulable && <SchedulePublication onSchedule={(at) => void run("publish", at)} />}
      {status === "published" && !scheduled && (
        <a className="text-sm font-medium text-primary underline" href={publicHref} target="_blank" rel="noreferrer">
          {publicLabel}
        </a>
      )}
    </div>
  );
}

/** « Programmer la publication »: a date and time, then « Programmer » hands it over as an ISO date. */
export function SchedulePublication({ onSchedule }: { onSchedule: (at: string) => void }) {
  const [schedule, setSchedule] = useState("");
  return (
    <div className="flex flex-wrap items-end gap-2">
      <FormField label="Programmer la publication">
        <Input type="datetime-local" value={schedule} onChange={(e) => setSchedule(e.target.value)} />
      </FormField>
      <Button
        type="button"
        variant="outline"
        disabled={!schedule}
        onClick={() => onSchedule(new Date(schedule).toISOString())}
      >
        Programmer
      </Button>
    </div>
  );
}

/** The preview: the stored item through the public page's component. */
export function PreviewPanel({ onClose, children }: { onClose: () => void; children: ReactNode }) {
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

/** What a publishable content's editor needs from the app: saving through its content function, and the preview. */
export interface PublishableServices<D, P> {
  save(draft: D, action: SaveAction, publishAt?: string): Promise<SavedContent>;
  /** The stored item as visitors will get it (sanitised on the server), for the preview. */
  preview(id: number): Promise<P>;
}

/**
 * A publishable content's editor around its fields (`children`): the status line on top; below, the publication
 * controls and, once asked for, the preview — the stored item through the public page's component (`renderPreview`).
 */
export function PublishableEditor<D extends DraftBase, P>({
  editor,
  preview,
  publicHref,
  publicLabel,
  schedulable,
  scrollToPreview = false,
  children,
}: {
  editor: ContentDraft<D>;
  /** How the stored item is read and shown; none: no « Aperçu ». */
  preview?: { load: (id: number) => Promise<P>; render: (item: P) => ReactNode };
  publicHref: string;
  publicLabel: string;
  schedulable?: boolean;
  /** Bring the preview into view once shown (long forms). */
  scrollToPreview?: boolean;
  children: ReactNode;
}) {
  const [shown, setShown] = useState<P | null>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  async function showPreview(load: (id: number) => Promise<P>) {
    const id = await editor.savedId();
    if (!id) return;
    setShown(await load(id));
    if (scrollToPreview) requestAnimationFrame(() => previewRef.current?.scrollIntoView({ block: "start" }));
  }
  return (
    <div className="grid gap-6">
      <SaveStatus editor={editor} />
      {children}
      <PublicationControls
        editor={editor}
        onPreview={preview && (() => void showPreview(preview.load))}
        publicHref={publicHref}
        publicLabel={publicLabel}
        schedulable={schedulable}
      />
      {preview && shown !== null && (
        <div ref={previewRef}>
          <PreviewPanel onClose={() => setShown(null)}>{preview.render(shown)}</PreviewPanel>
        </div>
      )}
    </div>
  );
}

const ACTIONS: Record<string, string> = {
  created: "créé",
  edited: "modifié",
  published: "publié",
  scheduled: "programmé",
  unpublished: "dépublié",
  deleted: "supprimé",
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
            {contentDateTime(revision.changed_at)} — {ACTIONS[revision.action] ?? revision.action}
          </li>
        ))}
      </ul>
    </section>
  );
}
