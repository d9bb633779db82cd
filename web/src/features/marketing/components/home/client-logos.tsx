import { HeadedSection } from "~/components/page/headed-section";
import type { ClientLogo } from "~/content/home";

/** Where the client logos go: the server renders the published ones into it (decision 0953). */
export const CLIENT_LOGOS_SLOT = "client-logos";

/**
 * The published client logos, edited in « Contenus »: each in AVIF/WebP at its size, linked to the client's site
 * when the firm gave one. Nothing while none is published. Sized inline as well as by class: the build has no logo
 * to take their rules into the page's critical CSS.
 */
export function ClientLogos({ logos }: { logos: ClientLogo[] }) {
  if (logos.length === 0) return null;
  return (
    <HeadedSection
      titleId="home-client-logos-title"
      eyebrow="Références"
      title="Ils travaillent avec nous"
      align="center"
    >
      <ul
        className="flex flex-wrap items-center justify-center gap-10"
        style={{ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "center", gap: "2.5rem" }}
      >
        {logos.map((client, index) => {
          const picture = (
            <picture>
              <source type="image/avif" srcSet={client.logo.avifSrcSet} sizes="10rem" />
              <source type="image/webp" srcSet={client.logo.webpSrcSet} sizes="10rem" />
              <img
                src={client.logo.src}
                alt={client.logo.alt}
                width={client.logo.width}
                height={client.logo.height}
                loading="lazy"
                decoding="async"
                style={{ display: "block", height: "3.5rem", width: "auto", maxWidth: "10rem", objectFit: "contain" }}
              />
            </picture>
          );
          return (
            <li key={`${index}-${client.name}`}>
              {client.link ? (
                <a href={client.link} rel="noopener" title={client.name}>
                  {picture}
                </a>
              ) : (
                picture
              )}
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
