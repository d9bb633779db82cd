import { departments } from "~/content/team";
import { DepartmentTabs } from "../components/team/department-tabs";

/** The team page's department tabs, as an island without props (decision 0800). */
export function DepartmentTabsIsland() {
  return <DepartmentTabs departments={departments} />;
}
