import { useState, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the prerendered HTML is rendered (build time) and during the hydration render, true on every
 * client render after it. Use it to keep the first client render identical to the prerendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * True for a component whose first render was the hydration of prerendered HTML (it keeps that answer for its
 * whole life), false for one mounted later by client-side navigation. Screens use it to show the prerendered
 * data as placeholder while they refresh, and skeletons only when nothing has been shown yet.
 */
export function useMountedDuringHydration(): boolean {
  const hydrated = useHydrated();
  const [mountedDuringHydration] = useState(!hydrated);
  return mountedDuringHydration;
}
