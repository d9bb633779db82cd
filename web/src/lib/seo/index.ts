export { courseData, parseSessionDates } from "./course";
export { jsonLd } from "./json-ld";
export { organizationData, organizationRef } from "./organization";
