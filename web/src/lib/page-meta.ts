import { site } from "~/config/site";

export interface PageMetaInput {
  /** Page title without the brand (the brand is appended). */
  title: string;
  description: string;
  /** Path built with paths.* */
  path: string;
  type?: "website" | "article";
}

/** Title, description, canonical and Open Graph tags of a public page. */
export function pageMeta({ title, description, path, type = "website" }: PageMetaInput) {
  const fullTitle = `${title} | ${site.fullName}`;
  const url = `${site.url}${path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: type },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:site_name", content: site.fullName },
  ];
}
