import type { ResponsiveImageSources } from "@common/content-images";
import { useState } from "react";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import {
  CaseStudyArticle,
  caseStudyHref,
  caseStudySectorSuggestions,
  type KeyFigure,
  type PublicCaseStudy,
} from "~/features/case-studies";
import type { CaseStudyDraft } from "../api/case-studies";
import { LinesField } from "./editor/lines-field";
import { MarkdownField } from "./editor/markdown-field";
import { PublishableEditor, type PublishableServices } from "./editor/publishable-editor";
import { SeoFields } from "./editor/seo-fields";
import { SlugField, SummaryField, TextField, TitleField } from "./editor/text-fields";
import { FRAMED_PREVIEW, ImageUploadBlock, type UploadedImage } from "./image-upload-block";
import type { SavedContent } from "@common/functions/answers";
import { useContentDraft } from "./use-content-draft";
import type { PublicationStatus } from "@common/database";

export interface CaseStudyEditorServices extends PublishableServices<CaseStudyDraft, PublicCaseStudy> {
  upload(file: File, alt: string): Promise<UploadedImage>;
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

/** « 12 — chantiers coordonnés », one per line: the key figures as the editor types them. */
const figuresText = (figures: KeyFigure[]) => figures.map((figure) => `${figure.value} — ${figure.label}`).join("\n");
const parseFigures = (value: string): KeyFigure[] =>
  value
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [figure = "", ...label] = line.split(/\s+[—–-]\s+/);
      return { value: figure.trim(), label: label.join(" – ").trim() };
    });

/**
 * The back office's case study editor, on the shared editor blocks (editor/, use-content-draft.ts): the
 * mission's facts, the context, approach and results in Markdown, key figures, services, a cover with its alt text,
 * the search engines' title and description; autosave of drafts, preview as published, publication now or later.
 */
export function CaseStudyEditor({
  initial,
  initialCover = null,
  services,
  onSaved,
}: {
  initial: CaseStudyDraft & { status?: PublicationStatus; published_at?: string | null };
  initialCover?: ResponsiveImageSources | null;
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
  const [figureLines, setFigureLines] = useState(figuresText(initial.figures));
  const [cover, setCover] = useState<ResponsiveImageSources | null>(initialCover);

  return (
    <PublishableEditor
      editor={editor}
      preview={{ load: services.preview, render: (study) => <CaseStudyArticle study={study} similar={[]} /> }}
      publicHref={caseStudyHref(draft.slug)}
      publicLabel="Voir l'étude publiée"
      scrollToPreview
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TitleField
          editor={editor}
          hint="En minuscules sauf la première lettre : « Structurer le pilotage d'un programme »"
        />
        <SlugField editor={editor} hint={caseStudyHref(draft.slug || "…")} />
        <TextField
          editor={editor}
          name="client"
          label="Client"
          hint="« Banque centrale régionale (UEMOA) »"
          maxLength={160}
          lang="fr"
        />
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
        <TextField
          editor={editor}
          name="location"
          label="Pays ou bureau"
          hint="« Dakar, Sénégal » ; vide : « Afrique de l'Ouest »"
          maxLength={120}
          lang="fr"
        />
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
          <TextField
            editor={editor}
            name="duration"
            label="Durée de la mission"
            hint="« 14 mois »"
            maxLength={60}
            lang="fr"
          />
        </div>
      </div>
      <SummaryField
        value={draft.summary}
        onChange={(value) => change("summary", value)}
        hint="Une ou deux phrases, montrées sur la carte de l'étude"
      />
      <TextField
        editor={editor}
        name="result"
        label="Résultat en une phrase"
        hint="Mis en avant sur la carte et sous le titre"
        maxLength={300}
        lang="fr"
        spellCheck
      />
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
        <FormField label="Chiffres clés" hint="Un par ligne : « 12 — chantiers coordonnés » (8 au plus)">
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
        <LinesField
          label="Services fournis"
          rows={4}
          initial={initial.services}
          onChange={(services) => change("services", services)}
        />
      </div>
      <ImageUploadBlock
        legend="Image de couverture"
        description="Sans image, la page montre le dessin du secteur. Préférez une photographie du lieu ou du projet."
        image={cover}
        initialAlt={initial.cover_alt}
        altHint="« Chantier d'extension de la mine, vue aérienne »"
        addLabel="Ajouter l'image"
        previewClassName={FRAMED_PREVIEW}
        upload={services.upload}
        onState={setState}
        onUploaded={(uploaded) => {
          setCover({ ...uploaded.image, alt: uploaded.alt });
          setDraft((current) => ({ ...current, cover_image: uploaded.id, cover_alt: uploaded.alt }));
          setDirty(true);
        }}
        onRemove={() => {
          setCover(null);
          setDraft((current) => ({ ...current, cover_image: null, cover_alt: null }));
          setDirty(true);
        }}
      />
      <SeoFields editor={editor} titleHint="Vide : le titre de l'étude" descriptionHint="Vide : le résumé" />
    </PublishableEditor>
  );
}
