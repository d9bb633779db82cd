import { site } from "../../config/site";

/** The brand blue of the visual direction (app.css `--primary`): the installed app's bar and splash screen. */
export const THEME_COLOR = "#0b3a6e";

/**
 * The web app manifest (decision 1018): the learner's space installed on a phone opens on « Mes formations », in
 * French, standalone, with the firm's icons.
 */
export function webManifest() {
  return {
    name: `${site.name} — Mon espace`,
    short_name: site.name,
    description: "Vos formations, convocations, émargements et certificats, même sans réseau.",
    lang: "fr",
    dir: "ltr",
    id: "/mes-formations",
    start_url: "/mes-formations",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
