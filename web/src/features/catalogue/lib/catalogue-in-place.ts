import script from "./catalogue-in-place.inline.js?raw";

/** Written inline after the catalogue's browser island: its filter and « Voir plus » in place before it hydrates. */
export const CATALOGUE_IN_PLACE_SCRIPT = script;
