/** Company page (/entreprise). Founding reading: 2010 in Montréal (spec §1, kept as written on this page). */
export interface CompanyValue {
  title: string;
  description: string;
}

export interface CompanyOffice {
  city: string;
  country: string;
  role: string;
}

export const companyIntro = {
  eyebrow: "L'entreprise",
  title: "Un cabinet de gestion de projet né à Montréal, ancré en Afrique francophone",
  lead: "Conseil, formation certifiante et coaching : nous aidons les organisations à transformer leurs ambitions en projets réussis.",
};

export const companyStats = [
  { value: "2010", label: "Fondation à Montréal" },
  { value: "4", label: "Bureaux sur deux continents" },
  { value: "250+", label: "Organisations accompagnées" },
  { value: "12", label: "Pays d'intervention" },
];

export const history = {
  title: "Notre histoire",
  paragraphs: [
    "Notre cabinet a été fondé en 2010 à Montréal par un groupe de chefs de projet et de directeurs de programmes convaincus qu'une gestion de projet rigoureuse est l'un des leviers les plus sûrs du développement des organisations.",
    "Très tôt, des institutions d'Afrique de l'Ouest et d'Afrique centrale nous ont sollicités pour structurer leurs grands projets et former leurs équipes. Pour être au plus près d'elles, nous avons ouvert des bureaux à Abidjan, à Dakar puis à Libreville, en complément de notre siège de Montréal.",
    "Aujourd'hui, plus de 250 organisations dans 12 pays nous ont fait confiance : ministères, banques centrales et commerciales, opérateurs de télécommunications, sociétés d'énergie et entreprises en croissance.",
  ],
};

export const companyMission = {
  title: "Notre mission",
  text: "Rendre chaque organisation capable de mener ses projets avec méthode et sérénité, en combinant les standards internationaux de la gestion de projet avec une connaissance fine des contextes africains.",
};

export const companyValues: CompanyValue[] = [
  {
    title: "Excellence",
    description: "Nous visons le meilleur niveau de qualité dans chaque mission, chaque formation et chaque livrable.",
  },
  {
    title: "Adaptation",
    description: "Nous ajustons nos méthodes à votre culture, à vos contraintes et à la maturité de vos équipes.",
  },
  {
    title: "Collaboration",
    description: "Nous travaillons avec vos équipes, pas à leur place, pour que les compétences restent chez vous.",
  },
  {
    title: "Integrité",
    description:
      "Nous agissons avec honnêteté et transparence, et nous protégeons la confidentialité de vos informations.",
  },
];

export const companyOffices: CompanyOffice[] = [
  { city: "Montréal", country: "Canada", role: "Siège social, direction et conception des programmes" },
  { city: "Abidjan", country: "Côte d'Ivoire", role: "Conseil et formation pour l'Afrique de l'Ouest" },
  { city: "Dakar", country: "Sénégal", role: "Formations certifiantes et transformation agile" },
  { city: "Libreville", country: "Gabon", role: "Accompagnement des organisations d'Afrique centrale" },
];
