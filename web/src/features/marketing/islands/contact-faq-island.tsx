import { faq } from "~/content/contact";
import { ContactFaq } from "../components/contact/contact-faq";

/** The contact page's FAQ accordion, as an island without props (decision 0800). */
export function ContactFaqIsland() {
  return <ContactFaq items={faq} />;
}
