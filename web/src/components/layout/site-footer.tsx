import { MailIcon, MapPinIcon, PhoneIcon, ClockIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { site } from "~/config/site";
import { paths } from "~/lib/paths";
import { LogoLockup } from "./logo";
import { Island } from "~/lib/islands/island";
import { NewsletterForm } from "./newsletter-form";
import { SocialIcon } from "./social-icons";

const quickLinks = [
  { label: "Formations", to: paths.catalogue() },
  { label: "Services", to: paths.services() },
  { label: "À propos", to: paths.about() },
  { label: "Contact", to: paths.contact() },
  { label: "Blog", to: paths.blog() },
];

const legalLinks = [
  { label: "Mentions légales", to: paths.legalNotice() },
  { label: "Politique de confidentialité", to: paths.privacyAlias() },
  { label: "Conditions générales de vente", to: paths.terms() },
];

const linkClass =
  "rounded-sm text-band-muted underline-offset-4 transition-colors hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white";

function ColumnTitle({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">
      {children}
    </h2>
  );
}

function FooterLinks({ links, className }: { links: { label: string; to: string }[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The year is computed at render; the prerendered HTML carries the build year and the browser's
 * year replaces it silently should a new year have started since the build.
 */
function CopyrightYear() {
  const [year] = useState(() => new Date().getFullYear());
  return <span suppressHydrationWarning>{year}</span>;
}

export function SiteFooter() {
  const office = site.footerOffice;
  return (
    // Below the fold on every page: styled and laid out when it comes near (docs/decisions/0981). Until then it takes
    // at least its real height (1 237 px at 320 px wide, 697 at 768, 485 at 1024), so that what it holds lies within
    // its box: tools that find a text's background by hit-testing (axe's contrast check) find the footer's.
    <footer className="bg-band-deep text-band-foreground [content-visibility:auto] [contain-intrinsic-block-size:auto_80rem] md:[contain-intrinsic-block-size:auto_44rem] lg:[contain-intrinsic-block-size:auto_31rem]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.1fr_0.8fr_1.4fr_1.2fr] lg:px-8">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="sr-only">
            {site.fullName}
          </h2>
          <LogoLockup inverted />
          <p className="mt-4 max-w-xs text-sm text-band-muted">{site.tagline}.</p>
          <ul className="mt-6 flex gap-2" aria-label="Réseaux sociaux">
            {site.social.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-10 items-center justify-center rounded-md bg-white/10 text-white transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
                >
                  <SocialIcon network={social.network} className="size-5" />
                  <span className="sr-only">{`${social.label} (nouvel onglet)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby="footer-links">
          <ColumnTitle id="footer-links">Liens rapides</ColumnTitle>
          <FooterLinks links={quickLinks} className="space-y-2.5 text-sm" />
        </nav>

        <section aria-labelledby="footer-contact">
          <ColumnTitle id="footer-contact">Contact</ColumnTitle>
          <address className="space-y-3 text-sm not-italic">
            <p className="flex gap-2.5 text-band-muted">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-amber-200" aria-hidden="true" />
              <span>
                {office.city}, {office.country}
              </span>
            </p>
            <p className="flex gap-2.5">
              <PhoneIcon className="mt-0.5 size-4 shrink-0 text-amber-200" aria-hidden="true" />
              <a href={office.phoneHref} className={linkClass}>
                {office.phone}
              </a>
            </p>
            <p className="flex gap-2.5">
              <MailIcon className="mt-0.5 size-4 shrink-0 text-amber-200" aria-hidden="true" />
              <a href={`mailto:${site.emails.contact}`} className={`${linkClass} break-words`}>
                {site.emails.contact}
              </a>
            </p>
            <p className="flex gap-2.5 text-band-muted">
              <ClockIcon className="mt-0.5 size-4 shrink-0 text-amber-200" aria-hidden="true" />
              <span>{site.hours.weekdays}</span>
            </p>
          </address>
        </section>

        <section aria-labelledby="footer-newsletter">
          <ColumnTitle id="footer-newsletter">Newsletter</ColumnTitle>
          <p className="mb-4 text-sm text-band-muted">
            Nos conseils en gestion de projet et nos prochaines sessions de formation, une fois par mois.
          </p>
          <Island name="newsletter-form" component={NewsletterForm} />
        </section>
      </div>

      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p className="text-band-muted">
            © <CopyrightYear /> {site.fullName}. Tous droits réservés.
          </p>
          <nav aria-label="Informations légales">
            <FooterLinks links={legalLinks} className="flex flex-wrap gap-x-6 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
