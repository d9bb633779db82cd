import { ArrowRight, Phone } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { paths } from "~/lib/paths";
import { bandOutlineButtonClass } from "./band-button";

interface CallToActionProps {
  title?: string;
  description?: string;
}

/** The closing band of every services-area page: talk to us, or browse the formations. */
export function CallToAction({
  title = "Parlons de votre projet",
  description = "Un premier échange de 15 minutes, offert et sans engagement, pour comprendre votre besoin et vous proposer la bonne approche.",
}: CallToActionProps) {
  return (
    <Section tone="brand" aria-labelledby="cta-title">
      <div className="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-2xl font-bold md:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-band-muted">{description}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="accent" size="lg">
            <Link to={paths.contact()}>
              <Phone aria-hidden="true" />
              Nous contacter
            </Link>
          </Button>
          <Button asChild variant="outline" size="lg" className={bandOutlineButtonClass}>
            <Link to={paths.catalogue()}>
              Voir nos formations
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </Section>
  );
}
