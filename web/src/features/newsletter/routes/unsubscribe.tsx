import { Island } from "~/lib/islands/island";
import { islandPage } from "~/lib/islands/island-page";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { NewsletterTokenPage } from "./newsletter-token-page";

export function meta() {
  return [
    ...pageMeta({
      title: "Désinscription de l'infolettre",
      description: "Désinscrivez-vous de l'infolettre de notre cabinet.",
      path: paths.newsletterUnsubscribe(),
    }),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Prerendered without the app; the token is redeemed by an island as soon as the browser is idle (0802). */
export const handle = islandPage;

export default function NewsletterUnsubscribePage() {
  return (
    <Island name="newsletter-token" component={NewsletterTokenPage} props={{ action: "unsubscribe" }} when="idle" />
  );
}
