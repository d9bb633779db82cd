/** The enquiry forms' shared zod rules: imported only by lazily loaded form schemas, so zod stays off first load. */
export { optionalText, personSchema, requiredText } from "./lib/person-schema";
