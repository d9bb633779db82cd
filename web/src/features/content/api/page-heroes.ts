import type { ResponsiveImageSources } from "@common/content-images";
import { useQuery } from "@tanstack/react-query";
import { responsiveImage } from "~/features/blog";
import { getSupabase } from "~/lib/supabase";
import { writeError } from "./testimonials";

/** The pages whose hero shows a visual the firm may replace with its own image (decision 0953). */
export const HERO_PAGES: { path: string; label: string }[] = [
  { path: "/", label: "Accueil" },
  { path: "/a-propos", label: "À propos" },
  { path: "/entreprise", label: "L'entreprise" },
  { path: "/services", label: "Services" },
  { path: "/services/conseil", label: "Conseil" },
  { path: "/services/coaching", label: "Coaching" },
  { path: "/expertise/gestion-de-projet", label: "Gestion de projet" },
  { path: "/expertise/transformation-agile", label: "Transformation agile" },
  { path: "/solutions/bureau-de-projets", label: "Bureau de projets" },
  { path: "/formations", label: "Formations" },
  { path: "/formations/certifications", label: "Certifications" },
  { path: "/blog", label: "Blog" },
  { path: "/contact", label: "Contact" },
];

export const pageHeroKeys = { all: ["page_heroes", "back-office"] as const };

/** The edited hero of each page that has one, by path, with its image's variants. */
export function usePageHeroes() {
  return useQuery({
    queryKey: pageHeroKeys.all,
    queryFn: async (): Promise<Map<string, { image: ResponsiveImageSources; updatedAt: string }>> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from("page_heroes")
        .select("path, image_alt, updated_at, content_images(id, width, height, placeholder, widths)");
      if (error) throw error;
      const heroes = new Map<string, { image: ResponsiveImageSources; updatedAt: string }>();
      for (const row of data) {
        if (row.content_images)
          heroes.set(row.path, {
            image: responsiveImage(row.content_images, row.image_alt),
            updatedAt: row.updated_at,
          });
      }
      return heroes;
    },
  });
}

/** Sets or replaces a page's hero image: on the page within seconds. */
export async function setPageHero(path: string, image: string, alt: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from("page_heroes").upsert({ path, image, image_alt: alt });
  if (error) throw writeError(error);
}

/** Removes a page's hero image: the page shows its drawn illustration again. */
export async function removePageHero(path: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from("page_heroes").delete().eq("path", path);
  if (error) throw writeError(error);
}
