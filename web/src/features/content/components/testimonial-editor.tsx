import type { ResponsiveImageSources } from "@common/content-images";
import { useState } from "react";
import { FormField } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { TestimonialsCarousel } from "~/features/marketing";
import type { TestimonialDraft, TestimonialRecord } from "../api/testimonials";
import { SaveStatus } from "./editor/save-status";
import { SortOrderField, TextField } from "./editor/text-fields";
import { FRAMED_PREVIEW, ImageUploadBlock, type UploadedImage } from "./image-upload-block";
import { SimplePublicationControls, useSimpleEditor } from "./simple-editor";

export interface TestimonialEditorServices {
  save(draft: TestimonialDraft): Promise<TestimonialRecord>;
  remove(id: number): Promise<void>;
  upload(file: File, alt: string): Promise<UploadedImage>;
}

export const EMPTY_TESTIMONIAL: TestimonialDraft = {
  quote: "",
  person_name: "",
  person_role: "",
  organisation: "",
  photo: null,
  photo_alt: null,
  sort_order: 100,
  status: "draft",
  publish_at: null,
};

/**
 * A client's testimonial on the home page: the quote, who said it (name, role, organisation), an optional photo
 * with its alternative text, its place in the carousel. « Aperçu » shows it in the home page's carousel; « Publier » puts
 * it on the site within seconds, « Programmer » at a chosen date.
 */
export function TestimonialEditor({
  initial,
  initialPhoto = null,
  services,
  onSaved,
  onRemoved,
}: {
  initial: TestimonialDraft;
  initialPhoto?: ResponsiveImageSources | null;
  services: TestimonialEditorServices;
  onSaved?: (saved: TestimonialRecord) => void;
  onRemoved?: () => void;
}) {
  const editor = useSimpleEditor<TestimonialDraft, TestimonialRecord>({
    initial,
    save: services.save,
    remove: services.remove,
    onSaved,
    onRemoved,
    missing: (draft) =>
      !draft.quote.trim() || !draft.person_name.trim() ? "Saisissez la citation et le nom avant d'enregistrer." : null,
  });
  const { draft, change } = editor;
  const [photo, setPhoto] = useState<ResponsiveImageSources | null>(initialPhoto);

  return (
    <div className="grid gap-6">
      <SaveStatus editor={editor} />
      <FormField label="Citation" hint="Les mots de la personne, sans guillemets" required>
        <Textarea
          lang="fr"
          spellCheck
          rows={4}
          value={draft.quote}
          onChange={(e) => change("quote", e.target.value)}
          maxLength={1000}
        />
      </FormField>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField editor={editor} name="person_name" label="Nom de la personne" required maxLength={120} />
        <TextField
          editor={editor}
          name="person_role"
          label="Fonction"
          hint="« Directrice des projets »"
          maxLength={160}
          lang="fr"
        />
        <TextField editor={editor} name="organisation" label="Organisation" maxLength={160} />
        <SortOrderField value={draft.sort_order} onChange={(value) => change("sort_order", value)} />
      </div>
      <ImageUploadBlock
        legend="Photo"
        description="Facultative : sans photo, le site montre les initiales. N'utilisez qu'un portrait réel de la personne, avec son accord."
        altHint="« Portrait d'Aminata Traoré »"
        image={photo}
        initialAlt={photo?.alt}
        addLabel="Ajouter la photo"
        previewClassName={FRAMED_PREVIEW}
        upload={services.upload}
        onState={editor.setState}
        onUploaded={(uploaded) => {
          setPhoto({ ...uploaded.image, alt: uploaded.alt });
          change("photo", uploaded.id);
          change("photo_alt", uploaded.alt);
        }}
        onRemove={() => {
          setPhoto(null);
          change("photo", null);
          change("photo_alt", null);
        }}
        removeLabel="Retirer la photo"
      />
      <SimplePublicationControls
        editor={editor}
        preview={() => (
          <div className="bg-muted/40 p-6">
            <TestimonialsCarousel
              testimonials={[
                {
                  quote: draft.quote,
                  name: draft.person_name,
                  position: draft.person_role,
                  company: draft.organisation,
                  photo,
                },
              ]}
            />
          </div>
        )}
        publicHref="/"
        publicLabel="Voir la page d'accueil"
      />
    </div>
  );
}
