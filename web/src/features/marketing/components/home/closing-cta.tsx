import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { closingCta } from "~/content/home";
import { paths } from "~/lib/paths";
import { cn } from "~/lib/utils";

export function ClosingCta() {
  return (
    <Section tone="brand" aria-labelledby="home-cta-title" containerClassName="text-center">
      <h2 id="home-cta-title" className="mx-auto max-w-3xl text-3xl font-bold tracking-tight">
        {closingCta.title}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-band-muted">{closingCta.text}</p>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.contact()} className={buttonVariants({ variant: "accent", size: "lg" })}>
          {closingCta.contactLabel}
        </Link>
        <Link
          to={paths.catalogue()}
          className={cn(
            buttonVariants({ variant: "outline", size: "lg" }),
            "border-white/60 bg-transparent text-white hover:bg-white/10 hover:text-white",
          )}
        >
          {closingCta.catalogueLabel}
        </Link>
      </div>
    </Section>
  );
}
