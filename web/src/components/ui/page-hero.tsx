import * as React from "react";
import { heroIllustrations, type HeroIllustrationName } from "~/assets/heroes";
import type { ResponsiveImageSources } from "@common/content-images";
import { cn } from "~/lib/utils";
import { Container } from "./container";

/**
 * What a hero shows beside its text: one of the illustrations drawn for the site, or an image (the firm's own
 * photograph). Without `alt` — or with `alt: ""` — the visual is decorative and hidden from screen readers; with one,
 * it is announced as an image with that French text. The image the firm sets for a page in « Contenus » replaces the
 * illustration when the server answers the page (server/src/content/page-heroes.ts, decision 0953).
 */
export type HeroVisual =
  | { kind: "illustration"; name: HeroIllustrationName; alt?: string }
  | {
      kind: "image";
      src: string;
      width: number;
      height: number;
      alt: string;
      srcSet?: string;
      sizes?: string;
      /** AVIF and WebP variants of an uploaded image, offered before `src`. */
      avifSrcSet?: string;
      webpSrcSet?: string;
      /** A tiny blurred image (data: URL) shown while the image loads. */
      placeholder?: string;
      /**
       * The widths the visual is shown at (a media query), when it is hidden at others: the image is then fetched only
       * where it shows (`<source media>`); elsewhere the `<img>` holds an empty `data:,` URL that costs no request.
       */
      media?: string;
    };

/** Where the hero's visual sits: the server puts the page's edited hero image in it (decision 0953). */
export const HERO_VISUAL_SLOT = "page-hero-visual";

/** An uploaded image (its AVIF/WebP variants) as a hero visual. */
export function heroImageVisual(image: ResponsiveImageSources): HeroVisual {
  return { kind: "image", ...image };
}

export interface PageHeroProps {
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Buttons or links under the lead paragraph. */
  actions?: React.ReactNode;
  /** The page's own visual: beside the text on wide screens, faint behind it on phones. */
  visual?: HeroVisual;
  /** Optional content beside the text on wide screens (key figures, an icon); the visual then sits behind it. */
  aside?: React.ReactNode;
  className?: string;
}

/** The deep-blue banner that opens an inner page, with the page's single h1 and the page's own visual. */
export function PageHero({ eyebrow, title, description, actions, visual, aside, className }: PageHeroProps) {
  return (
    <section
      data-slot="page-hero"
      className={cn("relative overflow-hidden bg-band text-band-foreground", className)}
      style={{ backgroundImage: "radial-gradient(ellipse at top right, rgba(242,165,65,0.18), transparent 55%)" }}
    >
      {aside && visual && (
        <div className="pointer-events-none absolute inset-y-0 right-0 flex w-80 items-center opacity-20 lg:w-[30rem]">
          <HeroArt visual={visual} />
        </div>
      )}
      <Container
        className={cn("py-16 md:py-24", (aside || visual) && "grid items-center gap-10 lg:grid-cols-[3fr_2fr]")}
      >
        <div className="relative z-10 max-w-3xl">
          {eyebrow && <p className="mb-4 text-sm font-semibold tracking-wide text-amber-200 uppercase">{eyebrow}</p>}
          <h1 className="text-3xl font-bold tracking-tight md:text-5xl">{title}</h1>
          {description && <p className="mt-6 text-lg text-band-muted md:text-xl">{description}</p>}
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {aside ? (
          <div className="relative z-10 hidden lg:block">{aside}</div>
        ) : (
          visual && (
            // One element for every width: faint in a corner behind the text on phones, in its column from lg.
            <div
              data-slot={HERO_VISUAL_SLOT}
              className="pointer-events-none absolute -top-4 -right-20 w-72 opacity-20 sm:w-96 lg:pointer-events-auto lg:static lg:w-full lg:max-w-md lg:justify-self-end lg:opacity-100"
            >
              <HeroArt visual={visual} />
            </div>
          )
        )}
      </Container>
    </section>
  );
}

const HERO_IMAGE_SIZES = "(min-width: 1024px) 28rem, 24rem";

/**
 * The `<img>` of a visual outside its `media`: an empty `data:` URL, which costs no request (the visual is hidden at
 * those widths, so nothing is drawn in its place).
 */
const NO_IMAGE = "data:,";

/**
 * The hero's visual. An image is styled inline as well as by class: the server may put one in a page whose inline
 * critical CSS was made for its illustration, and it must paint right before the whole stylesheet arrives.
 */
export function HeroArt({ visual }: { visual: HeroVisual }) {
  const label = visual.alt ? { role: "img", "aria-label": visual.alt } : { "aria-hidden": true };
  if (visual.kind === "image") {
    const sizes = visual.sizes ?? HERO_IMAGE_SIZES;
    const media = visual.media;
    const img = (
      <img
        src={media ? NO_IMAGE : visual.src}
        srcSet={media ? undefined : visual.srcSet}
        sizes={visual.srcSet && !media ? sizes : undefined}
        width={visual.width}
        height={visual.height}
        alt={visual.alt}
        fetchPriority="high"
        decoding="async"
        className="h-auto w-full rounded-xl object-cover"
        style={{
          display: "block",
          width: "100%",
          height: "auto",
          borderRadius: "0.75rem",
          objectFit: "cover",
          backgroundSize: visual.placeholder ? "cover" : undefined,
          backgroundImage: visual.placeholder ? `url(${visual.placeholder})` : undefined,
        }}
      />
    );
    if (!visual.avifSrcSet && !visual.webpSrcSet && !media) return img;
    return (
      <picture>
        {visual.avifSrcSet && <source type="image/avif" media={media} srcSet={visual.avifSrcSet} sizes={sizes} />}
        {visual.webpSrcSet && <source type="image/webp" media={media} srcSet={visual.webpSrcSet} sizes={sizes} />}
        {media && (
          <source media={media} srcSet={visual.srcSet ?? visual.src} sizes={visual.srcSet ? sizes : undefined} />
        )}
        {img}
      </picture>
    );
  }
  const Illustration = heroIllustrations[visual.name];
  return <Illustration className="h-auto w-full" {...label} />;
}
