import { FormationGridSkeleton } from "~/components/formations/formation-card-skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { themeLabel } from "~/content/formations";
import type { Formation } from "@common/database";
import { ALL_TAB, distinctThemes, filterByTheme, selectedTab } from "../lib/filters";
import { FormationGrid } from "./formation-grid";

interface FormationBrowserProps {
  formations: readonly Formation[] | undefined;
  /** The themes of the whole catalogue (the tabs), when `formations` is one page of it. */
  themes?: readonly string[];
  theme: string | null;
  onThemeChange: (theme: string | null) => void;
}

/**
 * Tab bar ('Tous' + the themes of the loaded formations) over the formation grid. Tabs and theme cards share one
 * filter: a theme without a tab (an unknown `?theme=`) leaves no tab selected and the grid shows the empty state.
 */
export function FormationBrowser({ formations, themes, theme, onThemeChange }: FormationBrowserProps) {
  if (!formations) return <FormationGridSkeleton />;
  const tabs = [ALL_TAB, ...(themes ?? distinctThemes(formations))];
  const tab = selectedTab(theme, tabs.slice(1));
  const grid = <FormationGrid formations={filterByTheme(formations, theme)} onShowAll={() => onThemeChange(null)} />;
  return (
    <Tabs value={tab} onValueChange={(value) => onThemeChange(value === ALL_TAB ? null : value)}>
      <TabsList aria-label="Filtrer les formations par thème">
        {tabs.map((value) => (
          <TabsTrigger key={value} value={value}>
            {themeLabel(value)}
          </TabsTrigger>
        ))}
      </TabsList>
      {tab ? (
        <TabsContent value={tab} tabIndex={-1}>
          {grid}
        </TabsContent>
      ) : (
        grid
      )}
    </Tabs>
  );
}
