import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { backend, http, json, renderWithProviders, setupFakeBackend } from "~/test";
import QuestionnaireRoute from "./questionnaire";

setupFakeBackend();

const facts = {
  kind: "hot",
  formation_title: "Automatiser ses processus avec l'IA",
  starts_on: "2026-11-26",
  ends_on: "2026-11-26",
  city: "Abidjan",
  trainer_name: "Koffi Mensah",
  learner_name: "Aïcha",
  answered: false,
};

function renderForm() {
  return renderWithProviders(<QuestionnaireRoute />, {
    path: "/evaluation/:token",
    url: "/evaluation/tok-123",
  });
}

describe("/evaluation/:token", () => {
  it("opens without a password, sends every rating and says thank you", async () => {
    const sent: Record<string, unknown>[] = [];
    backend.use(
      http("POST", "/functions/v1/evaluation", (request) => {
        const body = request.body as Record<string, unknown>;
        if (body.rating_overall === undefined) return json(facts);
        sent.push(body);
        return json({ answered: true }, 201);
      }),
    );
    const { user } = renderForm();
    expect(
      await screen.findByRole("heading", { name: "Votre avis sur la formation" }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText(/Aïcha, « Automatiser ses processus avec l'IA », Abidjan avec Koffi Mensah/)).toBeVisible();
    for (const group of ["Dans l'ensemble", "Le contenu", "Le formateur", "L'organisation"]) {
      const scale = screen.getByRole("group", { name: new RegExp(group) });
      await user.click(scale.querySelector('input[value="4"]')!);
    }
    await user.click(screen.getByRole("group", { name: /Recommanderiez-vous/ }).querySelector('input[value="9"]')!);
    await user.type(screen.getByLabelText("Commentaires (facultatif)"), "Utile");
    await user.click(screen.getByRole("button", { name: "Envoyer mes réponses" }));
    expect(await screen.findByRole("heading", { name: "Merci pour votre réponse\u202f!" })).toBeVisible();
    expect(sent).toEqual([
      {
        token: "tok-123",
        rating_overall: 4,
        rating_content: 4,
        rating_trainer: 4,
        rating_organisation: 4,
        recommendation: 9,
        comment: "Utile",
      },
    ]);
  });

  it("an empty answer is refused in the page, the first scale focused, nothing sent, never thanked (decision 1032)", async () => {
    let answers = 0;
    backend.use(
      http("POST", "/functions/v1/evaluation", (request) => {
        const body = request.body as Record<string, unknown>;
        if (Object.keys(body).length > 1) answers += 1;
        return json(facts);
      }),
    );
    const { user } = renderForm();
    await screen.findByRole("heading", { name: "Votre avis sur la formation" }, { timeout: 10_000 });
    await user.click(screen.getByRole("button", { name: "Envoyer mes réponses" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/Répondez au moins à « Dans l'ensemble/);
    expect(document.activeElement).toBe(document.getElementsByName("rating_overall")[0]);
    expect(screen.queryByRole("heading", { name: "Merci pour votre réponse\u202f!" })).not.toBeInTheDocument();
    expect(answers).toBe(0);
  });

  it("shows the server's refusal of an unknown link", async () => {
    backend.use(unknownLink());
    renderForm();
    expect(await screen.findByText(/Ce lien d'évaluation n'est pas valide/, {}, { timeout: 10_000 })).toBeVisible();
  });
});

function unknownLink() {
  return http("POST", "/functions/v1/evaluation", () =>
    json(
      { error: "Ce lien d'évaluation n'est pas valide. Utilisez celui de l'e-mail reçu.", code: "unknown_link" },
      404,
    ),
  );
}
