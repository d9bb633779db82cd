export { PaymentLinkPanel } from "./components/payment-link-panel";
