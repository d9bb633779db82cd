import { useNavigate } from "react-router";
import { paths } from "~/lib/paths";
import type { Formation } from "~/lib/database";
import { leaveAfterNotice } from "~/lib/islands/page-url";
import { signInPath } from "~/features/auth";
import { EnrolButton } from "~/features/enrolment";
import { useFormation } from "../api/get-formation";
import { PriceCard } from "../components/price-card";

/**
 * The price card with the enrolment button and its payment dialog (the enrolment feature's components, wrapped
 * here where the course page composes them). As an island it reads the course again from the backend once it is
 * hydrated, so the price and the enrolment use the current row, not the build's (decision 0802).
 */
export function CourseEnrolIsland({ course }: { course: Formation }) {
  const navigate = useNavigate();
  const live = useFormation(course.id).data ?? course;
  // « Connexion requise » is shown first, then the sign-in page.
  const onSignedOut = () => leaveAfterNotice(() => navigate(signInPath(paths.course(course.id))));
  return (
    <PriceCard
      course={live}
      enrolButton={<EnrolButton formation={live} className="w-full" onSignedOut={onSignedOut} />}
    />
  );
}
