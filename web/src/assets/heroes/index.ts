import type { ComponentType } from "react";
import { ArticlesIllustration } from "./articles";
import { BridgeIllustration } from "./bridge";
import { CertificateIllustration } from "./certificate";
import { ConversationIllustration } from "./conversation";
import { DocumentsIllustration } from "./documents";
import type { IllustrationProps } from "./frame";
import { GanttIllustration } from "./gantt";
import { GlobeIllustration } from "./globe";
import { IterationsIllustration } from "./iterations";
import { LearningIllustration } from "./learning";
import { PortfolioIllustration } from "./portfolio";
import { RoadmapIllustration } from "./roadmap";
import { SectorsIllustration } from "./sectors";

/**
 * The hero illustrations drawn for the site, by name: a page (or, later, a row of the database) names the one it
 * shows. Inline SVG, so a hero costs no request and no layout shift.
 */
export const heroIllustrations = {
  articles: ArticlesIllustration,
  bridge: BridgeIllustration,
  certificate: CertificateIllustration,
  conversation: ConversationIllustration,
  documents: DocumentsIllustration,
  gantt: GanttIllustration,
  globe: GlobeIllustration,
  iterations: IterationsIllustration,
  learning: LearningIllustration,
  portfolio: PortfolioIllustration,
  roadmap: RoadmapIllustration,
  sectors: SectorsIllustration,
} satisfies Record<string, ComponentType<IllustrationProps>>;

export type HeroIllustrationName = keyof typeof heroIllustrations;

export function isHeroIllustrationName(name: string): name is HeroIllustrationName {
  return Object.hasOwn(heroIllustrations, name);
}
