import { useEffect, useRef, useState } from "react";
import { slugify } from "~/lib/slug";
import type { PublicationStatus } from "@common/database";
import type { SavedContent } from "@common/functions/answers";

/** How long after the last keystroke a draft is saved. */
export const AUTOSAVE_MS = 1_500;

export type SaveAction = "save" | "publish" | "unpublish";

/** The fields every edited content has: an id once saved and a slug (derived from its title or name). */
export interface DraftBase {
  id?: number;
  slug: string;
}

export type SaveState =
  { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: Date } | { kind: "error"; message: string };

/**
 * The state of a content editor (articles, job offers…): the draft, the slug following the title until edited,
 * saving (« Enregistrer », publish, unpublish, schedule), autosave of drafts 1.5 s after the last change (an edit of
 * a published item is public only when saved by hand), and what the status line says.
 */
export function useContentDraft<D extends DraftBase>(options: {
  initial: D & { status?: PublicationStatus; published_at?: string | null };
  save: (draft: D, action: SaveAction, publishAt?: string) => Promise<SavedContent>;
  onSaved?: (saved: SavedContent) => void;
  /** Shown when a save is tried without a title. */
  missingTitle: string;
  /** The field the slug follows until edited: `title` unless said. */
  titleKey?: keyof D & string;
}) {
  const { initial, save, onSaved, missingTitle } = options;
  const titleKey = options.titleKey ?? ("title" as keyof D & string);
  const titleOf = (draft: D) => String(draft[titleKey] ?? "");
  const [draft, setDraft] = useState<D>(initial);
  const [status, setStatus] = useState(initial.status ?? "draft");
  const [publishedAt, setPublishedAt] = useState(initial.published_at ?? null);
  const [slugEdited, setSlugEdited] = useState(Boolean(initial.id));
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const [dirty, setDirty] = useState(false);
  // What the next save sends: the draft as last rendered (a save started by a timer or a click reads it).
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);

  function change<K extends keyof D>(key: K, value: D[K]) {
    setDraft((current) => {
      const next = { ...current, [key]: value };
      if (key === titleKey && !slugEdited) next.slug = slugify(String(value));
      return next;
    });
    setDirty(true);
  }

  function changeSlug(value: string) {
    setSlugEdited(true);
    change("slug", slugify(value) as D["slug"]);
  }

  // One save at a time: a click (« Aperçu », « Publier ») during an autosave waits for it, then saves with the id it
  // got — two saves of a new item at once would both insert it, and the second would find its slug taken.
  const lastSave = useRef<Promise<unknown>>(Promise.resolve());
  function run(action: SaveAction, publishAt?: string): Promise<SavedContent | null> {
    const previous = lastSave.current;
    const next = previous.then(
      () => runNow(action, publishAt),
      () => runNow(action, publishAt),
    );
    lastSave.current = next;
    return next;
  }

  async function runNow(action: SaveAction, publishAt?: string): Promise<SavedContent | null> {
    if (!titleOf(latest.current).trim() || !latest.current.slug) {
      setState({ kind: "error", message: missingTitle });
      return null;
    }
    setState({ kind: "saving" });
    try {
      const saved = await save(latest.current, action, publishAt);
      setDraft((current) => ({ ...current, id: saved.id }));
      latest.current = { ...latest.current, id: saved.id };
      setStatus(saved.status);
      setPublishedAt(saved.published_at);
      setDirty(false);
      setState({ kind: "saved", at: new Date() });
      onSaved?.(saved);
      return saved;
    } catch (error) {
      setState({ kind: "error", message: error instanceof Error ? error.message : String(error) });
      return null;
    }
  }

  // Autosave: drafts only (an edit of a published item goes public when « Enregistrer » is pressed).
  useEffect(() => {
    if (!dirty || status !== "draft" || !titleOf(draft).trim() || !draft.slug) return;
    const timer = setTimeout(() => void run("save"), AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saved from latest.current on each change
  }, [draft, dirty, status]);

  /** Saves first when needed, so a preview shows what is stored. */
  async function savedId(): Promise<number | null> {
    if (!dirty && draft.id) return draft.id;
    return (await run("save"))?.id ?? null;
  }

  const scheduled = status === "published" && publishedAt !== null && new Date(publishedAt) > new Date();
  return {
    draft,
    setDraft,
    change,
    changeSlug,
    run,
    savedId,
    status,
    publishedAt,
    scheduled,
    state,
    setState,
    dirty,
    setDirty,
  };
}

export type ContentDraft<D extends DraftBase> = ReturnType<typeof useContentDraft<D>>;

/**
 * The editor's draft of a stored row: its id, and the row's value of each field the empty draft has (the row's other
 * columns — rendered HTML, who changed it… — stay out).
 */
export function draftFromRow<D extends object>(
  empty: D,
  row: { [K in keyof D]: D[K] } & { id: number },
): D & { id: number } {
  const draft = { id: row.id } as D & { id: number };
  for (const key of Object.keys(empty) as (keyof D)[]) draft[key] = row[key];
  return draft;
}

/** A stored row's publication, as the editor's status line reads it. */
export function publicationOf(row: { status: string; published_at?: string | null }) {
  return {
    status: row.status === "published" ? ("published" as const) : ("draft" as const),
    published_at: row.published_at ?? null,
  };
}
