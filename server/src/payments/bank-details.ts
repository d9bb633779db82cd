/** The bank details are the site's (shown on screen); the server sends the same ones by e-mail. */
export { BANK_DETAILS, type BankDetails } from "../../../web/src/features/enrollment/payment/bank-details";
