import { site } from "~/config/site";
import { Island } from "~/lib/islands/island";
import { islandPage } from "~/lib/islands/island-page";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { AuthPanel } from "../components/auth-panel";

export function meta() {
  return pageMeta({
    title: "Connexion et inscription",
    description: `Connectez-vous à votre espace ${site.name} ou créez un compte pour vous inscrire à nos formations en gestion de projet.`,
    path: paths.auth(),
  });
}

/** Prerendered without the app: the sign-in / sign-up panel is the page's one island (decision 0802). */
export const handle = islandPage;

export default function AuthRoute() {
  return <Island name="auth-panel" component={AuthPanel} urlParams={["tab"]} />;
}
