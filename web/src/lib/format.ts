/**
 * Kept only for the public course screens (catalogue, course page, course cards) until they import
 * `~/domain/money` themselves after the islands work lands; new code imports the domain module.
 */
export { formatPrice } from "~/domain/money";
