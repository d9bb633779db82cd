import { useRef, useState } from "react";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { ResponsiveImage } from "~/features/blog";
import { DEPARTMENT_LABELS, type TeamMemberDraft } from "../api/team-members";
import { PublicationControls, SaveStatus } from "./editor-parts";
import { ImageUploadBlock, type UploadedImage } from "./image-upload-block";
import { useContentDraft, type SaveAction, type SavedContent } from "./use-content-draft";

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

const lines = (value: string) =>
  value
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A member of « Notre équipe »: name, position, team, offices, bio, expertise, order, and a photo with its
 * alternative text (without a photo the site shows the initials). The article editor's building blocks
 * (use-content-draft, editor-parts); « Publier » shows the member on the site.
 */
export function TeamMemberEditor({
  initial,
  initialPhoto = null,
  services,
  onSaved,
}: {
  initial: TeamMemberDraft & { status?: "draft" | "published" };
  initialPhoto?: ResponsiveImage | null;
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
  const [offices, setOffices] = useState(initial.offices.join("\n"));
  const [expertise, setExpertise] = useState(initial.expertise.join("\n"));
  const [photo, setPhoto] = useState<ResponsiveImage | null>(initialPhoto);

  return (
    <div className="grid gap-6">
      <SaveStatus editor={editor} />
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Nom" required>
          <Input value={draft.name} onChange={(e) => change("name", e.target.value)} maxLength={120} />
        </FormField>
        <FormField label="Identifiant" hint="Minuscules, chiffres et tirets" required>
          <Input value={draft.slug} onChange={(e) => editor.changeSlug(e.target.value)} maxLength={120} />
        </FormField>
        <FormField label="Fonction" hint="« Directrice pédagogique »">
          <Input
            lang="fr"
            value={draft.position}
            onChange={(e) => change("position", e.target.value)}
            maxLength={160}
          />
        </FormField>
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
        <FormField label="Bureaux" hint="Un par ligne">
          <Textarea
            rows={2}
            value={offices}
            onChange={(e) => {
              setOffices(e.target.value);
              change("offices", lines(e.target.value));
            }}
          />
        </FormField>
        <FormField label="Ordre d'affichage" hint="Les plus petits d'abord, dans son équipe">
          <Input
            type="number"
            min={0}
            max={10000}
            value={draft.sort_order}
            onChange={(e) => change("sort_order", Number(e.target.value) || 0)}
          />
        </FormField>
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
      <FormField label="Expertises" hint="Une par ligne">
        <Textarea
          lang="fr"
          spellCheck
          rows={3}
          value={expertise}
          onChange={(e) => {
            setExpertise(e.target.value);
            change("expertise", lines(e.target.value));
          }}
        />
      </FormField>
      <ImageUploadBlock
        legend="Photo"
        description="Sans photo, le site montre les initiales. N'utilisez que des portraits réels de la personne, avec son accord."
        image={photo}
        initialAlt={initial.photo_alt}
        altHint="« Portrait d'Aïcha Koné »"
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
      <PublicationControls
        editor={editor}
        publicHref="/notre-equipe"
        publicLabel="Voir « Notre équipe »"
        schedulable={false}
      />
    </div>
  );
}
