/**
 * The two expertise pages (/expertise/gestion-de-projet, /expertise/transformation-agile) and the project-office
 * solution page (/solutions/bureau-de-projets), as typed French content.
 */

export type ExpertiseSlug = "gestion-de-projet" | "transformation-agile";

export interface ExpertisePage {
  slug: ExpertiseSlug;
  eyebrow: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  lead: string;
  intro: string[];
  figures: { value: string; label: string }[];
  pillars: { title: string; description: string }[];
  method: { title: string; description: string }[];
  deliverables: string[];
  /** Catalogue theme whose formations continue the topic. */
  catalogueTheme: string;
  catalogueLabel: string;
}

export const expertisePages: ExpertisePage[] = [
  {
    slug: "gestion-de-projet",
    eyebrow: "Expertise",
    title: "Gestion de projet",
    metaTitle: "Expertise en gestion de projet",
    metaDescription:
      "Cadrage, planification, pilotage des risques et des coûts : notre expertise en gestion de projet au service des organisations d'Afrique francophone.",
    lead: "Livrer les projets stratégiques dans les délais, le budget et la qualité attendus, et faire grandir les équipes qui les portent.",
    intro: [
      "Un projet réussi ne doit rien au hasard. Il repose sur des objectifs clairs, une organisation où chacun connaît son rôle, un planning réaliste et une attention constante aux risques. Nos consultants appliquent les standards internationaux (guide PMBOK du PMI, PRINCE2) en les adaptant au contexte de chaque organisation.",
      "Nous intervenons dans des environnements exigeants : projets financés par des bailleurs, chantiers multi-sites, programmes de transformation numérique. Notre rôle est d'apporter la structure et la rigueur nécessaires, sans alourdir le travail des équipes.",
    ],
    figures: [
      { value: "30 ans", label: "d'expérience internationale cumulée" },
      { value: "50+", label: "entreprises accompagnées" },
      { value: "95 %", label: "de satisfaction en 2024" },
    ],
    pillars: [
      {
        title: "Cadrage rigoureux",
        description:
          "Objectifs SMART, périmètre, parties prenantes et critères de succès validés avant tout engagement.",
      },
      {
        title: "Planification réaliste",
        description: "Planning de référence, chemin critique, plan de charge et budget construits avec les équipes.",
      },
      {
        title: "Maîtrise des risques",
        description: "Registre des risques vivant, revues régulières et plans de réponse chiffrés.",
      },
      {
        title: "Pilotage par les indicateurs",
        description: "Tableaux de bord simples, valeur acquise et alertes précoces pour décider à temps.",
      },
      {
        title: "Gestion des parties prenantes",
        description: "Sponsors, bailleurs, prestataires et utilisateurs informés et impliqués au bon moment.",
      },
      {
        title: "Capitalisation",
        description: "Retours d'expérience et modèles réutilisables pour que chaque projet profite aux suivants.",
      },
    ],
    method: [
      { title: "Initialisation", description: "Charte de projet, organisation, identification des parties prenantes." },
      {
        title: "Planification",
        description: "Découpage du travail, planning, budget, plan de gestion des risques et de la qualité.",
      },
      {
        title: "Exécution et maîtrise",
        description: "Suivi de l'avancement, gestion des changements, comités de pilotage.",
      },
      {
        title: "Clôture",
        description: "Réception des livrables, bilan, transfert à l'exploitation et retours d'expérience.",
      },
    ],
    deliverables: [
      "Charte de projet et plan de management",
      "Structure de découpage du projet (WBS) et planning de référence",
      "Budget détaillé et courbe de suivi des coûts",
      "Registre des risques et des problèmes",
      "Rapports d'avancement et tableaux de bord",
      "Rapport de clôture et retours d'expérience",
    ],
    catalogueTheme: "Gestion",
    catalogueLabel: "Voir les formations en gestion",
  },
  {
    slug: "transformation-agile",
    eyebrow: "Expertise",
    title: "Transformation agile",
    metaTitle: "Expertise en transformation agile",
    metaDescription:
      "Diagnostic, formation, coaching d'équipes et agilité à l'échelle : nous accompagnons les organisations africaines vers des modes de travail agiles adaptés à leur culture.",
    lead: "Livrer plus souvent ce qui compte vraiment, avec des équipes autonomes et des métiers impliqués.",
    intro: [
      "L'agilité n'est pas une fin en soi : c'est un moyen de répondre plus vite aux besoins des clients et des usagers, en livrant régulièrement de la valeur et en apprenant de chaque itération. Elle transforme autant la culture de management que les pratiques des équipes.",
      "Nous accompagnons les directions des systèmes d'information, les équipes produit et les directions métiers, des premières équipes pilotes jusqu'à l'agilité à l'échelle. Notre approche est pragmatique : nous adaptons Scrum, Kanban et les cadres à l'échelle à votre organisation, plutôt que l'inverse.",
    ],
    figures: [
      { value: "− 45 %", label: "de délai de livraison chez un producteur d'électricité" },
      { value: "60", label: "collaborateurs formés lors de la même mission" },
      { value: "1 mois", label: "de coaching inclus après nos formations agiles" },
    ],
    pillars: [
      {
        title: "Diagnostic de maturité",
        description: "Une photographie objective des pratiques, des irritants et des leviers de progrès.",
      },
      {
        title: "Équipes pilotes",
        description: "Deux à six équipes accompagnées pour démontrer la valeur et créer des ambassadeurs.",
      },
      {
        title: "Rôles clés",
        description: "Responsables produit et Scrum Masters formés, certifiés et coachés dans leur nouveau rôle.",
      },
      {
        title: "Management agile",
        description: "Des managers qui fixent le cap, lèvent les obstacles et font confiance aux équipes.",
      },
      {
        title: "Agilité à l'échelle",
        description: "Synchronisation de plusieurs équipes, planification commune et gestion des dépendances.",
      },
      {
        title: "Mesure du flux",
        description: "Délais de livraison, débit et satisfaction des métiers suivis dans la durée.",
      },
    ],
    method: [
      { title: "Diagnostiquer", description: "Entretiens, observation des équipes et questionnaire de maturité." },
      { title: "Expérimenter", description: "Lancement des équipes pilotes, formation et coaching rapproché." },
      {
        title: "Étendre",
        description: "Déploiement par vagues, communauté de pratique et adaptation de la gouvernance.",
      },
      {
        title: "Ancrer",
        description: "Coachs internes formés, indicateurs partagés et retrait progressif de nos consultants.",
      },
    ],
    deliverables: [
      "Rapport de diagnostic de maturité agile",
      "Feuille de route de transformation par vagues",
      "Équipes pilotes autonomes et outillées",
      "Responsables produit et Scrum Masters certifiés",
      "Tableau de bord des indicateurs de flux",
      "Plan de pérennisation avec les coachs internes",
    ],
    catalogueTheme: "Innovation",
    catalogueLabel: "Voir les formations en innovation et agilité",
  },
];

export function findExpertisePage(slug: string | undefined): ExpertisePage | undefined {
  return expertisePages.find((page) => page.slug === slug);
}

export const projectOffice = {
  title: "Bureau de projets (PMO)",
  metaTitle: "Solution bureau de projets (PMO)",
  metaDescription:
    "Mise en place et animation de bureaux de projets : gouvernance de portefeuille, tableaux de bord de la direction, méthodes communes et renforcement des capacités.",
  lead: "Donner à la direction une vision fiable de tous ses projets, et aux chefs de projet un appui méthodologique au quotidien.",
  intro: [
    "Lorsque les projets se multiplient, la direction perd rapidement la vue d'ensemble : quels projets avancent, lesquels dérivent, où sont les ressources, quels arbitrages faire ? Le bureau de projets, ou PMO, répond à ces questions. Il consolide l'information, harmonise les pratiques et prépare les décisions.",
    "Nous concevons des bureaux de projets à la mesure de chaque organisation : un PMO léger de quelques personnes pour une direction, ou une unité de suivi des projets prioritaires à l'échelle d'un gouvernement.",
  ],
  models: [
    {
      title: "PMO de soutien",
      description: "Modèles de documents, formation et conseil aux chefs de projet ; idéal pour démarrer.",
    },
    {
      title: "PMO de contrôle",
      description: "Méthodes communes obligatoires, revues de projets et reporting consolidé à la direction.",
    },
    {
      title: "PMO de pilotage",
      description: "Gestion du portefeuille, arbitrages et allocation des ressources pour le compte de la direction.",
    },
  ],
  services: [
    {
      title: "Conception du bureau de projets",
      description: "Mandat, modèle de fonctionnement, organisation, processus et outils, définis avec la direction.",
    },
    {
      title: "Gouvernance de portefeuille",
      description: "Inventaire des projets, grille de priorisation et comité d'arbitrage.",
    },
    {
      title: "Tableaux de bord de la direction",
      description: "Indicateurs de délais, de coûts, de risques et de bénéfices, actualisés à un rythme convenu.",
    },
    {
      title: "PMO externalisé",
      description: "Nos consultants animent votre bureau de projets le temps que vos équipes prennent le relais.",
    },
    {
      title: "Méthodes et modèles",
      description: "Un référentiel de gestion de projet simple, adapté à votre organisation et à vos outils.",
    },
    {
      title: "Renforcement des capacités",
      description: "Formation des chefs de projet et des analystes PMO, jusqu'à la certification.",
    },
  ],
  steps: [
    {
      title: "Diagnostic",
      description: "Inventaire des projets, des pratiques et des attentes de la direction (3 à 4 semaines).",
    },
    {
      title: "Conception",
      description: "Modèle de bureau de projets, processus, gabarits et tableau de bord (4 à 6 semaines).",
    },
    { title: "Démarrage", description: "Premier cycle de reporting, premier comité de portefeuille et ajustements." },
    { title: "Autonomie", description: "Transfert aux équipes internes, formation et suivi pendant trois mois." },
  ],
  figures: [
    { value: "45", label: "projets prioritaires suivis pour un gouvernement" },
    { value: "64 → 41", label: "projets après priorisation d'un portefeuille bancaire" },
    { value: "7 semaines", label: "d'avance sur un programme minier" },
  ],
  relatedCaseStudySlugs: [
    "bureau-suivi-projets-prioritaires-etat",
    "portefeuille-projets-banque-centrale",
    "programme-expansion-miniere-mali",
  ],
};
