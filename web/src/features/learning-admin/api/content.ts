import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invokeFunction } from "~/lib/invoke-function";
import { getSupabase, getSupabaseStorage } from "~/lib/supabase";

export type LessonKind = "text" | "file" | "video" | "embed" | "link" | "scorm";

export interface AuthoredLesson {
  id: number;
  module_id: number;
  position: number;
  title: string;
  kind: LessonKind;
  body: string;
  file_path: string | null;
  file_name: string | null;
  embed_url: string | null;
  link_url: string | null;
  minutes: number;
}

export interface AuthoredModule {
  id: number;
  formation_id: number;
  position: number;
  title: string;
  summary: string;
  learning_lessons: AuthoredLesson[];
}

export interface LessonDraft {
  id?: number;
  module_id: number;
  title: string;
  kind: LessonKind;
  position: number;
  minutes: number;
  body: string;
  file_path?: string | null;
  file_name?: string | null;
  file_type?: string | null;
  file_size?: number | null;
  embed_url?: string | null;
  link_url?: string | null;
}

const keys = {
  outline: (formationId: number) => ["learning-admin", "outline", formationId] as const,
  author: (formationId: number) => ["learning-admin", "can-author", formationId] as const,
};

/** Whether the signed-in person may write this formation's content, as the database says (can_author_learning). */
export function useCanAuthor(formationId: number) {
  return useQuery({
    queryKey: keys.author(formationId),
    queryFn: async () => {
      const client = await getSupabase();
      const { data, error } = await client.rpc("can_author_learning", { p_formation: formationId });
      if (error) throw new Error(error.message);
      return data === true;
    },
  });
}

export function useFormationTitle(formationId: number) {
  return useQuery({
    queryKey: ["learning-admin", "formation", formationId],
    queryFn: async () => {
      const client = await getSupabase();
      const { data, error } = await client.from("formations").select("id, title").eq("id", formationId).maybeSingle();
      if (error) throw new Error(error.message);
      return data as { id: number; title: string } | null;
    },
  });
}

/** The formation's modules and their lessons, in order. */
export function useAuthoredOutline(formationId: number) {
  return useQuery({
    queryKey: keys.outline(formationId),
    queryFn: async (): Promise<AuthoredModule[]> => {
      const client = await getSupabase();
      const { data, error } = await client
        .from("learning_modules")
        .select(
          "id, formation_id, position, title, summary, " +
            "learning_lessons(id, module_id, position, title, kind, body, file_path, file_name, embed_url, link_url, minutes)",
        )
        .eq("formation_id", formationId)
        .order("position")
        .order("id");
      if (error) throw new Error(error.message);
      return (data as unknown as AuthoredModule[]).map((module) => ({
        ...module,
        learning_lessons: [...module.learning_lessons].sort((a, b) => a.position - b.position || a.id - b.id),
      }));
    },
  });
}

function useInvalidate(formationId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.outline(formationId) });
}

export function useAddModule(formationId: number) {
  const invalidate = useInvalidate(formationId);
  return useMutation({
    mutationFn: async (input: { title: string; summary: string; position: number }) => {
      const client = await getSupabase();
      const { error } = await client.from("learning_modules").insert({ formation_id: formationId, ...input });
      if (error) throw new Error("Le module n'a pas pu être ajouté.");
    },
    onSuccess: invalidate,
  });
}

export function useDeleteModule(formationId: number) {
  const invalidate = useInvalidate(formationId);
  return useMutation({
    mutationFn: async (moduleId: number) => {
      const client = await getSupabase();
      const { error } = await client.from("learning_modules").delete().eq("id", moduleId);
      if (error) throw new Error("Le module n'a pas pu être supprimé.");
    },
    onSuccess: invalidate,
  });
}

export function useDeleteLesson(formationId: number) {
  const invalidate = useInvalidate(formationId);
  return useMutation({
    mutationFn: async (lessonId: number) => {
      const client = await getSupabase();
      const { error } = await client.from("learning_lessons").delete().eq("id", lessonId);
      if (error) throw new Error("La leçon n'a pas pu être supprimée.");
    },
    onSuccess: invalidate,
  });
}

/** Uploads a lesson's file into the formation's folder of the private bucket; answers its path. */
export async function uploadLearningFile(formationId: number, file: File): Promise<string> {
  const storage = await getSupabaseStorage();
  const safe = file.name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .slice(-120);
  const path = `${formationId}/${crypto.randomUUID()}-${safe || "fichier"}`;
  const { error } = await storage.from("learning-files").upload(path, file, { contentType: file.type });
  if (error) throw new Error("Le fichier n'a pas pu être déposé (500 Mo au plus).");
  return path;
}

/** Sends a lesson to learning-lesson, which sanitises its text and stores it. */
export function useSaveLesson(formationId: number) {
  const invalidate = useInvalidate(formationId);
  return useMutation({
    mutationFn: (draft: LessonDraft) =>
      invokeFunction(
        "learning-lesson",
        { ...draft },
        {
          fallbackMessage: "L'enregistrement a échoué. Réessayez dans un instant.",
        },
      ),
    onSuccess: invalidate,
  });
}
