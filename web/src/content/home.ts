import type { ResponsiveImageSources } from "@common/content-images";
import { paths } from "~/lib/paths";

/** Home page (/ and /accueil). Founding reading: 2017 in Canada (spec §1, kept as written on this page). */

export const hero = {
  eyebrow: "Conseil et formation en gestion de projet",
  title: "Des projets maîtrisés sans stress",
  lead: "Formations certifiantes, conseil et coaching pour les dirigeants et les équipes projet d'Afrique francophone. Nous vous aidons à livrer à temps, dans le budget, avec des résultats mesurables.",
  primaryCta: "Découvrir nos formations",
  contactCta: "Contactez-nous",
};

export interface Stat {
  value: string;
  label: string;
}

export const stats: Stat[] = [
  { value: "95%", label: "de satisfaction en 2024" },
  { value: "50+", label: "entreprises accompagnées" },
  { value: "15", label: "formations certifiantes" },
  { value: "30 ans", label: "d'expérience internationale" },
];

export interface Highlight {
  icon: "award" | "target" | "handshake";
  title: string;
  description: string;
}

export const highlights: Highlight[] = [
  {
    icon: "award",
    title: "Des certifications reconnues",
    description:
      "Nos parcours préparent aux certifications internationales en gestion de projet et en agilité, avec des formateurs eux-mêmes certifiés.",
  },
  {
    icon: "target",
    title: "30 % de théorie, 70 % de pratique",
    description:
      "Études de cas africaines, simulations et ateliers sur vos propres projets : vos équipes appliquent dès le lundi suivant.",
  },
  {
    icon: "handshake",
    title: "Un accompagnement qui dure",
    description:
      "Un mois de coaching inclus après nos programmes phares pour ancrer les nouvelles pratiques dans votre organisation.",
  },
];

export interface ServicePreview {
  icon: "graduation" | "briefcase" | "compass";
  title: string;
  description: string;
  points: string[];
  to: string;
  linkLabel: string;
}

export const servicePreviews: ServicePreview[] = [
  {
    icon: "graduation",
    title: "Formations certifiantes",
    description:
      "Des programmes intensifs en présentiel, en ligne ou en format hybride, à Abidjan, Dakar ou dans vos locaux.",
    points: ["Gestion de projet et certification", "Méthodes agiles", "Leadership et gouvernance"],
    to: paths.catalogue(),
    linkLabel: "Voir le catalogue",
  },
  {
    icon: "briefcase",
    title: "Conseil en gestion de projet",
    description:
      "Diagnostic de maturité, bureau de projets, pilotage de portefeuille : nous structurons la réussite de vos projets.",
    points: ["Diagnostic et feuille de route", "Mise en place de PMO", "Assistance à maîtrise d'ouvrage"],
    to: paths.serviceDetail("conseil"),
    linkLabel: "Découvrir le conseil",
  },
  {
    icon: "compass",
    title: "Coaching et accompagnement",
    description:
      "Un accompagnement individuel ou d'équipe pour les chefs de projet et les dirigeants qui pilotent le changement.",
    points: ["Coaching de chefs de projet", "Accompagnement agile des équipes", "Mentorat de dirigeants"],
    to: paths.serviceDetail("coaching"),
    linkLabel: "Découvrir le coaching",
  },
];

export const bridge = {
  eyebrow: "Du Canada à l'Afrique",
  title: "Une expertise canadienne, un ancrage africain",
  text: "Fondé au Canada en 2017, notre cabinet met les meilleures pratiques nord-américaines de gestion de projet au service des organisations d'Afrique francophone. Avec des bureaux au Canada, en Côte d'Ivoire et au Sénégal, nos consultants connaissent vos marchés, vos contraintes et vos ambitions.",
  points: [
    "Des consultants qui ont piloté des projets sur deux continents",
    "Des contenus adaptés aux réalités des administrations et des entreprises africaines",
    "Une présence locale pour un suivi au plus près de vos équipes",
  ],
  linkLabel: "En savoir plus sur nous",
  to: paths.about(),
  offices: [
    { city: "Montréal", country: "Canada" },
    { city: "Abidjan", country: "Côte d'Ivoire" },
    { city: "Dakar", country: "Sénégal" },
  ],
};

/** A client's word on the home page, edited in « Contenus » (table testimonials, decision 0953). */
export interface Testimonial {
  quote: string;
  name: string;
  position: string;
  company: string;
  /** The person's photograph, with their consent; without one the site shows their drawn portrait (decision 1170). */
  photo?: ResponsiveImageSources | null;
}

/** A client's logo on the home page, edited in « Contenus » (table client_logos, decision 0953). */
export interface ClientLogo {
  name: string;
  /** The client's site, when the firm links to it. */
  link: string | null;
  logo: ResponsiveImageSources;
}

/**
 * The testimonials the seed puts in the database (supabase/migrations/20261128300100_seed_testimonials.sql, the same
 * words): the build prerenders the home page with them, and the server answers `/` with the published ones of the
 * database (server/src/content/page-heroes.ts). tests/integration/content-home.test.ts checks both agree.
 */
export const seedTestimonials: Testimonial[] = [
  {
    quote:
      "La formation a transformé notre manière de piloter les projets. En six mois, nous avons réduit de moitié les retards sur notre programme d'extension du réseau.",
    name: "Aminata Traoré",
    position: "Directrice des projets",
    company: "Sahel Énergies Nouvelles",
  },
  {
    quote:
      "Des formateurs qui connaissent le terrain africain et des outils immédiatement applicables. Toute mon équipe a obtenu sa certification du premier coup.",
    name: "Koffi Mensah",
    position: "Responsable du bureau de projets",
    company: "Groupe Financier Lagune",
  },
  {
    quote:
      "L'accompagnement agile nous a permis de livrer notre plateforme de services en ligne en neuf mois, avec des usagers associés à chaque étape.",
    name: "Fatou Ndiaye",
    position: "Secrétaire générale",
    company: "Agence de l'Administration Numérique",
  },
];

export const closingCta = {
  title: "Prêt à faire réussir vos prochains projets ?",
  text: "Parlons de vos enjeux lors d'un premier échange de 15 minutes, sans engagement, ou inscrivez vos équipes à nos prochaines sessions.",
  contactLabel: "Réserver un premier échange",
  catalogueLabel: "Explorer nos formations",
};

export interface SubjectOption {
  value: "gestion-projet" | "transformation" | "formation" | "autre";
  label: string;
}

/** Main subjects of the home contact modal (spec §3). */
export const contactSubjects: SubjectOption[] = [
  { value: "gestion-projet", label: "Gestion de projet" },
  { value: "transformation", label: "Transformation agile" },
  { value: "formation", label: "Formation" },
  { value: "autre", label: "Autre" },
];
