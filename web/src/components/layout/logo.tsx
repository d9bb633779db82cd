import { Link } from "react-router";
import { site } from "~/config/site";
import { paths } from "~/lib/paths";
import { cn } from "~/lib/utils";

/** The bridge mark: an amber arch over a white deck, on the brand blue. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("size-9 shrink-0", className)}>
      <rect width="32" height="32" rx="7" fill="#0b3a6e" />
      <path d="M5 21c3-8 7-11 11-11s8 3 11 11" fill="none" stroke="#f2a541" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M5 21h22M10 21v-5.5M16 21v-11M22 21v-5.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The brand lockup with its "CONSEIL" label. `inverted` is for dark bands. */
export function LogoLockup({ inverted = false, className }: { inverted?: boolean; className?: string }) {
  return (
    <span className={cn("flex items-center gap-2.5", className)}>
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span className={cn("text-lg font-bold tracking-tight", inverted ? "text-white" : "text-primary")}>
          {site.name}
        </span>{" "}
        <span
          className={cn(
            "mt-1 text-xs font-semibold tracking-[0.25em]",
            inverted ? "text-amber-200" : "text-warm-subtle-foreground dark:text-warm",
          )}
        >
          {site.label}
        </span>
      </span>
    </span>
  );
}

/**
 * Where a logo link leads, for screen readers. The link's name is its visible text followed by this (WCAG 2.5.3
 * Label in Name: a voice user says what they see); an aria-label would replace the visible text instead.
 */
export function LogoLinkPurpose({ withBrand = false }: { withBrand?: boolean }) {
  return <span className="sr-only">{withBrand ? `${site.name} ${site.label} – accueil` : " – accueil"}</span>;
}

/** The logo as a link to the home page. */
export function Logo({
  inverted = false,
  className,
  onClick,
}: {
  inverted?: boolean;
  className?: string;
  onClick?: () => void;
}) {
  return (
    <Link
      to={paths.home()}
      onClick={onClick}
      className={cn(
        "rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring",
        className,
      )}
    >
      <LogoLockup inverted={inverted} />
      <LogoLinkPurpose />
    </Link>
  );
}
