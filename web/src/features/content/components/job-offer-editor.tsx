import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { JobOfferView, jobOfferHref, type PublicJobOffer } from "~/features/careers";
import type { JobOfferDraft } from "../api/job-offers";
import { LinesField } from "./editor/lines-field";
import { MarkdownField } from "./editor/markdown-field";
import { PublishableEditor, type PublishableServices } from "./editor/publishable-editor";
import { SlugField, SummaryField, TextField, TitleField } from "./editor/text-fields";
import type { SavedContent } from "@common/functions/answers";
import { useContentDraft } from "./use-content-draft";
import type { PublicationStatus } from "@common/database";

export type JobOfferEditorServices = PublishableServices<JobOfferDraft, PublicJobOffer>;

export const EMPTY_JOB_OFFER: JobOfferDraft = {
  title: "",
  slug: "",
  department: "",
  location: "",
  employment_type: "Temps plein",
  summary: "",
  description: "",
  skills: [],
  closes_on: null,
};

/**
 * The back office's job offer editor, on the article editor's building blocks (editor/): the offer's
 * facts, a Markdown description, the skills sought one per line, a closing date (the offer leaves /carrieres the
 * day after), autosave of drafts, preview, publication now or later.
 */
export function JobOfferEditor({
  initial,
  services,
  onSaved,
}: {
  initial: JobOfferDraft & { status?: PublicationStatus; published_at?: string | null };
  services: JobOfferEditorServices;
  onSaved?: (saved: SavedContent) => void;
}) {
  const editor = useContentDraft({
    initial,
    save: services.save,
    onSaved,
    missingTitle: "Donnez un intitulé de poste avant d'enregistrer l'offre.",
  });
  const { draft, change } = editor;

  return (
    <PublishableEditor
      editor={editor}
      preview={{ load: services.preview, render: (offer) => <JobOfferView offer={offer} /> }}
      publicHref={jobOfferHref(draft.slug)}
      publicLabel="Voir l'offre publiée"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TitleField
          editor={editor}
          label="Intitulé du poste"
          hint="En minuscules sauf la première lettre : « Consultant(e) en gestion de projet »"
        />
        <SlugField editor={editor} hint={jobOfferHref(draft.slug || "…")} />
        <TextField editor={editor} name="department" label="Département" maxLength={80} lang="fr" />
        <TextField editor={editor} name="location" label="Lieu" hint="Ville, pays" maxLength={120} lang="fr" />
        <TextField editor={editor} name="employment_type" label="Type de contrat" maxLength={60} lang="fr" />
        <FormField label="Date de clôture" hint="Dernier jour de candidature ; l'offre quitte le site le lendemain">
          <Input
            type="date"
            value={draft.closes_on ?? ""}
            onChange={(e) => change("closes_on", e.target.value || null)}
          />
        </FormField>
      </div>
      <SummaryField
        value={draft.summary}
        onChange={(value) => change("summary", value)}
        hint="Une ou deux phrases, montrées dans la liste des offres"
      />
      <MarkdownField
        label="Description du poste (Markdown)"
        rows={12}
        value={draft.description}
        onChange={(value) => change("description", value)}
      />
      <LinesField
        label="Compétences recherchées"
        hint="Une par ligne"
        rows={5}
        initial={initial.skills}
        onChange={(skills) => change("skills", skills)}
      />
    </PublishableEditor>
  );
}
