import type { ResponsiveImageSources } from "@common/content-images";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { ArticleView } from "~/features/blog";
import type { PublicArticle } from "~/features/blog";
import type { ArticleDraft } from "../api/articles";
import { MarkdownField } from "./editor/markdown-field";
import { PublishableEditor } from "./editor/publishable-editor";
import { SeoFields } from "./editor/seo-fields";
import { SlugField, SummaryField, TextField, TitleField } from "./editor/text-fields";
import { ImageUploadBlock, type UploadedImage } from "./image-upload-block";
import { imageMarkdown } from "./markdown-toolbar";
import type { SavedContent } from "@common/functions/answers";
import { useContentDraft, type SaveAction } from "./use-content-draft";
import type { PublicationStatus } from "@common/database";
import { FORMATION_THEMES, themeLabel } from "@common/formation-themes";

export { AUTOSAVE_MS } from "./use-content-draft";

/**
 * The article's theme, chosen among the catalogue's (review 2026-12-06 finding 17: free text let the blog's themes
 * drift from the formations'). A theme stored before, outside the list, stays offered and selected until changed.
 */
export function ThemeField({ value, onChange }: { value: string; onChange: (theme: string) => void }) {
  const known = (FORMATION_THEMES as readonly string[]).includes(value);
  return (
    <FormField label="Thème" hint="Les thèmes du catalogue de formations : le blog se filtre par thème.">
      <select
        className="h-10 rounded-md border border-input bg-background px-3 text-sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Sans thème</option>
        {FORMATION_THEMES.map((theme) => (
          <option key={theme} value={theme}>
            {themeLabel(theme)}
          </option>
        ))}
        {value && !known && <option value={value}>{`${value} (hors catalogue)`}</option>}
      </select>
    </FormField>
  );
}

export interface EditorServices {
  save(draft: ArticleDraft, action: SaveAction, publishAt?: string): Promise<SavedContent>;
  upload(file: File, alt: string): Promise<UploadedImage>;
  /** The stored article as visitors will get it (sanitised on the server), for the preview. */
  preview(id: number): Promise<PublicArticle>;
}

export const EMPTY_ARTICLE: ArticleDraft = {
  title: "",
  slug: "",
  summary: "",
  body: "",
  theme: "",
  tags: [],
  author_name: "",
  author_position: "",
  cover_image: null,
  cover_alt: null,
  seo_title: null,
  seo_description: null,
};

export interface ArticleEditorProps {
  initial: ArticleDraft & { status?: PublicationStatus; published_at?: string | null };
  initialCover?: ResponsiveImageSources | null;
  services: EditorServices;
  onSaved?: (saved: SavedContent) => void;
}

/** The back office's article editor: Markdown with a toolbar, French spell-check, autosave of drafts, preview, publication. */
export function ArticleEditor({ initial, initialCover = null, services, onSaved }: ArticleEditorProps) {
  const editor = useContentDraft({
    initial,
    save: services.save,
    onSaved,
    missingTitle: "Donnez un titre à l'article avant de l'enregistrer.",
  });
  const { draft, setDraft, change, setState, setDirty } = editor;
  const [cover, setCover] = useState<ResponsiveImageSources | null>(initialCover);

  return (
    <PublishableEditor
      editor={editor}
      preview={{ load: services.preview, render: (article) => <ArticleView article={article} /> }}
      publicHref={`/blog/${draft.slug}`}
      publicLabel="Voir l'article publié"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TitleField editor={editor} />
        <SlugField editor={editor} hint={`/blog/${draft.slug || "…"}`} />
        <ThemeField value={draft.theme} onChange={(theme) => change("theme", theme)} />
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
        <TextField editor={editor} name="author_name" label="Auteur" maxLength={120} />
        <TextField editor={editor} name="author_position" label="Fonction de l'auteur" maxLength={120} />
      </div>
      <SummaryField value={draft.summary} onChange={(value) => change("summary", value)} />

      <ImageUploadBlock
        legend="Image de couverture"
        image={cover}
        initialAlt={initial.cover_alt}
        altHint="Ce que montre l'image, pour qui ne la voit pas"
        addLabel="Ajouter l'image"
        upload={services.upload}
        onState={setState}
        onUploaded={(uploaded) => {
          setCover(uploaded.image);
          setDraft((current) => ({ ...current, cover_image: uploaded.id, cover_alt: uploaded.alt }));
          setDirty(true);
        }}
      >
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
      </ImageUploadBlock>

      <MarkdownField
        label="Texte de l'article (Markdown)"
        value={draft.body}
        onChange={(value) => change("body", value)}
      />

      <SeoFields
        editor={editor}
        titleHint="Le titre de l'article s'il est vide"
        descriptionHint="Le résumé s'il est vide"
      />
    </PublishableEditor>
  );
}
