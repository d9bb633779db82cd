import { useState } from "react";

type Status = "draft" | "published";

export type SimpleSaveState =
  { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: Date } | { kind: "error"; message: string };

/**
 * The state of a short content form without a slug or autosave (testimonials, client logos): the draft, « Enregistrer »
 * (keeps its status), publish / unpublish (saves with the other status), delete, and what the status line says.
 */
export function useSimpleEditor<
  D extends { id?: number; status: Status },
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
  const [state, setState] = useState<SimpleSaveState>({ kind: "idle" });
  const [dirty, setDirty] = useState(false);

  function change<K extends keyof D>(key: K, value: D[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
    setDirty(true);
  }

  const fail = (message: string) => setState({ kind: "error", message });

  async function run(status: Status = draft.status) {
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

  return { draft, change, run, remove, fail, state, dirty };
}

/** « Brouillon · Enregistré à 10:42 » (« Publié » once published), and the last error as an alert. */
export function EditorStatus({
  editor,
}: {
  editor: { draft: { status: Status }; state: SimpleSaveState; dirty: boolean };
}) {
  const { draft, state, dirty } = editor;
  return (
    <>
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {draft.status === "published" ? "Publié" : "Brouillon"}
        {" · "}
        {state.kind === "saving" && "Enregistrement…"}
        {state.kind === "saved" &&
          `Enregistré à ${state.at.toLocaleTimeString("fr-FR", { hour: "2-digit", minute: "2-digit" })}`}
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
