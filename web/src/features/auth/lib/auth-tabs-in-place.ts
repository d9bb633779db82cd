import script from "./auth-tabs-in-place.inline.js?raw";

/** Written inline after the /auth island: its tabs switch from the markup before it hydrates (decision 1142). */
export const AUTH_TABS_IN_PLACE_SCRIPT = script;
