import { useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { ResponsiveImage } from "~/features/blog";
import type { SaveState } from "./use-content-draft";

/** An image the content-image function processed: its id (what the content row stores) and its variants. */
export interface UploadedImage {
  id: string;
  image: ResponsiveImage;
}

export interface ImageUploadBlockProps {
  /** « Image de couverture », « Photo »… */
  legend: string;
  /** A sentence under the legend (what the image is for, what not to upload). */
  description?: ReactNode;
  /** The image the content has now (shown as the preview), or null. */
  image: ResponsiveImage | null;
  /** The alternative text the content has now. */
  initialAlt?: string | null;
  altHint: string;
  /** « Ajouter l'image », « Ajouter la photo ». */
  addLabel: string;
  /** Sends the file to the public bucket and has its variants made (uploadImage of api/images.ts in the app). */
  upload(file: File, alt: string): Promise<UploadedImage>;
  /** The image is stored: the editor puts its id and alternative text in its draft. */
  onUploaded(uploaded: UploadedImage & { alt: string }): void;
  /** Saving, refused (the French message), done: the editor's status line says it. */
  onState(state: SaveState): void;
  previewClassName?: string;
  /** What else the block offers once there is an image (« Insérer aussi l'image dans le texte »). */
  children?: ReactNode;
}

/**
 * The editors' image block (articles' cover, team members' photo): a file, its alternative text — required before
 * anything is sent —, the upload to the public bucket through `upload`, and the stored image as a preview.
 */
export function ImageUploadBlock({
  legend,
  description,
  image,
  initialAlt,
  altHint,
  addLabel,
  upload,
  onUploaded,
  onState,
  previewClassName = "max-w-xs",
  children,
}: ImageUploadBlockProps) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState(initialAlt ?? "");

  async function add() {
    if (!file) return;
    const text = alt.trim();
    if (!text) {
      onState({ kind: "error", message: "Décrivez l'image (texte alternatif) avant de l'ajouter." });
      return;
    }
    onState({ kind: "saving" });
    try {
      const uploaded = await upload(file, text);
      onUploaded({ ...uploaded, alt: text });
      onState({ kind: "idle" });
    } catch (error) {
      onState({ kind: "error", message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <fieldset className="grid gap-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
      {image && (
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          className={`h-auto rounded ${previewClassName}`}
        />
      )}
      <div className="grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end">
        <FormField label="Fichier image (JPEG, PNG, WebP, AVIF)">
          <Input type="file" accept="image/*" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </FormField>
        <FormField label="Texte alternatif" hint={altHint} required>
          <Input lang="fr" value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={300} />
        </FormField>
        <Button type="button" variant="outline" onClick={() => void add()} disabled={!file}>
          {addLabel}
        </Button>
      </div>
      {image && children}
    </fieldset>
  );
}
