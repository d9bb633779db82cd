/** What the formation pages and the learner's space use from the enrollment feature (its only public surface). */
export { EnrolButton, type EnrolButtonProps } from "./components/enrol-button";
export { PaymentDialog, type PaymentDialogProps } from "./components/payment-dialog";
export { cancelEnrollment, leaveWaitlist } from "./api/enrol-in-session";
export { BANK_DETAILS, downloadCreditNote, downloadInvoice } from "./payment";
export { BankTransferDetails } from "./payment/components/bank-transfer-details";
export { downloadConvocation } from "./api/download-convocation";
export { formatDeadline, waitlistPosition } from "./lib/hold-deadline";
export { waitingMobileRequest, MOBILE_MONEY_WAIT_MINUTES } from "./payment/lib/waiting-request";
export { cancelPaymentRequest, cancelWaitingRequests } from "./payment/api/cancel-request";
