import { ArrowLink } from "~/components/page/arrow-link";
import { expertiseBlocks } from "~/content/services";

const linkClass =
  "mt-4 inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring";

/** The four expertise blocks of /services, each leading to its own page. */
export function ExpertiseBlocks() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {expertiseBlocks.map((block) => {
        const Icon = block.icon;
        return (
          <li key={block.title} className="flex flex-col rounded-lg border bg-card p-6">
            <Icon className="size-8 text-warm-subtle-foreground dark:text-warm" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-semibold text-foreground">{block.title}</h3>
            <p className="mt-2 flex-1 text-muted-foreground">{block.description}</p>
            <ArrowLink to={block.href} className={linkClass}>
              {block.linkLabel}
            </ArrowLink>
          </li>
        );
      })}
    </ul>
  );
}
