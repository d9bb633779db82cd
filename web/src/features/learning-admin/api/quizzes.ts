import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import type { QuestionArgs, QuestionKind, QuizKind } from "../lib/question-draft";

export interface AuthoredQuestion {
  id: number;
  position: number;
  kind: QuestionKind;
  prompt: string;
  choices: { id: string; text: string }[];
  points: number;
}

export interface AuthoredQuiz {
  id: number;
  formation_id: number;
  module_id: number | null;
  kind: QuizKind;
  title: string;
  time_limit_minutes: number | null;
  max_attempts: number | null;
  pass_percent: number;
  required_for_certificate: boolean;
  quiz_questions: AuthoredQuestion[];
}

export interface QuizSettings {
  kind: QuizKind;
  module_id: number | null;
  title: string;
  time_limit_minutes: number | null;
  max_attempts: number | null;
  pass_percent: number;
  /** A final quiz only: a passed attempt is needed for the certificate (decision 1023). */
  required_for_certificate: boolean;
}

export interface AnswerKey {
  question_id: number;
  correct: string[];
  explanation: string;
}

const keys = {
  quizzes: (formationId: number) => ["learning-admin", "quizzes", formationId] as const,
  answerKeys: (quizId: number) => ["learning-admin", "answer-keys", quizId] as const,
};

/** The formation's quizzes and their questions (the keys stay in the database: useAnswerKeys reads them). */
export function useAuthoredQuizzes(formationId: number) {
  return useQuery({
    queryKey: keys.quizzes(formationId),
    queryFn: async (): Promise<AuthoredQuiz[]> => {
      const client = await getSupabase();
      const { data, error } = await client
        .from("quizzes")
        .select(
          "id, formation_id, module_id, kind, title, time_limit_minutes, max_attempts, pass_percent, required_for_certificate, " +
            "quiz_questions(id, position, kind, prompt, choices, points)",
        )
        .eq("formation_id", formationId)
        .order("id");
      if (error) throw new Error(error.message);
      return (data as unknown as AuthoredQuiz[]).map((quiz) => ({
        ...quiz,
        quiz_questions: [...quiz.quiz_questions].sort((a, b) => a.position - b.position || a.id - b.id),
      }));
    },
  });
}

/** A quiz's keys and explanations, for its authors only (quiz_answer_keys answers PA403 to anyone else). */
export function useAnswerKeys(quizId: number) {
  return useQuery({
    queryKey: keys.answerKeys(quizId),
    queryFn: async (): Promise<AnswerKey[]> => {
      const client = await getSupabase();
      const { data, error } = await client.rpc("quiz_answer_keys", { p_quiz: quizId });
      if (error) throw new Error(error.message);
      return data as unknown as AnswerKey[];
    },
  });
}

function useInvalidate(formationId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.quizzes(formationId) }),
      queryClient.invalidateQueries({ queryKey: ["learning-admin", "answer-keys"] }),
    ]);
}

export function useCreateQuiz(formationId: number) {
  const invalidate = useInvalidate(formationId);
  return useMutation({
    mutationFn: async (settings: QuizSettings) => {
      const client = await getSupabase();
      const { error } = await client.from("quizzes").insert({ formation_id: formationId, ...settings });
      if (error) throw new Error("Le quiz n'a pas pu être créé.");
    },
    onSuccess: invalidate,
  });
}

export function useUpdateQuiz(formationId: number) {
  const invalidate = useInvalidate(formationId);
  return useMutation({
    mutationFn: async ({
      id,
      ...settings
    }: Omit<QuizSettings, "kind" | "module_id" | "required_for_certificate"> & { id: number }) => {
      const client = await getSupabase();
      const { error } = await client.from("quizzes").update(settings).eq("id", id);
      if (error) throw new Error("Les réglages du quiz n'ont pas pu être enregistrés.");
    },
    onSuccess: invalidate,
  });
}

export function useDeleteQuiz(formationId: number) {
  const invalidate = useInvalidate(formationId);
  return useMutation({
    mutationFn: async (quizId: number) => {
      const client = await getSupabase();
      const { error } = await client.from("quizzes").delete().eq("id", quizId);
      if (error) throw new Error("Le quiz n'a pas pu être supprimé.");
    },
    onSuccess: invalidate,
  });
}

/** Writes a question and its key in one call (save_quiz_question, decision 1013). */
export function useSaveQuestion(formationId: number) {
  const invalidate = useInvalidate(formationId);
  return useMutation({
    mutationFn: async (input: { quizId: number; questionId: number | null; position: number; args: QuestionArgs }) => {
      const client = await getSupabase();
      const { error } = await client.rpc("save_quiz_question", {
        p_quiz: input.quizId,
        // null writes a new question; generated Args cannot say an argument takes null.
        p_question: input.questionId as number,
        p_position: input.position,
        ...input.args,
      });
      if (error) throw new Error(error.message || "La question n'a pas pu être enregistrée.");
    },
    onSuccess: invalidate,
  });
}

export function useDeleteQuestion(formationId: number) {
  const invalidate = useInvalidate(formationId);
  return useMutation({
    mutationFn: async (questionId: number) => {
      const client = await getSupabase();
      const { error } = await client.from("quiz_questions").delete().eq("id", questionId);
      if (error) throw new Error("La question n'a pas pu être supprimée.");
    },
    onSuccess: invalidate,
  });
}
