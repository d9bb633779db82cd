import type * as React from "react";
import type { HeroIllustrationName } from "~/assets/heroes";
import { PageHero, heroImageVisual } from "~/components/ui/page-hero";
import type { ResponsiveImage } from "~/domain/image";

/** A page's opening words: the eyebrow over the h1, the h1, then the lead paragraph. */
export interface PageIntro {
  eyebrow: string;
  title: string;
  lead: string;
}

/**
 * The deep-blue banner that opens an inner page, from the page's intro and its visual: one of the site's line
 * illustrations, or a picture (the drawn scenes of `~/assets/pictures`, decision 1084), announced with its alt text.
 */
export function IntroHero({
  intro,
  illustration,
  picture,
  actions,
}: {
  intro: PageIntro;
  illustration?: HeroIllustrationName;
  /** The page's own picture, shown instead of an illustration. */
  picture?: ResponsiveImage;
  /** Buttons or links under the lead paragraph. */
  actions?: React.ReactNode;
}) {
  return (
    <PageHero
      eyebrow={intro.eyebrow}
      title={intro.title}
      description={intro.lead}
      visual={
        picture ? heroImageVisual(picture) : illustration ? { kind: "illustration", name: illustration } : undefined
      }
      actions={actions}
    />
  );
}
