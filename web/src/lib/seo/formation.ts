import { FRENCH_MONTH_NAMES } from "@common/format";
import { site } from "~/config/site";
import type { Session } from "~/content/sessions";
import type { Formation } from "@common/database";
import { paths } from "~/lib/paths";
import { organizationRef } from "./organization";

const MONTHS: readonly string[] = FRENCH_MONTH_NAMES;

/** schema.org's mode of delivery (its `courseMode`) for a formation's format or a session's place; a city is onsite. */
const FORMATION_MODE: Record<string, string> = { Présentiel: "Onsite", "En ligne": "Online", Hybride: "Blended" };

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** "11 – 15 janvier 2027" or "28 février – 3 mars 2027" → ISO start and end dates; undefined when unreadable. */
export function parseSessionDates(text: string): { startDate: string; endDate: string } | undefined {
  const match = /^(\d{1,2})(?:\s+(\p{L}+))?\s*[–-]\s*(\d{1,2})\s+(\p{L}+)\s+(\d{4})$/u.exec(text.trim());
  if (!match) return undefined;
  const [, startDay, startMonthName, endDay, endMonthName, year] = match;
  const endMonth = MONTHS.indexOf(endMonthName!.toLowerCase());
  const startMonth = startMonthName ? MONTHS.indexOf(startMonthName.toLowerCase()) : endMonth;
  if (endMonth < 0 || startMonth < 0) return undefined;
  return {
    startDate: iso(Number(year), startMonth, Number(startDay)),
    endDate: iso(Number(year), endMonth, Number(endDay)),
  };
}

function sessionInstance(session: Session) {
  const dates = parseSessionDates(session.dates);
  const online = session.place === "En ligne";
  return {
    "@type": "CourseInstance",
    name: `${session.formation} (${session.dates})`,
    courseMode: FORMATION_MODE[session.place] ?? "Onsite",
    ...dates,
    location: online
      ? { "@type": "VirtualLocation", url: `${site.url}${paths.formation(session.formationId)}` }
      : {
          "@type": "Place",
          name: session.place === "Hybride" ? "Abidjan et en ligne" : session.place,
          address: "Abidjan, Côte d'Ivoire",
        },
    maximumAttendeeCapacity: session.totalSeats,
    remainingAttendeeCapacity: session.seatsLeft,
  };
}

/**
 * The formation as schema.org's `Course` with `hasCourseInstance`: its dated demo sessions when it has some,
 * otherwise one instance per format it is given in (dates on request). schema.org's names are its own vocabulary,
 * which search engines read as written: the glossary's « formation » does not apply to them.
 */
export function formationData(formation: Formation, formationSessions: readonly Session[]) {
  const url = `${site.url}${paths.formation(formation.id)}`;
  const instances =
    formationSessions.length > 0
      ? formationSessions.map(sessionInstance)
      : formation.formats.map((format) => ({
          "@type": "CourseInstance",
          courseMode: FORMATION_MODE[format] ?? "Onsite",
          ...(formation.duration ? { courseWorkload: formation.duration } : {}),
          instructor: { "@type": "Person", name: formation.expert },
        }));
  return {
    "@type": "Course",
    "@id": `${url}#formation`,
    name: formation.title,
    description: formation.description,
    url,
    inLanguage: "fr",
    about: formation.theme,
    provider: organizationRef(),
    hasCourseInstance: instances,
    ...(formation.price !== null
      ? {
          offers: {
            "@type": "Offer",
            category: "Paid",
            price: formation.price,
            priceCurrency: formation.price_currency,
            url,
            availability: "https://schema.org/InStock",
          },
        }
      : {}),
  };
}
