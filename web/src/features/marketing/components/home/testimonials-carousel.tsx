import type { ResponsiveImageSources } from "@common/content-images";
import { ChevronLeftIcon, ChevronRightIcon, QuoteIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { Testimonial } from "~/content/home";
import { cn } from "~/lib/utils";
import { DrawnPortrait } from "../team/drawn-portrait";
import { useCarousel } from "./use-carousel";

/** One testimonial at a time; arrows wrap around, dots jump, the change is announced politely. No autoplay. */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const { index, next, previous, goTo } = useCarousel(testimonials.length);
  const current = testimonials[index];
  if (!current) return null;

  return (
    <div
      aria-roledescription="carrousel"
      aria-label="Témoignages de clients"
      role="region"
      className="mx-auto max-w-3xl"
    >
      <div aria-live="polite" aria-atomic="true">
        <figure
          aria-roledescription="témoignage"
          aria-label={`Témoignage ${index + 1} sur ${testimonials.length}`}
          className="relative rounded-xl border bg-card p-8 shadow-sm md:p-10"
        >
          <QuoteIcon className="absolute top-6 right-6 size-10 text-warm/30" aria-hidden="true" />
          <blockquote className="text-lg leading-relaxed text-foreground md:text-xl">
            <p>« {current.quote} »</p>
          </blockquote>
          <figcaption className="mt-8 flex items-center gap-4">
            {current.photo ? (
              <PersonPhoto photo={current.photo} />
            ) : (
              <DrawnPortrait name={current.name} size={56} beside />
            )}
            <span>
              <span className="block font-semibold text-foreground">{current.name}</span>
              <span className="block text-sm text-muted-foreground">
                {[current.position, current.company].filter(Boolean).join(", ")}
              </span>
            </span>
          </figcaption>
        </figure>
      </div>

      <div className="mt-6 flex items-center justify-center gap-4">
        <Button variant="outline" size="icon" onClick={previous} aria-label="Témoignage précédent">
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <ul className="flex items-center gap-1">
          {testimonials.map((testimonial, dot) => (
            <li key={`${dot}-${testimonial.name}`}>
              <button
                type="button"
                onClick={() => goTo(dot)}
                aria-label={`Afficher le témoignage ${dot + 1} sur ${testimonials.length}`}
                aria-current={dot === index ? "true" : undefined}
                className="group flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "block h-2.5 rounded-full transition-all duration-300",
                    dot === index ? "w-7 bg-primary" : "w-2.5 bg-input group-hover:bg-muted-foreground",
                  )}
                />
              </button>
            </li>
          ))}
        </ul>
        <Button variant="outline" size="icon" onClick={next} aria-label="Témoignage suivant">
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

/** The person's photograph, round, beside their name: sized inline so it paints right before the whole stylesheet. */
function PersonPhoto({ photo }: { photo: ResponsiveImageSources }) {
  return (
    <picture className="shrink-0">
      <source type="image/avif" srcSet={photo.avifSrcSet} sizes="56px" />
      <source type="image/webp" srcSet={photo.webpSrcSet} sizes="56px" />
      <img
        src={photo.src}
        alt={photo.alt}
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
        className="size-14 rounded-full object-cover"
        style={{ width: "3.5rem", height: "3.5rem", borderRadius: "9999px", objectFit: "cover" }}
      />
    </picture>
  );
}
