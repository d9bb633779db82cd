import { site } from "~/config/site";
import { Island } from "~/lib/islands/island";
import { islandPage } from "~/lib/islands/island-page";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { AuthPanel } from "../components/auth-panel";
import { AUTH_TABS_IN_PLACE_SCRIPT } from "../lib/auth-tabs-in-place";

export function meta() {
  return pageMeta({
    title: "Connexion et inscription",
    description: `Connectez-vous à votre espace ${site.name} ou créez un compte pour vous inscrire à nos formations en gestion de projet.`,
    path: paths.auth(),
  });
}

/** Prerendered without the app: the sign-in / sign-up panel is the page's one island (decision 0802). */
export const handle = islandPage;

/**
 * Without JavaScript nobody can sign in (the session is the app's, kept in the browser): the forms are shown
 * disabled, with the reason, instead of posting to the page and coming back empty (decision 1142).
 */
const noScriptStyle = `[data-island="auth-panel"] form{opacity:.5;pointer-events:none}
#auth-sans-javascript{max-width:28rem;margin:1.5rem auto 0;padding:.5rem .75rem;border:1px solid currentColor;border-radius:.375rem}`;

export default function AuthRoute() {
  return (
    <>
      <noscript>
        <style>{noScriptStyle}</style>
        <p id="auth-sans-javascript" role="note">
          La connexion et l'inscription demandent JavaScript, désactivé dans ce navigateur{"\u00a0"}: activez-le pour
          accéder à votre espace.
        </p>
      </noscript>
      <Island name="auth-panel" component={AuthPanel} urlParams={["tab"]} />
      {/* The tabs switch from the markup before the island hydrates (decision 1142); it never runs in the app. */}
      <script dangerouslySetInnerHTML={{ __html: AUTH_TABS_IN_PLACE_SCRIPT }} />
    </>
  );
}
