import { describe, expect, it } from "vitest";
import { sessions } from "~/content/sessions";
import { findDemoFormation } from "~/lib/formations";
import { formationData, parseSessionDates } from "./formation";
import { jsonLd } from "./json-ld";
import { organizationData } from "./organization";

describe("parseSessionDates", () => {
  it("reads a range within one month and one across months", () => {
    expect(parseSessionDates("11 – 15 janvier 2027")).toEqual({ startDate: "2027-01-11", endDate: "2027-01-15" });
    expect(parseSessionDates("28 février – 3 mars 2027")).toEqual({ startDate: "2027-02-28", endDate: "2027-03-03" });
  });

  it("gives up on text it cannot read", () => {
    expect(parseSessionDates("Sur demande")).toBeUndefined();
    expect(parseSessionDates("1 – 2 brumaire 2027")).toBeUndefined();
  });
});

describe("structured data", () => {
  it("describes the firm as an Organization with its offices and social profiles", () => {
    const data = jsonLd(organizationData())["script:ld+json"];
    expect(data["@context"]).toBe("https://schema.org");
    expect(data).toMatchObject({ "@type": "Organization", name: "Pont Atlantique Conseil" });
    expect((data as unknown as { address: unknown[] }).address).toHaveLength(3);
  });

  it("gives a formation with demo sessions one dated schema.org CourseInstance per session, and its price", () => {
    const formation = findDemoFormation(22)!;
    const own = sessions.filter((session) => session.formationId === 22);
    const data = formationData(formation, own);
    // schema.org's own type names, which search engines know (a « Formation » type does not exist there).
    expect(data).toMatchObject({ "@type": "Course", name: formation.title, provider: { "@type": "Organization" } });
    expect(data.hasCourseInstance).toHaveLength(own.length);
    expect(data.hasCourseInstance[0]).toMatchObject({
      "@type": "CourseInstance",
      startDate: "2027-01-11",
      courseMode: "Onsite",
    });
    expect(data.offers).toMatchObject({ price: formation.price, priceCurrency: formation.price_currency });
  });

  it("says how each demo session is given: in a city onsite, online, or both", () => {
    const modes = sessions.map((session) => {
      const instance = formationData(findDemoFormation(session.formationId)!, [session]).hasCourseInstance[0]!;
      return [session.place, instance.courseMode];
    });
    expect(modes).toEqual(
      expect.arrayContaining([
        ["Abidjan", "Onsite"],
        ["En ligne", "Online"],
        ["Hybride", "Blended"],
      ]),
    );
  });

  it("gives a formation without sessions one instance per format", () => {
    const formation = findDemoFormation(2)!;
    const data = formationData(formation, []);
    expect(data.hasCourseInstance).toHaveLength(formation.formats.length);
    expect(data.hasCourseInstance.every((instance) => instance["@type"] === "CourseInstance")).toBe(true);
  });
});
