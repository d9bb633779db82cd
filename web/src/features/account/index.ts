// The account feature's public entry: what other features may use of it.
export { registerSignInPhone } from "./api/phone-preferences";
export { PHONE_CONSENT_WORDING, PHONE_SIGN_UP_CONSENT_METHOD } from "./lib/phone-consent";
