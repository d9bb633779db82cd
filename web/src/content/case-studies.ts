/**
 * The six case studies of the demo, as typed before they moved to the database (issue 28, decision 0952): the seed
 * migration 20261128200100_seed_case_studies.sql was written from them, with the text the study pages' template made
 * of `challenge` and `actions`. /etudes-de-cas and the studies' pages no longer read this module — they are rendered
 * from public.case_studies and edited in « Contenus ». It remains the build's prerendered list (replaced by the
 * server) and, through it, the studies the sector and project-office pages are built with (the server cites the
 * published ones in their place: decision 0975).
 */

/** Sector labels the list filters on (spec: Énergie, Finance, Télécoms, Secteur public). */
export const caseStudyFilterSectors = ["Énergie", "Finance", "Télécoms", "Secteur public"] as const;
export type CaseStudyFilterSector = (typeof caseStudyFilterSectors)[number];

/** A study's sector: one of the filter labels, or another (the mining study is 'Mines'). */
export type CaseStudySector = CaseStudyFilterSector | "Mines";

export interface CaseStudy {
  id: string;
  title: string;
  client: string;
  /** The client as named inside a sentence ("une banque centrale régionale de l'UEMOA"). */
  clientInSentence: string;
  sector: CaseStudySector;
  year: number;
  summary: string;
  result: string;
  /** Detail only; the page shows 'Afrique de l'Ouest' when absent. */
  location?: string;
  duration: string;
  services: string[];
  /** The situation the client faced, in one or two sentences (feeds the templated narrative). */
  challenge: string;
  /** What the team did, as short action phrases. */
  actions: string[];
  /** Measured outcomes, shown as key figures. */
  figures: { value: string; label: string }[];
}

export const DEFAULT_CASE_STUDY_LOCATION = "Afrique de l'Ouest";

export const caseStudies: CaseStudy[] = [
  {
    id: "pmcb-mali",
    title: "Structurer le pilotage d'un programme d'expansion minière",
    client: "PMCB Mali",
    clientInSentence: "la société minière PMCB Mali",
    sector: "Mines",
    year: 2023,
    location: "Kayes, Mali",
    duration: "14 mois",
    summary:
      "Mise en place d'un bureau de projets et d'une gouvernance unifiée pour coordonner douze chantiers d'extension d'une mine d'or, de l'ingénierie à la mise en service.",
    result: "Mise en service avancée de 7 semaines et dépassement budgétaire contenu sous 3 %.",
    services: [
      "Bureau de projets (PMO)",
      "Gestion de programme",
      "Gestion des risques",
      "Formation des chefs de projet",
    ],
    challenge:
      "douze chantiers menés en parallèle par quatre sous-traitants, sans planning intégré ni suivi consolidé des coûts, alors que le calendrier de production était engagé auprès des actionnaires",
    actions: [
      "un bureau de projets central doté d'un planning maître et d'un registre des risques commun",
      "des revues hebdomadaires de l'avancement avec les sous-traitants et la direction du site",
      "un tableau de bord coûts-délais actualisé chaque semaine pour le comité de pilotage",
      "la formation de 18 chefs de chantier aux fondamentaux de la gestion de projet",
    ],
    figures: [
      { value: "12", label: "chantiers coordonnés" },
      { value: "7 semaines", label: "d'avance à la mise en service" },
      { value: "< 3 %", label: "de dépassement budgétaire" },
    ],
  },
  {
    id: "bceao-portfolio",
    title: "Gouvernance du portefeuille de projets d'une institution financière régionale",
    client: "Banque centrale régionale (UEMOA)",
    clientInSentence: "une banque centrale régionale de l'UEMOA",
    sector: "Finance",
    year: 2022,
    location: "Dakar, Sénégal",
    duration: "10 mois",
    summary:
      "Conception d'un cadre de gestion de portefeuille pour prioriser plus de 60 projets stratégiques, aligner les investissements sur le plan stratégique et outiller les arbitrages de la direction.",
    result: "Portefeuille réduit de 64 à 41 projets prioritaires et délai moyen de décision divisé par deux.",
    services: ["Gestion de portefeuille", "Gouvernance de projets", "Assistance à maîtrise d'ouvrage (AMOA)"],
    challenge:
      "un portefeuille de plus de soixante projets lancés au fil de l'eau, sans critères de priorisation partagés, qui dispersait les équipes et retardait les chantiers réglementaires",
    actions: [
      "un inventaire complet du portefeuille et une grille de priorisation validée par la direction",
      "un comité d'arbitrage trimestriel appuyé sur des fiches projets normalisées",
      "un processus d'entrée et de sortie des projets, des critères de lancement jusqu'à la clôture",
      "l'accompagnement des directeurs métiers dans la rédaction de leurs dossiers d'investissement",
    ],
    figures: [
      { value: "64 → 41", label: "projets prioritaires" },
      { value: "÷ 2", label: "délai moyen de décision" },
      { value: "100 %", label: "des projets rattachés au plan stratégique" },
    ],
  },
  {
    id: "telecom-deployment",
    title: "Déploiement accéléré d'un réseau 4G en zones rurales",
    client: "Opérateur de télécommunications ouest-africain",
    clientInSentence: "un opérateur de télécommunications ouest-africain",
    sector: "Télécoms",
    year: 2023,
    duration: "18 mois",
    summary:
      "Pilotage du déploiement de 350 sites radio en zones rurales : planification multi-équipes, coordination des fournisseurs et suivi de la qualité de mise en service.",
    result: "350 sites mis en service en 16 mois au lieu de 20, avec 98 % de conformité à la recette.",
    services: ["Gestion de programme", "Pilotage des fournisseurs", "Planification et ordonnancement"],
    challenge:
      "un objectif de couverture fixé par le régulateur, des équipes d'installation dispersées sur deux pays et des fournisseurs d'équipements aux délais de livraison très variables",
    actions: [
      "un découpage du programme en lots régionaux avec un responsable de lot par zone",
      "un planning intégré reliant approvisionnements, génie civil, installation et recette",
      "des points de coordination quotidiens avec les fournisseurs et un suivi des écarts en temps réel",
      "une procédure de recette standardisée et partagée par toutes les équipes",
    ],
    figures: [
      { value: "350", label: "sites radio mis en service" },
      { value: "4 mois", label: "gagnés sur le calendrier" },
      { value: "98 %", label: "de conformité à la recette" },
    ],
  },
  {
    id: "sonabel-agile",
    title: "Transformation agile de la direction des systèmes d'information d'un producteur d'électricité",
    client: "Société nationale d'électricité du Burkina Faso",
    clientInSentence: "la société nationale d'électricité du Burkina Faso",
    sector: "Énergie",
    year: 2024,
    location: "Ouagadougou, Burkina Faso",
    duration: "12 mois",
    summary:
      "Accompagnement de la DSI dans le passage à l'agilité à l'échelle : formation des équipes, mise en place de Scrum et de Kanban, coaching des responsables produit.",
    result: "Délai de livraison des évolutions réduit de 45 % et satisfaction des métiers passée de 52 % à 84 %.",
    services: ["Transformation agile", "Coaching d'équipes", "Formation et certification agile"],
    challenge:
      "des projets informatiques menés en cycle en V, avec des livraisons annuelles qui ne suivaient plus le rythme des besoins de la facturation et de la gestion du réseau",
    actions: [
      "un diagnostic de maturité agile et une feuille de route de transformation en trois vagues",
      "la formation de 60 collaborateurs et la certification de 12 responsables produit et Scrum Masters",
      "le coaching de six équipes pilotes jusqu'à leur autonomie",
      "des indicateurs de flux partagés entre la DSI et les directions métiers",
    ],
    figures: [
      { value: "− 45 %", label: "de délai de livraison" },
      { value: "84 %", label: "de satisfaction des métiers" },
      { value: "60", label: "collaborateurs formés" },
    ],
  },
  {
    id: "ecobank-digital",
    title: "Pilotage du programme de banque numérique d'un groupe bancaire panafricain",
    client: "Groupe bancaire panafricain",
    clientInSentence: "un groupe bancaire panafricain",
    sector: "Finance",
    year: 2024,
    location: "Abidjan, Côte d'Ivoire",
    duration: "9 mois",
    summary:
      "Appui à la direction du programme de lancement d'une application de banque mobile dans cinq filiales : gouvernance, gestion des dépendances et conduite du changement.",
    result: "Application lancée dans 5 pays en 9 mois et 120 000 clients actifs au premier trimestre.",
    services: ["Gestion de programme", "Conduite du changement", "Assistance à maîtrise d'ouvrage (AMOA)"],
    challenge:
      "cinq filiales aux systèmes et aux réglementations différents, une date de lancement commune annoncée publiquement et de fortes dépendances avec le prestataire de la plateforme",
    actions: [
      "une gouvernance de programme à deux niveaux, groupe et filiales, avec des instances régulières",
      "une cartographie des dépendances techniques et réglementaires suivie chaque semaine",
      "la rédaction des expressions de besoins et la coordination des recettes métier",
      "un plan de conduite du changement pour les agences et les centres de relation client",
    ],
    figures: [
      { value: "5", label: "filiales lancées" },
      { value: "9 mois", label: "du cadrage au lancement" },
      { value: "120 000", label: "clients actifs au premier trimestre" },
    ],
  },
  {
    id: "senegal-gov",
    title: "Mise en place d'un bureau de suivi des projets prioritaires de l'État",
    client: "Ministère chargé de la modernisation de l'administration",
    clientInSentence: "le ministère chargé de la modernisation de l'administration",
    sector: "Secteur public",
    year: 2021,
    location: "Dakar, Sénégal",
    duration: "16 mois",
    summary:
      "Création d'une unité de suivi des réformes et projets prioritaires du gouvernement : méthodes, outils de reporting et renforcement des capacités des équipes ministérielles.",
    result: "45 projets prioritaires suivis mensuellement et taux d'exécution budgétaire porté de 61 % à 83 %.",
    services: ["Bureau de projets (PMO)", "Renforcement des capacités", "Gouvernance de projets"],
    challenge:
      "des projets prioritaires répartis entre plusieurs ministères, des rapports d'avancement hétérogènes et une faible visibilité du gouvernement sur l'exécution budgétaire",
    actions: [
      "une méthodologie commune de suivi et des fiches de reporting mensuelles harmonisées",
      "un tableau de bord consolidé présenté chaque mois en conseil interministériel",
      "la formation de 40 points focaux ministériels à la gestion de projet",
      "un dispositif d'alerte sur les projets en retard avec des plans de redressement",
    ],
    figures: [
      { value: "45", label: "projets suivis chaque mois" },
      { value: "83 %", label: "d'exécution budgétaire (contre 61 %)" },
      { value: "40", label: "points focaux formés" },
    ],
  },
];
