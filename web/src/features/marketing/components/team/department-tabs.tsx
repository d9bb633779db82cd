import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { MemberCard } from "./member-card";
import type { TeamDepartment } from "./team-member";

/**
 * The team by department: keyboard-operable tabs (arrow keys move between departments). Every panel is in the
 * HTML (the inactive ones hidden by a class), so that without JavaScript the page can show them all — its
 * `<noscript>` style does — and search engines read every member.
 */
export function DepartmentTabs({ departments }: { departments: TeamDepartment[] }) {
  if (departments.length === 0) {
    return <p className="text-lg text-muted-foreground">Notre équipe sera bientôt présentée ici.</p>;
  }
  return (
    <Tabs defaultValue={departments[0].id}>
      <TabsList aria-label="Départements">
        {departments.map((department) => (
          <TabsTrigger key={department.id} value={department.id} className="px-4 py-2 text-base">
            {department.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {departments.map((department) => (
        <TabsContent key={department.id} value={department.id} forceMount className="mt-4 data-[state=inactive]:hidden">
          <h3 data-department-heading className="sr-only">
            {department.label}
          </h3>
          <p className="mb-6 max-w-3xl text-lg text-muted-foreground">{department.intro}</p>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {department.members.map((member) => (
              <li key={member.slug}>
                <MemberCard member={member} showOffice />
              </li>
            ))}
          </ul>
        </TabsContent>
      ))}
    </Tabs>
  );
}
