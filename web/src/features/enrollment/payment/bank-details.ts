/** The bank details are the server's too (the e-mail, the payment function): written once in common/. */
export { BANK_DETAILS, type BankDetails } from "@common/bank-details";
