import { useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import type { PublicationStatus } from "@common/database";
import { PreviewPanel } from "./editor/preview-panel";
import { SchedulePublication } from "./editor/publication-controls";
import type { SaveState } from "./use-content-draft";

/**
 * The state of a short content form without a slug or autosave (testimonials, client logos): the draft, « Enregistrer »
 * (keeps its status and date), publish now, schedule (published with a date to come), unpublish, delete, and what
 * the status line says (`SaveStatus` of editor/).
 */
export function useSimpleEditor<
  D extends { id?: number; status: PublicationStatus; publish_at: string | null },
  R extends { id: number; status: string },
>(options: {
  initial: D;
  save: (draft: D) => Promise<R>;
  remove: (id: number) => Promise<void>;
  onSaved?: (saved: R) => void;
  onRemoved?: () => void;
  /** Why the draft cannot be saved yet, in French, or null. */
  missing: (draft: D) => string | null;
}) {
  const [draft, setDraft] = useState<D>(options.initial);
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const [dirty, setDirty] = useState(false);

  function change<K extends keyof D>(key: K, value: D[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
    setDirty(true);
  }

  const fail = (message: string) => setState({ kind: "error", message });

  /** Saves with `status`; `publishAt` is the date of a scheduled publication, null to publish (or withdraw) now. */
  async function run(status: PublicationStatus = draft.status, publishAt: string | null = draft.publish_at) {
    const next = { ...draft, status, publish_at: status === "published" ? publishAt : null };
    const missing = options.missing(next);
    if (missing) return fail(missing);
    setState({ kind: "saving" });
    try {
      const saved = await options.save(next);
      setDraft({ ...next, id: saved.id });
      setDirty(false);
      setState({ kind: "saved", at: new Date() });
      options.onSaved?.(saved);
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  }

  async function remove() {
    if (draft.id === undefined) return;
    if (!window.confirm("Supprimer définitivement ce contenu ?")) return;
    setState({ kind: "saving" });
    try {
      await options.remove(draft.id);
      options.onRemoved?.();
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  }

  const scheduled = isScheduled(draft);
  return {
    draft,
    status: draft.status,
    scheduled,
    publishedAt: draft.publish_at,
    change,
    run,
    remove,
    fail,
    state,
    setState,
    dirty,
  };
}

/** Published with a date still to come: the public does not see it yet. */
export function isScheduled(item: { status: string; publish_at: string | null }, now = Date.now()): boolean {
  return item.status === "published" && item.publish_at !== null && Date.parse(item.publish_at) > now;
}

export type SimpleEditor = ReturnType<
  typeof useSimpleEditor<
    { id?: number; status: PublicationStatus; publish_at: string | null },
    { id: number; status: string }
  >
>;

/**
 * « Enregistrer », « Aperçu » (the draft through the home page's own component), « Publier » / « Dépublier »,
 * « Programmer » a publication, « Supprimer » once saved, and where the published item shows.
 */
export function SimplePublicationControls({
  editor,
  preview,
  publicHref,
  publicLabel,
}: {
  editor: Pick<SimpleEditor, "draft" | "run" | "remove" | "scheduled">;
  /** The draft as visitors will see it once published. */
  preview?: () => ReactNode;
  publicHref?: string;
  publicLabel?: string;
}) {
  const { draft, run, scheduled } = editor;
  const [previewing, setPreviewing] = useState(false);
  const live = draft.status === "published" && !scheduled;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Button type="button" variant="outline" onClick={() => void run()}>
          Enregistrer
        </Button>
        {preview && (
          <Button type="button" variant="outline" aria-expanded={previewing} onClick={() => setPreviewing(true)}>
            Aperçu
          </Button>
        )}
        {live ? (
          <Button type="button" variant="outline" onClick={() => void run("draft")}>
            Dépublier
          </Button>
        ) : (
          <Button type="button" onClick={() => void run("published", null)}>
            {scheduled ? "Publier maintenant" : "Publier"}
          </Button>
        )}
        {scheduled && (
          <Button type="button" variant="outline" onClick={() => void run("draft")}>
            Annuler la programmation
          </Button>
        )}
        {draft.status === "draft" && <SchedulePublication onSchedule={(at) => void run("published", at)} />}
        {draft.id !== undefined && (
          <Button type="button" variant="destructive" onClick={() => void editor.remove()}>
            Supprimer
          </Button>
        )}
        {live && publicHref && (
          <a
            className="self-center text-sm font-medium text-primary underline"
            href={publicHref}
            target="_blank"
            rel="noreferrer"
          >
            {publicLabel}
          </a>
        )}
      </div>
      {preview && previewing && <PreviewPanel onClose={() => setPreviewing(false)}>{preview()}</PreviewPanel>}
    </div>
  );
}
