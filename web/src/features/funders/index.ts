/** Funders (decision 1001): staff's records, and an agreement's funding, for the company invoices' screens. */
export {
  FUNDER_KIND_LABELS,
  useAgreementFunding,
  useFunders,
  useSetAgreementFunding,
  type AgreementFunding,
  type Funder,
  type FunderKind,
} from "./api/funders";
