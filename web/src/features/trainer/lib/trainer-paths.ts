import { paths } from "~/lib/paths";

/**
 * Trainer link builders. lib/paths.ts has no entry for these screens yet; they live here until the route table
 * module gains them (one place, so no route is spelled twice inside the feature).
 */
export const trainerPaths = {
  dashboard: paths.dashboard,
  calendar: () => "/calendrier",
  messages: () => "/messages",
  performance: () => "/performance",
  course: paths.course,
} as const;
