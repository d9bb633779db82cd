/** One way of writing amounts for the screens, the e-mails and the invoice (common/format.ts, decision 0866). */
export { formatMoney as formatAmount } from "@common/format";
