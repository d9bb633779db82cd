import {
  BotIcon,
  BrainCircuitIcon,
  BriefcaseBusinessIcon,
  CrownIcon,
  LandmarkIcon,
  MessagesSquareIcon,
  RefreshCwIcon,
  ScaleIcon,
  ShieldCheckIcon,
  UsersRoundIcon,
  type LucideIcon,
} from "lucide-react";
import { themeLabel } from "~/content/formations";
import { cn } from "~/lib/utils";
import { CATALOGUE_THEME_CARDS } from "../lib/filters";

type CardTheme = (typeof CATALOGUE_THEME_CARDS)[number];

const themeCardDetails: Record<CardTheme, { icon: LucideIcon; summary: string }> = {
  Leadership: { icon: CrownIcon, summary: "Fédérer, décider, conduire le changement" },
  Gouvernance: { icon: UsersRoundIcon, summary: "Portefeuilles, PMO et comités" },
  "IA Stratégique": { icon: BrainCircuitIcon, summary: "Décider et investir avec l'IA" },
  "IA Appliquée": { icon: BotIcon, summary: "Outils d'IA pour les projets" },
  "Éthique Numérique": { icon: ScaleIcon, summary: "Données, IA responsable, confiance" },
  "Transformation Digitale": { icon: RefreshCwIcon, summary: "Conduire le changement numérique" },
  Conformité: { icon: ShieldCheckIcon, summary: "Normes, risques et audit" },
  Gestion: { icon: BriefcaseBusinessIcon, summary: "Projets, agilité et certifications" },
  Communication: { icon: MessagesSquareIcon, summary: "Parties prenantes, oral, négociation" },
  Finance: { icon: LandmarkIcon, summary: "Budgets, coûts et financement" },
};

interface ThemeCardsProps {
  selected: string | null;
}

/**
 * One card per theme of the catalogue: toggle buttons (aria-pressed); a second click clears the filter. They are the
 * submit buttons of the catalogue's GET form (`theme=<theme>`, or empty for the selected card), so they work from the
 * HTML (decision 1073). Each button is named by all its visible text, theme then summary (WCAG 2.5.3 Label in Name),
 * so no aria-label.
 */
export function ThemeCards({ selected }: ThemeCardsProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Thèmes de formation">
      {CATALOGUE_THEME_CARDS.map((theme) => {
        const { icon: Icon, summary } = themeCardDetails[theme];
        const pressed = selected === theme;
        return (
          <li key={theme}>
            <button
              type="submit"
              name="theme"
              value={pressed ? "" : theme}
              aria-pressed={pressed}
              className={cn(
                "flex h-full w-full flex-col items-start gap-2 rounded-lg border bg-card p-4 text-left transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                pressed && "border-primary bg-secondary ring-1 ring-primary",
              )}
            >
              <Icon className="size-6 text-warm" aria-hidden="true" />
              <span className="font-semibold text-foreground">{themeLabel(theme)}</span>
              <span className="text-xs text-muted-foreground">{summary}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
