import { useQuery } from "@tanstack/react-query";
import type { Tables } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import { writeError } from "./testimonials";
import type { PublicationStatus } from "@common/database";

/** Every column but updated_by, a staff account's id no API role reads (issue 42 item 4, decision 0988). */
export const CLIENT_LOGOS_COLUMNS =
  "created_at, id, link, logo, logo_alt, name, publish_at, sort_order, status, updated_at";
export type ClientLogoRecord = Omit<Tables<"client_logos">, "updated_by">;

export const clientLogoKeys = {
  list: ["client_logos", "back-office"] as const,
  one: (id: number) => ["client_logos", "back-office", id] as const,
};

/** What the client-logo editor writes (RLS: admins and editors only, decision 0953). */
export interface ClientLogoDraft {
  id?: number;
  name: string;
  logo: string | null;
  logo_alt: string;
  link: string | null;
  sort_order: number;
  status: PublicationStatus;
  /** A scheduled publication's date (ISO), null when published at once or a draft. */
  publish_at: string | null;
}

export function useClientLogos() {
  return useQuery({
    queryKey: clientLogoKeys.list,
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from("client_logos")
        .select("id, name, status, publish_at, sort_order, updated_at")
        .order("sort_order")
        .order("id");
      if (error) throw error;
      return data;
    },
  });
}

export function useClientLogo(id: number | null) {
  return useQuery({
    queryKey: clientLogoKeys.one(id ?? 0),
    enabled: id !== null,
    queryFn: async (): Promise<ClientLogoRecord> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.from("client_logos").select(CLIENT_LOGOS_COLUMNS).eq("id", id!).single();
      if (error) throw error;
      return data;
    },
  });
}

export async function saveClientLogo(draft: ClientLogoDraft): Promise<ClientLogoRecord> {
  if (!draft.logo) throw new Error("Ajoutez l'image du logo avant d'enregistrer.");
  const supabase = await getSupabase();
  const { id, ...fields } = draft;
  const row = { ...fields, logo: draft.logo, link: fields.link?.trim() || null };
  const query = id
    ? supabase.from("client_logos").update(row).eq("id", id).select(CLIENT_LOGOS_COLUMNS).single()
    : supabase.from("client_logos").insert(row).select(CLIENT_LOGOS_COLUMNS).single();
  const { data, error } = await query;
  if (error) throw writeError(error);
  return data;
}

export async function deleteClientLogo(id: number): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from("client_logos").delete().eq("id", id);
  if (error) throw writeError(error);
}
