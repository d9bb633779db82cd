// The content functions' field rules live with the functions, in Deno (supabase/functions/_shared/content, decision
// 0978); the pages rendered here check a slug by the same rule.
export { SLUG } from "../../../supabase/functions/_shared/content/fields.ts";
