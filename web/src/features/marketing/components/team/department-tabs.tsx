import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { TeamDepartment, TeamMember } from "~/content/team";
import { MemberCard } from "./member-card";

interface Department {
  id: TeamDepartment;
  label: string;
  intro: string;
  members: TeamMember[];
}

/** The team by department: keyboard-operable tabs (arrow keys move between departments). */
export function DepartmentTabs({ departments }: { departments: Department[] }) {
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
        <TabsContent key={department.id} value={department.id} className="mt-4">
          <p className="mb-6 max-w-3xl text-lg text-muted-foreground">{department.intro}</p>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {department.members.map((member) => (
              <li key={member.id}>
                <MemberCard member={member} showOffice />
              </li>
            ))}
          </ul>
        </TabsContent>
      ))}
    </Tabs>
  );
}
