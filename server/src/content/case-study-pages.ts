import type { Context } from "hono";
import { createElement } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import {
  CASE_STUDIES_PATH,
  CASE_STUDY_LIST_SECTION_ID,
  CASE_STUDY_TEMPLATE_SLUG,
  CaseStudyArticle,
  CaseStudyNotFound,
  CaseStudyTabs,
  caseStudyFromRow,
  caseStudyHref,
  similarCaseStudies,
  type CaseStudySummary,
  type PublicCaseStudy,
} from "~/features/case-studies";
import { IslandProviders } from "~/lib/islands/providers";
import type { ContentApi } from "./api";
import { caseStudySummaries, coversOf, movedCaseStudy, publishedCaseStudies, publishedCaseStudy } from "./case-studies";
import { headTags } from "./head";
import { fill, fillSection, type RenderedPage, type RenderedPages } from "./rendered-pages";
import { SLUG } from "./fields";

const SITE_NAME = "Pont Atlantique Conseil";
const ISLAND = "case-study-tabs";

/** schema.org Article for a study (the client as its subject), as a JSON-LD data block (decision 0937: no CSP hash). */
export function caseStudyJsonLd(study: PublicCaseStudy, url: string, siteUrl: string): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: study.title,
    description: study.summary,
    datePublished: study.publishedAt,
    mainEntityOfPage: url,
    inLanguage: "fr",
    articleSection: "Études de cas",
    ...(study.client ? { about: { "@type": "Organization", name: study.client } } : {}),
    ...(study.sector ? { keywords: study.sector } : {}),
    author: { "@type": "Organization", name: SITE_NAME, url: siteUrl },
    publisher: { "@type": "Organization", name: SITE_NAME, url: siteUrl },
    ...(study.cover ? { image: study.cover.src.startsWith("/") ? siteUrl + study.cover.src : study.cover.src } : {}),
  };
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}

/**
 * The tabs island of /etudes-de-cas with the given studies as its props, as the build's `<Island>` writes it
 * (web/src/lib/islands/island.tsx): the same marker attributes, the prefix the build chose (so the browser's
 * hydration finds the same ids) and the component rendered inside the islands' providers.
 */
function tabsIsland(template: string, studies: CaseStudySummary[]): string {
  const prefix = new RegExp(`data-island="${ISLAND}"[^>]*?data-island-prefix="([^"]+)"`).exec(template)?.[1] ?? "i0-";
  const inner = renderToString(
    createElement(IslandProviders, {
      location: { pathname: CASE_STUDIES_PATH },
      children: createElement(CaseStudyTabs, { studies }),
    }),
    { identifierPrefix: prefix },
  );
  return renderToStaticMarkup(
    createElement("div", {
      "data-island": ISLAND,
      "data-island-prefix": prefix,
      "data-island-when": "interaction",
      "data-island-props": JSON.stringify({ studies }),
      style: { display: "contents" },
      dangerouslySetInnerHTML: { __html: inner },
    }),
  );
}

/**
 * /etudes-de-cas and /etudes-de-cas/<slug> rendered on the server from the database (decisions 0890, 0952): the
 * list page keeps the build's hero, call to action and critical CSS, its tabs island given the published studies;
 * a study's page is the build's template (`_modele`) with its `<main>` rendered from the study, Open Graph and
 * JSON-LD Article. An old address (a changed slug, or the studies' former identifiers) answers 301. Cached by
 * `pages` until the next change.
 */
export function caseStudyPages(options: { api: ContentApi; siteUrl: string; pages: RenderedPages }) {
  const { api, siteUrl, pages } = options;
  const { template, page, cached, send } = pages;

  async function renderListing(): Promise<RenderedPage> {
    const studies = await caseStudySummaries(api, await publishedCaseStudies(api));
    const html = await template("etudes-de-cas/index.html");
    const description =
      "Découvrez comment nous avons accompagné des organisations de l'énergie, de la finance, des télécoms, du secteur public et des mines en Afrique de l'Ouest : contexte, démarche et résultats.";
    const head = headTags({
      title: "Études de cas : nos missions en Afrique",
      description,
      url: `${siteUrl}${CASE_STUDIES_PATH}`,
      type: "website",
      image: null,
      siteUrl,
    });
    return page(
      fillSection(
        html,
        CASE_STUDY_LIST_SECTION_ID,
        tabsIsland(html, studies),
        head,
        `Études de cas : nos missions en Afrique | ${SITE_NAME}`,
      ),
    );
  }

  /**
   * An unknown study's address: « Étude de cas non trouvée » with its message and the link back to the list, in the
   * study's template, answered 404 and kept out of search engines (issue 48 item 6) — not the site's generic 404.
   */
  async function renderMissing(): Promise<RenderedPage> {
    const main = renderToStaticMarkup(
      createElement(MemoryRouter, { initialEntries: [CASE_STUDIES_PATH] }, createElement(CaseStudyNotFound)),
    );
    const html = fill(
      await template(`etudes-de-cas/${CASE_STUDY_TEMPLATE_SLUG}/index.html`),
      main,
      '<meta name="robots" content="noindex">',
      `Étude de cas non trouvée | ${SITE_NAME}`,
    );
    return { ...page(html), status: 404 };
  }

  async function renderStudy(slug: string): Promise<RenderedPage> {
    const row = await publishedCaseStudy(api, slug);
    if (!row) {
      const moved = await movedCaseStudy(api, slug);
      return moved ? { status: 301, location: caseStudyHref(moved) } : cached("case-study:missing", renderMissing);
    }
    const study = caseStudyFromRow(row, (await coversOf(api, [row]))(row));
    const similar = await caseStudySummaries(api, similarCaseStudies(await publishedCaseStudies(api), row));
    const main = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        { initialEntries: [caseStudyHref(study.slug)] },
        createElement(CaseStudyArticle, { study, similar }),
      ),
    );
    const url = `${siteUrl}${caseStudyHref(study.slug)}`;
    const title = row.seo_title || `${study.title} | Étude de cas`;
    const description = row.seo_description || study.summary;
    const head =
      headTags({ title, description, url, type: "article", image: study.cover, siteUrl }) +
      caseStudyJsonLd(study, url, siteUrl);
    return page(
      fill(
        await template(`etudes-de-cas/${CASE_STUDY_TEMPLATE_SLUG}/index.html`),
        main,
        head,
        `${title} | ${SITE_NAME}`,
      ),
    );
  }

  return {
    async listing(c: Context) {
      return send(c, await cached("case-studies", renderListing));
    },
    async study(c: Context) {
      const slug = c.req.param("slug") ?? "";
      const rendered =
        !SLUG.test(slug) || slug.length > 120
          ? await cached("case-study:missing", renderMissing)
          : await cached(`case-study:${slug}`, () => renderStudy(slug));
      return rendered.status === 404 && rendered.html ? send(c, { ...rendered, status: 200 }, 404) : send(c, rendered);
    },
  };
}
