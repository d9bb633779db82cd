import { ArrowRightIcon, MessageSquareIcon } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { Container } from "~/components/ui/container";
import { homeTrainingRoom } from "~/assets/pictures";
import { HERO_VISUAL_SLOT, HeroArt } from "~/components/ui/page-hero";
import { hero } from "~/content/home";
import { paths } from "~/lib/paths";
import { openProjectDialogWithoutCommands, projectDialogCommand } from "./project-contact-dialog";

/** Tailwind's `lg`: the widths at which the home page's hero visual shows. */
const HOME_HERO_MEDIA = "(min-width: 1024px)";

/**
 * The home page's deep-blue band: its text (`children`, the hero island) and, from `lg`, its visual — the training
 * room drawn for the site (decision 1084), or the image the firm sets for `/` in « Contenus », which the server puts
 * in the visual's slot (decision 0953). The visual is outside the island: it is plain markup the server may replace.
 */
export function HomeHeroBand({ children }: { children: React.ReactNode }) {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden bg-band text-band-foreground"
      style={{ backgroundImage: "radial-gradient(ellipse at 85% 10%, rgba(242,165,65,0.2), transparent 50%)" }}
    >
      <Container className="grid items-center gap-12 py-16 md:py-24 lg:grid-cols-[7fr_5fr]">
        {children}
        {/* Shown from lg only: a phone fetches no image (`media`); the server keeps it for the firm's own image. */}
        <div data-slot={HERO_VISUAL_SLOT} data-media={HOME_HERO_MEDIA} className="hidden lg:block">
          <HeroArt visual={{ kind: "image", ...homeTrainingRoom, media: HOME_HERO_MEDIA }} />
        </div>
      </Container>
    </section>
  );
}

/** The hero's text and buttons: « Contactez-nous » opens the project dialog, through the browser (decision 1053). */
export function HomeHero() {
  return (
    <div>
      <p className="mb-4 text-sm font-semibold tracking-wide text-amber-200 uppercase">{hero.eyebrow}</p>
      <h1 id="home-hero-title" className="text-4xl font-bold tracking-tight md:text-5xl">
        {hero.title}
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-band-muted md:text-xl">{hero.lead}</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.catalogue()} className={cn(buttonVariants({ variant: "accent", size: "lg" }))}>
          {hero.primaryCta}
          <ArrowRightIcon aria-hidden="true" />
        </Link>
        <Button
          size="lg"
          variant="outline"
          aria-haspopup="dialog"
          onClick={openProjectDialogWithoutCommands}
          {...projectDialogCommand("show-modal")}
          className="border-white/60 bg-transparent text-white hover:bg-white/10 hover:text-white focus-visible:ring-white focus-visible:ring-offset-band"
        >
          <MessageSquareIcon aria-hidden="true" />
          {hero.contactCta}
        </Button>
      </div>
    </div>
  );
}
