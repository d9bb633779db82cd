import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { ResponsiveImage } from "~/features/blog";
import {
  CaseStudyArticle,
  caseStudyHref,
  caseStudySectorSuggestions,
  type KeyFigure,
  type PublicCaseStudy,
} from "~/features/case-studies";
import type { CaseStudyDraft } from "../api/case-studies";
import { MarkdownField, PreviewPanel, PublicationControls, SaveStatus } from "./editor-parts";
import { useContentDraft, type SaveAction, type SavedContent } from "./use-content-draft";

export interface CaseStudyEditorServices {
  save(draft: CaseStudyDraft, action: SaveAction, publishAt?: string): Promise<SavedContent>;
  /** The stored study as visitors will get it (sanitised on the server), for the preview. */
  preview(id: number): Promise<PublicCaseStudy>;
  upload(file: File, alt: string): Promise<{ id: string; image: ResponsiveImage }>;
}

export const EMPTY_CASE_STUDY: CaseStudyDraft = {
  title: "",
  slug: "",
  client: "",
  sector: "",
  year: new Date().getFullYear(),
  location: "",
  duration: "",
  services: [],
  summary: "",
  result: "",
  challenge: "",
  approach: "",
  results: "",
  figures: [],
  cover_image: null,
  cover_alt: null,
  seo_title: null,
  seo_description: null,
};

const lines = (value: string) =>
  value
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** « 12 — chantiers coordonnés », one per line: the key figures as the editor types them. */
const figuresText = (figures: KeyFigure[]) => figures.map((figure) => `${figure.value} — ${figure.label}`).join("\n");
const parseFigures = (value: string): KeyFigure[] =>
  lines(value).map((line) => {
    const [figure = "", ...label] = line.split(/\s+[—–-]\s+/);
    return { value: figure.trim(), label: label.join(" – ").trim() };
  });

/**
 * The back office's case study editor, on the shared editor blocks (editor-parts.tsx, use-content-draft.ts): the
 * mission's facts, the context, approach and results in Markdown, key figures, services, a cover with its alt text,
 * the search engines' title and description; autosave of drafts, preview as published, publication now or later.
 */
export function CaseStudyEditor({
  initial,
  initialCover = null,
  services,
  onSaved,
}: {
  initial: CaseStudyDraft & { status?: "draft" | "published"; published_at?: string | null };
  initialCover?: ResponsiveImage | null;
  services: CaseStudyEditorServices;
  onSaved?: (saved: SavedContent) => void;
}) {
  const editor = useContentDraft({
    initial,
    save: services.save,
    onSaved,
    missingTitle: "Donnez un titre avant d'enregistrer l'étude de cas.",
  });
  const { draft, change, setDraft, setState, setDirty } = editor;
  const [serviceLines, setServiceLines] = useState(initial.services.join("\n"));
  const [figureLines, setFigureLines] = useState(figuresText(initial.figures));
  const [preview, setPreview] = useState<PublicCaseStudy | null>(null);
  const [cover, setCover] = useState<ResponsiveImage | null>(initialCover);
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const [coverAlt, setCoverAlt] = useState(initial.cover_alt ?? "");
  const previewRef = useRef<HTMLDivElement>(null);

  async function showPreview() {
    const id = await editor.savedId();
    if (!id) return;
    setPreview(await services.preview(id));
    requestAnimationFrame(() => previewRef.current?.scrollIntoView({ block: "start" }));
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
      setCover({ ...uploaded.image, alt: coverAlt.trim() });
      setDraft((current) => ({ ...current, cover_image: uploaded.id, cover_alt: coverAlt.trim() }));
      setDirty(true);
      setState({ kind: "idle" });
    } catch (error) {
      setState({ kind: "error", message: error instanceof Error ? error.message : String(error) });
    }
  }

  function removeCover() {
    setCover(null);
    setDraft((current) => ({ ...current, cover_image: null, cover_alt: null }));
    setDirty(true);
  }

  return (
    <div className="grid gap-6">
      <SaveStatus editor={editor} />
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          label="Titre"
          hint="En minuscules sauf la première lettre : « Structurer le pilotage d'un programme »"
          required
        >
          <Input
            lang="fr"
            spellCheck
            value={draft.title}
            onChange={(e) => change("title", e.target.value)}
            maxLength={200}
          />
        </FormField>
        <FormField label="Adresse (slug)" hint={caseStudyHref(draft.slug || "…")} required>
          <Input value={draft.slug} onChange={(e) => editor.changeSlug(e.target.value)} maxLength={120} />
        </FormField>
        <FormField label="Client" hint="« Banque centrale régionale (UEMOA) »">
          <Input lang="fr" value={draft.client} onChange={(e) => change("client", e.target.value)} maxLength={160} />
        </FormField>
        <FormField label="Secteur" hint="Énergie, Finance, Télécoms et Secteur public ont leur onglet">
          <Input
            lang="fr"
            list="secteurs-etudes"
            value={draft.sector}
            onChange={(e) => change("sector", e.target.value)}
            maxLength={60}
          />
        </FormField>
        <datalist id="secteurs-etudes">
          {caseStudySectorSuggestions.map((sector) => (
            <option key={sector} value={sector} />
          ))}
        </datalist>
        <FormField label="Pays ou bureau" hint="« Dakar, Sénégal » ; vide : « Afrique de l'Ouest »">
          <Input
            lang="fr"
            value={draft.location}
            onChange={(e) => change("location", e.target.value)}
            maxLength={120}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField label="Année">
            <Input
              type="number"
              min={1990}
              max={2100}
              value={draft.year ?? ""}
              onChange={(e) => change("year", e.target.value ? Number(e.target.value) : null)}
            />
          </FormField>
          <FormField label="Durée de la mission" hint="« 14 mois »">
            <Input
              lang="fr"
              value={draft.duration}
              onChange={(e) => change("duration", e.target.value)}
              maxLength={60}
            />
          </FormField>
        </div>
      </div>
      <FormField label="Résumé" hint="Une ou deux phrases, montrées sur la carte de l'étude">
        <Textarea
          lang="fr"
          spellCheck
          rows={3}
          value={draft.summary}
          onChange={(e) => change("summary", e.target.value)}
          maxLength={600}
        />
      </FormField>
      <FormField label="Résultat en une phrase" hint="Mis en avant sur la carte et sous le titre">
        <Input
          lang="fr"
          spellCheck
          value={draft.result}
          onChange={(e) => change("result", e.target.value)}
          maxLength={300}
        />
      </FormField>
      <MarkdownField
        label="Le contexte (Markdown)"
        rows={8}
        value={draft.challenge}
        onChange={(value) => change("challenge", value)}
      />
      <MarkdownField
        label="Notre démarche (Markdown)"
        rows={10}
        value={draft.approach}
        onChange={(value) => change("approach", value)}
      />
      <MarkdownField
        label="Les résultats (Markdown)"
        rows={8}
        value={draft.results}
        onChange={(value) => change("results", value)}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Chiffres clés" hint="Un par ligne : « 12 — chantiers coordonnés » (8 au plus)">
          <Textarea
            lang="fr"
            rows={4}
            value={figureLines}
            onChange={(e) => {
              setFigureLines(e.target.value);
              change("figures", parseFigures(e.target.value));
            }}
          />
        </FormField>
        <FormField label="Services fournis" hint="Un par ligne">
          <Textarea
            lang="fr"
            spellCheck
            rows={4}
            value={serviceLines}
            onChange={(e) => {
              setServiceLines(e.target.value);
              change("services", lines(e.target.value));
            }}
          />
        </FormField>
      </div>
      <fieldset className="grid gap-3 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">Image de couverture</legend>
        <p className="text-sm text-muted-foreground">
          Sans image, la page montre le dessin du secteur. Préférez une photographie du lieu ou du projet.
        </p>
        {cover && (
          <img
            src={cover.src}
            alt={cover.alt}
            width={cover.width}
            height={cover.height}
            className="h-auto max-h-48 w-auto max-w-full rounded border"
          />
        )}
        <div className="grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end">
          <FormField label="Fichier image (JPEG, PNG, WebP, AVIF)">
            <Input type="file" accept="image/*" onChange={(e) => setCoverFile(e.target.files?.[0] ?? null)} />
          </FormField>
          <FormField label="Texte alternatif" hint="« Chantier d'extension de la mine, vue aérienne »" required>
            <Input lang="fr" value={coverAlt} onChange={(e) => setCoverAlt(e.target.value)} maxLength={300} />
          </FormField>
          <Button type="button" variant="outline" onClick={() => void addCover()} disabled={!coverFile}>
            Ajouter l'image
          </Button>
        </div>
        {cover && (
          <div>
            <Button type="button" variant="outline" onClick={removeCover}>
              Retirer l'image
            </Button>
          </div>
        )}
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Titre pour les moteurs de recherche" hint="Vide : le titre de l'étude">
          <Input
            lang="fr"
            value={draft.seo_title ?? ""}
            onChange={(e) => change("seo_title", e.target.value || null)}
            maxLength={200}
          />
        </FormField>
        <FormField label="Description pour les moteurs de recherche" hint="Vide : le résumé">
          <Input
            lang="fr"
            value={draft.seo_description ?? ""}
            onChange={(e) => change("seo_description", e.target.value || null)}
            maxLength={320}
          />
        </FormField>
      </div>
      <PublicationControls
        editor={editor}
        onPreview={() => void showPreview()}
        publicHref={caseStudyHref(draft.slug)}
        publicLabel="Voir l'étude publiée"
      />
      {preview && (
        <div ref={previewRef}>
          <PreviewPanel onClose={() => setPreview(null)}>
            <CaseStudyArticle study={preview} similar={[]} />
          </PreviewPanel>
        </div>
      )}
    </div>
  );
}
