/**
 * The texts of a formation page that depend on its theme (spec §2: Leadership, Finance, Communication, Gestion,
 * Innovation, otherwise generic). Typed data: copy is edited here, screens only lay it out.
 */

export interface ProgrammeModule {
  title: string;
  /** What the three daily slots (9h00-10h30, 11h00-12h30, afternoon) cover. */
  slots: [string, string, string];
}

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
}

export interface ThemeContent {
  objectives: string[];
  /** Added after the two prerequisites every formation has (experience and French level). */
  extraPrerequisite: string;
  methods: string[];
  evaluation: string[];
  certification: string;
  /** Day modules in order; the last day of a formation always closes with `closingModule`. */
  modules: ProgrammeModule[];
  expertSpecialty: string;
  testimonial: Testimonial;
}

export type ContentKey = "Leadership" | "Finance" | "Communication" | "Gestion" | "Innovation" | "generic";

export const COMMON_PREREQUISITES = [
  "3 à 5 ans d'expérience professionnelle, dont une partie en encadrement ou en conduite de projets",
  "Niveau de français B2 minimum (compréhension et expression)",
];

export const closingModule: ProgrammeModule = {
  title: "Plan d'action et évaluation",
  slots: [
    "Étude de cas intégratrice tirée d'un projet africain réel",
    "Construction de votre plan d'action personnel à 90 jours",
    "Évaluation finale, bilan de la formation et remise des certificats",
  ],
};

export const themeContents: Record<ContentKey, ThemeContent> = {
  Leadership: {
    objectives: [
      "Identifier votre style de leadership et ses effets sur vos équipes",
      "Porter une vision claire et mobiliser vos collaborateurs autour d'objectifs partagés",
      "Conduire le changement en anticipant les résistances",
      "Développer une culture de la responsabilité et de la confiance",
    ],
    extraPrerequisite: "Encadrer ou s'apprêter à encadrer une équipe",
    methods: [
      "Autodiagnostic de leadership et restitution individuelle",
      "Mises en situation filmées et jeux de rôle de management",
      "Études de cas de dirigeants africains et canadiens",
    ],
    evaluation: [
      "Évaluation des acquis par mises en situation observées",
      "Plan de développement personnel validé avec l'expert",
    ],
    certification: "Certificat de participation et attestation de compétences en leadership",
    modules: [
      {
        title: "Les fondements du leadership",
        slots: [
          "Styles de leadership et autodiagnostic",
          "Posture du leader dans le contexte africain",
          "Atelier : votre carte d'influence",
        ],
      },
      {
        title: "Mobiliser et engager ses équipes",
        slots: [
          "Vision, sens et objectifs partagés",
          "Motivation et reconnaissance",
          "Jeux de rôle : l'entretien de recadrage",
        ],
      },
      {
        title: "Conduire le changement",
        slots: [
          "Les étapes d'une transformation réussie",
          "Gérer les résistances et les conflits",
          "Simulation : annoncer un changement difficile",
        ],
      },
      {
        title: "Décider dans la complexité",
        slots: [
          "Prise de décision et gestion des risques",
          "Délégation et responsabilisation",
          "Atelier de codéveloppement entre pairs",
        ],
      },
    ],
    expertSpecialty: "Leadership et conduite du changement",
    testimonial: {
      quote:
        "J'ai changé ma façon de conduire mes réunions de direction dès la semaine suivante. Mon équipe l'a remarqué.",
      author: "Mariam Traoré",
      role: "Directrice des opérations, secteur bancaire, Abidjan",
    },
  },
  Finance: {
    objectives: [
      "Lire et interpréter les états financiers et les principaux ratios",
      "Construire et suivre un budget de projet ou de service",
      "Évaluer la rentabilité d'un investissement",
      "Dialoguer avec les directions financières et les bailleurs de fonds",
    ],
    extraPrerequisite: "Maîtriser les fonctions de base d'un tableur",
    methods: [
      "Exercices chiffrés sur des cas d'entreprises de la zone UEMOA",
      "Modèles de tableurs remis aux participants",
      "Travail en binômes sur vos propres budgets",
    ],
    evaluation: ["Étude de cas chiffrée corrigée", "Quiz de validation des acquis en fin de formation"],
    certification: "Certificat de participation en gestion financière",
    modules: [
      {
        title: "Les bases de l'analyse financière",
        slots: [
          "Bilan, compte de résultat et flux de trésorerie",
          "Les ratios clés et leur lecture",
          "Exercice : diagnostic d'une PME ivoirienne",
        ],
      },
      {
        title: "Budgéter et piloter les coûts",
        slots: ["Construire un budget réaliste", "Suivi des écarts et valeur acquise", "Atelier sur vos budgets"],
      },
      {
        title: "Décider d'un investissement",
        slots: [
          "VAN, TRI et délai de récupération",
          "Analyse de sensibilité et scénarios",
          "Cas : arbitrer entre deux projets",
        ],
      },
      {
        title: "Financer ses projets",
        slots: [
          "Sources de financement et bailleurs",
          "Montage d'un plan de financement",
          "Présenter son dossier à un comité",
        ],
      },
    ],
    expertSpecialty: "Finance d'entreprise et financement de projets",
    testimonial: {
      quote: "Enfin une formation de finance qui part de nos réalités : nos budgets sont désormais suivis chaque mois.",
      author: "Ibrahima Sow",
      role: "Chef de projet, organisation internationale, Dakar",
    },
  },
  Communication: {
    objectives: [
      "Structurer un message clair et adapté à chaque public",
      "Gagner en aisance et en impact à l'oral",
      "Gérer les parties prenantes et les situations tendues",
      "Construire un plan de communication de projet",
    ],
    extraPrerequisite: "Avoir à présenter ou à défendre des projets en interne ou en externe",
    methods: [
      "Entraînements à l'oral filmés et débriefés",
      "Exercices d'écriture et de reformulation",
      "Simulations de négociation et de réunions difficiles",
    ],
    evaluation: [
      "Présentation finale évaluée par l'expert et les pairs",
      "Grille d'auto-évaluation avant et après la formation",
    ],
    certification: "Certificat de participation en communication professionnelle",
    modules: [
      {
        title: "Les clés d'une communication efficace",
        slots: [
          "Écoute active et reformulation",
          "Adapter son message à son public",
          "Exercices de prise de parole courte",
        ],
      },
      {
        title: "Parties prenantes et plan de communication",
        slots: ["Cartographie des parties prenantes", "Plan de communication de projet", "Atelier sur votre projet"],
      },
      {
        title: "Convaincre et négocier",
        slots: ["Argumentation et storytelling", "Préparer une négociation", "Simulation de négociation"],
      },
      {
        title: "Situations difficiles",
        slots: ["Gérer les objections et les conflits", "Communiquer en période de crise", "Jeux de rôle filmés"],
      },
    ],
    expertSpecialty: "Communication, négociation et gestion des parties prenantes",
    testimonial: {
      quote:
        "Ma présentation au conseil d'administration a été la meilleure de ma carrière. Merci pour les entraînements filmés.",
      author: "Aïcha Bamba",
      role: "Responsable communication, télécommunications, Abidjan",
    },
  },
  Gestion: {
    objectives: [
      "Maîtriser le cycle de vie d'un projet, du cadrage à la clôture",
      "Planifier, estimer et suivre délais, coûts et risques",
      "Combiner approches prédictives et agiles selon le contexte",
      "Préparer une certification reconnue internationalement",
    ],
    extraPrerequisite: "Avoir participé à au moins un projet en tant que membre d'équipe ou responsable",
    methods: [
      "Fil rouge : un projet complet mené en équipe de la charte à la clôture",
      "Outils et gabarits professionnels remis aux participants",
      "Questions d'examen commentées et examens blancs",
    ],
    evaluation: ["Examen blanc dans les conditions de la certification", "Évaluation du projet fil rouge par l'expert"],
    certification: "Certificat de participation ; prépare aux certifications PMP® et PSM™",
    modules: [
      {
        title: "Cadrer le projet",
        slots: [
          "Charte de projet et parties prenantes",
          "Périmètre et structure de découpage (WBS)",
          "Atelier fil rouge : la charte",
        ],
      },
      {
        title: "Planifier",
        slots: ["Estimation des durées et des coûts", "Chemin critique et planning", "Atelier fil rouge : le planning"],
      },
      {
        title: "Piloter et maîtriser les risques",
        slots: [
          "Registre et traitement des risques",
          "Indicateurs et tableau de bord",
          "Simulation de comité de pilotage",
        ],
      },
      {
        title: "Agilité et approches hybrides",
        slots: ["Scrum, Kanban et cadre hybride", "Rôles, rituels et backlog", "Sprint simulé en équipe"],
      },
    ],
    expertSpecialty: "Gestion de projet et préparation aux certifications",
    testimonial: {
      quote: "J'ai obtenu ma certification PMP® au premier essai, trois semaines après la formation.",
      author: "Serge Kouassi",
      role: "Chef de projet, énergie, Abidjan",
    },
  },
  Innovation: {
    objectives: [
      "Repérer les opportunités d'innovation dans votre organisation",
      "Appliquer les méthodes de design thinking et d'expérimentation rapide",
      "Prototyper et tester une idée auprès de vrais usagers",
      "Porter un projet innovant jusqu'à la décision",
    ],
    extraPrerequisite: "Avoir un sujet ou un défi d'innovation à travailler pendant la formation",
    methods: [
      "Ateliers de design thinking en petits groupes",
      "Prototypage rapide et tests auprès d'usagers",
      "Retours d'expérience d'innovateurs africains",
    ],
    evaluation: ["Présentation du prototype devant un jury", "Grille d'évaluation des compétences d'innovation"],
    certification: "Certificat de participation en innovation et design thinking",
    modules: [
      {
        title: "Comprendre les usagers",
        slots: [
          "Les démarches d'innovation",
          "Entretiens et observation terrain",
          "Cartes d'empathie et parcours usager",
        ],
      },
      {
        title: "Idéer et prototyper",
        slots: ["Techniques de créativité", "Sélection et priorisation des idées", "Prototypage rapide"],
      },
      {
        title: "Tester et décider",
        slots: ["Tests et apprentissages", "Modèle économique et impact", "Pitch devant le jury"],
      },
    ],
    expertSpecialty: "Innovation et design thinking",
    testimonial: {
      quote: "Notre nouveau service client est né d'un prototype réalisé pendant la formation.",
      author: "Moussa Diop",
      role: "Responsable innovation, services financiers, Dakar",
    },
  },
  generic: {
    objectives: [
      "Comprendre les enjeux et le cadre de référence du domaine",
      "Maîtriser les méthodes et outils clés pour votre organisation",
      "Appliquer les bonnes pratiques à vos propres dossiers",
      "Bâtir un plan d'action concret pour votre retour en poste",
    ],
    extraPrerequisite: "Être concerné par le sujet dans ses fonctions actuelles",
    methods: [
      "Apports courts de l'expert, illustrés par des cas réels",
      "Ateliers pratiques sur les dossiers des participants",
      "Échanges d'expériences entre pairs",
    ],
    evaluation: ["Quiz de validation des acquis", "Présentation du plan d'action personnel"],
    certification: "Certificat de participation",
    modules: [
      {
        title: "Enjeux et cadre de référence",
        slots: ["Panorama et définitions", "Cadres réglementaires et normatifs", "Diagnostic de votre organisation"],
      },
      {
        title: "Méthodes et outils",
        slots: ["Méthodes de référence", "Outils pratiques et gabarits", "Atelier d'application"],
      },
      {
        title: "Mise en œuvre",
        slots: ["Conduite du changement associée", "Indicateurs de suivi", "Étude de cas en équipe"],
      },
      {
        title: "Approfondissements",
        slots: ["Cas avancés et retours d'expérience", "Gouvernance et rôles", "Atelier de codéveloppement"],
      },
    ],
    expertSpecialty: "Conseil et formation des cadres",
    testimonial: {
      quote: "Une formation concrète, directement applicable, avec un expert qui connaît nos réalités.",
      author: "Koffi Yao",
      role: "Directeur général adjoint, secteur public, Abidjan",
    },
  },
};

/** The content of a formation's theme, the generic one for every other theme. */
export function themeContentFor(theme: string): ThemeContent {
  return theme in themeContents && theme !== "generic" ? themeContents[theme as ContentKey] : themeContents.generic;
}
