import { stat } from "node:fs/promises";
import path from "node:path";
import type { Context, Next } from "hono";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { projectOffice } from "~/content/expertise";
import { findIndustry, industryPath, industrySector } from "~/content/industries";
import {
  ProjectOfficeStudyList,
  RELATED_STUDIES_SLOT,
  SectorStudyList,
} from "~/features/marketing/components/expertise/related-studies";
import type { RelatedStudy } from "~/features/marketing/components/expertise/related-study-card";
import { paths } from "~/lib/paths";
import type { Database } from "../db/database";
import { PUBLISHED_STUDY } from "./case-studies";
import { replaceDiv, templateFileOf } from "./page-heroes";
import type { RenderedPages } from "./rendered-pages";

const COLUMNS = "slug, title, client, sector, year, result";

/** A sector's published studies, newest first (the sector as « Contenus » writes it, case and accents aside). */
export async function sectorStudies(db: Pick<Database, "query">, sector: string): Promise<RelatedStudy[]> {
  const { rows } = await db.query<RelatedStudy>(
    `select ${COLUMNS} from public.case_studies
      where ${PUBLISHED_STUDY} and lower(sector) = lower($1)
      order by published_at desc, id desc limit 12`,
    [sector],
  );
  return rows;
}

/**
 * The published studies an offer cites, in the order it cites them: each named by its address or by an address it
 * had before (a renamed study is still cited; a withdrawn one is not).
 */
export async function citedStudies(db: Pick<Database, "query">, slugs: readonly string[]): Promise<RelatedStudy[]> {
  const { rows } = await db.query<RelatedStudy & { cited: string }>(
    `select distinct on (s.id) s.slug, s.title, s.client, s.sector, s.year, s.result, cited.slug as cited
       from unnest($1::text[]) with ordinality as cited (slug, position)
       left join public.case_study_slug_redirects r on r.old_slug = cited.slug
       join (select * from public.case_studies where ${PUBLISHED_STUDY}) s
         on s.slug = cited.slug or s.id = r.case_study_id
      order by s.id, cited.position`,
    [slugs],
  );
  const order = new Map(slugs.map((slug, index) => [slug, index]));
  return rows
    .sort((a, b) => (order.get(a.cited) ?? 0) - (order.get(b.cited) ?? 0))
    .map(({ cited: _cited, ...study }) => study);
}

/** The page's related-studies slot filled with `list` (a page without the slot is unchanged). */
export function withRelatedStudies(html: string, list: ReactElement): string {
  const markup = renderToStaticMarkup(createElement(MemoryRouter, null, list));
  return replaceDiv(html, new RegExp(`<div\\b[^>]*\\bdata-slot="${RELATED_STUDIES_SLOT}"[^>]*>`), (open) => {
    return `${open}${markup}</div>`;
  });
}

/** Which list a page shows, by its path: a sector page, or the project-office offer; null for any other page. */
function relatedListOf(pagePath: string): ((db: Pick<Database, "query">) => Promise<ReactElement>) | null {
  if (pagePath === paths.projectOffice()) {
    return async (db) =>
      createElement(ProjectOfficeStudyList, { studies: await citedStudies(db, projectOffice.relatedCaseStudySlugs) });
  }
  const slug = /^\/industries\/([^/]+)$/.exec(pagePath)?.[1];
  const industry = slug ? findIndustry(slug) : undefined;
  // Only the page's own address: a look-alike (without its accents) is the static site's to answer.
  if (!industry || decodeURIComponent(industryPath(industry)).normalize() !== pagePath.normalize()) return null;
  return async (db) => createElement(SectorStudyList, { studies: await sectorStudies(db, industrySector(industry)) });
}

/**
 * The sector pages and the project-office page, answered from the build's HTML with their case studies as the
 * database has them (decision 0975), cached by `pages` until the next change like the other edited pages.
 */
export function relatedStudyPages(options: { db: Pick<Database, "query">; siteDir: string; pages: RenderedPages }) {
  const { db, pages } = options;
  const built = new Map<string, Promise<boolean>>();
  const isBuilt = (file: string) => {
    let known = built.get(file);
    if (!known) {
      known = stat(path.join(options.siteDir, file)).then(
        (info) => info.isFile(),
        () => false,
      );
      built.set(file, known);
    }
    return known;
  };

  return async function middleware(c: Context, next: Next) {
    let pagePath: string;
    try {
      pagePath = decodeURIComponent(c.req.path.replace(/(.)\/$/, "$1"));
    } catch {
      return next();
    }
    const list = relatedListOf(pagePath);
    const file = templateFileOf(pagePath.normalize());
    if (!list || !(await isBuilt(file))) return next();
    const { cached, send, template, page } = pages;
    return send(
      c,
      await cached(`related-studies:${pagePath.normalize()}`, async () => {
        const [html, element] = await Promise.all([template(file), list(db)]);
        return page(withRelatedStudies(html, element));
      }),
    );
  };
}
