import { Link } from "react-router";
import { bandWhiteOutlineLinkClass } from "~/components/page/band-button";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { Section } from "~/components/ui/section";
import { closingCta } from "~/content/home";
import { paths } from "~/lib/paths";

export function ClosingCta() {
  return (
    <Section tone="brand" aria-labelledby="home-cta-title" containerClassName="text-center">
      <h2 id="home-cta-title" className="mx-auto max-w-3xl text-3xl font-bold tracking-tight">
        {closingCta.title}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-band-muted">{closingCta.text}</p>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.bookCall()} className={cn(buttonVariants({ variant: "accent", size: "lg" }))}>
          {closingCta.contactLabel}
        </Link>
        <Link to={paths.catalogue()} className={bandWhiteOutlineLinkClass}>
          {closingCta.catalogueLabel}
        </Link>
      </div>
    </Section>
  );
}
