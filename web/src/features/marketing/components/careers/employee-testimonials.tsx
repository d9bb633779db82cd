import { QuoteIcon } from "lucide-react";
import type { EmployeeTestimonial } from "~/content/careers";
import { DrawnPortrait } from "../team/drawn-portrait";

export function EmployeeTestimonials({ testimonials }: { testimonials: EmployeeTestimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <figure className="flex h-full flex-col rounded-lg border bg-card p-6">
            <QuoteIcon className="mb-4 size-8 text-warm" aria-hidden="true" />
            <blockquote className="flex-1 leading-relaxed text-foreground">« {testimonial.quote} »</blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <DrawnPortrait name={testimonial.name} size={48} />
              <span className="grid">
                <span className="font-semibold text-foreground">{testimonial.name}</span>
                <span className="text-sm text-muted-foreground">
                  {testimonial.position}, {testimonial.company}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
