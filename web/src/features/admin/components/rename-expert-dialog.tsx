import { lazy, Suspense } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import type { Expert } from "../lib/experts";

const RenameForm = lazy(() => import("./rename-expert-form"));

/** The other expert a new name would merge into: experts are grouped by exact name, and the name is stored trimmed. */
export function mergeTarget(newName: string, expert: Expert, experts: readonly Expert[]): Expert | null {
  const stored = newName.trim();
  return experts.find((other) => other.name !== expert.name && other.name === stored) ?? null;
}

export function RenameExpertDialog({
  expert,
  experts,
  onOpenChange,
}: {
  expert: Expert | null;
  /** Every expert, to warn when the new name is already someone else's. */
  experts: readonly Expert[];
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog open={expert !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Renommer l'expert</DialogTitle>
          <DialogDescription>
            Les {expert?.formations.length} formation(s) de « {expert?.name} » prendront le nouveau nom affiché. Le
            compte formateur attribué à chaque formation ne change pas.
          </DialogDescription>
        </DialogHeader>
        {expert && (
          <Suspense fallback={<Skeleton role="status" aria-label="Chargement du formulaire" className="h-24 w-full" />}>
            <RenameForm key={expert.name} expert={expert} experts={experts} onDone={() => onOpenChange(false)} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
