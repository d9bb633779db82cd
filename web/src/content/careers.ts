/** Careers page (/carrieres): job offers and employee testimonials. */
export interface JobOffer {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  description: string;
  skills: string[];
}

export interface EmployeeTestimonial {
  quote: string;
  name: string;
  position: string;
  company: string;
  /** No photos are published: the avatar shows the initials. */
  image?: string;
}

export const careersIntro = {
  eyebrow: "Carrières",
  title: "Rejoignez une équipe qui fait réussir les projets",
  lead: "Consultants, formateurs, spécialistes du marketing ou des opérations : nous recrutons des professionnels engagés qui veulent contribuer à la réussite des organisations d'Afrique francophone.",
};

export const jobOffers: JobOffer[] = [
  {
    id: "consultant-gestion-de-projet-abidjan",
    title: "Consultant(e) en gestion de projet",
    department: "Conseil",
    location: "Abidjan, Côte d'Ivoire",
    type: "Temps plein",
    description:
      "Vous intervenez auprès de nos clients publics et privés pour cadrer, planifier et piloter des projets stratégiques. Vous animez des comités de pilotage, mettez en place des outils de suivi et transmettez les bonnes pratiques aux équipes.",
    skills: [
      "Au moins 5 ans d'expérience en gestion de projet",
      "Certification PMP ou PRINCE2 (ou en cours d'obtention)",
      "Maîtrise de la planification et de la gestion des risques",
      "Aisance rédactionnelle et sens du service client",
    ],
  },
  {
    id: "formateur-agilite-dakar",
    title: "Formateur(trice) en agilité",
    department: "Formation",
    location: "Dakar, Sénégal",
    type: "Temps plein",
    description:
      "Vous animez nos formations Scrum, Kanban et agilité à l'échelle, en présentiel et en classe virtuelle, et vous contribuez à la conception de nouveaux modules. Vous accompagnez aussi des équipes clientes en tant que coach.",
    skills: [
      "Certification Scrum (PSM, CSM) ou SAFe",
      "Expérience confirmée de Scrum Master ou de coach agile",
      "Talent pédagogique et animation de groupes d'adultes",
      "Maîtrise des outils de collaboration à distance",
    ],
  },
  {
    id: "charge-marketing-digital-montreal",
    title: "Chargé(e) de marketing digital",
    department: "Marketing et communication",
    location: "Montréal, Canada",
    type: "Temps plein",
    description:
      "Vous faites connaître nos formations et nos services sur le web : contenus, référencement, campagnes, réseaux sociaux et infolettre. Vous suivez les performances et proposez des pistes d'amélioration.",
    skills: [
      "Formation en marketing ou en communication",
      "Expérience en référencement, publicité en ligne et réseaux sociaux",
      "Excellente plume en français",
      "Maîtrise des outils d'analyse d'audience",
    ],
  },
];

export const employeeTestimonials: EmployeeTestimonial[] = [
  {
    quote:
      "Chaque mission est différente : un ministère un mois, une banque le suivant. J'apprends en permanence, avec des collègues toujours prêts à partager leur expérience.",
    name: "Koffi Yao",
    position: "Consultant en gestion de projet",
    company: "Bureau d'Abidjan",
  },
  {
    quote:
      "Voir des participants réussir leur certification après des semaines de travail ensemble, c'est la plus belle récompense de mon métier.",
    name: "Fatou Ndiaye",
    position: "Formatrice en agilité",
    company: "Bureau de Dakar",
  },
  {
    quote:
      "Travailler depuis Montréal avec des équipes en Afrique m'a ouvert à d'autres façons de faire. La confiance et l'autonomie sont réelles.",
    name: "Julien Bergeron",
    position: "Chargé de projets formation",
    company: "Siège de Montréal",
  },
];

/** CV upload rule stated in the label and enforced by the form. */
export const cvMaxBytes = 5 * 1024 * 1024;
