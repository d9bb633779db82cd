import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { ResponsiveImage } from "~/features/blog";
import type { ClientLogoDraft, ClientLogoRecord } from "../api/client-logos";
import { EditorStatus, useSimpleEditor } from "./simple-editor";
import { UploadedImageField, type UploadImage } from "./uploaded-image-field";

export interface ClientLogoEditorServices {
  save(draft: ClientLogoDraft): Promise<ClientLogoRecord>;
  remove(id: number): Promise<void>;
  upload: UploadImage;
}

export const EMPTY_CLIENT_LOGO: ClientLogoDraft = {
  name: "",
  logo: null,
  logo_alt: "",
  link: null,
  sort_order: 100,
  status: "draft",
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
  initialLogo?: ResponsiveImage | null;
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
  const { draft, change, run } = editor;
  const [logo, setLogo] = useState<ResponsiveImage | null>(initialLogo);

  return (
    <div className="grid gap-6">
      <EditorStatus editor={editor} />
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Nom du client" required>
          <Input value={draft.name} onChange={(e) => change("name", e.target.value)} maxLength={120} />
        </FormField>
        <FormField label="Lien vers son site" hint="Facultatif, « https://… »">
          <Input
            type="url"
            value={draft.link ?? ""}
            onChange={(e) => change("link", e.target.value || null)}
            maxLength={500}
          />
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
        legend="Logo"
        hint="Le logo fourni par le client, de préférence sur fond transparent (PNG ou WebP)."
        altHint="« Logo de Sahel Énergies Nouvelles »"
        image={logo}
        upload={services.upload}
        onError={(message) => editor.fail(message)}
        onUploaded={(id, image, alt) => {
          setLogo(image);
          change("logo", id);
          change("logo_alt", alt);
        }}
        sendLabel="Ajouter le logo"
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
      </div>
    </div>
  );
}
