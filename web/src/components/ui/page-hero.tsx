import * as React from "react";
import { cn } from "~/lib/utils";
import { Container } from "./container";

export interface PageHeroProps {
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Buttons or links under the lead paragraph. */
  actions?: React.ReactNode;
  /** Optional content beside the text on wide screens (illustration, key figures). */
  aside?: React.ReactNode;
  className?: string;
}

/** The deep-blue banner that opens an inner page, with the page's single h1. */
export function PageHero({ eyebrow, title, description, actions, aside, className }: PageHeroProps) {
  return (
    <section
      data-slot="page-hero"
      className={cn("relative overflow-hidden bg-band text-band-foreground", className)}
      style={{ backgroundImage: "radial-gradient(ellipse at top right, rgba(242,165,65,0.18), transparent 55%)" }}
    >
      <Container className={cn("py-16 md:py-24", aside && "grid items-center gap-10 lg:grid-cols-[3fr_2fr]")}>
        <div className="max-w-3xl">
          {eyebrow && <p className="mb-4 text-sm font-semibold tracking-wide text-amber-200 uppercase">{eyebrow}</p>}
          <h1 className="text-3xl font-bold tracking-tight md:text-5xl">{title}</h1>
          {description && <p className="mt-6 text-lg text-band-muted md:text-xl">{description}</p>}
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {aside && <div className="hidden lg:block">{aside}</div>}
      </Container>
    </section>
  );
}
