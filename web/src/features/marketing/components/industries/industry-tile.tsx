import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { type Industry, industryPath } from "~/content/industries";

/** A whole-card link to an industry page (/industries/{slug}). */
export function IndustryTile({ industry }: { industry: Industry }) {
  const Icon = industry.icon;
  return (
    <Link
      to={industryPath(industry)}
      className="group flex h-full flex-col rounded-lg border bg-card p-5 transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Icon className="size-7 text-primary" aria-hidden="true" />
      <span className="mt-3 text-lg font-semibold text-foreground">{industry.name}</span>
      <span className="mt-1 flex-1 text-sm text-muted-foreground">{industry.tagline}</span>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary">
        Découvrir
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </span>
    </Link>
  );
}
