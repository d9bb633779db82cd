import { Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useDeleteLesson, useDeleteModule, type AuthoredModule } from "../api/content";
import { LESSON_KINDS } from "../lib/lesson-kinds";
import { LessonForm } from "./lesson-form";

/** A module with its lessons, each deletable, and the form that adds one. */
export function ModuleCard({
  module,
  index,
  formationId,
}: {
  module: AuthoredModule;
  index: number;
  formationId: number;
}) {
  const deleteModule = useDeleteModule(formationId);
  const deleteLesson = useDeleteLesson(formationId);
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold break-words">
          Module {index + 1} · {module.title}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            if (window.confirm(`Supprimer le module « ${module.title} » et ses leçons ?`))
              deleteModule.mutate(module.id);
          }}
        >
          <Trash2 aria-hidden="true" /> Supprimer le module
        </Button>
      </div>
      {module.learning_lessons.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune leçon dans ce module pour l'instant.</p>
      ) : (
        <ol className="grid gap-1">
          {module.learning_lessons.map((lesson) => (
            <li key={lesson.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md px-2 py-1">
              <span className="min-w-0 break-words">
                {lesson.title}{" "}
                <span className="text-xs text-muted-foreground">
                  ({LESSON_KINDS.find((kind) => kind.value === lesson.kind)?.label})
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Supprimer la leçon ${lesson.title}`}
                onClick={() => deleteLesson.mutate(lesson.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <LessonForm module={module} formationId={formationId} />
    </Card>
  );
}
