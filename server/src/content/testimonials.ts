import type { Testimonial } from "~/content/home";
import { rowsOf, type ContentApi } from "./api";
import { responsiveImage } from "./images";

/**
 * The testimonials the public reads (Row Level Security: published, their date come; decision 0974) in their order,
 * each with its photograph's variants when it has one (decision 0953).
 */
export async function publishedTestimonials(api: ContentApi): Promise<Testimonial[]> {
  const rows = rowsOf(
    await api
      .from("testimonials")
      .select(
        "quote, person_name, person_role, organisation, photo_alt, content_images(id, width, height, placeholder, widths)",
      )
      .order("sort_order")
      .order("id"),
  );
  return rows.map((row) => ({
    quote: row.quote,
    name: row.person_name,
    position: row.person_role,
    company: row.organisation,
    photo: row.content_images && row.photo_alt ? responsiveImage(row.content_images, row.photo_alt) : null,
  }));
}
