import { CANCELLATION_POLICY_TEXT } from "@common/cancellation-policy";
import { site } from "~/config/site";

/** Legal pages: mentions légales, politique de confidentialité, conditions générales de vente. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  description: string;
  /** Month of the last revision; the year shown is the current year (spec §2). */
  updatedMonth: string;
  sections: LegalSection[];
}

const montreal = site.offices[0];
const contactEmail = site.emails.contact;

export const legalNotice: LegalDocument = {
  title: "Mentions légales",
  description: `Éditeur, hébergeur, propriété intellectuelle, responsabilité et droit applicable du site ${site.fullName}.`,
  updatedMonth: "janvier",
  sections: [
    {
      id: "editeur",
      heading: "Éditeur du site",
      paragraphs: [
        `Le présent site est édité par ${site.legalName}, société par actions constituée selon les lois du Canada, dont le siège social est situé au ${montreal.address}, Canada.`,
        `Téléphone : ${montreal.phone}. Courriel : ${contactEmail}.`,
        "Directrice de la publication : Marie-Claire Tremblay, présidente.",
      ],
    },
    {
      id: "hebergeur",
      heading: "Hébergeur",
      paragraphs: [
        "Le site et ses données sont hébergés au Canada par Laurentides Hébergement inc., 2000, avenue McGill College, Montréal (Québec) H3A 3H3, Canada (hebergement@laurentides-hebergement.example).",
      ],
    },
    {
      id: "propriete-intellectuelle",
      heading: "Propriété intellectuelle",
      paragraphs: [
        `L'ensemble des contenus de ce site (textes, logos, illustrations, programmes de formation, supports pédagogiques, études de cas) est la propriété exclusive de ${site.legalName} ou de ses partenaires, et est protégé par les lois canadiennes et les conventions internationales relatives au droit d'auteur et aux marques.`,
        "Toute reproduction, représentation, adaptation ou diffusion, totale ou partielle, sans autorisation écrite préalable est interdite. Les courtes citations sont permises à condition d'en mentionner la source.",
      ],
    },
    {
      id: "responsabilite",
      heading: "Limitation de responsabilité",
      paragraphs: [
        "Nous nous efforçons de publier des informations exactes et à jour. Elles sont toutefois fournies à titre indicatif : les programmes, dates, tarifs et formats des formations peuvent évoluer, et seuls font foi les documents contractuels remis lors de l'inscription.",
        "Nous ne saurions être tenus responsables des dommages résultant d'une interruption du site, d'un dysfonctionnement technique ou de l'utilisation des informations qui y figurent.",
      ],
    },
    {
      id: "liens",
      heading: "Liens hypertextes",
      paragraphs: [
        "Le site peut contenir des liens vers des sites de tiers (réseaux sociaux, cartographie, organismes de certification). Nous n'exerçons aucun contrôle sur ces sites et déclinons toute responsabilité quant à leur contenu ou à leurs pratiques en matière de données personnelles.",
        "La création d'un lien vers notre site est libre, à condition qu'il ne porte pas atteinte à notre image et qu'il ouvre nos pages dans leur intégralité.",
      ],
    },
    {
      id: "donnees-personnelles",
      heading: "Données personnelles",
      paragraphs: [
        "Les données que vous nous confiez sont traitées conformément à notre politique de confidentialité, dans le respect de la Loi sur la protection des renseignements personnels dans le secteur privé du Québec et de la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE).",
        `Vous disposez d'un droit d'accès, de rectification, de retrait du consentement et de suppression de vos données. Pour l'exercer, écrivez-nous à ${contactEmail}.`,
      ],
    },
    {
      id: "droit-applicable",
      heading: "Droit applicable et juridiction",
      paragraphs: [
        "Les présentes mentions légales sont régies par les lois applicables au Canada et dans la province de Québec. Tout litige relatif au site relève de la compétence exclusive des tribunaux du district judiciaire de Montréal.",
      ],
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  title: "Politique de confidentialité",
  description: `Comment ${site.fullName} collecte, utilise, partage, protège et conserve vos renseignements personnels, et comment exercer vos droits.`,
  updatedMonth: "janvier",
  sections: [
    {
      id: "collecte",
      heading: "Renseignements que nous collectons",
      paragraphs: ["Nous collectons uniquement les renseignements nécessaires à nos services :"],
      list: [
        "à la création de votre compte : nom complet, adresse email, entreprise et mot de passe (conservé sous forme chiffrée) ;",
        "dans votre profil : poste, entreprise et pays, si vous choisissez de les renseigner ;",
        "lors d'une inscription à une formation : la formation choisie, le moyen de paiement retenu et le montant ;",
        "lorsque vous nous écrivez : les informations saisies dans nos formulaires de contact, de demande de devis ou d'information, et de candidature (avec le CV joint) ;",
        "lorsque vous vous abonnez à l'infolettre : votre adresse email et la date de votre consentement.",
      ],
    },
    {
      id: "utilisation",
      heading: "Utilisation de vos renseignements",
      paragraphs: [
        "Vos renseignements servent à gérer votre compte et vos inscriptions, à organiser les sessions de formation, à délivrer les attestations, à répondre à vos demandes et, si vous y avez consenti, à vous adresser notre infolettre. Nous ne les utilisons jamais à d'autres fins sans votre accord.",
      ],
    },
    {
      id: "partage",
      heading: "Partage",
      paragraphs: [
        "Nous ne vendons ni ne louons vos renseignements personnels. Ils ne sont communiqués qu'aux personnes qui en ont besoin pour vous servir : nos formateurs et consultants, nos prestataires techniques (hébergement, paiement) liés par des engagements de confidentialité, et les organismes de certification lorsque vous vous présentez à un examen.",
      ],
    },
    {
      id: "protection",
      heading: "Protection",
      paragraphs: [
        "Vos données sont hébergées au Canada. Les échanges avec le site sont chiffrés, les mots de passe sont stockés sous forme de hachage et l'accès aux données est limité, au niveau de la base de données elle-même, à leur titulaire et aux personnes autorisées.",
      ],
    },
    {
      id: "droits",
      heading: "Vos droits",
      paragraphs: [
        "Vous pouvez à tout moment accéder à vos renseignements, les faire rectifier, retirer votre consentement, demander leur suppression ou leur portabilité. Vous pouvez également déposer une plainte auprès de la Commission d'accès à l'information du Québec ou du Commissariat à la protection de la vie privée du Canada.",
      ],
    },
    {
      id: "conservation",
      heading: "Durée de conservation",
      paragraphs: [
        "Les données de votre compte sont conservées tant que celui-ci est actif, puis supprimées trois ans après votre dernière activité. Les pièces comptables liées aux inscriptions sont conservées pendant la durée exigée par la loi.",
        "Les demandes envoyées par nos formulaires (contact, projet, service, information, devis) sont conservées deux ans après notre dernier échange, puis supprimées. Les candidatures non retenues et leur CV sont supprimés deux ans après leur réception ; un CV téléversé sans que la candidature ait été envoyée est effacé sous 24 heures. Seule notre équipe y a accès.",
        "L'adresse inscrite à l'infolettre est conservée tant que vous êtes abonné. Une inscription non confirmée par le lien reçu par email est supprimée au bout de 30 jours ; après une désinscription, nous ne gardons que l'adresse et la date du retrait, pour ne plus vous écrire.",
      ],
    },
    {
      id: "modifications",
      heading: "Modifications de la politique",
      paragraphs: [
        "Nous pouvons mettre à jour la présente politique pour refléter l'évolution de nos services ou de la réglementation. La date de dernière mise à jour figure en haut de cette page ; en cas de changement important, nous vous en informerons par email.",
      ],
    },
    {
      id: "contact",
      heading: "Nous contacter",
      paragraphs: [
        `Pour toute question relative à vos renseignements personnels ou pour exercer vos droits, écrivez à notre responsable de la protection des renseignements personnels : ${contactEmail}, ou par courrier au ${montreal.address}, Canada.`,
      ],
    },
  ],
};

export const termsOfSale: LegalDocument = {
  title: "Conditions générales de vente",
  description: `Tarifs, paiement, annulation et droit applicable des formations et services de ${site.fullName}.`,
  updatedMonth: "janvier",
  sections: [
    {
      id: "objet",
      heading: "Objet",
      paragraphs: [
        `Les présentes conditions s'appliquent à toute inscription à une formation interentreprises proposée par ${site.legalName}, en présentiel, en ligne ou en format hybride. Les formations en entreprise et les missions de conseil font l'objet d'une proposition commerciale et d'un contrat distincts.`,
      ],
    },
    {
      id: "tarifs",
      heading: "Tarifs",
      paragraphs: [
        "Les prix sont indiqués par participant, hors taxes, en francs CFA (XOF) ou en dollars canadiens (CAD) selon le lieu de la session. Les taxes applicables sont ajoutées sur la facture. Les prix comprennent la formation, les supports pédagogiques et l'attestation de participation ; les frais de déplacement et d'hébergement restent à la charge du participant.",
        "Les formations marquées « Sur demande » font l'objet d'un devis personnalisé.",
      ],
    },
    {
      id: "inscription",
      heading: "Inscription",
      paragraphs: [
        "L'inscription se fait en ligne depuis la fiche de la formation, après connexion à votre compte. Elle est enregistrée « en attente » puis confirmée à réception du paiement. Une confirmation vous est adressée par email.",
      ],
    },
    {
      id: "paiement",
      heading: "Modes de paiement",
      paragraphs: ["Le règlement s'effectue au choix :"],
      list: [
        "par carte bancaire, sur une plateforme de paiement sécurisée ;",
        "par Mobile Money (Orange Money, Wave, MTN Money), en suivant les instructions reçues par SMS ;",
        "par virement bancaire, à l'aide des coordonnées bancaires communiquées par email.",
      ],
    },
    {
      id: "annulation",
      heading: "Annulation et report",
      paragraphs: [
        `Vous annulez vous-même votre inscription depuis « Mes formations » (ou en nous écrivant). ${CANCELLATION_POLICY_TEXT} En cas d'absence, le prix total reste dû.`,
        "Vous pouvez à tout moment vous faire remplacer par un collègue, sans frais, ou reporter votre inscription une fois sur une session ultérieure dans les six mois.",
        "Si le nombre de participants est insuffisant ou en cas de force majeure, nous pouvons reporter ou annuler une session ; les sommes versées sont alors intégralement remboursées ou reportées, à votre choix.",
      ],
    },
    {
      id: "attestation",
      heading: "Attestation et certification",
      paragraphs: [
        "Une attestation de participation est remise à l'issue de chaque formation suivie en totalité. Les frais d'examen des certifications internationales ne sont inclus que lorsque la fiche de la formation le précise.",
      ],
    },
    {
      id: "propriete",
      heading: "Propriété des supports",
      paragraphs: [
        "Les supports remis sont réservés à l'usage personnel du participant. Leur reproduction ou leur diffusion sans autorisation écrite est interdite.",
      ],
    },
    {
      id: "droit-applicable",
      heading: "Droit applicable et litiges",
      paragraphs: [
        "Les présentes conditions sont régies par les lois applicables au Canada et dans la province de Québec. En cas de différend, les parties recherchent d'abord une solution amiable ; à défaut, les tribunaux du district judiciaire de Montréal sont seuls compétents.",
      ],
    },
  ],
};
