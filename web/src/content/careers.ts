/**
 * Careers page (/carrieres): its introduction, the employees' testimonials and the CV rule. The job offers are in the
 * database (decision 0894), served by the server; the build reads none (decision 0951).
 */
export interface EmployeeTestimonial {
  quote: string;
  name: string;
  position: string;
  company: string;
  /** No photos are published: the site shows the person's drawn portrait (decision 1170). */
  image?: string;
}

export const careersIntro = {
  eyebrow: "Carrières",
  title: "Rejoignez une équipe qui fait réussir les projets",
  lead: "Consultants, formateurs, spécialistes du marketing ou des opérations : nous recrutons des professionnels engagés qui veulent contribuer à la réussite des organisations d'Afrique francophone.",
};

export const employeeTestimonials: EmployeeTestimonial[] = [
  {
    quote:
      "Chaque mission est différente : un ministère un mois, une banque le suivant. J'apprends en permanence, avec des collègues toujours prêts à partager leur expérience.",
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
