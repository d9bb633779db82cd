// The certificates feature's public entry: what other features may use of it.
export { downloadCompletionCertificate } from "./api/my-completion-certificates";
