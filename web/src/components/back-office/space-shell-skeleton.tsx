import { Skeleton } from "~/components/ui/skeleton";

/**
 * The signed-in space's frame with placeholder content, shown at once while the app starts or the session is read
 * (a slow phone, a busy server): never a blank page. Same layout as the real shell, so nothing jumps when it comes.
 */
export function SpaceShellSkeleton({ label = "Chargement de votre espace…" }: { label?: string }) {
  return (
    <div className="flex min-h-svh bg-background" role="status" aria-label={label} data-testid="space-shell-skeleton">
      <div className="hidden w-64 shrink-0 flex-col gap-3 border-r p-4 md:flex" aria-hidden="true">
        <Skeleton className="h-8 w-40" />
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-6 w-full" />
        ))}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex h-14 items-center gap-2 border-b px-3 text-sm font-medium text-muted-foreground md:px-4">
          <span>{label}</span>
        </div>
        <div className="grid gap-6 px-4 py-6 md:px-8 md:py-8" aria-hidden="true">
          <Skeleton className="h-9 w-72 max-w-full" />
          <Skeleton className="h-5 w-full max-w-xl" />
          <div className="grid gap-4 md:grid-cols-2">
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
          <Skeleton className="h-64 w-full" />
        </div>
      </div>
    </div>
  );
}
