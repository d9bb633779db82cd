import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { getSupabase, getSupabaseStorage } from "~/lib/supabase";
import type { LessonKind, Outline } from "../lib/outline";

/** A lesson as its learner reads it (RLS: only once its module is open for them). */
export interface Lesson {
  id: number;
  module_id: number;
  title: string;
  kind: LessonKind;
  body_html: string;
  file_path: string | null;
  file_name: string | null;
  file_type: string | null;
  embed_url: string | null;
  link_url: string | null;
  minutes: number;
}

const LESSON_COLUMNS =
  "id, module_id, title, kind, body_html, file_path, file_name, file_type, embed_url, link_url, minutes";

export const learningKeys = {
  outline: (enrollmentId: number) => ["learning", "outline", enrollmentId] as const,
  lesson: (lessonId: number) => ["learning", "lesson", lessonId] as const,
  file: (path: string) => ["learning", "file", path] as const,
};

/** The database's French message of a refusal (PA404, PA409…), thrown as is. */
function refusal(error: { message: string }): Error {
  return new Error(error.message || "Le chargement a échoué. Réessayez dans un instant.");
}

export const outlineQuery = (enrollmentId: number) =>
  queryOptions({
    queryKey: learningKeys.outline(enrollmentId),
    queryFn: async (): Promise<Outline> => {
      const client = await getSupabase();
      const { data, error } = await client.rpc("learning_outline", { p_enrollment: enrollmentId });
      if (error) throw refusal(error);
      return data as unknown as Outline;
    },
    retry: false,
  });

export const useOutline = (enrollmentId: number) => useQuery(outlineQuery(enrollmentId));

export function useLesson(lessonId: number) {
  return useQuery({
    queryKey: learningKeys.lesson(lessonId),
    queryFn: async (): Promise<Lesson | null> => {
      const client = await getSupabase();
      const { data, error } = await client
        .from("learning_lessons")
        .select(LESSON_COLUMNS)
        .eq("id", lessonId)
        .maybeSingle();
      if (error) throw refusal(error);
      return data as Lesson | null;
    },
  });
}

/** A short-lived signed URL of a lesson's file (the bucket is private): asked for when the lesson opens. */
export function useSignedFile(path: string | null) {
  return useQuery({
    queryKey: learningKeys.file(path ?? ""),
    enabled: path !== null,
    staleTime: 4 * 60_000,
    queryFn: async (): Promise<string> => {
      const storage = await getSupabaseStorage();
      const { data, error } = await storage.from("learning-files").createSignedUrl(path!, 600);
      if (error || !data) throw new Error("Le fichier n'a pas pu être ouvert. Réessayez dans un instant.");
      return data.signedUrl;
    },
  });
}

/** Marks a lesson done; the answer is the new outline (what is next, what opened). */
export function useMarkDone(enrollmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lessonId: number): Promise<Outline> => {
      const client = await getSupabase();
      const { data, error } = await client.rpc("mark_lesson_done", { p_enrollment: enrollmentId, p_lesson: lessonId });
      if (error) throw refusal(error);
      return data as unknown as Outline;
    },
    onSuccess: (outline) => queryClient.setQueryData(learningKeys.outline(enrollmentId), outline),
  });
}

/** Sends the seconds spent on the page (a minute at most a call: record_learning_time), errors left unsaid. */
async function recordTime(enrollmentId: number, lessonId: number, seconds: number) {
  if (seconds < 5) return;
  const client = await getSupabase();
  await client.rpc("record_learning_time", {
    p_enrollment: enrollmentId,
    p_lesson: lessonId,
    p_seconds: Math.min(60, Math.round(seconds)),
  });
}

/**
 * Time on content (decision 1023): while the lesson is shown and the tab visible, its time is told to the database
 * every 30 seconds, and what is left when the learner leaves; a hidden tab does not count.
 */
export function useLearningTime(enrollmentId: number, lessonId: number, active: boolean, everyMs = 30_000) {
  useEffect(() => {
    if (!active) return;
    let since = document.visibilityState === "visible" ? Date.now() : null;
    const flush = () => {
      if (since === null) return;
      const seconds = (Date.now() - since) / 1000;
      since = document.visibilityState === "visible" ? Date.now() : null;
      void recordTime(enrollmentId, lessonId, seconds).catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") since ??= Date.now();
      else flush();
    };
    const timer = window.setInterval(flush, everyMs);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      flush();
    };
  }, [enrollmentId, lessonId, active, everyMs]);
}
