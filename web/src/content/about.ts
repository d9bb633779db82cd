/** About page (/a-propos). Founding reading: 2017 in Canada (spec §1, kept as written on this page). */
export interface AboutValue {
  title: string;
  description: string;
}

export interface TimelineEntry {
  year: string;
  title: string;
  description: string;
}

export const aboutIntro = {
  eyebrow: "À propos",
  title: "Une expertise canadienne au service des organisations d'Afrique francophone",
  lead: "Fondé au Canada en 2017, notre cabinet accompagne les dirigeants, les cadres et les équipes projet d'Afrique francophone avec des formations certifiantes, du conseil et du coaching en gestion de projet. Nos bureaux au Canada, en Côte d'Ivoire et au Sénégal nous permettent d'être proches de vos réalités tout en vous apportant les meilleures pratiques internationales.",
};

export const mission = {
  title: "Notre mission",
  text: "Aider les organisations francophones à livrer leurs projets dans les délais, dans le budget et avec les bénéfices attendus, en donnant à leurs équipes les méthodes, les outils et la confiance nécessaires pour réussir durablement.",
};

export const vision = {
  title: "Notre vision",
  text: "Devenir le partenaire de référence de la gestion de projet en Afrique francophone : un pont entre l'expérience canadienne et les talents africains, où chaque cadre formé devient à son tour un moteur de la réussite des projets de son pays.",
};

export const aboutValues: AboutValue[] = [
  {
    title: "Excellence",
    description: "Des contenus à jour, des formateurs certifiés et des livrables que nous serions fiers de signer.",
  },
  {
    title: "Pertinence",
    description: "Des méthodes adaptées au contexte africain : cas réels, contraintes locales et outils accessibles.",
  },
  {
    title: "Inclusivité",
    description:
      "Des formations ouvertes à tous les profils, en présentiel comme à distance, avec une attention portée à la parité.",
  },
  {
    title: "Innovation",
    description: "L'agilité, le numérique et l'intelligence artificielle intégrés à nos pratiques et à nos programmes.",
  },
  {
    title: "Vision globale",
    description: "Une lecture d'ensemble de vos enjeux : stratégie, portefeuille, projets et personnes.",
  },
  {
    title: "Intégrité",
    description:
      "Transparence sur nos tarifs, nos engagements et nos résultats, et respect strict de la confidentialité.",
  },
];

export const timeline: TimelineEntry[] = [
  {
    year: "2017",
    title: "Fondation au Canada",
    description:
      "Création du cabinet par des praticiens de la gestion de projet, avec l'ambition de partager l'expertise canadienne avec l'Afrique francophone.",
  },
  {
    year: "2018",
    title: "Ouverture du bureau d'Abidjan",
    description:
      "Premier bureau africain en Côte d'Ivoire, pour accompagner au plus près nos clients des secteurs public, bancaire et de l'énergie.",
  },
  {
    year: "2019",
    title: "Ouverture du bureau de Dakar",
    description:
      "Installation au Sénégal pour servir la sous-région et accueillir nos premières sessions de formation certifiante sur place.",
  },
  {
    year: "2020",
    title: "Lancement de la plateforme de formation en ligne",
    description:
      "Nos parcours deviennent accessibles à distance, en classe virtuelle comme en format hybride, partout en Afrique et au Canada.",
  },
  {
    year: "2022",
    title: "Partenariats universitaires",
    description:
      "Signature de partenariats avec des universités et des écoles de management pour former la relève en gestion de projet.",
  },
  {
    year: "2023",
    title: "Programme Leadership Premium",
    description:
      "Lancement d'un programme d'accompagnement des dirigeants alliant formation, coaching individuel et mise en situation.",
  },
];
