export { CompanyAgreementsPanel } from "./components/company-agreements-panel";
export { CreateAgreementPanel } from "./components/create-agreement-panel";
