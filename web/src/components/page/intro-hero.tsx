import type * as React from "react";
import type { HeroIllustrationName } from "~/assets/heroes";
import { PageHero } from "~/components/ui/page-hero";

/** A page's opening words: the eyebrow over the h1, the h1, then the lead paragraph. */
export interface PageIntro {
  eyebrow: string;
  title: string;
  lead: string;
}

/** The deep-blue banner that opens an inner page, from the page's intro and one of the site's illustrations. */
export function IntroHero({
  intro,
  illustration,
  actions,
}: {
  intro: PageIntro;
  illustration: HeroIllustrationName;
  /** Buttons or links under the lead paragraph. */
  actions?: React.ReactNode;
}) {
  return (
    <PageHero
      eyebrow={intro.eyebrow}
      title={intro.title}
      description={intro.lead}
      visual={{ kind: "illustration", name: illustration }}
      actions={actions}
    />
  );
}
