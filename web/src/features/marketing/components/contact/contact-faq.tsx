import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import type { FaqItem } from "~/content/contact";

export function ContactFaq({ items }: { items: FaqItem[] }) {
  return (
    <Accordion type="single" collapsible className="rounded-xl border bg-card px-6">
      {items.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent className="max-w-prose leading-relaxed">{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
