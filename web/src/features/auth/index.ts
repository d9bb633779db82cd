// The auth feature's public entry: what other features may use of it.
export { safeReturnPath, signInPath } from "./lib/return-to";
