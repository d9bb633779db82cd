/** What other features use of the job offers: their public views, types and addresses (decision 0894). */
export { JobOfferListView } from "./components/job-offer-list-view";
export { JobOfferView } from "./components/job-offer-view";
export {
  CAREERS_PATH,
  JOB_OFFER_TEMPLATE_SLUG,
  OFFER_SECTION_ID,
  OFFERS_SECTION_ID,
  applyHref,
  jobOfferHref,
  type JobOfferSummary,
  type PublicJobOffer,
} from "./lib/job-offer";
export { templateJobOffer, templateJobOffers } from "./lib/template-job-offer";
