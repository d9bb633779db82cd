export { PricingChoices, PriceBreakdownList, type PricingChoice } from "./components/pricing-choices";
export { InstalmentPlanCard, planStateLabel } from "./components/instalment-plan";
export { fetchSessionUnitPrice } from "./api/pricing";
