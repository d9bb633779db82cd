import { Skeleton } from "~/components/ui/skeleton";

export function TableSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3 rounded-lg border p-4">
      <Skeleton className="h-6 w-1/3" />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} data-testid="row-skeleton" className="h-10 w-full" />
      ))}
    </div>
  );
}
