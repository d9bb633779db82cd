import { RefreshCw, TriangleAlert, type LucideIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/utils";

/**
 * What a list of the signed-in spaces shows instead of its rows: the load failed (with « Réessayer »), or there is
 * nothing yet. The skeletons stay with their lists: each has the shape of its own rows.
 */

export function LoadError({
  message,
  onRetry,
  retryVariant = "outline",
}: {
  message: string;
  onRetry: () => void;
  /** The back office's retry is an outline button; the learner's and the trainer's spaces give it the full colour. */
  retryVariant?: "outline" | "default";
}) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-4 p-10 text-center">
      <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
      <p className="text-lg font-semibold">{message}</p>
      <Button variant={retryVariant} onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Réessayer
      </Button>
    </Card>
  );
}

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  /** A sentence that says what to do, a link or a button. */
  children?: React.ReactNode;
  className?: string;
}

export function EmptyState({ icon: Icon, title, children, className }: EmptyStateProps) {
  return (
    <Card className={cn("flex flex-col items-center gap-3 p-10 text-center", className)}>
      <Icon className="size-10 text-primary" aria-hidden="true" />
      <p className="text-lg font-semibold">{title}</p>
      {children}
    </Card>
  );
}
