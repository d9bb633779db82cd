import type { ContactFormValues } from "./contact-form-schema";

export const emptyContactForm: ContactFormValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  subject: "",
  message: "",
};

/** Simulated sending time (spec §9): nothing leaves the browser. */
export const CONTACT_SEND_DELAY_MS = 1000;
