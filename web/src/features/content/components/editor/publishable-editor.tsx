import { useRef, useState, type ReactNode } from "react";
import type { ContentDraft, DraftBase, SaveAction } from "../use-content-draft";
import type { SavedContent } from "@common/functions/answers";
import { SaveStatus } from "./save-status";
import { PublicationControls } from "./publication-controls";
import { PreviewPanel } from "./preview-panel";

/** What a publishable content's editor needs from the app: saving through its content function, and the preview. */
export interface PublishableServices<D, P> {
  save(draft: D, action: SaveAction, publishAt?: string): Promise<SavedContent>;
  /** The stored item as visitors will get it (sanitised on the server), for the preview. */
  preview(id: number): Promise<P>;
}

/**
 * A publishable content's editor around its fields (`children`): the status line on top; below, the publication
 * controls and, once asked for, the preview — the stored item through the public page's component (`renderPreview`).
 */
export function PublishableEditor<D extends DraftBase, P>({
  editor,
  preview,
  publicHref,
  publicLabel,
  schedulable,
  scrollToPreview = false,
  children,
}: {
  editor: ContentDraft<D>;
  /** How the stored item is read and shown; none: no « Aperçu ». */
  preview?: { load: (id: number) => Promise<P>; render: (item: P) => ReactNode };
  publicHref: string;
  publicLabel: string;
  schedulable?: boolean;
  /** Bring the preview into view once shown (long forms). */
  scrollToPreview?: boolean;
  children: ReactNode;
}) {
  const [shown, setShown] = useState<P | null>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  async function showPreview(load: (id: number) => Promise<P>) {
    const id = await editor.savedId();
    if (!id) return;
    setShown(await load(id));
    if (scrollToPreview) requestAnimationFrame(() => previewRef.current?.scrollIntoView({ block: "start" }));
  }
  return (
    <div className="grid gap-6">
      <SaveStatus editor={editor} />
      {children}
      <PublicationControls
        editor={editor}
        onPreview={preview && (() => void showPreview(preview.load))}
        publicHref={publicHref}
        publicLabel={publicLabel}
        schedulable={schedulable}
      />
      {preview && shown !== null && (
        <div ref={previewRef}>
          <PreviewPanel onClose={() => setShown(null)}>{preview.render(shown)}</PreviewPanel>
        </div>
      )}
    </div>
  );
}
