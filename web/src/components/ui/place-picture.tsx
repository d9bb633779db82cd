import type { ResponsiveImage } from "~/domain/image";
import { cn } from "~/lib/utils";

/** Where a place's picture sits: the server puts the place's photo, when the firm has set one, in it (decision 1085). */
export const PLACE_PICTURE_SLOT = "place-picture";

/**
 * The picture of an office or a training room (`place`, a key of `public.place_photos`): the one drawn for the site
 * until the firm uploads a photo, which the server then renders in its place. Lazy (below the fold), 4:3, with its
 * width and height so nothing moves when it arrives; styled inline too, as the server may put it in a page whose
 * critical CSS was made without it.
 */
export function PlacePicture({
  place,
  image,
  sizes = "(min-width: 1024px) 18rem, (min-width: 640px) 45vw, 100vw",
  className,
}: {
  place: string;
  image: ResponsiveImage;
  sizes?: string;
  className?: string;
}) {
  return (
    <div data-slot={PLACE_PICTURE_SLOT} data-place={place} className={cn("overflow-hidden rounded-md", className)}>
      <PlaceImage image={image} sizes={sizes} />
    </div>
  );
}

/** The `<picture>` of a place: AVIF then WebP, lazy, with its intrinsic size and its blurred placeholder if any. */
export function PlaceImage({ image, sizes }: { image: ResponsiveImage; sizes: string }) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading="lazy"
        decoding="async"
        className="block aspect-[4/3] h-auto w-full object-cover"
        style={{
          display: "block",
          width: "100%",
          height: "auto",
          aspectRatio: "4 / 3",
          objectFit: "cover",
          backgroundSize: "cover",
          backgroundImage: image.placeholder ? `url(${image.placeholder})` : undefined,
        }}
      />
    </picture>
  );
}
