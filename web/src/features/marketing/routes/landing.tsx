import { ArrowRightIcon, AwardIcon, GlobeIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { bandWhiteOutlineLinkClass } from "~/components/page/band-button";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Logo } from "~/components/layout/logo";
import { MAIN_CONTENT_ID, SkipLink } from "~/components/layout/skip-link";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { ProjectDashboardIllustration } from "../components/home/project-dashboard-illustration";
import { islandPage } from "~/lib/islands/island-page";

export const handle = islandPage;

export function meta() {
  return pageMeta({
    title: "L'excellence en gestion de projet",
    description:
      "Formations certifiantes, conseil et coaching en gestion de projet pour les organisations d'Afrique francophone, avec l'expertise canadienne de Pont Atlantique Conseil.",
    path: paths.welcome(),
  });
}

const proofPoints = [
  { icon: AwardIcon, text: "15 formations certifiantes" },
  { icon: UsersIcon, text: "50+ entreprises accompagnées" },
  { icon: GlobeIcon, text: "Montréal · Abidjan · Dakar" },
];

const footerLinks = [
  { label: "Mentions légales", to: paths.legalNotice() },
  { label: "Confidentialité", to: paths.privacy() },
  { label: "Contact", to: paths.contact() },
];

/** Standalone landing page (/bienvenue): no shared header or footer, two ways into the site. */
export default function LandingPage() {
  return (
    <div
      className="flex min-h-dvh flex-col bg-band text-band-foreground"
      style={{ backgroundImage: "radial-gradient(ellipse at 80% 0%, rgba(242,165,65,0.22), transparent 55%)" }}
    >
      <SkipLink />
      <header>
        <Container className="py-6">
          <Logo inverted />
        </Container>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 items-center focus:outline-none">
        <Container className="grid items-center gap-12 py-16 lg:grid-cols-[7fr_5fr]">
          <div className="max-w-3xl">
            <p className="mb-4 text-sm font-semibold tracking-wide text-amber-200 uppercase">
              Conseil et formation en gestion de projet
            </p>
            <h1 className="text-4xl font-bold tracking-tight md:text-5xl">
              L'excellence en gestion de projet, de Montréal à l'Afrique francophone
            </h1>
            <p className="mt-6 text-lg text-band-muted md:text-xl">
              Depuis le Canada, la Côte d'Ivoire et le Sénégal, nous formons et accompagnons les dirigeants et les
              équipes qui portent les projets structurants du continent.
            </p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              <Link to={paths.accueil()} className={buttonVariants({ variant: "accent", size: "lg" })}>
                Découvrir nos services
                <ArrowRightIcon aria-hidden="true" />
              </Link>
              <Link to={paths.catalogue()} className={bandWhiteOutlineLinkClass}>
                Voir nos formations
              </Link>
            </div>
            <ul className="mt-14 flex flex-col gap-4 text-band-muted sm:flex-row sm:gap-8">
              {proofPoints.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-2">
                  <Icon className="size-5 text-amber-200" aria-hidden="true" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          <ProjectDashboardIllustration className="hidden lg:block" />
        </Container>
      </main>
      <footer className="border-t border-white/15">
        <Container className="flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-band-muted">{site.fullName}</p>
          <nav aria-label="Liens utiles">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="rounded-sm text-band-muted underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </footer>
    </div>
  );
}
