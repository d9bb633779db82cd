import type { ResponsiveImageSources } from "@common/content-images";
import { cn } from "~/lib/utils";

/** AVIF, then WebP, with the intrinsic size (no layout shift) and the blurred placeholder as background. */
export function ResponsivePicture({
  image,
  sizes,
  className,
  eager = false,
}: {
  image: ResponsiveImageSources;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={eager ? "high" : undefined}
        className={cn("h-auto w-full bg-muted bg-cover object-cover", className)}
        style={image.placeholder ? { backgroundImage: `url(${image.placeholder})` } : undefined}
      />
    </picture>
  );
}
