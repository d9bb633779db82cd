/** One way of writing amounts for the screens, the e-mails and the invoice (XOF in whole francs, CAD with cents). */
export { formatAmount } from "../../../web/src/domain/money";
