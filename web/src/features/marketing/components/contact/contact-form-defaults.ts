import type { ContactFormValues } from "./contact-form-schema";

export const emptyContactForm: ContactFormValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  subject: "",
  message: "",
};
