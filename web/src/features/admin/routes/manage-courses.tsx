import { BookOpen, Plus, Search } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { Formation } from "~/lib/database";
import { useFormations } from "../api/list-formations";
import { AdminPage } from "~/components/back-office/admin-page";
import { CourseFormDialog } from "../components/course-form-dialog";
import { CoursesTable } from "../components/courses-table";
import { DeleteCourseDialog } from "../components/delete-course-dialog";
import { EmptyState } from "~/components/back-office/empty-state";
import { LoadError } from "~/components/back-office/load-error";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { adminMeta } from "~/components/back-office/admin-meta";
import { matchesCourseSearch } from "../lib/course-search";

export function meta() {
  return adminMeta("Gestion des formations", "Créer, modifier et supprimer les formations du catalogue.");
}

type Editing = { course: Formation | null } | null;

function CoursesScreen() {
  const query = useFormations();
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Formation | null>(null);

  const courses = useMemo(() => query.data ?? [], [query.data]);
  const visible = useMemo(() => courses.filter((course) => matchesCourseSearch(course, search)), [courses, search]);
  const experts = useMemo(
    () => [...new Set(courses.map((c) => c.expert).filter(Boolean))].sort((a, b) => a.localeCompare(b, "fr")),
    [courses],
  );

  let body: React.ReactNode;
  if (query.isPending) body = <TableSkeleton label="Chargement des formations" />;
  else if (query.isError)
    body = <LoadError message="Impossible de charger les formations" onRetry={() => void query.refetch()} />;
  else if (courses.length === 0)
    body = (
      <EmptyState icon={BookOpen} title="Le catalogue est vide">
        <p className="text-muted-foreground">
          Créez la première formation : elle apparaîtra aussitôt dans le catalogue public.
        </p>
      </EmptyState>
    );
  else if (visible.length === 0)
    body = (
      <EmptyState icon={Search} title="Aucune formation ne correspond à cette recherche">
        <Button variant="outline" onClick={() => setSearch("")}>
          Effacer la recherche
        </Button>
      </EmptyState>
    );
  else
    body = (
      <CoursesTable
        courses={visible}
        total={courses.length}
        onEdit={(course) => setEditing({ course })}
        onDelete={setDeleting}
      />
    );

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid w-full max-w-md gap-2">
          <Label htmlFor="course-search">Rechercher une formation</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="course-search"
              type="search"
              className="pl-9"
              placeholder="Titre, expert ou thème"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <Button onClick={() => setEditing({ course: null })}>
          <Plus aria-hidden="true" />
          Nouvelle formation
        </Button>
      </div>
      {body}
      <CourseFormDialog
        course={editing?.course ?? null}
        open={editing !== null}
        experts={experts}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <DeleteCourseDialog course={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </>
  );
}

export default function ManageCoursesRoute() {
  return (
    <AdminPage
      title="Gestion des formations"
      description="Le catalogue public lit cette liste : chaque création, modification ou suppression y est visible aussitôt."
    >
      <CoursesScreen />
    </AdminPage>
  );
}
