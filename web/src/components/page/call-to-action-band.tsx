import type * as React from "react";
import { Section } from "~/components/ui/section";

interface CallToActionBandProps {
  /** The id of the band's h2, which names the section. */
  titleId: string;
  title: React.ReactNode;
  description: React.ReactNode;
  /** The band's buttons (an accent button, then `BandOutlineButton`s). */
  children: React.ReactNode;
}

/** The deep-blue band that closes a public page: an h2 and a sentence on the left, its buttons on the right. */
export function CallToActionBand({ titleId, title, description, children }: CallToActionBandProps) {
  return (
    <Section tone="brand" aria-labelledby={titleId}>
      <div className="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={titleId} className="text-2xl font-bold md:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-band-muted">{description}</p>
        </div>
        <div className="flex flex-wrap gap-3">{children}</div>
      </div>
    </Section>
  );
}
