export { formationData, parseSessionDates } from "./formation";
export { jsonLd } from "./json-ld";
export { organizationData, organizationRef } from "./organization";
