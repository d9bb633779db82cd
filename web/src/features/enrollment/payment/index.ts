export {
  MOBILE_OPERATORS,
  PAYMENT_METHOD_INFO,
  methodsForCurrency,
  normalisePhone,
  type MobileChannel,
  type PaymentChannel,
} from "./channels";
export { BANK_DETAILS, type BankDetails } from "@common/bank-details";
export { startPayment, type StartedPayment } from "./api/create-payment";
export { downloadCreditNote, downloadInvoice } from "./api/download-invoice";
export type { PaymentAttempt } from "./api/payment-status";
export { MobileMoneyFields } from "./components/mobile-money-fields";
