import { LoadError } from "~/components/back-office/list-states";
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
  return <LoadError message="Impossible de charger vos formations" onRetry={onRetry} retryVariant="default" />;
}
