import { Island } from "~/lib/islands/island";
import { islandPage } from "~/lib/islands/island-page";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { ForgotPasswordForm } from "../components/forgot-password-form";

export function meta() {
  return pageMeta({
    title: "Mot de passe oublié",
    description: "Recevez par email un lien pour réinitialiser le mot de passe de votre compte.",
    path: paths.forgotPassword(),
  });
}

/** Prerendered without the app: the form is the page's one island (decision 0802). */
export const handle = islandPage;

export default function ForgotPasswordRoute() {
  return <Island name="forgot-password" component={ForgotPasswordForm} />;
}
