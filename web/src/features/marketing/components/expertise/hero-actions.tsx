import { MessageSquarePlus } from "lucide-react";
import { BandMainLink, BandNextLink } from "~/components/page/band-button";
import { paths } from "~/lib/paths";

interface HeroActionsProps {
  /** The label of the main button, which leads to the contact page. */
  contactLabel: string;
  /** The outline button after it (usually the matching training catalogue). */
  next: { to: string; label: string };
}

/** The two buttons of an offer page's hero: talk to us, then the next step. */
export function HeroActions({ contactLabel, next }: HeroActionsProps) {
  return (
    <>
      <BandMainLink to={paths.contact()} icon={MessageSquarePlus}>
        {contactLabel}
      </BandMainLink>
      <BandNextLink to={next.to}>{next.label}</BandNextLink>
    </>
  );
}
