import type { Formation } from "@common/database";
import { FormationTabs } from "../components/formation-tabs";
import { themeContentFor } from "../content/theme-content";

/** The formation's Description / Programme / Expert tabs (with the expert dialogs), as an island (decision 0802). */
export function FormationTabsIsland({ formation }: { formation: Formation }) {
  return <FormationTabs formation={formation} content={themeContentFor(formation.theme)} />;
}
