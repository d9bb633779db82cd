import { useContext } from "react";
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from "react-router";

/** What a route module exports as `handle` to be served as an island page (docs/decisions/0800). */
export interface IslandPageHandle {
  islands: true;
}

export const islandPage: IslandPageHandle = { islands: true };

function isIslandHandle(handle: unknown): handle is IslandPageHandle {
  return typeof handle === "object" && handle !== null && (handle as IslandPageHandle).islands === true;
}

/**
 * True while the build prerenders a page whose deepest route is an island page: the page then ships without
 * React Router's scripts, and its interactive parts are rendered as islands. False in the browser, where the same
 * routes render as ordinary parts of the single-page app (after a client-side navigation from the signed-in
 * space, for instance), in the SPA fallback page (prerendered from "/" but rendered as an empty shell), and
 * outside a data router (component tests, or inside an island).
 */
export function useIslandPage(): boolean {
  const routerState = useContext(DataRouterStateContext);
  const framework = useContext(FrameworkContext);
  if (!import.meta.env.SSR || !routerState || framework?.isSpaMode) return false;
  return isIslandHandle(routerState.matches.at(-1)?.route.handle);
}
