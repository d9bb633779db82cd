import { AwardIcon, HandshakeIcon, TargetIcon } from "lucide-react";
import { HeadedSection } from "~/components/page/headed-section";
import { highlights, type Highlight } from "~/content/home";

const icons: Record<Highlight["icon"], typeof AwardIcon> = {
  award: AwardIcon,
  target: TargetIcon,
  handshake: HandshakeIcon,
};

export function Highlights() {
  return (
    <HeadedSection
      titleId="home-highlights-title"
      eyebrow="Pourquoi nous choisir"
      title="Une méthode éprouvée, des résultats durables"
      align="center"
    >
      <ul className="grid gap-8 md:grid-cols-3">
        {highlights.map((highlight) => {
          const Icon = icons[highlight.icon];
          return (
            <li key={highlight.title} className="flex flex-col items-start gap-4">
              <span className="flex size-12 items-center justify-center rounded-lg bg-warm-subtle text-warm-subtle-foreground">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-semibold text-foreground">{highlight.title}</h3>
              <p className="text-muted-foreground">{highlight.description}</p>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
