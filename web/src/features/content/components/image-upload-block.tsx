import { useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { FilePicker } from "~/components/ui/file-picker";
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
  /** The image is stored: the editor puts its id and alternative text in its draft (or saves it at once). */
  onUploaded(uploaded: UploadedImage & { alt: string }): void | Promise<void>;
  /** Saving, refused (the French message), done: the editor's status line says it. */
  onState(state: SaveState): void;
  /** Offers to take the image away (« Retirer l'image ») when there is one. */
  onRemove?: () => void | Promise<void>;
  removeLabel?: string;
  /** The preview's size and frame (default: at most 20 rem wide). */
  previewClassName?: string;
  /** What else the block offers once there is an image (« Insérer aussi l'image dans le texte »). */
  children?: ReactNode;
}

/** A preview that keeps a logo or a wide photo whole: at most 12 rem high, framed. */
export const FRAMED_PREVIEW = "max-h-48 w-auto max-w-full border";

/**
 * The content's image block (an article's or a case study's cover, a member's or a testimonial's photo, a client's
 * logo, a page's hero): a file, its alternative text — required before anything is sent —, the upload to the public
 * bucket through `upload` (the server checks it is an image and makes its AVIF/WebP variants), and the stored image
 * as a preview.
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
  onRemove,
  removeLabel = "Retirer l'image",
  previewClassName = "max-w-xs",
  children,
}: ImageUploadBlockProps) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState(initialAlt ?? "");
  const [sending, setSending] = useState(false);

  async function add() {
    if (!file) return;
    const text = alt.trim();
    if (!text) {
      onState({ kind: "error", message: "Décrivez l'image (texte alternatif) avant de l'ajouter." });
      return;
    }
    onState({ kind: "saving" });
    setSending(true);
    try {
      const uploaded = await upload(file, text);
      await onUploaded({ ...uploaded, alt: text });
      onState({ kind: "idle" });
    } catch (error) {
      onState({ kind: "error", message: error instanceof Error ? error.message : String(error) });
    } finally {
      setSending(false);
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
          <FilePicker accept="image/*" file={file} onFileChange={setFile} buttonLabel="Choisir une image" />
        </FormField>
        <FormField label="Texte alternatif" hint={altHint} required>
          <Input lang="fr" value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={300} />
        </FormField>
        <Button type="button" variant="outline" onClick={() => void add()} disabled={!file || sending}>
          {sending ? "Envoi…" : addLabel}
        </Button>
      </div>
      {image && children}
      {image && onRemove && (
        <div>
          <Button type="button" variant="outline" onClick={() => void onRemove()}>
            {removeLabel}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
