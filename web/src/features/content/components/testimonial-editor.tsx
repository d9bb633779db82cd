import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { ResponsiveImage } from "~/features/blog";
import type { TestimonialDraft, TestimonialRecord } from "../api/testimonials";
import { EditorStatus, useSimpleEditor } from "./simple-editor";
import { UploadedImageField, type UploadImage } from "./uploaded-image-field";

export interface TestimonialEditorServices {
  save(draft: TestimonialDraft): Promise<TestimonialRecord>;
  remove(id: number): Promise<void>;
  upload: UploadImage;
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
};

/**
 * A client's testimonial on the home page: the quote, who said it (name, role, organisation), an optional photo
 * with its alternative text, its place in the carousel. « Publier » puts it on the site within seconds.
 */
export function TestimonialEditor({
  initial,
  initialPhoto = null,
  services,
  onSaved,
  onRemoved,
}: {
  initial: TestimonialDraft;
  initialPhoto?: ResponsiveImage | null;
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
  const { draft, change, run } = editor;
  const [photo, setPhoto] = useState<ResponsiveImage | null>(initialPhoto);

  return (
    <div className="grid gap-6">
      <EditorStatus editor={editor} />
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
        <FormField label="Nom de la personne" required>
          <Input value={draft.person_name} onChange={(e) => change("person_name", e.target.value)} maxLength={120} />
        </FormField>
        <FormField label="Fonction" hint="« Directrice des projets »">
          <Input
            lang="fr"
            value={draft.person_role}
            onChange={(e) => change("person_role", e.target.value)}
            maxLength={160}
          />
        </FormField>
        <FormField label="Organisation">
          <Input value={draft.organisation} onChange={(e) => change("organisation", e.target.value)} maxLength={160} />
        </FormField>
        <FormField label="Ordre d'affichage" hint="Les plus petits d'abord">
          <Input
            type="number"
            min={0}
            max={10000}
            value={draft.sort_order}
            onChange={(e) => change("sort_order", Number(e.target.value) || 0)}
          />
        </FormField>
      </div>
      <UploadedImageField
        legend="Photo"
        hint="Facultative : sans photo, le site montre les initiales. N'utilisez qu'un portrait réel de la personne, avec son accord."
        altHint="« Portrait d'Aminata Traoré »"
        image={photo}
        upload={services.upload}
        onError={(message) => editor.fail(message)}
        onUploaded={(id, image, alt) => {
          setPhoto(image);
          change("photo", id);
          change("photo_alt", alt);
        }}
        onRemove={() => {
          setPhoto(null);
          change("photo", null);
          change("photo_alt", null);
        }}
        removeLabel="Retirer la photo"
        sendLabel="Ajouter la photo"
      />
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
        {draft.status === "published" && (
          <a
            className="self-center text-sm font-medium text-primary underline"
            href="/"
            target="_blank"
            rel="noreferrer"
          >
            Voir la page d'accueil
          </a>
        )}
      </div>
    </div>
  );
}
