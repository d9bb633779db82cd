import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { findServiceDetail } from "~/content/services";

/** A service page's FAQ accordion, found by the service's slug (decision 0800: islands take plain props). */
export function ServiceFaqIsland({ slug }: { slug: string }) {
  const faq = findServiceDetail(slug)?.faq ?? [];
  return (
    <Accordion type="single" collapsible>
      {faq.map((item) => (
        <AccordionItem key={item.question} value={item.question}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
