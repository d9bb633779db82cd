import { slugify } from "~/lib/slug";

/**
 * The drawn portraits of the demo people (decision 1170): DiceBear « Notionists » drawings made once by
 * scripts/draw-portraits.mjs, served as plain files of the build (`/portraits/<key>.svg`, web/public/portraits/),
 * never drawn in the browser. A person with an uploaded photo shows the photo: callers pass here only those without.
 */
export const PORTRAITS_PATH = "/portraits";

/**
 * The people of the demo content who have their own drawing, by key (their name as a slug, as the seed's slugs): the
 * team, the testimonials and the formations' experts.
 */
const DRAWN_PEOPLE = new Set([
  "marie-claire-tremblay",
  "amadou-diallo",
  "sophie-lavoie",
  "aicha-kone",
  "mariam-traore",
  "nathalie-bouchard",
  "serge-kouassi",
  "jean-francois-gagnon",
  "ousmane-sow",
  "esther-mensah",
  "patrick-obiang",
  "awa-sylla",
  "aminata-traore",
  "koffi-mensah",
  "fatou-ndiaye",
  "koffi-yao",
  "julien-bergeron",
  "aminata-kone",
  "marie-claude-tremblay",
  "ousmane-diallo",
]);

/** The drawing of anyone else: a neutral figure in the same style. */
export const NEUTRAL_PORTRAIT = "personne";

/** A name as the key of its drawing, the slug the seed gives it: « Jean-François Gagnon » → `jean-francois-gagnon`. */
export const portraitKey = (name: string) => slugify(name);

/** The address of a person's drawing: their own for a demo person, the neutral one for anyone else. */
export function portraitUrl(name: string): string {
  const key = portraitKey(name);
  return `${PORTRAITS_PATH}/${DRAWN_PEOPLE.has(key) ? key : NEUTRAL_PORTRAIT}.svg`;
}

/** Every key that has a drawing (the neutral one included), for the test that checks the files exist. */
export const drawnPortraitKeys = () => [...DRAWN_PEOPLE, NEUTRAL_PORTRAIT];

/**
 * The drawn portrait of a person without an uploaded photo, round, lazy (it arrives after the full stylesheet that
 * rounds it), with its width and height so nothing moves when it arrives; the markup is kept short, the home page is
 * at its byte budget. Alone (a team card, a blog byline) its alt is
 * « Portrait de <nom> »; `beside` a quote that names the person it is decorative.
 */
export function DrawnPortrait({ name, size = 64, beside = false }: { name: string; size?: number; beside?: boolean }) {
  return (
    <img
      src={portraitUrl(name)}
      alt={beside ? "" : `Portrait de ${name}`}
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-full"
    />
  );
}
