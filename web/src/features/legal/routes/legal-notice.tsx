import { legalNotice } from "~/content/legal";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { LegalDocumentPage } from "../components/legal-document";
import { islandPage } from "~/lib/islands/island-page";

export const handle = islandPage;

export function meta() {
  return pageMeta({ title: legalNotice.title, description: legalNotice.description, path: paths.legalNotice() });
}

export default function LegalNoticePage() {
  return <LegalDocumentPage document={legalNotice} path={paths.legalNotice()} />;
}
