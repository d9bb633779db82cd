import {
  BadgeCheck,
  Compass,
  GraduationCap,
  Handshake,
  LayoutDashboard,
  type LucideIcon,
  Network,
  RefreshCw,
  Route as RouteIcon,
  Target,
  Users,
} from "lucide-react";
import { paths } from "../lib/paths";

/** Spec entity "Service offer" (titre, description, livrables): title, description, deliverables. */
export interface ServiceOffer {
  id: string;
  title: string;
  description: string;
  deliverables: string[];
  icon: LucideIcon;
  /** A page that describes the offer in depth. */
  href: string;
}

export const serviceOffers: ServiceOffer[] = [
  {
    id: "gestion-de-projet",
    title: "Gestion de projet",
    description:
      "Nous prenons en charge ou renforçons la direction de vos projets stratégiques, du cadrage à la clôture, avec des méthodes éprouvées et adaptées à votre contexte.",
    deliverables: [
      "Charte et plan de management de projet",
      "Planning de référence et budget",
      "Registre des risques",
      "Rapports d'avancement mensuels",
    ],
    icon: Target,
    href: paths.expertise("gestion-de-projet"),
  },
  {
    id: "gestion-de-programme",
    title: "Gestion de programme et de portefeuille",
    description:
      "Nous aidons les directions à choisir les bons projets, à les coordonner et à suivre les bénéfices attendus, pour que chaque investissement serve la stratégie.",
    deliverables: [
      "Cartographie du portefeuille",
      "Grille de priorisation",
      "Tableau de bord de la direction",
      "Processus d'arbitrage",
    ],
    icon: Network,
    href: paths.projectOffice(),
  },
  {
    id: "amoa",
    title: "Assistance à maîtrise d'ouvrage (AMOA)",
    description:
      "Nous représentons vos intérêts face aux prestataires : expression des besoins, choix des solutions, suivi des réalisations et recette, jusqu'à la mise en service.",
    deliverables: [
      "Expression des besoins et cahier des charges",
      "Analyse des offres",
      "Plan et procès-verbaux de recette",
      "Plan de mise en service",
    ],
    icon: Handshake,
    href: paths.serviceDetail("conseil"),
  },
  {
    id: "transformation-agile",
    title: "Transformation agile",
    description:
      "Nous accompagnons vos équipes vers des modes de travail agiles, à l'échelle d'une équipe pilote comme de toute une direction, sans dogmatisme.",
    deliverables: [
      "Diagnostic de maturité agile",
      "Feuille de route de transformation",
      "Équipes pilotes accompagnées",
      "Indicateurs de flux",
    ],
    icon: RefreshCw,
    href: paths.expertise("transformation-agile"),
  },
  {
    id: "coaching",
    title: "Coaching de dirigeants et d'équipes",
    description:
      "Un accompagnement individuel ou collectif pour les chefs de projet, sponsors et équipes qui veulent gagner en assurance et en efficacité.",
    deliverables: [
      "Objectifs de coaching contractualisés",
      "Séances individuelles ou d'équipe",
      "Plan de développement personnel",
      "Bilan de fin d'accompagnement",
    ],
    icon: Users,
    href: paths.serviceDetail("coaching"),
  },
  {
    id: "formation",
    title: "Formation et certification",
    description:
      "Des formations pratiques, en présentiel ou en ligne, et des parcours de préparation aux certifications internationales en gestion de projet et en agilité.",
    deliverables: [
      "Analyse des besoins de formation",
      "Parcours sur mesure",
      "Attestation de participation",
      "Préparation aux examens de certification",
    ],
    icon: GraduationCap,
    href: paths.certifications(),
  },
];

export interface ExpertiseBlock {
  title: string;
  description: string;
  icon: LucideIcon;
  href: string;
  linkLabel: string;
}

export const expertiseBlocks: ExpertiseBlock[] = [
  {
    title: "Gestion de projet",
    description:
      "Cadrage, planification, maîtrise des risques et des coûts : des projets livrés dans les délais et le budget.",
    icon: Target,
    href: paths.expertise("gestion-de-projet"),
    linkLabel: "Notre expertise en gestion de projet",
  },
  {
    title: "Transformation agile",
    description: "Scrum, Kanban et agilité à l'échelle, adaptés à vos contraintes et à votre culture d'entreprise.",
    icon: RefreshCw,
    href: paths.expertise("transformation-agile"),
    linkLabel: "Notre approche de la transformation agile",
  },
  {
    title: "Bureau de projets",
    description: "Un PMO qui donne à la direction une vision fiable de son portefeuille et des arbitrages éclairés.",
    icon: LayoutDashboard,
    href: paths.projectOffice(),
    linkLabel: "Découvrir la solution bureau de projets",
  },
  {
    title: "Certifications",
    description:
      "Préparation aux certifications PMP, PRINCE2 et agiles, avec un taux de réussite suivi pour chaque promotion.",
    icon: BadgeCheck,
    href: paths.certifications(),
    linkLabel: "Voir les parcours certifiants",
  },
];

export interface KeyService {
  id: string;
  label: string;
  title: string;
  description: string;
  points: string[];
  href: string;
  linkLabel: string;
}

/** The four tabs of key services (spec: project management, programme management, MOA assistance, trainings). */
export const keyServices: KeyService[] = [
  {
    id: "gestion-de-projet",
    label: "Gestion de projet",
    title: "Des projets livrés comme prévu",
    description:
      "Un chef de projet senior prend la direction de votre projet ou épaule votre équipe. Il installe une gouvernance claire, un planning réaliste et un suivi rigoureux des risques, des coûts et de la qualité.",
    points: [
      "Cadrage : objectifs, périmètre, parties prenantes et critères de succès",
      "Planification intégrée des délais, des ressources et du budget",
      "Pilotage hebdomadaire et comités de direction préparés",
      "Clôture, bilan et capitalisation des retours d'expérience",
    ],
    href: paths.expertise("gestion-de-projet"),
    linkLabel: "En savoir plus sur la gestion de projet",
  },
  {
    id: "gestion-de-programme",
    label: "Gestion de programme",
    title: "Coordonner plusieurs projets vers un même objectif",
    description:
      "Lorsque plusieurs projets concourent à une même ambition, leur coordination devient un métier. Nous structurons le programme, gérons les dépendances et suivons la réalisation des bénéfices.",
    points: [
      "Architecture du programme et découpage en projets",
      "Gestion des interdépendances et des ressources partagées",
      "Gouvernance à plusieurs niveaux, du comité stratégique aux équipes",
      "Suivi des bénéfices attendus et reporting aux financeurs",
    ],
    href: paths.projectOffice(),
    linkLabel: "Découvrir le bureau de projets",
  },
  {
    id: "amoa",
    label: "Assistance à maîtrise d'ouvrage",
    title: "Un conseil indépendant à vos côtés face aux prestataires",
    description:
      "Nous traduisons vos besoins métier en exigences claires, vous aidons à choisir les bons prestataires et veillons à ce que la solution livrée corresponde à ce qui a été commandé.",
    points: [
      "Recueil et formalisation des besoins métier",
      "Rédaction du cahier des charges et analyse des offres",
      "Suivi de la réalisation et gestion des changements",
      "Organisation de la recette et préparation de la mise en service",
    ],
    href: paths.serviceDetail("conseil"),
    linkLabel: "Découvrir nos missions de conseil",
  },
  {
    id: "formations",
    label: "Formations",
    title: "Faire monter vos équipes en compétences",
    description:
      "Nos formations reposent sur 30 % de théorie et 70 % de pratique, avec des études de cas tirées de projets africains. Elles se déroulent en présentiel, en ligne ou en format hybride.",
    points: [
      "Leadership, gouvernance, gestion de projet et agilité",
      "Préparation aux certifications internationales",
      "Formations intra-entreprise adaptées à vos projets",
      "Suivi post-formation de trois mois",
    ],
    href: paths.catalogue(),
    linkLabel: "Consulter le catalogue des formations",
  },
];

export interface ApproachStep {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const approachSteps: ApproachStep[] = [
  {
    title: "Écouter et diagnostiquer",
    description:
      "Entretiens, analyse de vos documents et de vos pratiques : nous partons de votre réalité, pas d'un modèle tout fait.",
    icon: Compass,
  },
  {
    title: "Concevoir ensemble",
    description:
      "Nous construisons avec vos équipes une feuille de route réaliste, avec des objectifs mesurables et des priorités claires.",
    icon: RouteIcon,
  },
  {
    title: "Mettre en œuvre",
    description:
      "Nos consultants s'impliquent au quotidien à vos côtés, sur site ou à distance, jusqu'aux premiers résultats.",
    icon: Target,
  },
  {
    title: "Transférer et pérenniser",
    description: "Formation, modèles de documents et suivi : vos équipes poursuivent la démarche en toute autonomie.",
    icon: GraduationCap,
  },
];

export interface ServiceDetail {
  slug: "conseil" | "coaching";
  title: string;
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  lead: string;
  intro: string[];
  offers: { title: string; description: string }[];
  benefits: string[];
  process: { title: string; description: string }[];
  faq: { question: string; answer: string }[];
}

export const serviceDetails: ServiceDetail[] = [
  {
    slug: "conseil",
    title: "Conseil en management de projet",
    metaTitle: "Conseil en management de projet",
    metaDescription:
      "Missions de conseil en gestion de projet, de programme et de portefeuille, assistance à maîtrise d'ouvrage et bureaux de projets pour les organisations d'Afrique francophone.",
    eyebrow: "Conseil",
    lead: "Des consultants seniors qui s'engagent sur vos résultats, de la stratégie à la mise en œuvre.",
    intro: [
      "Nos missions de conseil s'adressent aux directions générales, aux directions de projets et aux agences d'exécution qui conduisent des projets à fort enjeu. Nous intervenons là où la réussite du projet compte le plus : au moment du cadrage, lorsqu'un projet dérive, ou quand une organisation veut professionnaliser durablement sa gestion de projet.",
      "Chaque mission associe l'expertise méthodologique acquise au Canada à une connaissance fine des réalités africaines : contraintes des bailleurs, diversité des prestataires, fonctionnement des administrations et des entreprises locales.",
    ],
    offers: [
      {
        title: "Cadrage et lancement de projets",
        description:
          "Étude d'opportunité, charte de projet, organisation et plan de management pour démarrer sur de bonnes bases.",
      },
      {
        title: "Redressement de projets en difficulté",
        description:
          "Audit flash, plan de redressement et accompagnement de l'équipe jusqu'au retour à la trajectoire.",
      },
      {
        title: "Assistance à maîtrise d'ouvrage",
        description: "Expression des besoins, choix des prestataires, suivi de réalisation et recette.",
      },
      {
        title: "Gouvernance de portefeuille",
        description: "Priorisation des investissements, comités d'arbitrage et tableaux de bord de la direction.",
      },
    ],
    benefits: [
      "Un interlocuteur senior unique, engagé pendant toute la mission",
      "Des livrables concrets, réutilisables par vos équipes",
      "Des méthodes reconnues (PMBOK, PRINCE2, agilité) adaptées à votre contexte",
      "Un transfert de compétences prévu dès le lancement",
    ],
    process: [
      { title: "Premier échange", description: "Un appel de 15 minutes, offert, pour comprendre votre besoin." },
      {
        title: "Proposition",
        description: "Une proposition écrite sous une semaine : objectifs, démarche, équipe, calendrier et budget.",
      },
      {
        title: "Mission",
        description: "Lancement, points d'étape réguliers avec votre sponsor et livrables validés ensemble.",
      },
      { title: "Bilan", description: "Mesure des résultats et recommandations pour la suite." },
    ],
    faq: [
      {
        question: "Quelle est la durée habituelle d'une mission ?",
        answer:
          "De quelques semaines pour un audit ou un cadrage à douze mois ou plus pour le pilotage d'un programme.",
      },
      {
        question: "Intervenez-vous hors de Côte d'Ivoire et du Sénégal ?",
        answer:
          "Oui, nous intervenons dans toute l'Afrique francophone, sur site ou à distance selon les besoins de la mission.",
      },
      {
        question: "Travaillez-vous sur des projets financés par des bailleurs ?",
        answer:
          "Oui, nous connaissons les exigences de reporting et de passation des principaux partenaires techniques et financiers.",
      },
    ],
  },
  {
    slug: "coaching",
    title: "Coaching de dirigeants, de chefs de projet et d'équipes",
    metaTitle: "Coaching de dirigeants et d'équipes projet",
    metaDescription:
      "Coaching individuel et d'équipe pour les chefs de projet, sponsors et équipes agiles : leadership, prise de décision, communication et performance collective.",
    eyebrow: "Coaching",
    lead: "Prendre du recul, gagner en assurance, faire grandir ses équipes : un accompagnement sur mesure, dans la durée.",
    intro: [
      "Diriger un projet, c'est d'abord conduire des personnes. Nos coachs, tous praticiens expérimentés de la gestion de projet, accompagnent les dirigeants, les chefs de projet et les équipes qui veulent franchir un cap : une nouvelle responsabilité, un projet exigeant, une équipe à fédérer.",
      "Le coaching complète naturellement nos formations : un mois de coaching est inclus dans plusieurs de nos parcours pour ancrer les acquis dans la pratique quotidienne.",
    ],
    offers: [
      {
        title: "Coaching individuel de dirigeants",
        description: "Leadership, prise de décision et posture de sponsor pour les membres des comités de direction.",
      },
      {
        title: "Coaching de chefs de projet",
        description: "Gestion des parties prenantes, négociation, gestion du stress et des priorités.",
      },
      {
        title: "Coaching d'équipes agiles",
        description:
          "Accompagnement des Scrum Masters, des responsables produit et des équipes jusqu'à leur autonomie.",
      },
      {
        title: "Coaching post-formation",
        description: "Un mois d'accompagnement pour mettre en pratique les acquis d'une formation sur un projet réel.",
      },
    ],
    benefits: [
      "Des coachs qui connaissent le terrain des projets",
      "Un cadre confidentiel et des objectifs convenus avec vous",
      "Des séances en présentiel à Abidjan, Dakar et Montréal, ou en ligne",
      "Un bilan écrit à la fin de l'accompagnement",
    ],
    process: [
      {
        title: "Entretien préalable",
        description: "Un échange sans engagement pour clarifier vos attentes et choisir votre coach.",
      },
      {
        title: "Contrat de coaching",
        description:
          "Objectifs, nombre de séances et modalités convenus avec vous et, le cas échéant, votre employeur.",
      },
      { title: "Séances", description: "En général six à dix séances de 1 h 30, espacées de deux à trois semaines." },
      {
        title: "Bilan",
        description: "Une séance de bilan pour mesurer le chemin parcouru et fixer les prochaines étapes.",
      },
    ],
    faq: [
      {
        question: "Le coaching peut-il se faire à distance ?",
        answer:
          "Oui, toutes nos séances peuvent se tenir en visioconférence, ce qui convient bien aux agendas chargés.",
      },
      {
        question: "Mon employeur aura-t-il accès au contenu des séances ?",
        answer:
          "Non. Seuls les objectifs et le bilan général sont partagés, avec votre accord ; le contenu des séances reste confidentiel.",
      },
      {
        question: "Combien de temps dure un accompagnement ?",
        answer: "Entre trois et six mois selon les objectifs, pour laisser le temps aux changements de s'installer.",
      },
    ],
  },
];

export function findServiceDetail(slug: string | undefined): ServiceDetail | undefined {
  return serviceDetails.find((detail) => detail.slug === slug);
}

export interface CertificationProgramme {
  id: string;
  name: string;
  certifier: string;
  audience: string;
  duration: string;
  formats: string[];
  description: string;
  outcomes: string[];
  /** Theme of the catalogue where the related formations are listed. */
  catalogueTheme: string;
}

export const certificationProgrammes: CertificationProgramme[] = [
  {
    id: "pmp",
    name: "Préparation à la certification PMP®",
    certifier: "Project Management Institute (PMI)",
    audience: "Chefs de projet justifiant de 3 à 5 ans d'expérience en gestion de projet",
    duration: "5 jours + 35 heures de formation validées",
    formats: ["Présentiel", "En ligne"],
    description:
      "La certification la plus reconnue au monde en gestion de projet. Notre parcours couvre les trois domaines de l'examen (personnes, processus, environnement) et les approches prédictives, agiles et hybrides.",
    outcomes: [
      "Les 35 heures de formation exigées pour se présenter à l'examen",
      "Des examens blancs chronométrés et corrigés",
      "Un accompagnement pour le dossier de candidature",
    ],
    catalogueTheme: "Gestion",
  },
  {
    id: "prince2",
    name: "PRINCE2® Foundation et Practitioner",
    certifier: "PeopleCert / AXELOS",
    audience: "Chefs de projet, membres de bureaux de projets et responsables de programmes",
    duration: "5 jours",
    formats: ["Présentiel", "Hybride"],
    description:
      "Une méthode structurée, très répandue dans les administrations et les projets financés par des bailleurs. Le parcours prépare successivement aux examens Foundation et Practitioner.",
    outcomes: [
      "La maîtrise des principes, thèmes et processus PRINCE2",
      "Des mises en situation sur des projets africains",
      "Le passage des examens pendant la session",
    ],
    catalogueTheme: "Gestion",
  },
  {
    id: "agile",
    name: "Certifications agiles : Scrum Master et Product Owner",
    certifier: "Scrum.org",
    audience: "Membres d'équipes agiles, Scrum Masters et responsables produit",
    duration: "2 jours par certification",
    formats: ["Présentiel", "En ligne", "Hybride"],
    description:
      "Deux parcours intensifs pour comprendre Scrum de l'intérieur et réussir les évaluations PSM I et PSPO I, avec des exercices issus de nos missions de transformation agile.",
    outcomes: [
      "Les rôles, événements et artefacts de Scrum mis en pratique",
      "Un entraînement aux questions de l'évaluation",
      "Un mois de coaching après la formation",
    ],
    catalogueTheme: "Innovation",
  },
  {
    id: "capm",
    name: "Préparation à la certification CAPM®",
    certifier: "Project Management Institute (PMI)",
    audience: "Jeunes professionnels et membres d'équipes projet débutant dans la fonction",
    duration: "3 jours",
    formats: ["En ligne"],
    description:
      "Une première certification pour valider les fondamentaux du management de projet et préparer une évolution vers le PMP.",
    outcomes: [
      "Le vocabulaire et les processus fondamentaux",
      "Des quiz de révision après chaque module",
      "Un examen blanc complet",
    ],
    catalogueTheme: "Gestion",
  },
  {
    id: "leadership",
    name: "Certificat Leadership Premium",
    certifier: "Notre cabinet et ses universités partenaires",
    audience: "Cadres dirigeants et managers de managers",
    duration: "6 jours répartis sur trois mois",
    formats: ["Hybride"],
    description:
      "Notre programme phare de développement du leadership, conçu avec nos universités partenaires, alterne modules collectifs, travail sur un projet réel et coaching individuel.",
    outcomes: [
      "Un certificat délivré avec nos universités partenaires",
      "Un projet de transformation conduit pendant le programme",
      "Trois séances de coaching individuel",
    ],
    catalogueTheme: "Leadership",
  },
];
