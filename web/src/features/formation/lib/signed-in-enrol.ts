import script from "./signed-in-enrol.inline.js?raw";

/** Written inline after the enrollment island: a stored session takes « S'inscrire »'s native command away. */
export const SIGNED_IN_ENROL_SCRIPT = script;
