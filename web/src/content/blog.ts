/** Blog (/blog): articles are shown in full on the one blog page (no per-article route). */
export interface BlogSection {
  heading?: string;
  paragraphs: string[];
}

export interface BlogArticle {
  slug: string;
  title: string;
  theme: string;
  /** ISO date (yyyy-mm-dd). */
  date: string;
  readingMinutes: number;
  author: { name: string; position: string };
  summary: string;
  sections: BlogSection[];
}

export const blogIntro = {
  eyebrow: "Blog",
  title: "Idées et retours d'expérience",
  lead: "Gestion de projet, agilité, leadership, transformation numérique : nos consultants et nos formateurs partagent ce qu'ils observent sur le terrain.",
};

export const blogArticles: BlogArticle[] = [
  {
    slug: "bureau-de-projets-en-six-mois",
    title: "Mettre en place un bureau de projets en six mois : les étapes qui comptent",
    theme: "Gouvernance",
    date: "2026-10-20",
    readingMinutes: 6,
    author: { name: "Ousmane Sow", position: "Consultant senior, bureau de projets" },
    summary:
      "Un bureau de projets utile ne commence pas par un outil, mais par trois décisions : ce qu'il doit rendre visible, à qui, et à quel rythme.",
    sections: [
      {
        paragraphs: [
          "Beaucoup d'organisations créent un bureau de projets (PMO) après un projet difficile. Le risque est alors de produire des modèles de documents que personne n'utilise. Notre expérience auprès de ministères et de grandes entreprises montre qu'un PMO réussi se construit en trois temps.",
        ],
      },
      {
        heading: "Mois 1 et 2 : rendre le portefeuille visible",
        paragraphs: [
          "Commencez par un inventaire simple de tous les projets en cours : objectif, responsable, budget, échéance et état d'avancement. Cette première photographie suffit souvent à révéler des doublons et des projets sans sponsor.",
        ],
      },
      {
        heading: "Mois 3 et 4 : installer le rythme de pilotage",
        paragraphs: [
          "Un comité de portefeuille mensuel, un tableau de bord d'une page et des règles claires d'escalade des risques valent mieux qu'une méthodologie de cent pages. L'essentiel est que les décisions soient prises et tracées.",
        ],
      },
      {
        heading: "Mois 5 et 6 : faire monter les équipes en compétence",
        paragraphs: [
          "Le PMO devient alors un centre d'appui : formation des chefs de projet, accompagnement des projets en difficulté et capitalisation des leçons apprises. C'est à ce moment que la valeur perçue par les directions augmente nettement.",
        ],
      },
    ],
  },
  {
    slug: "agilite-secteur-public",
    title: "L'agilité dans le secteur public : oui, c'est possible",
    theme: "Agilité",
    date: "2026-09-15",
    readingMinutes: 5,
    author: { name: "Jean-François Gagnon", position: "Responsable de la transformation agile" },
    summary:
      "Marchés publics, hiérarchie, contrôle budgétaire : les contraintes de l'administration ne sont pas incompatibles avec l'agilité, à condition de l'adapter.",
    sections: [
      {
        paragraphs: [
          "On entend souvent que l'agilité est réservée aux start-up. Pourtant, plusieurs administrations d'Afrique de l'Ouest livrent aujourd'hui leurs services numériques par itérations courtes, avec des résultats visibles pour les usagers.",
        ],
      },
      {
        heading: "Partir d'un service concret",
        paragraphs: [
          "Plutôt que de transformer toute l'organisation, choisissez un service à forte visibilité, par exemple une démarche en ligne, et constituez une équipe pluridisciplinaire dédiée, avec un responsable métier disponible.",
        ],
      },
      {
        heading: "Adapter le cadre contractuel",
        paragraphs: [
          "Les marchés à bons de commande et les contrats par lots permettent de financer des incréments successifs tout en respectant les règles de la commande publique. Le dialogue avec le contrôle financier doit être engagé dès le départ.",
        ],
      },
      {
        heading: "Montrer les résultats",
        paragraphs: [
          "Des démonstrations régulières ouvertes aux décideurs créent la confiance plus sûrement que les rapports d'avancement. C'est souvent ce qui permet d'étendre la démarche à d'autres services.",
        ],
      },
    ],
  },
  {
    slug: "leadership-equipes-multiculturelles",
    title: "Diriger une équipe projet entre Montréal, Abidjan et Dakar",
    theme: "Leadership",
    date: "2026-08-25",
    readingMinutes: 4,
    author: { name: "Mariam Traoré", position: "Formatrice principale en leadership" },
    summary:
      "Fuseaux horaires, styles de communication, rapport à la hiérarchie : cinq pratiques simples pour faire travailler ensemble des équipes réparties.",
    sections: [
      {
        paragraphs: [
          "Les projets que nous accompagnons mobilisent de plus en plus d'équipes réparties sur plusieurs pays. Le chef de projet devient alors un traducteur : entre les cultures, les métiers et les attentes.",
        ],
      },
      {
        heading: "Cinq pratiques qui font la différence",
        paragraphs: [
          "Fixer des plages de travail communes et les protéger ; écrire les décisions plutôt que de les supposer comprises ; alterner les animateurs des réunions ; prévoir des moments informels, même à distance ; et reconnaître publiquement les contributions de chacun.",
          "Aucune de ces pratiques n'est coûteuse. Ensemble, elles réduisent les malentendus et renforcent l'engagement, ce qui se mesure très vite sur le respect des échéances.",
        ],
      },
    ],
  },
  {
    slug: "ia-et-gestion-de-projet",
    title: "Intelligence artificielle et gestion de projet : par où commencer ?",
    theme: "IA Stratégique",
    date: "2026-07-08",
    readingMinutes: 5,
    author: { name: "Esther Mensah", position: "Consultante, transformation numérique" },
    summary:
      "Comptes rendus, analyse des risques, planification : l'IA peut déjà faire gagner du temps aux équipes projet, à condition d'en fixer les règles d'usage.",
    sections: [
      {
        paragraphs: [
          "Les outils d'intelligence artificielle générative sont désormais accessibles à tous. Pour un chef de projet, la question n'est plus de savoir s'il faut les utiliser, mais comment le faire de façon utile et responsable.",
        ],
      },
      {
        heading: "Des usages à faible risque pour commencer",
        paragraphs: [
          "La rédaction de comptes rendus à partir de notes, la reformulation de messages aux parties prenantes ou la préparation d'une première liste de risques sont de bons points de départ : le gain de temps est réel et la relecture humaine reste simple.",
        ],
      },
      {
        heading: "Des règles claires",
        paragraphs: [
          "Avant tout déploiement, définissez quelles données peuvent être confiées à ces outils, qui valide les contenus produits et comment les usages sont tracés. L'éthique numérique et la conformité ne sont pas des freins : ce sont les conditions de la confiance.",
        ],
      },
    ],
  },
  {
    slug: "reussir-sa-certification",
    title: "Réussir sa certification en gestion de projet : nos conseils",
    theme: "Gestion",
    date: "2026-06-02",
    readingMinutes: 4,
    author: { name: "Aïcha Koné", position: "Directrice pédagogique" },
    summary:
      "Planifier sa préparation, s'entraîner dans les conditions de l'examen et s'appuyer sur son expérience : les clés de la réussite selon nos formateurs.",
    sections: [
      {
        paragraphs: [
          "Chaque année, nous préparons plusieurs centaines de cadres aux certifications internationales en gestion de projet. Les candidats qui réussissent du premier coup ont presque tous suivi la même démarche.",
        ],
      },
      {
        heading: "Un plan de préparation réaliste",
        paragraphs: [
          "Comptez huit à douze semaines de préparation, à raison de cinq à six heures par semaine. Bloquez ces créneaux dans votre agenda comme vous le feriez pour une réunion importante.",
        ],
      },
      {
        heading: "S'entraîner dans les conditions réelles",
        paragraphs: [
          "Les examens blancs chronométrés sont indispensables : ils habituent à la gestion du temps et révèlent les domaines à retravailler. Analysez chaque erreur plutôt que d'enchaîner les questions.",
        ],
      },
    ],
  },
  {
    slug: "transformation-digitale-adoption",
    title: "Transformation digitale : l'adoption, angle mort des projets",
    theme: "Transformation Digitale",
    date: "2026-04-14",
    readingMinutes: 5,
    author: { name: "Serge Kouassi", position: "Associé, conseil en gestion de portefeuille" },
    summary:
      "Un système livré dans les délais mais peu utilisé n'a pas atteint son objectif. Comment intégrer l'adoption au cœur du pilotage de vos projets numériques.",
    sections: [
      {
        paragraphs: [
          "Dans les projets numériques que nous auditons, la technologie est rarement la cause principale des difficultés. Le plus souvent, c'est l'adoption par les utilisateurs qui fait défaut.",
        ],
      },
      {
        heading: "Mesurer l'usage, pas seulement la livraison",
        paragraphs: [
          "Ajoutez à votre tableau de bord des indicateurs d'usage : nombre d'utilisateurs actifs, part des opérations réalisées dans le nouveau système, satisfaction. Ils doivent être suivis au même titre que le budget et le calendrier.",
        ],
      },
      {
        heading: "Budgéter la conduite du changement",
        paragraphs: [
          "Formation des utilisateurs, relais dans les équipes, communication régulière : ces activités représentent souvent 10 à 15 % du budget d'un projet réussi. Les supprimer pour tenir l'enveloppe est une fausse économie.",
        ],
      },
    ],
  },
];
