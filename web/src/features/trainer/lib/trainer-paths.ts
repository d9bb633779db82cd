import { paths } from "~/lib/paths";

/** The trainer screens' links, all from the route table. */
export const trainerPaths = {
  dashboard: paths.dashboard,
  calendar: paths.calendar,
  messages: paths.messages,
  performance: paths.performance,
  course: paths.course,
} as const;
