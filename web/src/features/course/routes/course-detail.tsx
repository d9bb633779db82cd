import { Navigate, useNavigate } from "react-router";
import { Container } from "~/components/ui/container";
import { Section } from "~/components/ui/section";
import { paths } from "~/lib/paths";
import { signInPath } from "~/features/auth/lib/return-to";
import { EnrolButton } from "~/features/enrolment";
import { themeContentFor } from "../content/theme-content";
import { BackLink } from "../components/back-link";
import { CourseHeader } from "../components/course-header";
import { CourseSessions } from "../components/course-sessions";
import { CourseSkeleton } from "../components/course-skeleton";
import { CourseTabs } from "../components/course-tabs";
import { Inclusions } from "../components/inclusions";
import { NewsletterBox } from "../components/newsletter-box";
import { PriceCard } from "../components/price-card";
import { QuoteBox } from "../components/quote-box";
import { RelatedCourses } from "../components/related-courses";
import { courseMeta } from "../lib/course-meta";
import { useCourseFromParams } from "../lib/use-course";
import type { Route } from "./+types/course-detail";

export function meta({ params }: Route.MetaArgs) {
  return courseMeta(params.id, "detail");
}

export default function CourseDetailRoute() {
  const state = useCourseFromParams();
  const navigate = useNavigate();
  if (state.status === "redirect") return <Navigate to={paths.catalogue()} replace />;
  if (state.status === "loading") return <CourseSkeleton />;

  const { course } = state;
  const content = themeContentFor(course.theme);
  return (
    <>
      <section className="bg-band text-band-foreground">
        <Container className="grid gap-8 py-10 md:py-14">
          <BackLink to={paths.catalogue()}>Retour aux formations</BackLink>
          <CourseHeader course={course} certification={content.certification} />
        </Container>
      </section>

      <Section>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0">
            <h2 className="sr-only">Détails de la formation</h2>
            <CourseTabs course={course} content={content} />
          </div>
          <aside aria-labelledby="course-practical-info" className="grid content-start gap-6">
            <h2 id="course-practical-info" className="sr-only">
              Inscription et informations pratiques
            </h2>
            <PriceCard
              course={course}
              enrolButton={<EnrolButton formation={course} className="w-full" onSignedOut={() => navigate(signInPath(paths.course(course.id)))} />}
            />
            <CourseSessions courseId={course.id} />
            <Inclusions />
            <QuoteBox courseId={course.id} />
            <NewsletterBox />
          </aside>
        </div>
      </Section>

      <RelatedCourses course={course} />
    </>
  );
}
