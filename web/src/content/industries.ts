import {
  Banknote,
  Building2,
  GraduationCap,
  HeartPulse,
  type LucideIcon,
  Mountain,
  RadioTower,
  Truck,
  Zap,
} from "lucide-react";
import { industrySlug, paths } from "../lib/paths";

/**
 * The industries the firm serves (spec entity "Industry: name, icon"). Tiles link to /industries/{industrySlug(name)};
 * every industry listed here gets its page and a prerendered URL.
 */
export interface Industry {
  name: string;
  icon: LucideIcon;
  group: IndustryGroup;
  /** One sentence for tiles. */
  tagline: string;
  intro: string;
  challenges: string[];
  offers: { title: string; description: string }[];
  typicalProjects: string[];
  /** Sector label of the related case studies, when the list has one. */
  caseStudySector?: string;
}

export const industryGroups = [
  { id: "infrastructures", label: "Infrastructures et ressources" },
  { id: "services", label: "Services et finance" },
  { id: "public", label: "Secteur public et social" },
] as const;
export type IndustryGroup = (typeof industryGroups)[number]["id"];

export const industries: Industry[] = [
  {
    name: "Énergie",
    icon: Zap,
    group: "infrastructures",
    tagline: "Production, transport et distribution d'électricité, énergies renouvelables.",
    intro:
      "L'accès à l'électricité conditionne le développement de toute la région. Producteurs, transporteurs et distributeurs d'énergie conduisent des projets d'infrastructure lourds et, en parallèle, modernisent leurs systèmes d'information et leur relation client. Nous les aidons à tenir les délais et les budgets de ces programmes.",
    challenges: [
      "Des programmes d'investissement financés par des bailleurs exigeants en matière de reporting",
      "La coordination d'entreprises de travaux, de fournisseurs d'équipements et d'équipes internes",
      "La digitalisation de la facturation, du comptage et de la gestion du réseau",
      "L'intégration des énergies renouvelables et des mini-réseaux",
    ],
    offers: [
      {
        title: "Pilotage de programmes d'infrastructure",
        description: "Planning maître, gestion des interfaces entre lots, suivi des coûts et reporting aux bailleurs.",
      },
      {
        title: "Transformation agile des DSI",
        description:
          "Accélérer les livraisons des projets numériques (facturation, compteurs intelligents, applications clients).",
      },
      {
        title: "Formation des équipes projet",
        description: "Parcours certifiants en gestion de projet et ateliers sur la gestion des risques de chantier.",
      },
    ],
    typicalProjects: [
      "Construction de centrales solaires et de lignes de transport",
      "Électrification rurale et extension de réseaux",
      "Déploiement de compteurs à prépaiement",
    ],
    caseStudySector: "Énergie",
  },
  {
    name: "Mines",
    icon: Mountain,
    group: "infrastructures",
    tagline: "Ouverture et extension de sites, projets d'infrastructures minières.",
    intro:
      "Les projets miniers mobilisent des investissements considérables dans des environnements isolés, avec des exigences fortes en matière de sécurité, d'environnement et de relations avec les communautés. Une gouvernance de projet solide y fait la différence entre une mise en service maîtrisée et des mois de retard.",
    challenges: [
      "Des chantiers multiples confiés à plusieurs sous-traitants",
      "Des calendriers de production engagés auprès des actionnaires",
      "Les obligations environnementales et sociales liées aux permis",
      "La montée en compétences des cadres locaux",
    ],
    offers: [
      {
        title: "Bureau de projets de site",
        description: "Un PMO dédié qui consolide plannings, coûts et risques de l'ensemble des chantiers.",
      },
      {
        title: "Gestion des risques",
        description: "Registres de risques, revues régulières et plans de réponse intégrés au pilotage.",
      },
      {
        title: "Renforcement des capacités",
        description: "Formation des chefs de chantier et des ingénieurs aux fondamentaux du management de projet.",
      },
    ],
    typicalProjects: [
      "Extension d'usines de traitement",
      "Construction d'infrastructures d'accès et d'hébergement",
      "Programmes de développement communautaire",
    ],
  },
  {
    name: "Télécoms",
    icon: RadioTower,
    group: "infrastructures",
    tagline: "Déploiement de réseaux, services numériques et mobile money.",
    intro:
      "Les opérateurs de télécommunications déploient des réseaux à un rythme soutenu tout en lançant de nouveaux services numériques. Nous les accompagnons dans le pilotage de programmes multi-pays où les délais sont fixés par le marché et par les régulateurs.",
    challenges: [
      "Des obligations de couverture imposées par les régulateurs",
      "La coordination de fournisseurs internationaux et d'installateurs locaux",
      "Le lancement rapide de services numériques dans plusieurs pays",
      "La qualité de service et la recette des équipements",
    ],
    offers: [
      {
        title: "Pilotage de déploiements",
        description: "Découpage en lots régionaux, planning intégré et suivi quotidien des écarts.",
      },
      {
        title: "Gestion de programme multi-pays",
        description: "Gouvernance groupe et filiales, gestion des dépendances et des lancements coordonnés.",
      },
      {
        title: "Méthodes agiles pour les services numériques",
        description: "Organisation produit, Scrum et Kanban pour les équipes qui développent les offres digitales.",
      },
    ],
    typicalProjects: [
      "Déploiement de sites 4G et 5G",
      "Lancement de services de mobile money",
      "Modernisation des systèmes de facturation",
    ],
    caseStudySector: "Télécoms",
  },
  {
    name: "Transport et logistique",
    icon: Truck,
    group: "infrastructures",
    tagline: "Ports, corridors routiers, aéroports et chaînes logistiques.",
    intro:
      "Ports, aéroports et corridors logistiques sont au cœur de l'intégration économique régionale. Leurs projets associent travaux d'infrastructure, systèmes d'information et réorganisation des opérations : nous aidons à les coordonner de bout en bout.",
    challenges: [
      "Des partenariats public-privé aux engagements contractuels complexes",
      "La continuité d'exploitation pendant les travaux",
      "La dématérialisation des procédures douanières et portuaires",
      "La coordination de nombreuses parties prenantes",
    ],
    offers: [
      {
        title: "Assistance à maîtrise d'ouvrage",
        description: "Expression des besoins, suivi des prestataires et préparation de la mise en exploitation.",
      },
      {
        title: "Gestion des parties prenantes",
        description: "Cartographie, plan de communication et instances de concertation adaptées.",
      },
      {
        title: "Pilotage de la performance",
        description: "Indicateurs opérationnels et tableaux de bord pour suivre les bénéfices attendus.",
      },
    ],
    typicalProjects: [
      "Extension de terminaux portuaires",
      "Guichets uniques du commerce extérieur",
      "Modernisation de flottes et d'entrepôts",
    ],
  },
  {
    name: "Finance",
    icon: Banknote,
    group: "services",
    tagline: "Banques, assurances, microfinance et institutions financières régionales.",
    intro:
      "Banques, assureurs et institutions de microfinance vivent une transformation profonde : banque mobile, nouvelles exigences réglementaires, inclusion financière. Nous les aidons à gouverner leurs portefeuilles de projets et à livrer leurs programmes numériques.",
    challenges: [
      "Des portefeuilles de projets nombreux à prioriser",
      "Des échéances réglementaires non négociables",
      "Le lancement de services numériques dans plusieurs filiales",
      "La conduite du changement dans les réseaux d'agences",
    ],
    offers: [
      {
        title: "Gestion de portefeuille",
        description: "Grilles de priorisation, comités d'arbitrage et processus d'entrée et de sortie des projets.",
      },
      {
        title: "Pilotage de programmes numériques",
        description: "Gouvernance, gestion des dépendances et coordination des recettes métier.",
      },
      {
        title: "Conduite du changement",
        description: "Formation des agences, communication interne et accompagnement des équipes de relation client.",
      },
    ],
    typicalProjects: [
      "Lancement d'applications de banque mobile",
      "Mise en conformité réglementaire",
      "Refonte du système d'information bancaire",
    ],
    caseStudySector: "Finance",
  },
  {
    name: "Secteur public",
    icon: Building2,
    group: "public",
    tagline: "Ministères, agences d'exécution et collectivités territoriales.",
    intro:
      "Les administrations portent des réformes et des projets prioritaires sous le regard des citoyens et des partenaires techniques et financiers. Nous les aidons à mettre en place des dispositifs de suivi fiables et à renforcer durablement les capacités de leurs équipes.",
    challenges: [
      "Le suivi de projets répartis entre plusieurs ministères",
      "L'exécution budgétaire et le reporting aux bailleurs",
      "La modernisation et la dématérialisation des services publics",
      "Le renforcement des capacités des agents",
    ],
    offers: [
      {
        title: "Bureaux de suivi des projets prioritaires",
        description: "Méthodes communes, tableaux de bord consolidés et dispositifs d'alerte.",
      },
      {
        title: "Renforcement des capacités",
        description: "Formations certifiantes et accompagnement des points focaux ministériels.",
      },
      {
        title: "Assistance à maîtrise d'ouvrage",
        description: "Appui aux agences d'exécution dans la passation et le suivi des marchés de projets.",
      },
    ],
    typicalProjects: [
      "Unités de suivi des réformes gouvernementales",
      "Programmes d'administration numérique",
      "Projets financés par les bailleurs multilatéraux",
    ],
    caseStudySector: "Secteur public",
  },
  {
    name: "Santé",
    icon: HeartPulse,
    group: "public",
    tagline: "Hôpitaux, programmes de santé publique et organisations humanitaires.",
    intro:
      "Construction d'hôpitaux, campagnes de vaccination, informatisation des dossiers patients : les projets de santé ont un impact direct sur les populations. Nous apportons aux établissements et aux programmes de santé publique la rigueur de pilotage qu'ils exigent.",
    challenges: [
      "Des programmes financés par plusieurs partenaires aux exigences distinctes",
      "La logistique des intrants et des équipements médicaux",
      "L'informatisation des établissements",
      "La mobilisation d'équipes soignantes déjà très sollicitées",
    ],
    offers: [
      {
        title: "Pilotage de programmes de santé",
        description: "Planification, suivi-évaluation et reporting consolidé pour les partenaires financiers.",
      },
      {
        title: "Projets hospitaliers",
        description: "Assistance à maîtrise d'ouvrage pour la construction et l'équipement d'établissements.",
      },
      {
        title: "Formation des gestionnaires",
        description: "Management de projet appliqué aux structures de santé.",
      },
    ],
    typicalProjects: [
      "Construction et équipement de centres hospitaliers",
      "Campagnes nationales de santé publique",
      "Systèmes d'information sanitaire",
    ],
  },
  {
    name: "Éducation",
    icon: GraduationCap,
    group: "public",
    tagline: "Universités, écoles de commerce et programmes de formation professionnelle.",
    intro:
      "Universités, grandes écoles et programmes de formation professionnelle modernisent leurs offres et leurs campus. Partenaires de plusieurs établissements, nous conduisons avec eux des projets de transformation et co-construisons des parcours en gestion de projet.",
    challenges: [
      "Le développement de l'enseignement en ligne et hybride",
      "La construction et la rénovation de campus",
      "L'adéquation des formations aux besoins des employeurs",
      "La gestion de projets financés par des partenaires internationaux",
    ],
    offers: [
      {
        title: "Partenariats académiques",
        description: "Co-conception de modules et de certificats en gestion de projet et en agilité.",
      },
      {
        title: "Projets de transformation",
        description:
          "Pilotage de la mise en place de plateformes d'apprentissage et de nouveaux services aux étudiants.",
      },
      {
        title: "Formation des enseignants et gestionnaires",
        description: "Ateliers pratiques de gestion de projet pour les équipes pédagogiques et administratives.",
      },
    ],
    typicalProjects: [
      "Plateformes d'enseignement à distance",
      "Programmes de formation professionnelle qualifiante",
      "Extension de campus universitaires",
    ],
  },
];

/**
 * Finds an industry from the URL segment. The segment is industrySlug(name) ("énergie", "secteur-public"); the
 * comparison also accepts the percent-encoded, decomposed-accent and accent-free spellings ("energie"), so a link
 * typed or copied by hand still reaches the page.
 */
export function findIndustry(slug: string | undefined): Industry | undefined {
  if (!slug) return undefined;
  const wanted = comparable(safeDecode(slug));
  return industries.find((industry) => comparable(industrySlug(industry.name)) === wanted);
}

/** The sector a sector page lists the case studies of (a study's `sector`, as « Contenus » writes it). */
export function industrySector(industry: Industry): string {
  return industry.caseStudySector ?? industry.name;
}

export function industryPath(industry: Industry): string {
  return paths.industry(industrySlug(industry.name));
}

function comparable(slug: string): string {
  return slug.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
