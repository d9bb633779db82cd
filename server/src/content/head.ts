import type { ResponsiveImageSources } from "@common/content-images";
import type { PublicArticle } from "~/features/blog/lib/article";
import type { PublicJobOffer } from "~/features/careers/lib/job-offer";
import type { PublicTeamMember } from "~/features/marketing/components/team/team-member";

const SITE_NAME = "Pont Atlantique Conseil";

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

const absolute = (siteUrl: string, url: string) => (url.startsWith("/") ? siteUrl + url : url);

/** Description, canonical and Open Graph tags, as `pageMeta` writes them for the prerendered pages. */
export function headTags(page: {
  title: string;
  description: string;
  url: string;
  type: "article" | "website";
  image: ResponsiveImageSources | null;
  siteUrl: string;
}): string {
  const meta = (attribute: string, key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const fullTitle = `${page.title} | ${SITE_NAME}`;
  return [
    meta("name", "description", page.description),
    `<link rel="canonical" href="${escapeHtml(page.url)}">`,
    meta("property", "og:title", fullTitle),
    meta("property", "og:description", page.description),
    meta("property", "og:url", page.url),
    meta("property", "og:type", page.type),
    meta("property", "og:locale", "fr_FR"),
    meta("property", "og:site_name", SITE_NAME),
    ...(page.image
      ? [
          meta("property", "og:image", absolute(page.siteUrl, page.image.src)),
          meta("property", "og:image:alt", page.image.alt),
        ]
      : []),
  ].join("");
}

/** schema.org Article, as a JSON-LD data block (not run by the browser, so no CSP hash: decision 0937). */
export function articleJsonLd(article: PublicArticle, url: string, siteUrl: string): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    mainEntityOfPage: url,
    inLanguage: "fr",
    ...(article.authorName
      ? { author: { "@type": "Person", name: article.authorName, jobTitle: article.authorPosition } }
      : {}),
    publisher: { "@type": "Organization", name: SITE_NAME, url: siteUrl },
    ...(article.cover ? { image: absolute(siteUrl, article.cover.src) } : {}),
    keywords: article.tags.join(", "),
  };
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}

/**
 * schema.org JobPosting (Google's required fields: title, description, datePosted, hiringOrganization,
 * jobLocation; validThrough when the offer closes), as a JSON-LD data block.
 */
export function jobPostingJsonLd(offer: PublicJobOffer, url: string, siteUrl: string): string {
  const [locality, country] = offer.location.split(",").map((part) => part.trim());
  const data = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: offer.title,
    description: offer.descriptionHtml || escapeHtml(offer.summary),
    datePosted: offer.publishedAt,
    ...(offer.closesOn ? { validThrough: `${offer.closesOn}T23:59:59Z` } : {}),
    ...(offer.employmentType === "Temps plein" ? { employmentType: "FULL_TIME" } : {}),
    hiringOrganization: { "@type": "Organization", name: SITE_NAME, sameAs: siteUrl },
    ...(locality
      ? {
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              addressLocality: locality,
              ...(country ? { addressCountry: country } : {}),
            },
          },
        }
      : {}),
    ...(offer.department ? { occupationalCategory: offer.department } : {}),
    ...(offer.skills.length ? { skills: offer.skills.join(" ; ") } : {}),
    url,
    inLanguage: "fr",
  };
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}

/**
 * schema.org Person for each published member of « Notre équipe » (name, jobTitle, worksFor the firm, image, the
 * localities of their offices), as one JSON-LD data block.
 */
export function teamJsonLd(members: PublicTeamMember[], pageUrl: string, siteUrl: string): string {
  const data = {
    "@context": "https://schema.org",
    "@graph": members.map((member) => ({
      "@type": "Person",
      "@id": `${pageUrl}#${member.slug}`,
      name: member.name,
      ...(member.position ? { jobTitle: member.position } : {}),
      worksFor: { "@type": "Organization", name: SITE_NAME, url: siteUrl },
      ...(member.photo ? { image: absolute(siteUrl, member.photo.src) } : {}),
      ...(member.offices.length
        ? {
            address: member.offices.map((office) => ({ "@type": "PostalAddress", addressLocality: office })),
          }
        : {}),
      ...(member.bio ? { description: member.bio } : {}),
      ...(member.expertise.length ? { knowsAbout: member.expertise } : {}),
    })),
  };
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}
