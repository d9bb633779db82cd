import { ArrowRight, type LucideIcon } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** An outline button on the deep-blue band (hero, closing call to action); long French labels wrap on phones. */
export const bandOutlineButtonClass =
  "h-auto min-h-12 max-w-full whitespace-normal border-band-foreground/40 bg-transparent text-band-foreground hover:bg-band-foreground/10 hover:text-band-foreground";

/** The band's secondary button around one link: `<BandOutlineButton><Link …/></BandOutlineButton>`. */
export function BandOutlineButton({ size, children }: { size?: "lg"; children: React.ReactElement }) {
  return (
    <Button asChild variant="outline" size={size} className={bandOutlineButtonClass}>
      {children}
    </Button>
  );
}

/** The band's large accent button, the main action: an optional icon, then its label. */
export function BandMainLink({
  to,
  icon: Icon,
  children,
}: {
  to: string;
  icon?: LucideIcon;
  children: React.ReactNode;
}) {
  return (
    <Button asChild variant="accent" size="lg">
      <Link to={to}>
        {Icon && <Icon aria-hidden="true" />}
        {children}
      </Link>
    </Button>
  );
}

/** The band's large outline button to the next page: its label, then an arrow. */
export function BandNextLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <BandOutlineButton size="lg">
      <Link to={to}>
        {children}
        <ArrowRight aria-hidden="true" />
      </Link>
    </BandOutlineButton>
  );
}

/** A link drawn as a large white-outlined button on the deep-blue band (the home page's closing band, the landing page). */
export const bandWhiteOutlineLinkClass = cn(
  buttonVariants({ variant: "outline", size: "lg" }),
  "border-white/60 bg-transparent text-white hover:bg-white/10 hover:text-white",
);
