import { useQuery } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";

/** The home page's blocks whose history the database keeps in content_block_revisions (decision 0974). */
export type HomeBlock = "testimonials" | "client_logos" | "page_heroes";

export const blockRevisionKeys = {
  of: (block: HomeBlock, key: string) => ["content_block_revisions", block, key] as const,
};

/** Who changed a testimonial, a logo or a page's hero, and what they did, newest first (editors only, by RLS). */
export function useBlockRevisions(block: HomeBlock, key: string | number | null) {
  return useQuery({
    queryKey: blockRevisionKeys.of(block, String(key ?? "")),
    enabled: key !== null,
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from("content_block_revisions")
        .select("id, action, changed_at, changed_by")
        .eq("block", block)
        .eq("block_key", String(key))
        .order("changed_at", { ascending: false })
        .order("id", { ascending: false })
        .limit(50);
      if (error) throw error;
      return data;
    },
  });
}
