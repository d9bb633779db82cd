import { Link } from "react-router";
import { paths } from "~/lib/paths";

/** The link under the password-reset cards back to the sign-in page. */
export function BackToSignIn() {
  return (
    <p className="text-center text-sm">
      <Link to={paths.auth()} className="font-medium text-primary underline-offset-4 hover:underline">
        Retour à la connexion
      </Link>
    </p>
  );
}
