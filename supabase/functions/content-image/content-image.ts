import { contractAnswer, type ContractBody } from "../_shared/contract.ts";
import { VARIANTS_FOLDER, responsiveImage } from "@common/content-images";
import { z } from "zod";
import { field } from "../_shared/body.ts";
import { DatabaseRefusal, asCaller, asService } from "../_shared/clients.ts";
import { functionError} from "../_shared/responses.ts";
import { userFunction } from "../_shared/user-function.ts";
import { ImageRefused, NOT_AN_IMAGE, makeVariants, type ImageVariants, type RenderVariant } from "./variants.ts";

/** The public Storage bucket the back office uploads originals to (migration 20261126600100). */
export const CONTENT_IMAGES_BUCKET = "content-images";

/** A year: the variants' names change with their content, so a cached copy never goes stale. */
const VARIANT_CACHE_SECONDS = "31536000";

const handle = userFunction({
  body: z.object({
    object: field(
      (value) => (typeof value === "string" && /^originals\/[\w.-]{1,200}$/.test(value) ? value : null),
      "invalid_object",
      "Image envoyée inconnue.",
    ),
    alt: field(
      (value) => (typeof value === "string" && value.trim() && value.trim().length <= 300 ? value.trim() : null),
      "alt_required",
      "Décrivez l'image en quelques mots (texte alternatif, 300 caractères au plus).",
    ),
  }) satisfies ContractBody<"content-image">,
  async handler({ request, claims, body }) {
    const { data: isEditor, error } = await asCaller(request).rpc("is_content_editor");
    if (error) throw new DatabaseRefusal(error.code, error.message);
    if (isEditor !== true) {
      return functionError(403, "not_an_editor", "Seuls les rédacteurs et les administrateurs ajoutent des images.");
    }
    const bucket = asService().storage.from(CONTENT_IMAGES_BUCKET);
    const original = await bucket.download(body.object);
    if (original.error) {
      if (isNotFound(original.error)) {
        return functionError(404, "object_not_found", "Image envoyée introuvable : envoyez-la de nouveau.");
      }
      throw original.error;
    }
    let variants: ImageVariants;
    try {
      variants = await makeVariants(new Uint8Array(await original.data.arrayBuffer()), renderWith(body.object));
    } catch (refusal) {
      if (refusal instanceof ImageRefused) {
        await removeOriginal(body.object);
        return functionError(422, refusal.code, refusal.message);
      }
      throw refusal;
    }
    await Promise.all(
      variants.files.map(async (file) => {
        const { error } = await bucket.upload(`${VARIANTS_FOLDER}/${file.name}`, file.bytes, {
          contentType: file.contentType,
          cacheControl: VARIANT_CACHE_SECONDS,
          // The same original sent again has the same name and the same bytes.
          upsert: true,
        });
        if (error) throw error;
      }),
    );
    await recordImage(variants, body.alt, body.object, claims.sub);
    await removeOriginal(body.object);
    return contractAnswer("content-image", { id: variants.id, image: responsiveImage(variants, body.alt) }, 201);
  },
});

/** The original rendered by Storage's image transformations, as the service role (the bucket lists to editors only). */
function renderWith(object: string): RenderVariant {
  return async (width, format, quality) => {
    const { data, error } = await asService()
      .storage.from(CONTENT_IMAGES_BUCKET)
      // Storage's `format` names the output; supabase-js types only "origin", the API takes avif and webp.
      .download(object, { transform: { width, quality, format: format as "origin" } });
    if (error) {
      const status = (error as { status?: number }).status;
      if (status !== undefined && status >= 400 && status < 500 && status !== 404) throw new ImageRefused(NOT_AN_IMAGE);
      throw error;
    }
    return new Uint8Array(await data.arrayBuffer());
  };
}

/**
 * The original is removed once read (issue 42 item 6, decision 0990): the bucket is public, and a photo's EXIF — GPS
 * position, camera, date — would stay downloadable by its name. What is kept are the variants, re-encoded from the
 * decoded pixels, which carry no metadata.
 */
async function removeOriginal(object: string) {
  const { error } = await asService().storage.from(CONTENT_IMAGES_BUCKET).remove([object]);
  if (error) throw error;
}

/** Storage's answer for an object that is not there (404, or 400 with a not_found body as Storage long did). */
function isNotFound(error: Error): boolean {
  const status = (error as { status?: number; statusCode?: string | number }).status;
  return status === 404 || status === 400 || /not.?found/i.test(error.message);
}

/** The image's row; the same original again only changes its alternative text. */
async function recordImage(variants: ImageVariants, alt: string, original: string, userId: string) {
  const images = asService().from("content_images");
  const { error } = await images.insert({
    id: variants.id,
    width: variants.width,
    height: variants.height,
    placeholder: variants.placeholder,
    widths: variants.widths,
    alt,
    original,
    created_by: userId,
  });
  if (!error) return;
  if (error.code !== "23505") throw new DatabaseRefusal(error.code, error.message);
  const updated = await images.update({ alt }).eq("id", variants.id);
  if (updated.error) throw new DatabaseRefusal(updated.error.code, updated.error.message);
}

/**
 * POST /functions/v1/content-image { object, alt }: after the back office uploaded an original to the content-images
 * bucket, checks it is an image by decoding it and stores its AVIF and WebP variants in the same bucket under
 * variants/ (served by the site at /images/contenu/<file>). The alt text is required. 201 with the image's id and its
 * responsive sources; 403 for anyone but editors and admins; 404 for an original not found; 422 otherwise.
 */
export function contentImage(request: Request): Promise<Response> {
  if (request.method !== "POST") {
    return Promise.resolve(functionError(400, "method_not_allowed", "Utilisez POST."));
  }
  return handle(request);
}
