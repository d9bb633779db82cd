/**
 * The 30 demo formations: the catalogue fallback (spec §4), the prerendered pages and the source of the
 * database seed. Plain data only — a Node script reads this file to generate the SQL seed.
 */
import type { FormationFormat, Currency } from "@common/database";
import type { FormationTheme } from "@common/formation-themes";

/** The themes are the server's too (the catalogue PDF): written once in common/. */
// Relative, not @common/: react-router.config.ts loads this file (prerender paths) in Node, which knows no alias.
export { FORMATION_THEMES, type FormationTheme } from "../../../common/formation-themes";

export { themeLabel } from "../../../common/formation-themes";

export interface DemoFormation {
  id: number;
  theme: FormationTheme;
  title: string;
  description: string;
  duration: string;
  formats: FormationFormat[];
  expert: string;
  price: number | null;
  price_currency: Currency;
}

export const demoFormations: DemoFormation[] = [
  {
    id: 1,
    theme: "Leadership",
    title: "Leadership transformationnel pour dirigeants",
    description:
      "Développez une posture de leader capable de fédérer vos équipes autour d'une vision et de conduire le changement dans des contextes exigeants.",
    duration: "3 jours",
    formats: ["Présentiel", "Hybride"],
    expert: "Dr. Aminata Koné",
    price: 950000,
    price_currency: "XOF",
  },
  {
    id: 2,
    theme: "Leadership",
    title: "Manager d'équipes de projet performantes",
    description:
      "Maîtrisez les leviers de motivation, de délégation et de gestion des conflits pour faire réussir vos équipes de projet.",
    duration: "2 jours",
    formats: ["Présentiel", "En ligne"],
    expert: "Dr. Aminata Koné",
    price: 780000,
    price_currency: "XOF",
  },
  {
    id: 3,
    theme: "Leadership",
    title: "Leadership féminin et influence",
    description:
      "Affirmez votre leadership, développez votre réseau d'influence et prenez votre place dans les instances de décision.",
    duration: "3 jours",
    formats: ["Hybride", "Présentiel"],
    expert: "Marie-Claude Tremblay",
    price: 1950,
    price_currency: "CAD",
  },
  {
    id: 4,
    theme: "Gouvernance",
    title: "Gouvernance de projets et de portefeuilles",
    description:
      "Mettez en place des instances de pilotage, des critères d'arbitrage et des tableaux de bord pour gouverner votre portefeuille de projets.",
    duration: "3 jours",
    formats: ["Présentiel", "En ligne"],
    expert: "Jean-François Gagnon",
    price: 890000,
    price_currency: "XOF",
  },
  {
    id: 5,
    theme: "Gouvernance",
    title: "Mettre en place un bureau de projets (PMO)",
    description:
      "Concevez et déployez un bureau de projets adapté à la maturité de votre organisation, de la méthodologie aux outils de suivi.",
    duration: "4 jours",
    formats: ["Présentiel"],
    expert: "Jean-François Gagnon",
    price: 2050,
    price_currency: "CAD",
  },
  {
    id: 6,
    theme: "Gouvernance",
    title: "Gouvernance d'entreprise et conseils d'administration",
    description:
      "Comprenez les responsabilités des administrateurs, les comités spécialisés et les bonnes pratiques de gouvernance en Afrique de l'Ouest.",
    duration: "2 jours",
    formats: ["Présentiel", "Hybride"],
    expert: "Ousmane Diallo",
    price: 850000,
    price_currency: "XOF",
  },
  {
    id: 7,
    theme: "IA Stratégique",
    title: "Intelligence artificielle pour décideurs",
    description:
      "Identifiez les opportunités de l'IA pour votre organisation, évaluez les risques et construisez une feuille de route réaliste.",
    duration: "2 jours",
    formats: ["En ligne", "Présentiel"],
    expert: "Dr. Koffi Mensah",
    price: 920000,
    price_currency: "XOF",
  },
  {
    id: 8,
    theme: "IA Stratégique",
    title: "Piloter un programme de transformation par l'IA",
    description:
      "Structurez un programme IA : priorisation des cas d'usage, gouvernance des données, conduite du changement et mesure de la valeur.",
    duration: "3 jours",
    formats: ["Hybride", "En ligne"],
    expert: "Dr. Koffi Mensah",
    price: 1990,
    price_currency: "CAD",
  },
  {
    id: 9,
    theme: "IA Stratégique",
    title: "IA et avantage concurrentiel en Afrique",
    description:
      "Analysez des cas concrets africains et internationaux pour transformer l'IA en avantage concurrentiel durable.",
    duration: "2 jours",
    formats: ["Présentiel"],
    expert: "Fatou Ndiaye",
    price: 870000,
    price_currency: "XOF",
  },
  {
    id: 10,
    theme: "IA Appliquée",
    title: "IA générative appliquée à la gestion de projet",
    description:
      "Utilisez les assistants d'IA générative pour planifier, rédiger, analyser les risques et produire vos rapports de projet.",
    duration: "2 jours",
    formats: ["En ligne", "Hybride"],
    expert: "Dr. Koffi Mensah",
    price: 760000,
    price_currency: "XOF",
  },
  {
    id: 11,
    theme: "IA Appliquée",
    title: "Analyse de données et IA pour managers",
    description:
      "Apprenez à lire, interroger et exploiter vos données avec des outils d'IA accessibles, sans compétence en programmation.",
    duration: "3 jours",
    formats: ["En ligne"],
    expert: "Fatou Ndiaye",
    price: 1850,
    price_currency: "CAD",
  },
  {
    id: 12,
    theme: "IA Appliquée",
    title: "Automatiser ses processus avec l'IA",
    description:
      "Repérez les tâches automatisables, choisissez les bons outils et déployez vos premières automatisations en toute sécurité.",
    duration: "3 jours",
    formats: ["Hybride", "Présentiel"],
    expert: "Fatou Ndiaye",
    price: 820000,
    price_currency: "XOF",
  },
  {
    id: 13,
    theme: "Éthique Numérique",
    title: "Éthique de l'IA et usages responsables",
    description:
      "Intégrez les principes d'équité, de transparence et de redevabilité dans la conception et l'usage des systèmes d'IA.",
    duration: "2 jours",
    formats: ["En ligne", "Présentiel"],
    expert: "Marie-Claude Tremblay",
    price: 1900,
    price_currency: "CAD",
  },
  {
    id: 14,
    theme: "Éthique Numérique",
    title: "Protection des données personnelles en Afrique",
    description:
      "Maîtrisez les cadres de protection des données (lois nationales, Convention de Malabo) et leurs conséquences pour vos projets.",
    duration: "2 jours",
    formats: ["Présentiel", "En ligne"],
    expert: "Ousmane Diallo",
    price: 730000,
    price_currency: "XOF",
  },
  {
    id: 15,
    theme: "Éthique Numérique",
    title: "Cybersécurité et culture numérique responsable",
    description:
      "Sensibilisez vos équipes aux risques numériques et construisez une culture de sécurité et de sobriété numérique.",
    duration: "3 jours",
    formats: ["Hybride"],
    expert: "Dr. Koffi Mensah",
    price: 800000,
    price_currency: "XOF",
  },
  {
    id: 16,
    theme: "Transformation Digitale",
    title: "Conduire la transformation digitale",
    description:
      "Élaborez une stratégie de transformation digitale, mobilisez les parties prenantes et pilotez la mise en œuvre pas à pas.",
    duration: "5 jours",
    formats: ["Présentiel", "Hybride"],
    expert: "Jean-François Gagnon",
    price: 950000,
    price_currency: "XOF",
  },
  {
    id: 17,
    theme: "Transformation Digitale",
    title: "Transformation agile des organisations",
    description:
      "Passez à l'échelle avec les méthodes agiles : rôles, rituels, organisation par équipes produit et accompagnement du changement.",
    duration: "3 jours",
    formats: ["Présentiel", "En ligne"],
    expert: "Marie-Claude Tremblay",
    price: 2000,
    price_currency: "CAD",
  },
  {
    id: 18,
    theme: "Transformation Digitale",
    title: "Digitaliser les services publics",
    description:
      "Concevez des services publics numériques centrés sur l'usager, de la cartographie des démarches au déploiement.",
    duration: "3 jours",
    formats: ["Hybride", "Présentiel"],
    expert: "Ousmane Diallo",
    price: 880000,
    price_currency: "XOF",
  },
  {
    id: 19,
    theme: "Conformité",
    title: "Gestion des risques et contrôle interne",
    description:
      "Cartographiez vos risques, concevez un dispositif de contrôle interne efficace et préparez vos audits sereinement.",
    duration: "3 jours",
    formats: ["Présentiel"],
    expert: "Ousmane Diallo",
    price: 900000,
    price_currency: "XOF",
  },
  {
    id: 20,
    theme: "Conformité",
    title: "Conformité réglementaire et lutte anti-blanchiment",
    description:
      "Comprenez les obligations de conformité et de lutte contre le blanchiment applicables aux institutions de la zone UEMOA.",
    duration: "2 jours",
    formats: ["En ligne", "Présentiel"],
    expert: "Ousmane Diallo",
    price: 860000,
    price_currency: "XOF",
  },
  {
    id: 21,
    theme: "Conformité",
    title: "Normes ISO et systèmes de management",
    description:
      "Préparez la mise en conformité aux normes ISO 9001 et ISO 21500 et intégrez-les à votre gestion de projet.",
    duration: "3 jours",
    formats: ["Hybride", "En ligne"],
    expert: "Jean-François Gagnon",
    price: 1950,
    price_currency: "CAD",
  },
  {
    id: 22,
    theme: "Gestion",
    title: "Préparation à la certification PMP®",
    description:
      "Préparez efficacement l'examen PMP® : domaines de performance, approches prédictives et agiles, examens blancs commentés.",
    duration: "5 jours",
    formats: ["Présentiel", "En ligne"],
    expert: "Jean-François Gagnon",
    price: 950000,
    price_currency: "XOF",
  },
  {
    id: 23,
    theme: "Gestion",
    title: "Fondamentaux de la gestion de projet",
    description:
      "Maîtrisez le cycle de vie d'un projet : cadrage, planification, suivi des coûts et des délais, clôture et retour d'expérience.",
    duration: "3 jours",
    formats: ["Présentiel", "Hybride"],
    expert: "Dr. Aminata Koné",
    price: 750000,
    price_currency: "XOF",
  },
  {
    id: 24,
    theme: "Gestion",
    title: "Scrum et méthodes agiles en pratique",
    description: "Appliquez Scrum et Kanban à vos projets et préparez la certification Professional Scrum Master™.",
    duration: "3 jours",
    formats: ["En ligne", "Présentiel"],
    expert: "Marie-Claude Tremblay",
    price: 2050,
    price_currency: "CAD",
  },
  {
    id: 25,
    theme: "Communication",
    title: "Communication de projet et gestion des parties prenantes",
    description:
      "Identifiez vos parties prenantes, construisez un plan de communication et gérez les attentes tout au long du projet.",
    duration: "2 jours",
    formats: ["Présentiel", "En ligne"],
    expert: "Fatou Ndiaye",
    price: 740000,
    price_currency: "XOF",
  },
  {
    id: 26,
    theme: "Communication",
    title: "Prise de parole en public et storytelling",
    description:
      "Gagnez en aisance à l'oral, structurez vos messages et captivez votre auditoire grâce aux techniques du storytelling.",
    duration: "2 jours",
    formats: ["Présentiel"],
    expert: "Dr. Aminata Koné",
    price: 790000,
    price_currency: "XOF",
  },
  {
    id: 27,
    theme: "Communication",
    title: "Négociation et gestion des conflits",
    description:
      "Préparez vos négociations, défendez vos intérêts et transformez les conflits en opportunités de coopération.",
    duration: "3 jours",
    formats: ["Hybride", "Présentiel"],
    expert: "Marie-Claude Tremblay",
    price: 1880,
    price_currency: "CAD",
  },
  {
    id: 28,
    theme: "Finance",
    title: "Finance pour managers non financiers",
    description:
      "Lisez les états financiers, comprenez les indicateurs clés et dialoguez efficacement avec vos directions financières.",
    duration: "3 jours",
    formats: ["Présentiel", "En ligne"],
    expert: "Ousmane Diallo",
    price: 840000,
    price_currency: "XOF",
  },
  {
    id: 29,
    theme: "Finance",
    title: "Budgétisation et contrôle des coûts de projet",
    description: "Estimez, budgétez et maîtrisez les coûts de vos projets avec la méthode de la valeur acquise.",
    duration: "3 jours",
    formats: ["En ligne", "Hybride"],
    expert: "Jean-François Gagnon",
    price: 1920,
    price_currency: "CAD",
  },
  {
    id: 30,
    theme: "Finance",
    title: "Montage et financement de projets de développement",
    description:
      "Structurez vos projets pour les bailleurs de fonds : cadre logique, budget, plan de financement et suivi-évaluation.",
    duration: "5 jours",
    formats: ["Présentiel", "Hybride"],
    expert: "Fatou Ndiaye",
    price: 930000,
    price_currency: "XOF",
  },
];
