import { Section, SectionHeading } from "~/components/ui/section";
import { testimonials } from "~/content/home";
import { TestimonialsCarousel } from "./testimonials-carousel";

export function TestimonialsSection() {
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
