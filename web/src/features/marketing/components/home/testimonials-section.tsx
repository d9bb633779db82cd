import { Section, SectionHeading } from "~/components/ui/section";
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
    <Section tone="tinted" aria-labelledby="home-testimonials-title">
      <SectionHeading
        id="home-testimonials-title"
        eyebrow="Témoignages"
        title="Ils nous ont fait confiance"
        align="center"
      />
      <TestimonialsCarousel testimonials={testimonials} />
    </Section>
  );
}
