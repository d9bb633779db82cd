import { useCatalogue } from "../api/get-formations";
import { toggleTheme } from "../lib/filters";
import { useThemeFilter } from "../lib/use-theme-filter";
import { FormationBrowser } from "./formation-browser";
import { ThemeCards } from "./theme-cards";

/**
 * The theme cards and the formation browser (tabs over the grid): one filter, kept in `?theme=`, so one component
 * (and one island on the prerendered page, decision 0802). The grid is what `visible` waits for: the catalogue is
 * refreshed from the backend once it scrolls into view (`data-island-visible`), or at the first tap on a filter.
 */
export function CatalogueBrowser() {
  const [theme, setTheme] = useThemeFilter();
  const { data: catalogue } = useCatalogue({ theme });
  return (
    <>
      <ThemeCards selected={theme} onToggle={(clicked) => setTheme(toggleTheme(theme, clicked))} />
      <h2 id="nos-formations" className="mt-14 mb-6 text-2xl font-bold tracking-tight text-primary md:text-3xl">
        Nos formations
      </h2>
      <div data-island-visible="">
        <FormationBrowser
          formations={catalogue?.formations}
          themes={catalogue?.themes}
          theme={theme}
          onThemeChange={setTheme}
        />
      </div>
    </>
  );
}
