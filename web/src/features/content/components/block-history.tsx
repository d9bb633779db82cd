import { useBlockRevisions, type HomeBlock } from "../api/block-revisions";
import { RevisionHistory } from "./editor/revision-history";

/** « Historique » of a testimonial, a client logo or a page's hero: every write the database recorded. */
export function BlockHistory({ block, blockKey }: { block: HomeBlock; blockKey: string | number }) {
  const { data } = useBlockRevisions(block, blockKey);
  return <RevisionHistory revisions={data} />;
}
