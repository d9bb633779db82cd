import { useNavigate } from "react-router";
import { paths } from "~/lib/paths";
import type { Formation } from "@common/database";
import { leaveAfterNotice } from "~/lib/islands/page-url";
import { signInPath } from "~/features/auth";
import { EnrolButton } from "~/features/enrollment";
import { useFormation } from "../api/get-formation";
import { PriceCard } from "../components/price-card";
import { SIGN_IN_REQUIRED_DIALOG_ID, SignInRequiredDialog } from "../components/sign-in-required-dialog";

/**
 * The price card with the enrollment button and its payment dialog (the enrollment feature's components, wrapped
 * here where the formation page composes them). As an island it reads the formation again from the backend once it is
 * hydrated, so the price and the enrollment use the current row, not the build's (decision 0802). For a visitor who
 * is not signed in, « S'inscrire » opens the native « Connexion requise » dialog from the HTML (decision 1072).
 */
export function FormationEnrolIsland({ formation }: { formation: Formation }) {
  const navigate = useNavigate();
  const live = useFormation(formation.id).data ?? formation;
  // A session that ends while paying: « Connexion requise » is shown first, then the sign-in page.
  const onSignedOut = () => leaveAfterNotice(() => navigate(signInPath(paths.formation(formation.id))));
  return (
    <>
      <PriceCard
        formation={live}
        enrolButton={
          <EnrolButton
            formation={live}
            className="w-full"
            onSignedOut={onSignedOut}
            signedOutDialog={SIGN_IN_REQUIRED_DIALOG_ID}
          />
        }
      />
      <SignInRequiredDialog formationId={formation.id} />
    </>
  );
}
