import { DepartmentTabs } from "../components/team/department-tabs";
import { departmentsOf, type PublicTeamMember } from "../components/team/team-member";

/**
 * The team page's department tabs, as an island (decision 0800) whose props are the published members: the server
 * renders it with those of the database (server/src/content/team-pages.ts, decision 0951), the build with a template.
 */
export function DepartmentTabsIsland({ members }: { members: PublicTeamMember[] }) {
  return <DepartmentTabs departments={departmentsOf(members)} />;
}
