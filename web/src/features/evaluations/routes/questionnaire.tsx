import { CheckCircle2, ShieldAlert } from "lucide-react";
import * as React from "react";
import { useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { site } from "~/config/site";
import { loadQuestionnaire, submitQuestionnaire, type Questionnaire } from "../api/questionnaire";
import { RatingScale } from "../components/rating-scale";

export function meta() {
  return [
    { title: `Votre avis sur la formation | ${site.name}` },
    { name: "description", content: "Questionnaire d'évaluation de votre formation." },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

const HOT_SCALES = [
  ["rating_overall", "Dans l'ensemble, êtes-vous satisfait de la formation ?"],
  ["rating_content", "Le contenu répondait-il à vos attentes ?"],
  ["rating_trainer", "Le formateur ou la formatrice"],
  ["rating_organisation", "L'organisation (accueil, lieu, supports)"],
] as const;

const APPLIED = [
  ["oui", "Oui"],
  ["en_partie", "En partie"],
  ["non", "Non"],
] as const;

function Thanks({ already }: { already: boolean }) {
  return (
    <Card role="status" className="mx-auto my-10 grid max-w-md justify-items-center gap-3 p-6 text-center">
      <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{already ? "Vous avez déjà répondu" : "Merci pour votre réponse !"}</h1>
      <p className="text-muted-foreground">
        {already
          ? "On ne répond qu'une fois à ce questionnaire : votre réponse est bien enregistrée."
          : "Vos réponses aident le cabinet à améliorer ses formations."}
      </p>
    </Card>
  );
}

function QuestionnaireForm({ token, questionnaire }: { token: string; questionnaire: Questionnaire }) {
  const [answers, setAnswers] = React.useState<Record<string, number | string | null>>({});
  const [comment, setComment] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [state, setState] = React.useState<"idle" | "sending" | "done" | "already">("idle");
  const set = (name: string) => (value: number | string) => setAnswers((before) => ({ ...before, [name]: value }));
  const value = (name: string) => (typeof answers[name] === "number" ? (answers[name] as number) : null);

  if (state === "done" || state === "already") return <Thanks already={state === "already"} />;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    // Nothing answered is refused here as by the server (422), never thanked (decision 1032).
    if (typeof answers.rating_overall !== "number") {
      setError(
        hot
          ? "Répondez au moins à « Dans l'ensemble, êtes-vous satisfait de la formation ? » (de 1 à 5) avant d'envoyer."
          : "Répondez au moins à « Avec le recul, la formation vous a-t-elle été utile ? » (de 1 à 5) avant d'envoyer.",
      );
      document.getElementsByName("rating_overall")[0]?.focus();
      return;
    }
    setState("sending");
    try {
      await submitQuestionnaire(token, { ...answers, comment });
      setState("done");
    } catch (failure) {
      const code = (failure as { code?: string }).code;
      if (code === "already_answered") setState("already");
      else {
        setError((failure as Error).message);
        setState("idle");
      }
    }
  };
  const hot = questionnaire.kind === "hot";
  return (
    <form method="post" onSubmit={(event) => void submit(event)} className="mx-auto my-6 grid max-w-xl gap-6 px-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-primary">
          {hot ? "Votre avis sur la formation" : "Trois mois après votre formation"}
        </h1>
        <p className="text-muted-foreground">
          {questionnaire.learner_name}, «{"\u00a0"}
          {questionnaire.formation_title}
          {"\u00a0"}», {questionnaire.city}
          {questionnaire.trainer_name ? ` avec ${questionnaire.trainer_name}` : ""}.
        </p>
      </header>
      {hot ? (
        <>
          {HOT_SCALES.map(([name, legend]) => (
            <RatingScale
              key={name}
              name={name}
              legend={legend}
              min={1}
              max={5}
              value={value(name)}
              onChange={set(name)}
              ends={["Pas du tout", "Tout à fait"]}
            />
          ))}
          <RatingScale
            name="recommendation"
            legend="Recommanderiez-vous cette formation à un collègue ?"
            min={0}
            max={10}
            value={value("recommendation")}
            onChange={set("recommendation")}
            ends={["Certainement pas", "Certainement"]}
          />
        </>
      ) : (
        <>
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium">
              Avez-vous appliqué dans votre travail ce que vous avez appris ?
            </legend>
            {APPLIED.map(([option, label]) => (
              <label key={option} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="applied"
                  value={option}
                  checked={answers.applied === option}
                  onChange={() => set("applied")(option)}
                  className="size-4 accent-primary"
                />
                {label}
              </label>
            ))}
          </fieldset>
          <RatingScale
            name="rating_overall"
            legend="Avec le recul, la formation vous a-t-elle été utile ?"
            min={1}
            max={5}
            value={value("rating_overall")}
            onChange={set("rating_overall")}
            ends={["Pas du tout", "Tout à fait"]}
          />
        </>
      )}
      <FormField label="Commentaires (facultatif)">
        <Textarea value={comment} onChange={(event) => setComment(event.target.value)} maxLength={2000} />
      </FormField>
      {error && (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={state === "sending"}>
        Envoyer mes réponses
      </Button>
    </form>
  );
}

/** /evaluation/:token — the questionnaire reached by the e-mail's link, without a password; one answer. */
export default function QuestionnaireRoute() {
  const { token = "" } = useParams();
  const questionnaire = useQuery({
    queryKey: ["evaluation", token],
    queryFn: () => loadQuestionnaire(token),
    retry: false,
  });
  if (questionnaire.isPending) return <p className="p-10 text-center text-muted-foreground">Chargement…</p>;
  if (questionnaire.isError)
    return (
      <Card role="alert" className="mx-auto my-10 flex max-w-md flex-row items-start gap-3 p-6">
        <ShieldAlert className="size-10 shrink-0 text-destructive" aria-hidden="true" />
        <p>{questionnaire.error.message}</p>
      </Card>
    );
  if (questionnaire.data.answered) return <Thanks already />;
  return <QuestionnaireForm token={token} questionnaire={questionnaire.data} />;
}
