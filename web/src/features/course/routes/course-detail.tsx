import { Navigate } from "react-router";
import { Container } from "~/components/ui/container";
import { Section } from "~/components/ui/section";
import { Island } from "~/lib/islands/island";
import { islandPage } from "~/lib/islands/island-page";
import { paths } from "~/lib/paths";
import { themeContentFor } from "../content/theme-content";
import { BackLink } from "../components/back-link";
import { CourseHeader } from "../components/course-header";
import { CourseSessions } from "../components/course-sessions";
import { CourseSkeleton } from "../components/course-skeleton";
import { Inclusions } from "../components/inclusions";
import { NewsletterBox } from "../components/newsletter-box";
import { QuoteBox } from "../components/quote-box";
import { RelatedCourses } from "../components/related-courses";
import { CourseEnrolIsland } from "../islands/course-enrol-island";
import { CourseTabsIsland } from "../islands/course-tabs-island";
import { courseMeta } from "../lib/course-meta";
import { useCourseFromParams } from "../lib/use-course";
import type { Route } from "./+types/course-detail";

/** Prerendered without the app: tabs, enrolment, live seats and newsletter box are islands (decision 0802). */
export const handle = islandPage;

export function meta({ params }: Route.MetaArgs) {
  return courseMeta(params.id, "detail");
}

export default function CourseDetailRoute() {
  const state = useCourseFromParams();
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
            <Island name="course-tabs" component={CourseTabsIsland} props={{ course }} />
          </div>
          <aside aria-labelledby="course-practical-info" className="grid content-start gap-6">
            <h2 id="course-practical-info" className="sr-only">
              Inscription et informations pratiques
            </h2>
            <Island name="course-enrol" component={CourseEnrolIsland} props={{ course }} />
            <Island name="course-sessions" component={CourseSessions} props={{ courseId: course.id }} when="visible" />
            <Inclusions />
            <QuoteBox courseId={course.id} />
            <Island name="course-newsletter" component={NewsletterBox} />
          </aside>
        </div>
      </Section>

      <RelatedCourses course={course} />
    </>
  );
}
