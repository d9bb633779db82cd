import { findDemoFormation, parseCourseId } from "~/lib/formations";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { courseData, jsonLd } from "~/lib/seo";
import { sessionsForCourse } from "~/lib/sessions";

/** Title and description from the course (the prerendered ids are the demo courses, the same rows as the seed). */
export function courseMeta(rawId: string | undefined, page: "detail" | "enrolment") {
  const id = parseCourseId(rawId);
  const course = id === null ? undefined : findDemoFormation(id);
  if (!course) {
    return pageMeta({
      title: "Formation",
      description: "Découvrez le programme, les dates et les modalités d'inscription de nos formations.",
      path: paths.catalogue(),
    });
  }
  if (page === "enrolment") {
    return [
      ...pageMeta({
        title: `Inscription : ${course.title}`,
        description: `Inscrivez-vous à la formation « ${course.title} » : sessions, tarif et moyens de paiement.`,
        path: paths.courseEnrolment(course.id),
      }),
      { name: "robots", content: "noindex" },
    ];
  }
  const { sessions, matched } = sessionsForCourse(course.id);
  return [
    ...pageMeta({
      title: course.title,
      description: course.description,
      path: paths.course(course.id),
      type: "article",
    }),
    jsonLd(courseData(course, matched ? sessions : [])),
  ];
}
