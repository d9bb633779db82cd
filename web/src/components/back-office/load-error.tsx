import { RefreshCw, TriangleAlert } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-4 p-10 text-center">
      <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
      <p className="text-lg font-semibold">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Réessayer
      </Button>
    </Card>
  );
}
