import { type ReactNode } from "react";
import { Button } from "~/components/ui/button";

/** The preview: the stored item through the public page's component. */
export function PreviewPanel({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <section aria-label="Aperçu" className="rounded-xl border">
      <div className="flex items-center justify-between border-b p-3">
        <h2 className="text-sm font-semibold">Aperçu, tel que les visiteurs le liront</h2>
        <Button type="button" size="sm" variant="outline" onClick={onClose}>
          Fermer l'aperçu
        </Button>
      </div>
      {children}
    </section>
  );
}
