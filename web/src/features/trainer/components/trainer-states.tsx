import { RefreshCw, TriangleAlert } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";

export function TrainerLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4">
      {[0, 1].map((index) => (
        <Card key={index} className="grid gap-3 p-5">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </Card>
      ))}
    </div>
  );
}

export function TrainerLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-4 p-10 text-center">
      <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
      <p className="text-lg font-semibold">Impossible de charger vos formations</p>
      <Button onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Réessayer
      </Button>
    </Card>
  );
}
