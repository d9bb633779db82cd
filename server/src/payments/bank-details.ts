/** The bank details the screen shows are the ones the e-mail sends: written once in common/. */
export { BANK_DETAILS, type BankDetails } from "@common/bank-details";
