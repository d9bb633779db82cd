import { initials } from "~/domain/person";
import { cn } from "~/lib/utils";

/**
 * Stands in for a portrait: no photo is published, so the avatar shows the person's initials (~/domain/person).
 * Alone (a team card, a blog byline) it is a labelled image; `beside` a quote that names the person it is hidden from
 * screen readers and drawn in the main colour.
 */
export function InitialsAvatar({
  name,
  className,
  beside = false,
}: {
  name: string;
  className?: string;
  beside?: boolean;
}) {
  if (beside) {
    return (
      <span
        aria-hidden="true"
        className={cn(
          "flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground",
          className,
        )}
      >
        {initials(name)}
      </span>
    );
  }
  return (
    <span
      role="img"
      aria-label={`Portrait de ${name}`}
      className={cn(
        "inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-secondary text-xl font-semibold tracking-wide text-secondary-foreground ring-1 ring-border",
        className,
      )}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}
