import { Skeleton } from "~/components/ui/skeleton";

/** A run of placeholder bars, one after the other: each is given by its classes (height, width, margin). */
export function SkeletonBars({ bars }: { bars: readonly string[] }) {
  return (
    <>
      {bars.map((className, index) => (
        <Skeleton key={index} className={className} />
      ))}
    </>
  );
}
