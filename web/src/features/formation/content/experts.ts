/** The trainers behind the formations: what the Expert tab and its 'CV complet' / 'Publications' dialogs show. */

export interface ExpertProfile {
  bio: string;
  specialty: string;
  /** Career summary, most recent first. */
  career: string[];
  credentials: string[];
  publications: string[];
}

const experts: Record<string, ExpertProfile> = {
  "Dr. Aminata Koné": {
    bio: "Docteure en sciences de gestion, Aminata Koné accompagne depuis plus de 20 ans les comités de direction d'Afrique de l'Ouest dans leurs transformations. Ancienne directrice des ressources humaines d'un groupe bancaire panafricain, elle allie exigence académique et connaissance intime des organisations africaines.",
    specialty: "Leadership, management des équipes et conduite du changement",
    career: [
      "Depuis 2017 — Experte associée, Pont Atlantique Conseil, Abidjan",
      "2009-2017 — Directrice des ressources humaines, groupe bancaire panafricain",
      "2003-2009 — Enseignante-chercheuse en management, Université Félix Houphouët-Boigny",
    ],
    credentials: ["Doctorat en sciences de gestion", "Coach certifiée ICF (PCC)", "Certification PMP®"],
    publications: [
      "« Diriger en contexte africain : leadership et culture », Revue africaine de management, 2021",
      "« Les femmes dirigeantes en Afrique de l'Ouest », ouvrage collectif, 2019",
      "Conférence « Conduire le changement dans les banques ouest-africaines », Forum de Dakar, 2023",
    ],
  },
  "Marie-Claude Tremblay": {
    bio: "Coach agile et formatrice basée à Montréal, Marie-Claude Tremblay a accompagné plus de 60 équipes au Canada et en Afrique francophone dans leur passage à l'agilité. Elle est reconnue pour ses ateliers concrets et sa pédagogie active.",
    specialty: "Agilité, éthique numérique et communication d'équipe",
    career: [
      "Depuis 2018 — Coach agile principale, Pont Atlantique Conseil, Montréal",
      "2012-2018 — Responsable de bureau de projets, société d'assurances, Québec",
      "2006-2012 — Cheffe de projet TI, administration publique québécoise",
    ],
    credentials: ["Professional Scrum Master™ II", "Certified Team Coach", "Maîtrise en gestion de projet (UQAM)"],
    publications: [
      "« L'agilité au-delà des équipes TI », Gestion HEC Montréal, 2022",
      "Balado « Projets sans stress », 24 épisodes, 2023-2024",
      "Conférence « Éthique des algorithmes et équipes produit », Agile Montréal, 2024",
    ],
  },
  "Jean-François Gagnon": {
    bio: "Fort de 25 ans de gestion de grands projets d'infrastructure et de transformation au Canada et en Afrique, Jean-François Gagnon forme les chefs de projet aux standards internationaux. Il a préparé plus de 800 candidats à la certification PMP®.",
    specialty: "Gestion de projet, gouvernance de portefeuille et certifications",
    career: [
      "Depuis 2017 — Associé fondateur, Pont Atlantique Conseil",
      "2005-2017 — Directeur de bureau de projets, firme d'ingénierie canadienne",
      "1998-2005 — Chef de projet, programmes d'infrastructure en Afrique de l'Ouest",
    ],
    credentials: ["PMP®", "PgMP®", "Ingénieur (Ordre des ingénieurs du Québec)"],
    publications: [
      "« Gouverner un portefeuille de projets publics », Revue internationale de gestion, 2020",
      "Guide pratique « Mettre en place un PMO en 100 jours », 2022",
      "Conférence « PMO et performance de l'État », PMI Chapitre de Montréal, 2023",
    ],
  },
  "Ousmane Diallo": {
    bio: "Ancien auditeur et directeur de la conformité dans une institution financière régionale, Ousmane Diallo accompagne les organisations de la zone UEMOA en gouvernance, contrôle interne et conformité réglementaire.",
    specialty: "Gouvernance, conformité et finance",
    career: [
      "Depuis 2019 — Expert associé, Pont Atlantique Conseil, Dakar",
      "2010-2019 — Directeur de la conformité, institution financière régionale",
      "2002-2010 — Auditeur senior, cabinet international, Dakar",
    ],
    credentials: ["Expert-comptable diplômé", "Certified Internal Auditor (CIA)", "Administrateur certifié"],
    publications: [
      "« Lutte anti-blanchiment : ce qui change pour les établissements de la zone UEMOA », 2023",
      "« Le conseil d'administration, levier de performance », Jeune Afrique Business, 2021",
    ],
  },
  "Dr. Koffi Mensah": {
    bio: "Docteur en informatique, Koffi Mensah conseille dirigeants et administrations sur la stratégie d'intelligence artificielle et la transformation numérique. Il a piloté plusieurs programmes de données à grande échelle en Afrique de l'Ouest.",
    specialty: "Intelligence artificielle, données et transformation numérique",
    career: [
      "Depuis 2020 — Expert IA, Pont Atlantique Conseil",
      "2014-2020 — Directeur des données, opérateur de télécommunications",
      "2009-2014 — Chercheur en apprentissage automatique, Université de Montréal",
    ],
    credentials: [
      "Doctorat en informatique",
      "Certification en gouvernance de l'IA",
      "Membre d'un réseau panafricain d'experts en IA",
    ],
    publications: [
      "« L'IA au service des administrations africaines », rapport, 2024",
      "« Gouverner les données : guide pour dirigeants », 2022",
      "Conférence « IA générative et gestion de projet », Sommet numérique d'Abidjan, 2024",
    ],
  },
  "Fatou Ndiaye": {
    bio: "Spécialiste du financement de projets de développement et de l'analyse de données, Fatou Ndiaye a travaillé pour des bailleurs de fonds internationaux avant de rejoindre le cabinet. Elle rend accessibles les sujets techniques aux non-spécialistes.",
    specialty: "Financement de projets, données et communication",
    career: [
      "Depuis 2019 — Consultante senior, Pont Atlantique Conseil, Dakar",
      "2012-2019 — Chargée de portefeuille, bailleur de fonds multilatéral",
      "2008-2012 — Analyste, cabinet d'études économiques",
    ],
    credentials: ["Master en économie du développement", "Certification en suivi-évaluation", "PMP®"],
    publications: [
      "« Monter un projet finançable : le guide du porteur », 2021",
      "« Données et décision publique au Sénégal », article, 2023",
    ],
  },
};

/** The expert's profile, or a sober one built from the name and theme for an expert not described here. */
export function expertProfileFor(name: string, fallbackSpecialty: string): ExpertProfile {
  return (
    experts[name] ?? {
      bio: `${name} est formateur-consultant du réseau d'experts Pont Atlantique Conseil. Praticien expérimenté, il intervient auprès des cadres et dirigeants d'Afrique francophone.`,
      specialty: fallbackSpecialty,
      career: ["Formateur-consultant, réseau d'experts Pont Atlantique Conseil"],
      credentials: [],
      publications: [],
    }
  );
}
