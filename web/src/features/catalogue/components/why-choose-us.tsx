import { AwardIcon, GraduationCapIcon, HandshakeIcon, TrendingUpIcon } from "lucide-react";
import { HeadedSection } from "~/components/page/headed-section";

const reasons = [
  {
    icon: GraduationCapIcon,
    title: "30% théorie, 70% pratique",
    text: "Des ateliers, des études de cas africaines et des mises en situation pour appliquer dès le lendemain.",
  },
  {
    icon: HandshakeIcon,
    title: "1 mois de coaching inclus",
    text: "Après la formation, un expert vous accompagne pendant un mois pour ancrer les acquis dans vos projets.",
  },
  {
    icon: AwardIcon,
    title: "Des experts certifiés",
    text: "Des formateurs praticiens, certifiés et forts d'une double expérience canadienne et africaine.",
  },
  {
    icon: TrendingUpIcon,
    title: "95% de progression constatée",
    text: "95% de nos apprenants déclarent une amélioration de leurs pratiques professionnelles.",
  },
] as const;

export function WhyChooseUs() {
  return (
    <HeadedSection
      titleId="pourquoi-nous-choisir"
      eyebrow="Notre approche"
      title="Pourquoi nous choisir"
      description="Une pédagogie pensée pour les cadres et dirigeants d'Afrique francophone, exigeante et concrète."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border bg-card p-6">
            <Icon className="size-8 text-warm" aria-hidden="true" />
            <h3 className="mt-4 font-semibold text-foreground">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
