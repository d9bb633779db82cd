/** The company's invoices, what is due and its statement of account (« Espace entreprise », issue 43 items 5 and 6). */
export { CompanyInvoicesPanel } from "./components/company-invoices-panel";
/** Staff's statement of one organisation (the organisation's record). */
export { StatementCard } from "./components/statement-card";
/** An agreement's funders' shares and its invoices, for the agreements' screens (decision 1001). */
export { AgreementFundingPanel } from "./components/agreement-funding-panel";
