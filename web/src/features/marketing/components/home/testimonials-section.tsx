import { HeadedSection } from "~/components/page/headed-section";
import type { Testimonial } from "~/content/home";
import { TestimonialsCarousel } from "./testimonials-carousel";

/**
 * « Ils nous ont fait confiance »: the published testimonials, an island rendered from its props. The build renders
 * it with the seed's; the server renders it again with the database's on every change (decision 0953). Nothing is
 * shown while none is published.
 */
export function TestimonialsSection({ testimonials }: { testimonials: Testimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <HeadedSection
      titleId="home-testimonials-title"
      tone="tinted"
      eyebrow="Témoignages"
      title="Ils nous ont fait confiance"
      align="center"
    >
      <TestimonialsCarousel testimonials={testimonials} />
    </HeadedSection>
  );
}
