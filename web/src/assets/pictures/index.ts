/**
 * The site's demo pictures (decision 1084): drawn for the firm in one illustrated style by
 * scripts/draw-site-pictures.ts, shipped as AVIF and WebP at 480 and 960 px (4:3), each with its French alt text.
 * They are files of the build (hashed, cached for a year), never inlined into the HTML: `?no-inline`.
 * Imported only by routes and components the browser build bundles — the site server renders with
 * `ResponsiveImageSources` values and never imports these files.
 */
import type { ResponsiveImageSources } from "@common/content-images";
import homeTrainingRoomSvg from "./home-training-room.svg?no-inline";
import formationsLearners480Avif from "./formations-learners-480.avif?no-inline";
import formationsLearners480Webp from "./formations-learners-480.webp?no-inline";
import formationsLearners960Avif from "./formations-learners-960.avif?no-inline";
import formationsLearners960Webp from "./formations-learners-960.webp?no-inline";
import servicesMeeting480Avif from "./services-meeting-480.avif?no-inline";
import servicesMeeting480Webp from "./services-meeting-480.webp?no-inline";
import servicesMeeting960Avif from "./services-meeting-960.avif?no-inline";
import servicesMeeting960Webp from "./services-meeting-960.webp?no-inline";
import aboutBridge480Avif from "./about-bridge-480.avif?no-inline";
import aboutBridge480Webp from "./about-bridge-480.webp?no-inline";
import aboutBridge960Avif from "./about-bridge-960.avif?no-inline";
import aboutBridge960Webp from "./about-bridge-960.webp?no-inline";
import contactDesk480Avif from "./contact-desk-480.avif?no-inline";
import contactDesk480Webp from "./contact-desk-480.webp?no-inline";
import contactDesk960Avif from "./contact-desk-960.avif?no-inline";
import contactDesk960Webp from "./contact-desk-960.webp?no-inline";
import companyBuilding480Avif from "./company-building-480.avif?no-inline";
import companyBuilding480Webp from "./company-building-480.webp?no-inline";
import companyBuilding960Avif from "./company-building-960.avif?no-inline";
import companyBuilding960Webp from "./company-building-960.webp?no-inline";
import officeMontreal480Avif from "./office-montreal-480.avif?no-inline";
import officeMontreal480Webp from "./office-montreal-480.webp?no-inline";
import officeMontreal960Avif from "./office-montreal-960.avif?no-inline";
import officeMontreal960Webp from "./office-montreal-960.webp?no-inline";
import officeAbidjan480Avif from "./office-abidjan-480.avif?no-inline";
import officeAbidjan480Webp from "./office-abidjan-480.webp?no-inline";
import officeAbidjan960Avif from "./office-abidjan-960.avif?no-inline";
import officeAbidjan960Webp from "./office-abidjan-960.webp?no-inline";
import officeDakar480Avif from "./office-dakar-480.avif?no-inline";
import officeDakar480Webp from "./office-dakar-480.webp?no-inline";
import officeDakar960Avif from "./office-dakar-960.avif?no-inline";
import officeDakar960Webp from "./office-dakar-960.webp?no-inline";
import officeLibreville480Avif from "./office-libreville-480.avif?no-inline";
import officeLibreville480Webp from "./office-libreville-480.webp?no-inline";
import officeLibreville960Avif from "./office-libreville-960.avif?no-inline";
import officeLibreville960Webp from "./office-libreville-960.webp?no-inline";
import trainingRoomMontreal480Avif from "./training-room-montreal-480.avif?no-inline";
import trainingRoomMontreal480Webp from "./training-room-montreal-480.webp?no-inline";
import trainingRoomMontreal960Avif from "./training-room-montreal-960.avif?no-inline";
import trainingRoomMontreal960Webp from "./training-room-montreal-960.webp?no-inline";
import trainingRoomAbidjan480Avif from "./training-room-abidjan-480.avif?no-inline";
import trainingRoomAbidjan480Webp from "./training-room-abidjan-480.webp?no-inline";
import trainingRoomAbidjan960Avif from "./training-room-abidjan-960.avif?no-inline";
import trainingRoomAbidjan960Webp from "./training-room-abidjan-960.webp?no-inline";
import trainingRoomDakar480Avif from "./training-room-dakar-480.avif?no-inline";
import trainingRoomDakar480Webp from "./training-room-dakar-480.webp?no-inline";
import trainingRoomDakar960Avif from "./training-room-dakar-960.avif?no-inline";
import trainingRoomDakar960Webp from "./training-room-dakar-960.webp?no-inline";

/** The pictures' size: every one is drawn at 960 × 720 (their 480 px variant is half of it). */
const WIDTH = 960;
const HEIGHT = 720;

function picture(
  alt: string,
  files: { avif480: string; avif960: string; webp480: string; webp960: string },
): ResponsiveImageSources {
  return {
    alt,
    width: WIDTH,
    height: HEIGHT,
    src: files.webp960,
    avifSrcSet: `${files.avif480} 480w, ${files.avif960} 960w`,
    webpSrcSet: `${files.webp480} 480w, ${files.webp960} 960w`,
  };
}

/**
 * The home hero's drawing, shipped as the SVG it is drawn in: 1.1 KiB gzip, where its 480 px AVIF weighed 3.8 (the
 * home page's bytes before idle at 1 280 px, issue 46), and sharp at every width.
 */
export const homeTrainingRoom = {
  alt: "Une formatrice présente le planning d'un projet à des apprenants dans une salle de formation lumineuse",
  width: WIDTH,
  height: HEIGHT,
  src: homeTrainingRoomSvg,
};

export const sitePictures = {
  formationsLearners: picture(
    "Des apprenants travaillent sur leur ordinateur pendant une session de formation, un certificat encadré au mur",
    {
      avif480: formationsLearners480Avif,
      avif960: formationsLearners960Avif,
      webp480: formationsLearners480Webp,
      webp960: formationsLearners960Webp,
    },
  ),
  servicesMeeting: picture(
    "Des consultants et leur client font le point autour d'une table de réunion, une feuille de route au mur",
    {
      avif480: servicesMeeting480Avif,
      avif960: servicesMeeting960Avif,
      webp480: servicesMeeting480Webp,
      webp960: servicesMeeting960Webp,
    },
  ),
  aboutBridge: picture(
    "Un pont relie au-dessus de l'océan une ville du Nord à une côte d'Afrique de l'Ouest bordée de palmiers",
    {
      avif480: aboutBridge480Avif,
      avif960: aboutBridge960Avif,
      webp480: aboutBridge480Webp,
      webp960: aboutBridge960Webp,
    },
  ),
  contactDesk: picture("Une conseillère répond au téléphone à son bureau, devant son ordinateur", {
    avif480: contactDesk480Avif,
    avif960: contactDesk960Avif,
    webp480: contactDesk480Webp,
    webp960: contactDesk960Webp,
  }),
  companyBuilding: picture("L'immeuble de bureaux du cabinet, façade vitrée en centre-ville, un matin ensoleillé", {
    avif480: companyBuilding480Avif,
    avif960: companyBuilding960Avif,
    webp480: companyBuilding480Webp,
    webp960: companyBuilding960Webp,
  }),
  officeMontreal: picture("Le centre-ville de Montréal au pied du mont Royal, au bord du fleuve", {
    avif480: officeMontreal480Avif,
    avif960: officeMontreal960Avif,
    webp480: officeMontreal480Webp,
    webp960: officeMontreal960Webp,
  }),
  officeAbidjan: picture("Les tours du Plateau à Abidjan au bord de la lagune Ébrié", {
    avif480: officeAbidjan480Avif,
    avif960: officeAbidjan960Avif,
    webp480: officeAbidjan480Webp,
    webp960: officeAbidjan960Webp,
  }),
  officeDakar: picture("La corniche de Dakar face à l'océan, le phare sur sa colline et les maisons blanches", {
    avif480: officeDakar480Avif,
    avif960: officeDakar960Avif,
    webp480: officeDakar480Webp,
    webp960: officeDakar960Webp,
  }),
  officeLibreville: picture("Le front de mer de Libreville, ses palmiers et ses immeubles face à l'estuaire", {
    avif480: officeLibreville480Avif,
    avif960: officeLibreville960Avif,
    webp480: officeLibreville480Webp,
    webp960: officeLibreville960Webp,
  }),
  trainingRoomMontreal: picture(
    "Une salle de formation à Montréal, tables, écran et paperboard, les tours du centre-ville par la fenêtre",
    {
      avif480: trainingRoomMontreal480Avif,
      avif960: trainingRoomMontreal960Avif,
      webp480: trainingRoomMontreal480Webp,
      webp960: trainingRoomMontreal960Webp,
    },
  ),
  trainingRoomAbidjan: picture(
    "Une salle de formation à Abidjan, tables, écran et paperboard, un palmier par la fenêtre",
    {
      avif480: trainingRoomAbidjan480Avif,
      avif960: trainingRoomAbidjan960Avif,
      webp480: trainingRoomAbidjan480Webp,
      webp960: trainingRoomAbidjan960Webp,
    },
  ),
  trainingRoomDakar: picture(
    "Une salle de formation à Dakar, tables, écran et paperboard, l'océan et le phare par la fenêtre",
    {
      avif480: trainingRoomDakar480Avif,
      avif960: trainingRoomDakar960Avif,
      webp480: trainingRoomDakar480Webp,
      webp960: trainingRoomDakar960Webp,
    },
  ),
} satisfies Record<string, ResponsiveImageSources>;

export type SitePictureName = keyof typeof sitePictures;
