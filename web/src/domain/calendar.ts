/** The month names French dates use on the site and in the content's session dates, January first (common/format.ts). */
export { FRENCH_MONTH_NAMES as FRENCH_MONTHS } from "@common/format";
