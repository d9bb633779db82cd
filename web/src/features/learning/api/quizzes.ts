import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import { learningKeys } from "./learning";

export interface LearnerQuiz {
  id: number;
  title: string;
  kind: "positioning" | "module" | "final";
  module_id: number | null;
  time_limit_minutes: number | null;
  max_attempts: number | null;
  pass_percent: number;
  questions: number;
  attempts_used: number;
  best_percent: number | null;
  passed: boolean;
}

export interface QuizQuestion {
  id: number;
  kind: "single" | "multiple" | "true_false" | "short";
  prompt: string;
  choices: { id: string; text: string }[];
  points: number;
}

/** An attempt as start_quiz_attempt answers it: the questions and their choices, never a key. */
export interface StartedAttempt {
  attempt_id: number;
  started_at: string;
  deadline_at: string | null;
  quiz: { id: number; title: string; kind: LearnerQuiz["kind"]; pass_percent: number; max_attempts: number | null };
  questions: QuizQuestion[];
}

/** The graded submission: the score and, now only, each question's right answer and explanation. */
export interface GradedAttempt {
  attempt_id: number;
  timed_out: boolean;
  score: number;
  max_score: number;
  percent: number;
  passed: boolean;
  message?: string;
  results?: { question_id: number; right: boolean; correct: string[]; explanation: string }[];
}

export type Answers = Record<string, string | string[]>;

const quizzesKey = (enrollmentId: number) => ["learning", "quizzes", enrollmentId] as const;

export function useLearnerQuizzes(enrollmentId: number) {
  return useQuery({
    queryKey: quizzesKey(enrollmentId),
    queryFn: async (): Promise<LearnerQuiz[]> => {
      const client = await getSupabase();
      const { data, error } = await client.rpc("learning_quizzes", { p_enrollment: enrollmentId });
      if (error) throw new Error(error.message);
      return data as unknown as LearnerQuiz[];
    },
    retry: false,
  });
}

export function useStartQuiz(enrollmentId: number) {
  return useMutation({
    mutationFn: async (quizId: number): Promise<StartedAttempt> => {
      const client = await getSupabase();
      const { data, error } = await client.rpc("start_quiz_attempt", { p_enrollment: enrollmentId, p_quiz: quizId });
      if (error) throw new Error(error.message);
      return data as unknown as StartedAttempt;
    },
  });
}

export function useSubmitQuiz(enrollmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ attemptId, answers }: { attemptId: number; answers: Answers }): Promise<GradedAttempt> => {
      const client = await getSupabase();
      const { data, error } = await client.rpc("submit_quiz_attempt", { p_attempt: attemptId, p_answers: answers });
      if (error) throw new Error(error.message);
      return data as unknown as GradedAttempt;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quizzesKey(enrollmentId) }),
        queryClient.invalidateQueries({ queryKey: learningKeys.outline(enrollmentId) }),
      ]),
  });
}
