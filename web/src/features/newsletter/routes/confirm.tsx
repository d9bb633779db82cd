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

export default function NewsletterConfirmPage() {
  return <NewsletterTokenPage action="confirm" />;
}
