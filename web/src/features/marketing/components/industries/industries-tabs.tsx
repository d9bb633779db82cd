import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { industries, industryGroups } from "~/content/industries";
import { IndustryTile } from "./industry-tile";

/** Industries grouped in tabs; every tile leads to its industry page. */
export function IndustriesTabs() {
  return (
    <Tabs defaultValue={industryGroups[0].id}>
      <TabsList aria-label="Secteurs d'activité">
        {industryGroups.map((group) => (
          <TabsTrigger key={group.id} value={group.id}>
            {group.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {industryGroups.map((group) => (
        <TabsContent key={group.id} value={group.id}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {industries
              .filter((industry) => industry.group === group.id)
              .map((industry) => (
                <li key={industry.name}>
                  <IndustryTile industry={industry} />
                </li>
              ))}
          </ul>
        </TabsContent>
      ))}
    </Tabs>
  );
}
