import { cn } from "~/lib/utils";
import { initialsOf } from "./initials";

/** Stands in for a portrait: no photo is published, so the avatar shows the person's initials. */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`Portrait de ${name}`}
      className={cn(
        "inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-secondary text-xl font-semibold tracking-wide text-secondary-foreground ring-1 ring-border",
        className,
      )}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
