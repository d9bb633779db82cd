import { termsOfSale } from "~/content/legal";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { LegalDocumentPage } from "../components/legal-document";
import { islandPage } from "~/lib/islands/island-page";

export const handle = islandPage;

export function meta() {
  return pageMeta({ title: termsOfSale.title, description: termsOfSale.description, path: paths.terms() });
}

export default function TermsPage() {
  return <LegalDocumentPage document={termsOfSale} path={paths.terms()} />;
}
