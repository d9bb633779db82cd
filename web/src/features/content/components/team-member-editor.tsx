import type { ResponsiveImageSources } from "@common/content-images";
import { useRef, useState } from "react";
import { FormField } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { DEPARTMENT_LABELS, type TeamMemberDraft } from "../api/team-members";
import { LinesField } from "./editor/lines-field";
import { PublishableEditor } from "./editor/publishable-editor";
import { SlugField, SortOrderField, TextField } from "./editor/text-fields";
import { ImageUploadBlock, type UploadedImage } from "./image-upload-block";
import type { SavedContent } from "@common/functions/answers";
import { useContentDraft, type SaveAction } from "./use-content-draft";
import type { PublicationStatus } from "@common/database";

export interface TeamMemberEditorServices {
  save(draft: TeamMemberDraft, action: SaveAction, published: boolean): Promise<SavedContent>;
  upload(file: File, alt: string): Promise<UploadedImage>;
}

export const EMPTY_TEAM_MEMBER: TeamMemberDraft = {
  name: "",
  slug: "",
  position: "",
  department: "conseil",
  offices: [],
  bio: "",
  expertise: [],
  photo: null,
  photo_alt: null,
  sort_order: 100,
};

/**
 * A member of « Notre équipe »: name, position, team, offices, bio, expertise, order, and a photo with its
 * alternative text (without a photo the site shows a drawn portrait, decision 1170). The article editor's building blocks
 * (use-content-draft, editor/); « Publier » shows the member on the site.
 */
export function TeamMemberEditor({
  initial,
  initialPhoto = null,
  services,
  onSaved,
}: {
  initial: TeamMemberDraft & { status?: PublicationStatus };
  initialPhoto?: ResponsiveImageSources | null;
  services: TeamMemberEditorServices;
  onSaved?: (saved: SavedContent) => void;
}) {
  // Whether the member is on the site: a plain save keeps it as it is.
  const published = useRef(initial.status === "published");
  const editor = useContentDraft<TeamMemberDraft>({
    initial,
    save: async (draft, action) => {
      const saved = await services.save(draft, action, published.current);
      published.current = saved.status === "published";
      return saved;
    },
    onSaved,
    missingTitle: "Donnez le nom avant d'enregistrer.",
    titleKey: "name",
  });
  const { draft, change, setDraft, setState, setDirty } = editor;
  const [photo, setPhoto] = useState<ResponsiveImageSources | null>(initialPhoto);

  return (
    <PublishableEditor
      editor={editor}
      publicHref="/notre-equipe"
      publicLabel="Voir « Notre équipe »"
      schedulable={false}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField editor={editor} name="name" label="Nom" required maxLength={120} />
        <SlugField editor={editor} label="Identifiant" hint="Minuscules, chiffres et tirets" />
        <TextField
          editor={editor}
          name="position"
          label="Fonction"
          hint="« Directrice pédagogique »"
          maxLength={160}
          lang="fr"
        />
        <FormField label="Équipe">
          <select
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            value={draft.department}
            onChange={(e) => change("department", e.target.value)}
          >
            {Object.entries(DEPARTMENT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
        <LinesField
          label="Bureaux"
          rows={2}
          french={false}
          initial={initial.offices}
          onChange={(offices) => change("offices", offices)}
        />
        <SortOrderField
          value={draft.sort_order}
          onChange={(value) => change("sort_order", value)}
          hint="Les plus petits d'abord, dans son équipe"
        />
      </div>
      <FormField label="Présentation">
        <Textarea
          lang="fr"
          spellCheck
          rows={4}
          value={draft.bio}
          onChange={(e) => change("bio", e.target.value)}
          maxLength={2000}
        />
      </FormField>
      <LinesField
        label="Expertises"
        hint="Une par ligne"
        rows={3}
        initial={initial.expertise}
        onChange={(expertise) => change("expertise", expertise)}
      />
      <ImageUploadBlock
        legend="Photo"
        description="Sans photo, le site montre les initiales. N'utilisez que des portraits réels de la personne, avec son accord."
        image={photo}
        initialAlt={initial.photo_alt}
        altHint="« Portrait d'Aïcha Koné »"
        addLabel="Ajouter la photo"
        previewClassName="max-w-40"
        upload={services.upload}
        onState={setState}
        onUploaded={(uploaded) => {
          setPhoto(uploaded.image);
          setDraft((current) => ({ ...current, photo: uploaded.id, photo_alt: uploaded.alt }));
          setDirty(true);
        }}
      />
    </PublishableEditor>
  );
}
