import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { CaseStudySummary } from "../lib/case-study";
import {
  ALL_SECTORS,
  type CaseStudyTab,
  caseStudyTabs,
  filterCaseStudies,
  isCaseStudyTab,
} from "../lib/case-study-filter";
import { CaseStudyCard } from "./case-study-card";

/** Tabs 'Toutes' / Énergie / Finance / Télécoms / Secteur public over the study cards. */
export function CaseStudyTabs({ studies }: { studies: readonly CaseStudySummary[] }) {
  const [tab, setTab] = useState<CaseStudyTab>(ALL_SECTORS);

  return (
    <Tabs value={tab} onValueChange={(value) => isCaseStudyTab(value) && setTab(value)}>
      <TabsList aria-label="Filtrer les études de cas par secteur">
        {caseStudyTabs.map((option) => (
          <TabsTrigger key={option.value} value={option.value}>
            {option.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {caseStudyTabs.map((option) => {
        const visible = filterCaseStudies(studies, option.value);
        return (
          <TabsContent key={option.value} value={option.value}>
            <p className="mb-6 text-sm text-muted-foreground" aria-live="polite">
              {visible.length > 1 ? `${visible.length} études de cas` : `${visible.length} étude de cas`}
            </p>
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {visible.map((study) => (
                <li key={study.slug}>
                  <CaseStudyCard study={study} />
                </li>
              ))}
            </ul>
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
