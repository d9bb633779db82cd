import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { ContentDraft, DraftBase } from "../use-content-draft";

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
