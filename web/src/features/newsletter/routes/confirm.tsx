import { Island } from "~/lib/islands/island";
import { islandPage } from "~/lib/islands/island-page";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { NewsletterTokenPage } from "./newsletter-token-page";

export function meta() {
  return [
    ...pageMeta({
      title: "Confirmation de l'inscription à l'infolettre",
      description: "Confirmez votre inscription à l'infolettre de notre cabinet.",
      path: paths.newsletterConfirm(),
    }),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Prerendered without the app; the token is redeemed by an island as soon as the browser is idle (0802). */
export const handle = islandPage;

export default function NewsletterConfirmPage() {
  return <Island name="newsletter-token" component={NewsletterTokenPage} props={{ action: "confirm" }} when="idle" />;
}
