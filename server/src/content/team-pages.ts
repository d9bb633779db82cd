import type { Context } from "hono";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { IslandProviders } from "~/lib/islands/providers";
import type { IslandName } from "~/lib/islands/registry";
import { DepartmentTabsIsland } from "~/features/marketing/islands/department-tabs-island";
import { MemberCardList } from "~/features/marketing/components/team/member-card";
import {
  MEMBER_SECTIONS,
  TEAM_DEPARTMENTS,
  TEAM_PATH,
  TEAM_SECTION_ID,
  type PublicTeamMember,
} from "~/features/marketing/components/team/team-member";
import { rowsOf, type ContentApi } from "./api";
import { escapeHtml, headTags, teamJsonLd } from "./head";
import { imagesOf } from "./images";
import { fillSection, type RenderedPage, type RenderedPages } from "./rendered-pages";
/** The published members, in the page's order: by department (the tabs' order), then by their order and name. */
export async function publishedTeamMembers(api: ContentApi): Promise<PublicTeamMember[]> {
  const read = rowsOf(
    await api
      .from("team_members")
      .select("slug, name, position, department, offices, bio, expertise, photo, photo_alt")
      .order("sort_order")
      .order("name")
      .order("id")
      .limit(500),
  );
  // By the tabs' order (a stable sort keeps the database's order within a department); another department last.
  const tab = (department: string) => {
    const index = TEAM_DEPARTMENTS.findIndex((known) => known.id === department);
    return index < 0 ? TEAM_DEPARTMENTS.length : index;
  };
  const rows = read.toSorted((a, b) => tab(a.department) - tab(b.department));
  const images = await imagesOf(
    api,
    rows.map((row) => row.photo),
  );
  return rows.map((row) => {
    const image = row.photo ? images.get(row.photo) : undefined;
    return {
      slug: row.slug,
      name: row.name,
      position: row.position,
      department: row.department,
      offices: row.offices,
      bio: row.bio,
      expertise: row.expertise,
      photo: image ? { ...image, alt: row.photo_alt ?? image.alt } : null,
    };
  });
}

/**
 * An island's marker with its markup, as the build's `<Island>` writes it (web/src/lib/islands/island.tsx): rendered
 * as its own root inside the islands' providers, with the prefix its hydration uses for ids and its props as JSON.
 */
export function islandMarkup<P extends object>(
  name: IslandName,
  element: ReactElement<P>,
  options: { prefix: string; pathname: string },
): string {
  const providers = createElement(IslandProviders, { location: { pathname: options.pathname }, children: element });
  const html = renderToString(providers, { identifierPrefix: options.prefix });
  return (
    `<div data-island="${name}" data-island-prefix="${options.prefix}" data-island-when="interaction"` +
    ` data-island-props="${escapeHtml(JSON.stringify(element.props))}" style="display:contents">${html}</div>`
  );
}

/** The template's HTML with the content of its `<section id="…">` replaced, its head kept (into `<main>` without it). */
function withSection(template: string, id: string, content: string): string {
  const section = new RegExp(`(<section\\b[^>]*\\bid="${id}"[^>]*>)[\\s\\S]*?(</section>)`);
  const target = section.test(template) ? section : /(<main\b[^>]*>)[\s\S]*(<\/main>)/;
  return template.replace(target, (_, open: string, close: string) => open + content + close);
}

/**
 * « Notre équipe » (/notre-equipe) rendered on the server (decision 0951): the build's page keeps its hero, its
 * values and its critical CSS; the server fills its members section with the department tabs island rendered from
 * the published members (so the tabs hydrate as they do on a built page), and sets the head with a JSON-LD Person
 * per member. The about and company pages get the cards of the members they feature (MEMBER_SECTIONS), their head
 * as the build made it. Cached by `pages` until the next change of public.team_members (its trigger notifies).
 */
export function teamPages(options: { api: ContentApi; siteUrl: string; pages: RenderedPages }) {
  const { api, siteUrl, pages } = options;
  const { template, page, cached, send } = pages;

  async function render(): Promise<RenderedPage> {
    const members = await publishedTeamMembers(api);
    const content = islandMarkup("department-tabs", createElement(DepartmentTabsIsland, { members }), {
      prefix: "iteam-",
      pathname: TEAM_PATH,
    });
    const url = `${siteUrl}${TEAM_PATH}`;
    const head =
      headTags({
        title: "Notre équipe",
        description:
          "Direction, formateurs, consultants et équipe des opérations : découvrez les professionnels qui accompagnent nos clients entre Montréal, Abidjan, Dakar et Libreville.",
        url,
        type: "website",
        image: null,
        siteUrl,
      }) + teamJsonLd(members, url, siteUrl);
    return page(
      fillSection(
        await template("notre-equipe/index.html"),
        TEAM_SECTION_ID,
        content,
        head,
        "Notre équipe | Pont Atlantique Conseil",
      ),
    );
  }

  async function renderSection(which: keyof typeof MEMBER_SECTIONS): Promise<RenderedPage> {
    const { path, id, pick, showOffice } = MEMBER_SECTIONS[which];
    const members = pick(await publishedTeamMembers(api));
    const content = renderToStaticMarkup(createElement(MemberCardList, { members, showOffice }));
    return page(withSection(await template(`${path.slice(1)}/index.html`), id, content));
  }

  return {
    async page(c: Context) {
      return send(c, await cached("team", render));
    },
    async about(c: Context) {
      return send(c, await cached("team:about", () => renderSection("about")));
    },
    async company(c: Context) {
      return send(c, await cached("team:company", () => renderSection("company")));
    },
  };
}
