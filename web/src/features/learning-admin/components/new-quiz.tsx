import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input, inputClasses } from "~/components/ui/input";
import { useCreateQuiz } from "../api/quizzes";
import { QUIZ_KINDS, type QuizKind } from "../lib/question-draft";
import { optionalNumber, passPercent, type ModuleOption } from "../lib/quiz-settings";

/** « Nouveau quiz »: positioning, module or final, with its settings. */
export function NewQuiz({ formationId, modules }: { formationId: number; modules: ModuleOption[] }) {
  const create = useCreateQuiz(formationId);
  const [kind, setKind] = useState<QuizKind>("module");
  const [moduleId, setModuleId] = useState<string>("");
  const [title, setTitle] = useState("");
  const [limit, setLimit] = useState("");
  const [attempts, setAttempts] = useState("");
  const [pass, setPass] = useState("70");
  const [required, setRequired] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      method="post"
      aria-label="Nouveau quiz"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (kind === "module" && !moduleId) {
          setError("Choisissez le module du quiz.");
          return;
        }
        setError(null);
        create.mutate(
          {
            kind,
            module_id: kind === "module" ? Number(moduleId) : null,
            title: title.trim(),
            time_limit_minutes: optionalNumber(limit),
            max_attempts: optionalNumber(attempts),
            pass_percent: passPercent(pass),
            required_for_certificate: kind === "final" && required,
          },
          { onSuccess: () => setTitle(""), onError: (caught) => setError(caught.message) },
        );
      }}
    >
      <h3 className="font-semibold">Nouveau quiz</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Titre du quiz" required>
          <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
        </FormField>
        <FormField label="Type de quiz">
          <select className={inputClasses} value={kind} onChange={(e) => setKind(e.target.value as QuizKind)}>
            {QUIZ_KINDS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
        {kind === "module" ? (
          <FormField label="Module">
            <select className={inputClasses} value={moduleId} onChange={(e) => setModuleId(e.target.value)}>
              <option value="">Choisir un module</option>
              {modules.map((m, index) => (
                <option key={m.id} value={m.id}>
                  Module {index + 1} · {m.title}
                </option>
              ))}
            </select>
          </FormField>
        ) : null}
        <FormField label="Durée du quiz (minutes)" hint="Vide : sans limite.">
          <Input type="number" min={1} max={600} value={limit} onChange={(e) => setLimit(e.target.value)} />
        </FormField>
        <FormField label="Nombre de tentatives" hint="Vide : sans limite.">
          <Input type="number" min={1} max={100} value={attempts} onChange={(e) => setAttempts(e.target.value)} />
        </FormField>
        <FormField label="Seuil de réussite en %">
          <Input type="number" min={0} max={100} value={pass} onChange={(e) => setPass(e.target.value)} />
        </FormField>
      </div>
      {kind === "final" ? (
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={required}
            onChange={(e) => setRequired(e.target.checked)}
            className="size-4"
          />
          Réussite exigée pour le certificat (en plus de l'assiduité)
        </label>
      ) : null}
      {error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={!title.trim() || create.isPending} className="justify-self-start">
        Créer le quiz
      </Button>
    </form>
  );
}
