import type { Testimonial } from "~/content/home";
import type { Database } from "../db/database";
import { responsiveImage } from "./images";
import { PUBLIC_BLOCK } from "./home-block-schedule";

interface TestimonialRow {
  quote: string;
  person_name: string;
  person_role: string;
  organisation: string;
  photo_alt: string | null;
  image_id: string | null;
  width: number;
  height: number;
  placeholder: string;
  widths: number[];
}

/** The published testimonials in their order, each with its photograph's variants when it has one (decision 0953). */
export async function publishedTestimonials(db: Pick<Database, "query">): Promise<Testimonial[]> {
  const { rows } = await db.query<TestimonialRow>(
    `select t.quote, t.person_name, t.person_role, t.organisation, t.photo_alt,
            i.id as image_id, i.width, i.height, i.placeholder, i.widths
       from public.testimonials t left join public.content_images i on i.id = t.photo
      where ${PUBLIC_BLOCK("t")}
      order by t.sort_order, t.id`,
  );
  return rows.map((row) => ({
    quote: row.quote,
    name: row.person_name,
    position: row.person_role,
    company: row.organisation,
    photo: row.image_id && row.photo_alt ? responsiveImage({ ...row, id: row.image_id }, row.photo_alt) : null,
  }));
}
