import { useQuery } from "@tanstack/react-query";
import type { Tables } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import type { PublicationStatus } from "@common/database";

/** Every column but updated_by, a staff account's id no API role reads (issue 42 item 4, decision 0988). */
export const TESTIMONIALS_COLUMNS =
  "created_at, id, organisation, person_name, person_role, photo, photo_alt, publish_at, quote, sort_order, status, updated_at";
export type TestimonialRecord = Omit<Tables<"testimonials">, "updated_by">;

export const testimonialKeys = {
  list: ["testimonials", "back-office"] as const,
  one: (id: number) => ["testimonials", "back-office", id] as const,
};

/** What the testimonial editor writes (RLS: admins and editors only, decision 0953). */
export interface TestimonialDraft {
  id?: number;
  quote: string;
  person_name: string;
  person_role: string;
  organisation: string;
  photo: string | null;
  photo_alt: string | null;
  sort_order: number;
  status: PublicationStatus;
  /** A scheduled publication's date (ISO), null when published at once or a draft. */
  publish_at: string | null;
}

/** A write the database refused, in French. */
export function writeError(error: { code?: string; message?: string }): Error {
  if (error.code === "42501") return new Error("Votre rôle ne permet pas de modifier ce contenu.");
  if (error.code === "23514" || error.code === "22001")
    return new Error("Un champ n'est pas accepté : vérifiez les champs obligatoires, les longueurs et le lien.");
  if (error.code === "23503") return new Error("Cette image n'existe plus : envoyez-la de nouveau.");
  return new Error("L'enregistrement a échoué. Réessayez dans un instant.");
}

export function useTestimonials() {
  return useQuery({
    queryKey: testimonialKeys.list,
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from("testimonials")
        .select("id, person_name, organisation, status, publish_at, sort_order, updated_at")
        .order("sort_order")
        .order("id");
      if (error) throw error;
      return data;
    },
  });
}

export function useTestimonial(id: number | null) {
  return useQuery({
    queryKey: testimonialKeys.one(id ?? 0),
    enabled: id !== null,
    queryFn: async (): Promise<TestimonialRecord> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.from("testimonials").select(TESTIMONIALS_COLUMNS).eq("id", id!).single();
      if (error) throw error;
      return data;
    },
  });
}

/** Adds or changes a testimonial; the database stamps who changed it and the site shows it within seconds. */
export async function saveTestimonial(draft: TestimonialDraft): Promise<TestimonialRecord> {
  const supabase = await getSupabase();
  const { id, ...fields } = draft;
  const row = { ...fields, photo_alt: fields.photo ? fields.photo_alt : null };
  const query = id
    ? supabase.from("testimonials").update(row).eq("id", id).select(TESTIMONIALS_COLUMNS).single()
    : supabase.from("testimonials").insert(row).select(TESTIMONIALS_COLUMNS).single();
  const { data, error } = await query;
  if (error) throw writeError(error);
  return data;
}

export async function deleteTestimonial(id: number): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from("testimonials").delete().eq("id", id);
  if (error) throw writeError(error);
}
