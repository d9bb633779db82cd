/**
 * Site facts read by every page: brand, offices, phones, e-mails, hours, social profiles.
 * Phone numbers and e-mail addresses are fictitious examples (555 / 00 numbers, .example domain).
 */

export interface Office {
  city: string;
  country: string;
  address: string;
  phone: string;
  /** A tel: href without spaces. */
  phoneHref: string;
  role: string;
}

export interface SocialLink {
  label: string;
  href: string;
  network: "linkedin" | "facebook" | "youtube" | "x";
}

const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, "")}`;

const offices: Office[] = [
  {
    city: "Montréal",
    country: "Canada",
    address: "1000, rue De La Gauchetière Ouest, bureau 2400, Montréal (Québec) H3B 4W5",
    phone: "+1 514 555 0100",
    phoneHref: telHref("+1 514 555 0100"),
    role: "Siège social",
  },
  {
    city: "Abidjan",
    country: "Côte d'Ivoire",
    address: "Immeuble Alpha 2000, avenue Chardy, Plateau, Abidjan",
    phone: "+225 27 20 00 00 00",
    phoneHref: telHref("+225 27 20 00 00 00"),
    role: "Bureau Afrique de l'Ouest",
  },
  {
    city: "Dakar",
    country: "Sénégal",
    address: "Rue Carnot, Dakar-Plateau, Dakar",
    phone: "+221 33 800 00 00",
    phoneHref: telHref("+221 33 800 00 00"),
    role: "Bureau Sahel",
  },
];

export const site = {
  name: "Pont Atlantique",
  label: "CONSEIL",
  /** The brand as written in sentences, e.g. "Bienvenue sur Pont Atlantique Conseil". */
  fullName: "Pont Atlantique Conseil",
  legalName: "Pont Atlantique Conseil inc.",
  tagline: "Conseil et formation en gestion de projet, de l'expertise canadienne à l'Afrique francophone",
  description:
    "Cabinet de conseil et de formation en gestion de projet : formations certifiantes, méthodes agiles, accompagnement et coaching pour les organisations d'Afrique francophone.",
  /** Canonical origin used for canonical and Open Graph URLs. */
  url: "https://www.pontatlantique-conseil.example",
  offices,
  /** Extra office named on the company page only (the 2010 reading of the firm's history). */
  companyPageExtraOffice: { city: "Libreville", country: "Gabon" },
  footerOffice: offices[1],
  phones: offices.map((office) => ({ city: office.city, phone: office.phone, href: office.phoneHref })),
  emails: {
    contact: "contact@pontatlantique-conseil.example",
    training: "formation@pontatlantique-conseil.example",
  },
  hours: {
    weekdays: "Lundi au vendredi, 9h-17h",
    weekend: "Fermé le samedi et le dimanche",
  },
  social: [
    { label: "LinkedIn", href: "https://www.linkedin.com/company/pont-atlantique-conseil", network: "linkedin" },
    { label: "Facebook", href: "https://www.facebook.com/pontatlantiqueconseil", network: "facebook" },
    { label: "YouTube", href: "https://www.youtube.com/@pontatlantiqueconseil", network: "youtube" },
  ] satisfies SocialLink[],
} as const;

export type Site = typeof site;
