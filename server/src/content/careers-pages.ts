import type { Context } from "hono";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { JobOfferListView } from "~/features/careers/components/job-offer-list-view";
import { JobOfferView } from "~/features/careers/components/job-offer-view";
import {
  CAREERS_PATH,
  JOB_OFFER_TEMPLATE_SLUG,
  OFFER_SECTION_ID,
  OFFERS_SECTION_ID,
  jobOfferHref,
} from "~/features/careers/lib/job-offer";
import type { ContentApi } from "./api";
import { headTags, jobPostingJsonLd } from "./head";
import { jobOfferFromRow, jobOfferSummaryFromRow, movedJobOffer, openJobOffer, openJobOffers } from "./job-offers";
import { fillSection, type RenderedPage, type RenderedPages } from "./rendered-pages";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * /carrieres and /carrieres/<slug> rendered on the server (decisions 0890, 0894): the build's page keeps its hero,
 * its islands (testimonials, application form) and its critical CSS; the server fills its offers section — the
 * open offers of the database on /carrieres, one offer on the template page of /carrieres/<slug> — and sets the
 * head (title, description, canonical, Open Graph, JSON-LD JobPosting). Cached by `pages` until the next change.
 */
export function careersPages(options: { api: ContentApi; siteUrl: string; pages: RenderedPages }) {
  const { api, siteUrl, pages } = options;
  const { template, page, cached, send, notFound } = pages;

  async function renderListing(): Promise<RenderedPage> {
    const offers = (await openJobOffers(api)).map(jobOfferSummaryFromRow);
    const content = renderToStaticMarkup(createElement(JobOfferListView, { offers }));
    const description =
      "Nos offres d'emploi de consultant, de formateur et de spécialiste à Montréal, Abidjan, Dakar et Libreville, et la candidature spontanée.";
    const head = headTags({
      title: "Carrières",
      description,
      url: `${siteUrl}${CAREERS_PATH}`,
      type: "website",
      image: null,
      siteUrl,
    });
    return page(
      fillSection(
        await template("carrieres/index.html"),
        OFFERS_SECTION_ID,
        content,
        head,
        "Carrières | Pont Atlantique Conseil",
      ),
    );
  }

  async function renderOffer(slug: string): Promise<RenderedPage> {
    const row = await openJobOffer(api, slug);
    if (!row) {
      const moved = await movedJobOffer(api, slug);
      return moved ? { status: 301, location: jobOfferHref(moved) } : { status: 404 };
    }
    const offer = jobOfferFromRow(row);
    const content = renderToStaticMarkup(createElement(JobOfferView, { offer }));
    const url = `${siteUrl}${jobOfferHref(offer.slug)}`;
    const description = offer.summary || `${offer.title} — ${offer.location}`;
    const head =
      headTags({ title: offer.title, description, url, type: "website", image: null, siteUrl }) +
      jobPostingJsonLd(offer, url, siteUrl);
    return page(
      fillSection(
        await template(`carrieres/${JOB_OFFER_TEMPLATE_SLUG}/index.html`),
        OFFER_SECTION_ID,
        content,
        head,
        `${offer.title} | Pont Atlantique Conseil`,
      ),
    );
  }

  return {
    async listing(c: Context) {
      return send(c, await cached("careers", renderListing));
    },
    async offer(c: Context) {
      const slug = c.req.param("slug") ?? "";
      if (!SLUG.test(slug) || slug.length > 120) return notFound(c);
      return send(c, await cached(`offer:${slug}`, () => renderOffer(slug)));
    },
  };
}
