/**
 * The build's files the server renders pages into (decisions 0890, 0894, 0951) are templates, not pages: the
 * `_modele` page of each kind (an article, an offer, a case study) and the `index.html` of every page the server
 * renders (its members, offers or articles are the build's placeholders). Asked for directly — `/blog/_modele/`,
 * `/notre-equipe/index.html` — they answer the not-found page, so no visitor or search engine reads them.
 */
export const RENDERED_PAGE_PATHS = [
  "/blog",
  "/carrieres",
  "/etudes-de-cas",
  "/notre-equipe",
  "/a-propos",
  "/entreprise",
] as const;

const TEMPLATE_SEGMENT = /(^|\/)_modele(\/|$)/;

export function isTemplatePath(pathname: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return false; // the static site answers a malformed path with a 400
  }
  if (TEMPLATE_SEGMENT.test(path)) return true;
  if (!path.endsWith("/index.html")) return false;
  const page = path.slice(0, -"/index.html".length);
  return RENDERED_PAGE_PATHS.some((prefix) => page === prefix || page.startsWith(`${prefix}/`));
}
