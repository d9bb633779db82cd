/** Contact page (/contact): FAQ and the Montréal office map. Phones, e-mails, offices and hours live in ~/config/site. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const contactIntro = {
  eyebrow: "Contact",
  title: "Parlons de vos projets",
  lead: "Une question sur une formation, un besoin d'accompagnement ou une demande de devis ? Écrivez-nous : un conseiller vous répond rapidement.",
};

export const faq: FaqItem[] = [
  {
    id: "inscription",
    question: "Comment s'inscrire à une formation ?",
    answer:
      "Choisissez votre formation dans le catalogue, créez votre compte puis cliquez sur « S'inscrire à cette formation » et sélectionnez votre moyen de paiement : carte bancaire, Mobile Money ou virement. Vous pouvez aussi nous écrire via ce formulaire : nous vous accompagnons dans la démarche.",
  },
  {
    id: "en-ligne",
    question: "Les formations sont-elles disponibles en ligne ?",
    answer:
      "Oui. La plupart de nos formations sont proposées en présentiel et en ligne, et certaines le sont aussi en format hybride. Le format de chaque session est indiqué dans le catalogue.",
  },
  {
    id: "devis",
    question: "Proposez-vous des devis pour des formations en entreprise ?",
    answer:
      "Oui. Nous adaptons nos formations à vos équipes, à vos projets et à votre calendrier, dans vos locaux ou à distance. Décrivez votre besoin dans le formulaire ci-dessus, avec le nombre de participants et la période souhaitée, et nous vous adressons un devis détaillé.",
  },
  {
    id: "certification",
    question: "Les formations sont-elles certifiantes ?",
    answer:
      "Chaque formation donne lieu à une attestation de participation. Certaines préparent en outre à des certifications reconnues à l'international, comme celles en gestion de projet et en méthodes agiles.",
  },
];

/** The Montréal office drawn locally; the only outside resource is a plain link. */
const montreal = { latitude: 45.5017, longitude: -73.5673 };

export const montrealMap = {
  title: "Notre bureau de Montréal",
  ...montreal,
  openStreetMapUrl: `https://www.openstreetmap.org/?mlat=${montreal.latitude}&mlon=${montreal.longitude}#map=16/${montreal.latitude}/${montreal.longitude}`,
};
