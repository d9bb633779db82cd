import type { ResponsiveImageSources } from "@common/content-images";
import { useState } from "react";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { ClientLogos } from "~/features/marketing";
import type { ClientLogoDraft, ClientLogoRecord } from "../api/client-logos";
import { SaveStatus } from "./editor/save-status";
import { SortOrderField, TextField } from "./editor/text-fields";
import { FRAMED_PREVIEW, ImageUploadBlock, type UploadedImage } from "./image-upload-block";
import { SimplePublicationControls, useSimpleEditor } from "./simple-editor";

export interface ClientLogoEditorServices {
  save(draft: ClientLogoDraft): Promise<ClientLogoRecord>;
  remove(id: number): Promise<void>;
  upload(file: File, alt: string): Promise<UploadedImage>;
}

export const EMPTY_CLIENT_LOGO: ClientLogoDraft = {
  name: "",
  logo: null,
  logo_alt: "",
  link: null,
  sort_order: 100,
  status: "draft",
  publish_at: null,
};

/**
 * A client's logo on the home page: the client's name, its logo with its alternative text, an optional link to its
 * site, its place in the strip. Only with the client's agreement; « Publier » shows it within seconds.
 */
export function ClientLogoEditor({
  initial,
  initialLogo = null,
  services,
  onSaved,
  onRemoved,
}: {
  initial: ClientLogoDraft;
  initialLogo?: ResponsiveImageSources | null;
  services: ClientLogoEditorServices;
  onSaved?: (saved: ClientLogoRecord) => void;
  onRemoved?: () => void;
}) {
  const editor = useSimpleEditor<ClientLogoDraft, ClientLogoRecord>({
    initial,
    save: services.save,
    remove: services.remove,
    onSaved,
    onRemoved,
    missing: (draft) =>
      !draft.name.trim()
        ? "Donnez le nom du client avant d'enregistrer."
        : !draft.logo
          ? "Ajoutez l'image du logo avant d'enregistrer."
          : null,
  });
  const { draft, change } = editor;
  const [logo, setLogo] = useState<ResponsiveImageSources | null>(initialLogo);

  return (
    <div className="grid gap-6">
      <SaveStatus editor={editor} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField editor={editor} name="name" label="Nom du client" required maxLength={120} />
        <FormField label="Lien vers son site" hint="Facultatif, « https://… »">
          <Input
            type="url"
            value={draft.link ?? ""}
            onChange={(e) => change("link", e.target.value || null)}
            maxLength={500}
          />
        </FormField>
        <SortOrderField value={draft.sort_order} onChange={(value) => change("sort_order", value)} />
      </div>
      <ImageUploadBlock
        legend="Logo"
        description="Le logo fourni par le client, de préférence sur fond transparent (PNG ou WebP)."
        altHint="« Logo de Sahel Énergies Nouvelles »"
        image={logo}
        initialAlt={logo?.alt}
        addLabel="Ajouter le logo"
        previewClassName={FRAMED_PREVIEW}
        upload={services.upload}
        onState={editor.setState}
        onUploaded={(uploaded) => {
          setLogo({ ...uploaded.image, alt: uploaded.alt });
          change("logo", uploaded.id);
          change("logo_alt", uploaded.alt);
        }}
      />
      <SimplePublicationControls
        editor={editor}
        preview={() =>
          logo ? (
            <ClientLogos logos={[{ name: draft.name, link: draft.link, logo }]} />
          ) : (
            <p className="p-6 text-sm text-muted-foreground">Ajoutez l'image du logo pour voir l'aperçu.</p>
          )
        }
        publicHref="/"
        publicLabel="Voir la page d'accueil"
      />
    </div>
  );
}
