import { Phone } from "lucide-react";
import { BandMainLink, BandNextLink } from "~/components/page/band-button";
import { CallToActionBand } from "~/components/page/call-to-action-band";
import { paths } from "~/lib/paths";

interface CallToActionProps {
  title?: string;
  description?: string;
}

/** The closing band of every services-area page: book the 15-minute call (decision 1021), or browse the formations. */
export function CallToAction({
  title = "Parlons de votre projet",
  description = "Un premier échange de 15 minutes, offert et sans engagement, pour comprendre votre besoin et vous proposer la bonne approche.",
}: CallToActionProps) {
  return (
    <CallToActionBand titleId="cta-title" title={title} description={description}>
      <BandMainLink to={paths.bookCall()} icon={Phone}>
        Réserver un premier échange
      </BandMainLink>
      <BandNextLink to={paths.catalogue()}>Voir nos formations</BandNextLink>
    </CallToActionBand>
  );
}
