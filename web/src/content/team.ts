/** The firm's people, shared by the About, Company and Team pages so a name or title is written once. */
export interface TeamMember {
  id: string;
  name: string;
  position: string;
  bio: string;
  /** Where the person works; shown on the Team page. */
  office: string;
  /** No photos are published: the avatar shows the initials. */
  photo?: string;
}

export interface TeamValue {
  title: string;
  description: string;
}

export type TeamDepartment = "direction" | "formation" | "conseil" | "operations";

export const people = {
  tremblay: {
    id: "marie-claire-tremblay",
    name: "Marie-Claire Tremblay",
    position: "Fondatrice et présidente",
    office: "Montréal",
    bio: "Certifiée PMP et PgMP, elle a dirigé pendant vingt ans des programmes d'infrastructure et de systèmes d'information au Canada et en Afrique de l'Ouest avant de fonder le cabinet. Elle porte la vision d'une expertise canadienne mise au service des organisations francophones.",
  },
  diallo: {
    id: "amadou-diallo",
    name: "Amadou Diallo",
    position: "Directeur général, Afrique de l'Ouest",
    office: "Dakar",
    bio: "Ingénieur de formation et ancien directeur de programmes dans le secteur de l'énergie, il pilote nos bureaux d'Abidjan et de Dakar. Il accompagne les directions générales dans la structuration de leurs portefeuilles de projets.",
  },
  kone: {
    id: "aicha-kone",
    name: "Aïcha Koné",
    position: "Directrice pédagogique",
    office: "Abidjan",
    bio: "Spécialiste de l'ingénierie de formation pour adultes, elle conçoit nos parcours certifiants et veille à l'équilibre entre théorie et pratique. Elle a formé plus de deux mille cadres en gestion de projet.",
  },
  gagnon: {
    id: "jean-francois-gagnon",
    name: "Jean-François Gagnon",
    position: "Responsable de la transformation agile",
    office: "Montréal",
    bio: "Coach agile certifié (SAFe SPC, PSM II), il a accompagné des banques et des opérateurs de télécommunications dans le passage à l'agilité à grande échelle, du premier pilote au déploiement complet.",
  },
  lavoie: {
    id: "sophie-lavoie",
    name: "Sophie Lavoie",
    position: "Directrice des opérations",
    office: "Montréal",
    bio: "Elle coordonne la planification des missions, la qualité de service et l'organisation de nos sessions de formation sur trois continents. Elle a auparavant dirigé un bureau de projets dans la fonction publique québécoise.",
  },
  kouassi: {
    id: "serge-kouassi",
    name: "Serge Kouassi",
    position: "Associé, conseil en gestion de portefeuille",
    office: "Abidjan",
    bio: "Ancien contrôleur de gestion devenu expert en gouvernance de projets, il aide les institutions financières et les administrations à prioriser leurs investissements et à mesurer les bénéfices obtenus.",
  },
  traore: {
    id: "mariam-traore",
    name: "Mariam Traoré",
    position: "Formatrice principale en leadership",
    office: "Dakar",
    bio: "Coach professionnelle certifiée, elle anime nos programmes de leadership et de communication managériale. Elle accompagne les cadres dans leur prise de poste et dans la conduite d'équipes multiculturelles.",
  },
  bouchard: {
    id: "nathalie-bouchard",
    name: "Nathalie Bouchard",
    position: "Formatrice, finance de projet",
    office: "Montréal",
    bio: "Comptable professionnelle agréée (CPA), elle enseigne le budget de projet, la valeur acquise et l'analyse de rentabilité, avec des études de cas tirées de projets publics et privés.",
  },
  sow: {
    id: "ousmane-sow",
    name: "Ousmane Sow",
    position: "Consultant senior, bureau de projets",
    office: "Dakar",
    bio: "Il met en place des bureaux de projets (PMO) dans les ministères et les grandes entreprises : tableaux de bord, comités de pilotage, standards de gestion des risques et montée en compétence des chefs de projet.",
  },
  mensah: {
    id: "esther-mensah",
    name: "Esther Mensah",
    position: "Consultante, transformation numérique",
    office: "Abidjan",
    bio: "Elle accompagne les organisations dans leurs projets de transformation digitale, de la feuille de route à l'adoption par les équipes, avec une attention particulière à la conduite du changement.",
  },
  obiang: {
    id: "patrick-obiang",
    name: "Patrick Obiang",
    position: "Responsable du bureau de Libreville",
    office: "Libreville",
    bio: "Il développe notre présence en Afrique centrale et assure le lien entre les clients gabonais, nos consultants et nos formateurs. Il a exercé dix ans dans la gestion de projets miniers.",
  },
  sylla: {
    id: "awa-sylla",
    name: "Awa Sylla",
    position: "Coordonnatrice des sessions de formation",
    office: "Abidjan",
    bio: "Elle organise nos sessions en présentiel, en ligne et hybrides : inscriptions, logistique, accueil des participants et remise des attestations. Elle est le premier contact des apprenants.",
  },
} satisfies Record<string, TeamMember>;

export const departments: { id: TeamDepartment; label: string; intro: string; members: TeamMember[] }[] = [
  {
    id: "direction",
    label: "Direction",
    intro:
      "L'équipe de direction fixe nos priorités, garantit la qualité de nos interventions et entretient la relation avec nos partenaires.",
    members: [people.tremblay, people.diallo, people.lavoie],
  },
  {
    id: "formation",
    label: "Formation",
    intro: "Nos formateurs sont des praticiens : ils enseignent ce qu'ils appliquent chaque jour sur le terrain.",
    members: [people.kone, people.traore, people.bouchard],
  },
  {
    id: "conseil",
    label: "Conseil",
    intro:
      "Nos consultants interviennent aux côtés de vos équipes, de la définition du portefeuille jusqu'à la livraison des projets.",
    members: [people.kouassi, people.gagnon, people.sow, people.mensah],
  },
  {
    id: "operations",
    label: "Opérations",
    intro:
      "L'équipe des opérations fait en sorte que chaque mission et chaque session se déroulent sans accroc, où que vous soyez.",
    members: [people.obiang, people.sylla],
  },
];

export const teamValues: TeamValue[] = [
  {
    title: "Excellence",
    description:
      "Nous appliquons à nos propres missions les standards que nous enseignons : méthode, rigueur et qualité des livrables.",
  },
  {
    title: "Intégrité",
    description:
      "Nous disons ce que nous ferons, nous faisons ce que nous avons dit, et nous protégeons la confidentialité de nos clients.",
  },
  {
    title: "Collaboration",
    description:
      "Nos équipes de Montréal, d'Abidjan, de Dakar et de Libreville travaillent comme une seule équipe, avec les vôtres.",
  },
  {
    title: "Innovation",
    description:
      "Nous faisons évoluer nos méthodes et nos formations au rythme des pratiques : agilité, outils numériques, intelligence artificielle.",
  },
];
