import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { ArticleView } from "~/features/blog";
import type { PublicArticle, ResponsiveImage } from "~/features/blog";
import type { ArticleDraft, SaveAction, SavedArticle } from "../api/articles";
import { applyToolbar, imageMarkdown, type ToolbarAction } from "./markdown-toolbar";
import { slugify } from "./slug";

/** How long after the last keystroke a draft is saved. */
export const AUTOSAVE_MS = 1_500;

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

export interface EditorServices {
  save(draft: ArticleDraft, action: SaveAction, publishAt?: string): Promise<SavedArticle>;
  upload(file: File, alt: string): Promise<{ id: string; image: ResponsiveImage }>;
  /** The stored article as visitors will get it (sanitised on the server), for the preview. */
  preview(id: number): Promise<PublicArticle>;
}

export interface ArticleEditorProps {
  initial: ArticleDraft & { status?: "draft" | "published"; published_at?: string | null };
  initialCover?: ResponsiveImage | null;
  services: EditorServices;
  onSaved?: (saved: SavedArticle) => void;
}

type SaveState =
  { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: Date } | { kind: "error"; message: string };

/** The back office's article editor: Markdown with a toolbar, French spell-check, autosave of drafts, preview, publication. */
export function ArticleEditor({ initial, initialCover = null, services, onSaved }: ArticleEditorProps) {
  const [draft, setDraft] = useState<ArticleDraft>(initial);
  const [status, setStatus] = useState(initial.status ?? "draft");
  const [publishedAt, setPublishedAt] = useState(initial.published_at ?? null);
  const [slugEdited, setSlugEdited] = useState(Boolean(initial.id));
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const [dirty, setDirty] = useState(false);
  const [schedule, setSchedule] = useState("");
  const [cover, setCover] = useState<ResponsiveImage | null>(initialCover);
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const [coverAlt, setCoverAlt] = useState(initial.cover_alt ?? "");
  const [preview, setPreview] = useState<PublicArticle | null>(null);
  const body = useRef<HTMLTextAreaElement>(null);
  // What the next save sends: the draft as last rendered (a save started by a timer or a click reads it).
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);

  function change<K extends keyof ArticleDraft>(key: K, value: ArticleDraft[K]) {
    setDraft((current) => {
      const next = { ...current, [key]: value };
      if (key === "title" && !slugEdited) next.slug = slugify(String(value));
      return next;
    });
    setDirty(true);
  }

  async function run(action: SaveAction, publishAt?: string): Promise<SavedArticle | null> {
    if (!latest.current.title.trim() || !latest.current.slug) {
      setState({ kind: "error", message: "Donnez un titre à l'article avant de l'enregistrer." });
      return null;
    }
    setState({ kind: "saving" });
    try {
      const saved = await services.save(latest.current, action, publishAt);
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

  // Autosave: drafts only (an edit of a published article goes public when « Enregistrer » is pressed).
  useEffect(() => {
    if (!dirty || status !== "draft" || !draft.title.trim() || !draft.slug) return;
    const timer = setTimeout(() => void run("save"), AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saved from latest.current on each change
  }, [draft, dirty, status]);

  function toolbar(action: ToolbarAction) {
    const area = body.current;
    const start = area?.selectionStart ?? draft.body.length;
    const end = area?.selectionEnd ?? draft.body.length;
    const edit = applyToolbar(action, draft.body, start, end);
    change("body", edit.text);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  }

  async function addCover() {
    if (!coverFile) return;
    if (!coverAlt.trim()) {
      setState({ kind: "error", message: "Décrivez l'image (texte alternatif) avant de l'ajouter." });
      return;
    }
    setState({ kind: "saving" });
    try {
      const uploaded = await services.upload(coverFile, coverAlt.trim());
      setCover(uploaded.image);
      setDraft((current) => ({ ...current, cover_image: uploaded.id, cover_alt: coverAlt.trim() }));
      setDirty(true);
      setState({ kind: "idle" });
    } catch (error) {
      setState({ kind: "error", message: error instanceof Error ? error.message : String(error) });
    }
  }

  async function showPreview() {
    const saved = dirty || !draft.id ? await run("save") : { id: draft.id };
    if (saved) setPreview(await services.preview(saved.id));
  }

  const scheduled = status === "published" && publishedAt && new Date(publishedAt) > new Date();
  return (
    <div className="grid gap-6">
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
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Titre" required>
          <Input
            lang="fr"
            spellCheck
            value={draft.title}
            onChange={(e) => change("title", e.target.value)}
            maxLength={200}
          />
        </FormField>
        <FormField label="Adresse (slug)" hint={`/blog/${draft.slug || "…"}`} required>
          <Input
            value={draft.slug}
            onChange={(e) => {
              setSlugEdited(true);
              change("slug", slugify(e.target.value));
            }}
            maxLength={120}
          />
        </FormField>
        <FormField label="Thème">
          <Input lang="fr" value={draft.theme} onChange={(e) => change("theme", e.target.value)} maxLength={60} />
        </FormField>
        <FormField label="Mots-clés" hint="Séparés par des virgules">
          <Input
            lang="fr"
            value={draft.tags.join(", ")}
            onChange={(e) =>
              change(
                "tags",
                e.target.value
                  .split(",")
                  .map((tag) => tag.trimStart())
                  .filter((tag, i, all) => tag || i === all.length - 1),
              )
            }
          />
        </FormField>
        <FormField label="Auteur">
          <Input value={draft.author_name} onChange={(e) => change("author_name", e.target.value)} maxLength={120} />
        </FormField>
        <FormField label="Fonction de l'auteur">
          <Input
            value={draft.author_position}
            onChange={(e) => change("author_position", e.target.value)}
            maxLength={120}
          />
        </FormField>
      </div>
      <FormField label="Résumé">
        <Textarea
          lang="fr"
          spellCheck
          rows={3}
          value={draft.summary}
          onChange={(e) => change("summary", e.target.value)}
          maxLength={600}
        />
      </FormField>

      <fieldset className="grid gap-3 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">Image de couverture</legend>
        {cover && (
          <img
            src={cover.src}
            alt={cover.alt}
            width={cover.width}
            height={cover.height}
            className="h-auto max-w-xs rounded"
          />
        )}
        <div className="grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end">
          <FormField label="Fichier image (JPEG, PNG, WebP, AVIF)">
            <Input type="file" accept="image/*" onChange={(e) => setCoverFile(e.target.files?.[0] ?? null)} />
          </FormField>
          <FormField label="Texte alternatif" hint="Ce que montre l'image, pour qui ne la voit pas" required>
            <Input lang="fr" value={coverAlt} onChange={(e) => setCoverAlt(e.target.value)} maxLength={300} />
          </FormField>
          <Button type="button" variant="outline" onClick={() => void addCover()} disabled={!coverFile}>
            Ajouter l'image
          </Button>
        </div>
        {cover && (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => {
              change("body", draft.body + imageMarkdown(cover.alt, cover.src));
            }}
          >
            Insérer aussi l'image dans le texte
          </Button>
        )}
      </fieldset>

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
        <FormField
          label="Texte de l'article (Markdown)"
          hint="Le correcteur orthographique du navigateur vérifie le français."
        >
          <Textarea
            ref={body}
            lang="fr"
            spellCheck
            rows={18}
            className="font-mono text-sm"
            value={draft.body}
            onChange={(e) => change("body", e.target.value)}
          />
        </FormField>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Titre pour les moteurs de recherche" hint="Le titre de l'article s'il est vide">
          <Input
            lang="fr"
            value={draft.seo_title ?? ""}
            onChange={(e) => change("seo_title", e.target.value || null)}
            maxLength={200}
          />
        </FormField>
        <FormField label="Description pour les moteurs de recherche" hint="Le résumé s'il est vide">
          <Input
            lang="fr"
            value={draft.seo_description ?? ""}
            onChange={(e) => change("seo_description", e.target.value || null)}
            maxLength={320}
          />
        </FormField>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <Button type="button" variant="outline" onClick={() => void run("save")}>
          Enregistrer
        </Button>
        <Button type="button" variant="outline" onClick={() => void showPreview()}>
          Aperçu
        </Button>
        {status === "draft" || scheduled ? (
          <Button type="button" onClick={() => void run("publish")}>
            Publier maintenant
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={() => void run("unpublish")}>
            Dépublier
          </Button>
        )}
        {status === "draft" && (
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
          <a
            className="text-sm font-medium text-primary underline"
            href={`/blog/${draft.slug}`}
            target="_blank"
            rel="noreferrer"
          >
            Voir l'article publié
          </a>
        )}
      </div>

      {preview && (
        <section aria-label="Aperçu" className="rounded-xl border">
          <div className="flex items-center justify-between border-b p-3">
            <h2 className="text-sm font-semibold">Aperçu, tel que les visiteurs le liront</h2>
            <Button type="button" size="sm" variant="outline" onClick={() => setPreview(null)}>
              Fermer l'aperçu
            </Button>
          </div>
          <ArticleView article={preview} />
        </section>
      )}
    </div>
  );
}
