import { useQuery } from "@tanstack/react-query";
import type { Tables } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import type { SavedContent } from "@common/functions/answers";
import type { SaveAction } from "../components/use-content-draft";
import { invokeFunction } from "~/lib/invoke-function";
import { SAVE_FAILED_MESSAGE } from "./content-function";

/** Every column but updated_by, a staff account's id no API role reads (issue 42 item 4, decision 0988). */
export const TEAM_MEMBERS_COLUMNS =
  "bio, created_at, department, expertise, id, name, offices, photo, photo_alt, position, published, slug, sort_order, updated_at";
export type TeamMemberRecord = Omit<Tables<"team_members">, "updated_by">;

export const teamMemberKeys = {
  list: ["team_members", "back-office"] as const,
  one: (id: number) => ["team_members", "back-office", id] as const,
  revisions: (id: number) => ["team_member_revisions", id] as const,
};

export const DEPARTMENT_LABELS: Record<string, string> = {
  direction: "Direction",
  formation: "Formation",
  conseil: "Conseil",
  operations: "Opérations",
};

export function useTeamMembers() {
  return useQuery({
    queryKey: teamMemberKeys.list,
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from("team_members")
        .select("id, slug, name, department, published, updated_at")
        .order("department")
        .order("sort_order");
      if (error) throw error;
      return data;
    },
  });
}

export function useTeamMember(id: number | null) {
  return useQuery({
    queryKey: teamMemberKeys.one(id ?? 0),
    enabled: id !== null,
    queryFn: async (): Promise<TeamMemberRecord> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.from("team_members").select(TEAM_MEMBERS_COLUMNS).eq("id", id!).single();
      if (error) throw error;
      return data;
    },
  });
}

export function useTeamMemberRevisions(id: number | null) {
  return useQuery({
    queryKey: teamMemberKeys.revisions(id ?? 0),
    enabled: id !== null,
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from("team_member_revisions")
        .select("id, action, changed_at, changed_by")
        .eq("team_member_id", id!)
        .order("changed_at", { ascending: false })
        .limit(20);
      if (error) throw error;
      return data;
    },
  });
}

/** What the editor sends to content-team-member (supabase/functions/content-team-member/team-member.ts). */
export interface TeamMemberDraft {
  id?: number;
  name: string;
  slug: string;
  position: string;
  department: string;
  offices: string[];
  bio: string;
  expertise: string[];
  photo: string | null;
  photo_alt: string | null;
  sort_order: number;
}

/** Saves a member; « publier » and « dépublier » set its published flag (members have no publication date). */
export async function saveTeamMember(
  draft: TeamMemberDraft,
  action: SaveAction,
  published: boolean,
): Promise<SavedContent> {
  const nextPublished = action === "publish" ? true : action === "unpublish" ? false : published;
  const saved = await invokeFunction(
    "content-team-member",
    { ...draft, published: nextPublished },
    { fallbackMessage: SAVE_FAILED_MESSAGE },
  );
  return {
    id: saved.id,
    slug: saved.slug,
    status: saved.published ? "published" : "draft",
    published_at: null,
    updated_at: saved.updated_at,
  };
}
