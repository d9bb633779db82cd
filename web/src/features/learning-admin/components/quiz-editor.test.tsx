import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

const api = vi.hoisted(() => ({
  createQuiz: vi.fn(),
  saveQuestion: vi.fn(),
  updateQuiz: vi.fn(),
  quizzes: [] as unknown[],
}));

vi.mock("../api/quizzes", () => ({
  useAuthoredQuizzes: () => ({ data: api.quizzes, isError: false }),
  useAnswerKeys: () => ({ data: [{ question_id: 7, correct: ["vrai"], explanation: "" }] }),
  useCreateQuiz: () => ({ mutate: api.createQuiz, isPending: false }),
  useUpdateQuiz: () => ({ mutate: api.updateQuiz, isPending: false, isError: false, isSuccess: false }),
  useDeleteQuiz: () => ({ mutate: vi.fn() }),
  useDeleteQuestion: () => ({ mutate: vi.fn() }),
  useSaveQuestion: () => ({ mutate: api.saveQuestion, isPending: false }),
}));

import { QuizEditor } from "./quiz-editor";

const modules = [
  { id: 11, title: "Les fondamentaux" },
  { id: 12, title: "Aller plus loin" },
];

beforeEach(() => {
  vi.clearAllMocks();
  api.quizzes = [];
});

describe("QuizEditor", () => {
  it("creates a module quiz with its module, time limit, attempts and pass mark", async () => {
    const user = userEvent.setup();
    render(<QuizEditor formationId={3} modules={modules} />);
    await user.type(screen.getByLabelText(/Titre du quiz/), "Vérifier ses acquis");
    await user.click(screen.getByRole("button", { name: "Créer le quiz" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choisissez le module du quiz.");
    expect(api.createQuiz).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText("Module"), "11");
    await user.type(screen.getByLabelText(/Durée du quiz/), "15");
    await user.type(screen.getByLabelText(/Nombre de tentatives/), "2");
    await user.clear(screen.getByLabelText(/Seuil de réussite en %/));
    await user.type(screen.getByLabelText(/Seuil de réussite en %/), "80");
    await user.click(screen.getByRole("button", { name: "Créer le quiz" }));
    expect(api.createQuiz).toHaveBeenCalledWith(
      {
        kind: "module",
        module_id: 11,
        title: "Vérifier ses acquis",
        time_limit_minutes: 15,
        max_attempts: 2,
        pass_percent: 80,
        required_for_certificate: false,
      },
      expect.anything(),
    );
  });

  it("a final quiz may be required for the certificate", async () => {
    const user = userEvent.setup();
    render(<QuizEditor formationId={3} modules={modules} />);
    await user.type(screen.getByLabelText(/Titre du quiz/), "Quiz final");
    await user.selectOptions(screen.getByLabelText("Type de quiz"), "final");
    await user.click(screen.getByLabelText(/Réussite exigée pour le certificat/));
    await user.click(screen.getByRole("button", { name: "Créer le quiz" }));
    expect(api.createQuiz).toHaveBeenCalledWith(
      expect.objectContaining({ kind: "final", module_id: null, required_for_certificate: true }),
      expect.anything(),
    );
  });

  it("a positioning quiz has no module", async () => {
    const user = userEvent.setup();
    render(<QuizEditor formationId={3} modules={modules} />);
    await user.type(screen.getByLabelText(/Titre du quiz/), "Positionnement");
    await user.selectOptions(screen.getByLabelText("Type de quiz"), "positioning");
    expect(screen.queryByLabelText("Module")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Créer le quiz" }));
    expect(api.createQuiz).toHaveBeenCalledWith(
      expect.objectContaining({ kind: "positioning", module_id: null, time_limit_minutes: null, max_attempts: null }),
      expect.anything(),
    );
  });

  it("adds a single-choice question with its key and explanation, and shows the keys to the author", async () => {
    api.quizzes = [
      {
        id: 5,
        formation_id: 3,
        module_id: 11,
        kind: "module",
        title: "Vérifier ses acquis",
        time_limit_minutes: null,
        max_attempts: 2,
        pass_percent: 70,
        required_for_certificate: false,
        quiz_questions: [
          {
            id: 7,
            position: 1,
            kind: "true_false",
            prompt: "Une IA peut se tromper.",
            choices: [
              { id: "vrai", text: "Vrai" },
              { id: "faux", text: "Faux" },
            ],
            points: 1,
          },
        ],
      },
    ];
    const user = userEvent.setup();
    render(<QuizEditor formationId={3} modules={modules} />);
    expect(screen.getByText("Bonne réponse : Vrai")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Question/), "Quelle ville ?");
    await user.type(screen.getByLabelText("Choix 1"), "Dakar");
    await user.type(screen.getByLabelText("Choix 2"), "Montréal");
    await user.click(screen.getByRole("button", { name: "Ajouter la question" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Cochez la bonne réponse.");
    await user.click(screen.getByLabelText("Choix 2 correct"));
    await user.type(screen.getByLabelText(/Explication/), "Le siège est à Montréal.");
    await user.click(screen.getByRole("button", { name: "Ajouter la question" }));
    expect(api.saveQuestion).toHaveBeenCalledWith(
      {
        quizId: 5,
        questionId: null,
        position: 2,
        args: {
          p_kind: "single",
          p_prompt: "Quelle ville ?",
          p_choices: [
            { id: "a", text: "Dakar" },
            { id: "b", text: "Montréal" },
          ],
          p_correct: ["b"],
          p_explanation: "Le siège est à Montréal.",
          p_points: 1,
        },
      },
      expect.anything(),
    );
  });
});
