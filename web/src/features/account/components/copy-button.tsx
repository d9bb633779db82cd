/** « Copier »: shared with the bank-transfer details of the payment dialog (decision 1031). */
export { CopyButton } from "~/components/copy-button";
