import { privacyPolicy } from "~/content/legal";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { LegalDocumentPage } from "../components/legal-document";
import { islandPage } from "~/lib/islands/island-page";

export const handle = islandPage;

export function meta() {
  return pageMeta({ title: privacyPolicy.title, description: privacyPolicy.description, path: paths.privacy() });
}

export default function PrivacyPage() {
  return <LegalDocumentPage document={privacyPolicy} path={paths.privacy()} />;
}
