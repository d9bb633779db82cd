/** The learning space's public entry: its addresses (« Mes formations » links to it). */
export { learningPaths } from "./lib/outline";
