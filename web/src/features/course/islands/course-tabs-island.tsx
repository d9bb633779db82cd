import type { Formation } from "~/lib/database";
import { CourseTabs } from "../components/course-tabs";
import { themeContentFor } from "../content/theme-content";

/** The course's Description / Programme / Expert tabs (with the expert dialogs), as an island (decision 0802). */
export function CourseTabsIsland({ course }: { course: Formation }) {
  return <CourseTabs course={course} content={themeContentFor(course.theme)} />;
}
