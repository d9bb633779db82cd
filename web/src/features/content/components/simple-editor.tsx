import { useState } from "react";
import { Button } from "~/components/ui/button";
import type { SaveState } from "./use-content-draft";
import type { PublicationStatus } from "@common/database";

/**
 * The state of a short content form without a slug or autosave (testimonials, client logos): the draft, « Enregistrer »
 * (keeps its status), publish / unpublish (saves with the other status), delete, and what the status line says
 * (`SaveStatus` of editor-parts.tsx).
 */
export function useSimpleEditor<
  D extends { id?: number; status: PublicationStatus },
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

  async function run(status: PublicationStatus = draft.status) {
    const next = { ...draft, status };
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
    if (!window.confirm("Supprimer définitivement ce contenu ?")) return;
    setState({ kind: "saving" });
    try {
      await options.remove(draft.id);
      options.onRemoved?.();
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  }

  return { draft, status: draft.status, change, run, remove, fail, state, setState, dirty };
}

export type SimpleEditor = ReturnType<
  typeof useSimpleEditor<{ id?: number; status: PublicationStatus }, { id: number; status: string }>
>;

/** « Enregistrer », « Publier » / « Dépublier », « Supprimer » once saved, and where the published item shows. */
export function SimplePublicationControls({
  editor,
  publicHref,
  publicLabel,
}: {
  editor: Pick<SimpleEditor, "draft" | "run" | "remove">;
  publicHref?: string;
  publicLabel?: string;
}) {
  const { draft, run } = editor;
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="button" variant="outline" onClick={() => void run()}>
        Enregistrer
      </Button>
      {draft.status === "draft" ? (
        <Button type="button" onClick={() => void run("published")}>
          Publier
        </Button>
      ) : (
        <Button type="button" variant="outline" onClick={() => void run("draft")}>
          Dépublier
        </Button>
      )}
      {draft.id !== undefined && (
        <Button type="button" variant="destructive" onClick={() => void editor.remove()}>
          Supprimer
        </Button>
      )}
      {draft.status === "published" && publicHref && (
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
  );
}
