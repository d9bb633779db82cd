/**
 * The firm's identity facts that the server needs too (invoices, e-mails, start-up defaults). The pages' richer site
 * facts (offices, phones, hours, social profiles) live in web/src/config/site.ts. Contact details are fictitious
 * examples (555 numbers, .example domain).
 */
export const firm = {
  /** The brand as written in sentences and e-mails. */
  fullName: "Pont Atlantique Conseil",
  legalName: "Pont Atlantique Conseil inc.",
  headOffice: {
    city: "Montréal",
    country: "Canada",
    address: "1000, rue De La Gauchetière Ouest, bureau 2400, Montréal (Québec) H3B 4W5",
    phone: "+1 514 555 0100",
  },
  /** The three offices, as the e-mails' footer and the invoices list them (the pages' copy: web/src/config/site.ts). */
  offices: [
    {
      city: "Montréal",
      country: "Canada",
      address: "1000, rue De La Gauchetière Ouest, bureau 2400, Montréal (Québec) H3B 4W5",
      phone: "+1 514 555 0100",
    },
    {
      city: "Abidjan",
      country: "Côte d'Ivoire",
      address: "Immeuble Alpha 2000, avenue Chardy, Plateau, Abidjan",
      phone: "+225 27 20 00 00 00",
    },
    { city: "Dakar", country: "Sénégal", address: "Rue Carnot, Dakar-Plateau, Dakar", phone: "+221 33 800 00 00" },
  ],
  /** Who signs the certificates for the firm (its head of training, as the team page names her). */
  certificateSignatory: { name: "Aïcha Koné", position: "Directrice pédagogique" },
  emails: {
    contact: "contact@pontatlantique-conseil.example",
    /** The sender of the automatic e-mails. */
    noReply: "no-reply@pontatlantique-conseil.example",
  },
} as const;
