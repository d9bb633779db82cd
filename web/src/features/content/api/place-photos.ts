import { useQuery } from "@tanstack/react-query";
import { responsiveImage, type ResponsiveImage } from "~/features/blog";
import { getSupabase } from "~/lib/supabase";
import { PLACES } from "~/domain/places";
import { writeError } from "./testimonials";

export { PLACES };

export const placePhotoKeys = { all: ["place_photos", "back-office"] as const };

/** The photo of each office or training room that has one, by place key, with its image's variants. */
export function usePlacePhotos() {
  return useQuery({
    queryKey: placePhotoKeys.all,
    queryFn: async (): Promise<Map<string, ResponsiveImage>> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from("place_photos")
        .select("place, image_alt, content_images(id, width, height, placeholder, widths)");
      if (error) throw error;
      const photos = new Map<string, ResponsiveImage>();
      for (const row of data) {
        if (row.content_images) photos.set(row.place, responsiveImage(row.content_images, row.image_alt));
      }
      return photos;
    },
  });
}

/** Sets or replaces a place's photo: on its page within seconds. */
export async function setPlacePhoto(place: string, image: string, alt: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from("place_photos").upsert({ place, image, image_alt: alt });
  if (error) throw writeError(error);
}

/** Removes a place's photo: its page shows the drawn picture again. */
export async function removePlacePhoto(place: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from("place_photos").delete().eq("place", place);
  if (error) throw writeError(error);
}
