import { href, type Register } from "react-router";
import manifest from "../../../common/route-manifest.generated.json" with { type: "json" };
import { expertisePages } from "../content/expertise";
import { demoFormations } from "../content/formations";
import { industries } from "../content/industries";
import { serviceDetails } from "../content/services";
import { industrySlug } from "../lib/paths";
import { TEMPLATE_SLUG } from "../features/blog/lib/template-article";
import { JOB_OFFER_TEMPLATE_SLUG } from "../features/careers/lib/job-offer";
import { CASE_STUDY_TEMPLATE_SLUG } from "../features/case-studies/lib/case-study";

type Pattern = keyof Register["pages"];
type ParamsOf<P extends Pattern> = Register["pages"][P]["params"];

/** The content each prerendered page with params is built for: one page per id or slug. */
const contentParams: { [P in Pattern]?: ParamsOf<P>[] } = {
  "/services/:slug": serviceDetails.map(({ slug }) => ({ slug })),
  "/expertise/:slug": expertisePages.map(({ slug }) => ({ slug })),
  "/industries/:slug": industries.map(({ name }) => ({ slug: industrySlug(name) })),
  // One template page, which the server fills with each article (decision 0890).
  "/blog/:slug": [{ slug: TEMPLATE_SLUG }],
  "/carrieres/:slug": [{ slug: JOB_OFFER_TEMPLATE_SLUG }],
  "/etudes-de-cas/:id": [{ id: CASE_STUDY_TEMPLATE_SLUG }],
  "/formations/:id": demoFormations.map(({ id }) => ({ id: String(id) })),
  "/formations/:id/inscription": demoFormations.map(({ id }) => ({ id: String(id) })),
};

/** The not-found screen, prerendered once; the server answers every unknown path with it and status 404. */
export const NOT_FOUND_PAGE = "/404";

/**
 * Every public URL built to static HTML at build time: the pages the route manifest marks prerendered, those with
 * params once per content id. Signed-in screens and browser-rendered pages are left to the app shell.
 */
export async function prerenderPaths(): Promise<string[]> {
  const pages = manifest.routes.filter((route) => route.prerendered);
  return [
    ...pages.flatMap(({ path }) => {
      const pattern = path as Pattern;
      if (!pattern.includes(":")) return [pattern];
      const ids = contentParams[pattern];
      if (!ids)
        throw new Error(`No content ids to prerender ${pattern}: add them to contentParams or renderedInBrowser`);
      return ids.map((params) => (href as (path: string, params: object) => string)(pattern, params));
    }),
    NOT_FOUND_PAGE,
  ];
}
