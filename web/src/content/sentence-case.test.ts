import { describe, expect, it } from "vitest";
import { aboutIntro, aboutValues, mission, timeline, vision } from "./about";
import { blogArticles, blogIntro } from "./blog";
import { companyIntro, companyMission, companyOffices, companyStats, companyValues, history } from "./company";
import { contactIntro, faq, montrealMap } from "./contact";
import { expertisePages, projectOffice } from "./expertise";
import { demoFormations, FORMATION_THEMES, themeLabel } from "./formations";
import { bridge, closingCta, contactSubjects, hero, highlights, servicePreviews, stats } from "./home";
import { industries, industryGroups } from "./industries";
import { legalNotice, privacyPolicy, termsOfSale } from "./legal";
import {
  approachSteps,
  certificationProgrammes,
  expertiseBlocks,
  keyServices,
  serviceDetails,
  serviceOffers,
} from "./services";

/**
 * French writes titles in sentence case: a capital on the first word and on proper nouns only (« Des projets maîtrisés
 * sans stress », not « Des Projets Maîtrisés Sans Stress »). Team, careers and case-study content live in the database.
 */

/** Proper nouns and names of products or certifications that keep their capital inside a title. */
const PROPER_NOUNS = new Set([
  "Abidjan",
  "Afrique",
  "Atlantique",
  "Canada",
  "Côte",
  "Dakar",
  "Foundation",
  "Gabon",
  "Ivoire",
  "Kanban",
  "Leadership", // « Leadership Premium », the firm's programme
  "Libreville",
  "Master",
  "Montréal",
  "Owner",
  "Pont",
  "Practitioner",
  "Premium",
  "Product",
  "Scrum",
  "Sénégal",
]);

/** The words after the first that start with a capital and are neither a proper noun nor an acronym (PMO, IA, PMP®). */
export function capitalisedWords(title: string): string[] {
  const words = title
    .split(/[\s\u00a0\u202f]+/)
    .map((word) => word.replace(/^[«"(]+|[»").,;:!?]+$/g, "").replace(/^(?:[dlDL]|qu)['’]/, ""))
    .filter(Boolean);
  return words.slice(1).filter((word) => {
    if (!/^\p{Lu}/u.test(word)) return false;
    if (!/\p{Ll}/u.test(word)) return false; // an acronym: PMO, IA, AMOA, PRINCE2®
    return !word.split("-").every((part) => PROPER_NOUNS.has(part));
  });
}

/** Keys whose values are titles, headings or the labels of links, buttons and tabs. */
const TITLE_KEYS = new Set([
  "title",
  "heading",
  "eyebrow",
  "label",
  "linkLabel",
  "metaTitle",
  "name",
  "primaryCta",
  "contactCta",
  "contactLabel",
  "catalogueLabel",
]);

/** People's names are not titles. */
const PEOPLE_KEYS = new Set(["author", "expert"]);

/** Every title-like string in a piece of content, with the path that leads to it. */
function titlesOf(value: unknown, path: string): { path: string; title: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => titlesOf(item, `${path}[${index}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    PEOPLE_KEYS.has(key)
      ? []
      : typeof inner === "string"
        ? TITLE_KEYS.has(key)
          ? [{ path: `${path}.${key}`, title: inner }]
          : []
        : titlesOf(inner, `${path}.${key}`),
  );
}

const content = {
  hero,
  stats,
  highlights,
  servicePreviews,
  bridge,
  closingCta,
  contactSubjects,
  aboutIntro,
  mission,
  vision,
  aboutValues,
  timeline,
  companyIntro,
  companyStats,
  history,
  companyMission,
  companyValues,
  companyOffices,
  contactIntro,
  faq,
  montrealMap,
  expertisePages,
  projectOffice,
  serviceOffers,
  expertiseBlocks,
  keyServices,
  approachSteps,
  serviceDetails,
  certificationProgrammes,
  industryGroups,
  industries,
  blogIntro,
  blogArticles,
  legalNotice,
  privacyPolicy,
  termsOfSale,
  demoFormations,
};

describe("French sentence case", () => {
  it("flags a title in English-style capitals and accepts proper nouns and acronyms", () => {
    expect(capitalisedWords("Des Projets Maîtrisés Sans Stress")).toEqual(["Projets", "Maîtrisés", "Sans", "Stress"]);
    expect(capitalisedWords("Une expertise canadienne, un ancrage africain")).toEqual([]);
    expect(capitalisedWords("Du Canada à l'Afrique")).toEqual([]);
    expect(capitalisedWords("Un cabinet né à Montréal, ancré en Afrique francophone")).toEqual([]);
    expect(capitalisedWords("Bureau de projets (PMO)")).toEqual([]);
    expect(capitalisedWords("Préparation à la certification PMP®")).toEqual([]);
    expect(capitalisedWords("Transformation Digitale")).toEqual(["Digitale"]);
  });

  it("writes every title, heading and label of the typed content in sentence case", () => {
    const titles = Object.entries(content).flatMap(([name, value]) => titlesOf(value, name));
    expect(titles.length).toBeGreaterThan(250);
    const offending = titles.filter(({ title }) => capitalisedWords(title).length > 0);
    expect(offending).toEqual([]);
  });

  it("shows every catalogue theme in sentence case, whatever its stored value", () => {
    for (const theme of FORMATION_THEMES) expect(capitalisedWords(themeLabel(theme))).toEqual([]);
    expect(themeLabel("IA Stratégique")).toBe("IA stratégique");
    expect(themeLabel("Un thème ajouté plus tard")).toBe("Un thème ajouté plus tard");
  });
});
