import { useCallback, useState } from "react";

export function nextIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}

export function previousIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index - 1 + count) % count;
}

/** Index of a carousel of `count` slides: next/previous wrap around, goTo jumps (clamped). */
export function useCarousel(count: number, initialIndex = 0) {
  const [index, setIndex] = useState(initialIndex);
  const next = useCallback(() => setIndex((i) => nextIndex(i, count)), [count]);
  const previous = useCallback(() => setIndex((i) => previousIndex(i, count)), [count]);
  const goTo = useCallback(
    (target: number) => setIndex(Math.min(Math.max(target, 0), Math.max(count - 1, 0))),
    [count],
  );
  return { index, next, previous, goTo };
}
