/** What the public forms use from the enquiries feature (its only public surface). */
export { sendEnquiry, type EnquiryToSend } from "./api/send-enquiry";
export { uploadCv, safeFileName, type UploadedCv } from "./api/upload-cv";
export { ConsentNotice, NEWSLETTER_CONSENT_TEXT } from "./components/consent-notice";
export { EnquiryForm } from "./components/enquiry-form";
export { HoneypotField } from "./components/honeypot-field";
export { NameAndEmailFields, PersonFields } from "./components/person-fields";
export { SendFailureAlert } from "./components/send-failure-alert";
export { useSendState } from "./components/use-send-state";
export { ENQUIRY_LIMITS } from "./lib/limits";
export { SEND_FAILURE_MESSAGES, SendFailedError, sendFailureMessage } from "./lib/send-errors";
