import { useNavigate } from "react-router";
import { paths } from "~/lib/paths";
import type { Formation } from "~/lib/database.types";
import { onIslandPage } from "~/lib/islands/page-url";
import { signInPath } from "~/features/auth/lib/return-to";
import { EnrolButton } from "~/features/enrolment";
import { useFormation } from "../api/get-formation";
import { PriceCard } from "../components/price-card";

/** Long enough to read « Connexion requise » before the sign-in page replaces this one. */
export const SIGNED_OUT_NOTICE_MS = 1500;

/**
 * The price card with the enrolment button and its payment dialog (the enrolment feature's components, wrapped
 * here where the course page composes them). As an island it reads the course again from the backend once it is
 * hydrated, so the price and the enrolment use the current row, not the build's (decision 0802).
 */
export function CourseEnrolIsland({ course }: { course: Formation }) {
  const navigate = useNavigate();
  const live = useFormation(course.id).data ?? course;
  const toSignIn = () => navigate(signInPath(paths.course(course.id)));
  // On an island page going to /auth is a page load, which would take the « Connexion requise » toast with it.
  const onSignedOut = () => (onIslandPage() ? window.setTimeout(toSignIn, SIGNED_OUT_NOTICE_MS) : toSignIn());
  return <PriceCard course={live} enrolButton={<EnrolButton formation={live} className="w-full" onSignedOut={onSignedOut} />} />;
}
