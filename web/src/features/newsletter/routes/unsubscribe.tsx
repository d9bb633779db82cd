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

export default function NewsletterUnsubscribePage() {
  return <NewsletterTokenPage action="unsubscribe" />;
}
