import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { ResponsiveImage } from "~/features/blog";

export type UploadImage = (file: File, alt: string) => Promise<{ id: string; image: ResponsiveImage }>;

/**
 * An image of the content (testimonial photo, client logo, page hero) with the alternative text the editor is asked
 * for: choose a file, describe it, send it — the server checks it is an image and makes its AVIF/WebP variants.
 */
export function UploadedImageField({
  legend,
  hint,
  image,
  altHint,
  upload,
  onUploaded,
  onRemove,
  removeLabel = "Retirer l'image",
  sendLabel = "Envoyer l'image",
  onError,
}: {
  legend: string;
  hint: string;
  image: ResponsiveImage | null;
  altHint: string;
  upload: UploadImage;
  onUploaded: (id: string, image: ResponsiveImage, alt: string) => void | Promise<void>;
  onRemove?: () => void | Promise<void>;
  removeLabel?: string;
  sendLabel?: string;
  onError: (message: string) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState(image?.alt ?? "");
  const [sending, setSending] = useState(false);

  async function send() {
    if (!file) return;
    if (!alt.trim()) {
      onError("Décrivez l'image (texte alternatif) avant de l'envoyer.");
      return;
    }
    setSending(true);
    try {
      const uploaded = await upload(file, alt.trim());
      await onUploaded(uploaded.id, { ...uploaded.image, alt: alt.trim() }, alt.trim());
      setFile(null);
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <fieldset className="grid gap-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <p className="text-sm text-muted-foreground">{hint}</p>
      {image && (
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          className="h-auto max-h-48 w-auto max-w-full rounded border"
        />
      )}
      <div className="grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end">
        <FormField label="Fichier image (JPEG, PNG, WebP, AVIF)">
          <Input type="file" accept="image/*" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </FormField>
        <FormField label="Texte alternatif" hint={altHint} required>
          <Input lang="fr" value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={300} />
        </FormField>
        <Button type="button" variant="outline" onClick={() => void send()} disabled={!file || sending}>
          {sending ? "Envoi…" : sendLabel}
        </Button>
      </div>
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
